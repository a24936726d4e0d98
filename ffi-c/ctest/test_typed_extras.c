/*
 * Each game's typed extras from C, beside the API of every game. For every game, through whole
 * seeded games: the typed view of a game and of a view handle loaded from the seat's view JSON are
 * the same bytes; the typed events are the JSON events, one for one and in order; card
 * information agrees with the typed views. And what each game has of its own:
 *
 *   - Ziegen Kriegen: the hill cards' numbers agree with the view's table;
 *   - Le Baron: the points of the rows and of the penalty piles agree with the cards;
 *   - Herr der Ziegen: the cards of the pasture, hands and displays are each in one place; its
 *     scores struct holds the scores document's numbers; identical games give byte-identical
 *     event, score and card structs whatever the buffers held; the move constructors are the
 *     reverse of hdz_hz_action_describe for every action id and through a whole game;
 *   - every typed function refuses a game or view of another kind with a message naming both.
 *
 *   usage: test_typed_extras
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Checks that the JSON events of the last move are named `names[0..count]`, in order, and are no
 * more. */
static void expect_event_names(const HdzGame *game, const char *const *names, size_t count) {
    char *json = NULL;
    OK(hdz_game_last_events_json(game, &json));
    const char *at = json;
    size_t seen = 0;
    for (const char *found = strstr(at, "\"event\":\""); found; found = strstr(found + 1, "\"event\":\"")) {
        if (seen < count) {
            char key[64];
            snprintf(key, sizeof key, "\"event\":\"%s\"", names[seen]);
            EXPECT(strncmp(found, key, strlen(key)) == 0, "event %zu is %s: %s", seen, names[seen], json);
        }
        seen++;
    }
    EXPECT(seen == count, "%zu JSON events, %zu typed: %s", seen, count, json);
    hdz_string_free(json);
}

static HdzView *view_of(const HdzGame *game, uint32_t kind, uint32_t seat) {
    char *json = NULL;
    OK(hdz_game_view_json(game, seat, &json));
    HdzView *view = NULL;
    OK(hdz_view_from_json(kind, json, &view));
    hdz_string_free(json);
    return view;
}

/* Plays a random move; returns false once the game is over. */
static bool random_move(HdzGame *game, uint64_t *x) {
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    if (count == 0) {
        return false;
    }
    OK(hdz_game_apply(game, ids[chooser_next(x, count)]));
    return true;
}

/* ----- Ziegen Kriegen ----- */

static void test_ziegen_kriegen(uint32_t players, uint64_t seed) {
    static const char *const names[] = {"card_played",  "hill_revealed", "hill_chosen", "trick_taken",
                                        "round_scored", "round_started", "game_over"};
    HdzGame *game = NULL;
    OK(hdz_game_new(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, players, seed, &game));
    uint64_t x = seed;
    do {
        HdzZkEvent events[HDZ_ZK_MAX_EVENTS];
        size_t count = 0;
        OK(hdz_zk_last_events(game, events, HDZ_ZK_MAX_EVENTS, &count));
        const char *expected[HDZ_ZK_MAX_EVENTS];
        for (size_t i = 0; i < count; i++) {
            expected[i] = names[events[i].kind];
        }
        expect_event_names(game, expected, count);
        for (uint32_t seat = 0; seat < players; seat++) {
            HdzZkView from_game, from_view;
            memset(&from_view, 0xA5, sizeof from_view);
            OK(hdz_zk_view(game, seat, &from_game));
            HdzView *view = view_of(game, HDZ_GAME_KIND_ZIEGEN_KRIEGEN, seat);
            OK(hdz_zk_view_struct(view, &from_view));
            hdz_view_free(view);
            EXPECT(memcmp(&from_game, &from_view, sizeof from_game) == 0, "zk seat %u: the handle's view differs", seat);
            for (uint8_t i = 0; i < from_game.hand_len; i++) {
                HdzZkCard card;
                OK(hdz_zk_card_info(game, from_game.hand[i], &card));
                EXPECT(card.number == from_game.hand[i] && card.heads == from_game.heads[card.number],
                       "zk card %u", from_game.hand[i]);
            }
            for (uint32_t hill = 0; hill < HDZ_ZK_NUM_HILLS; hill++) {
                HdzZkHillCard card;
                OK(hdz_zk_hill_card_info(game, hill, &card));
                EXPECT(card.low == from_game.hill_pairs[hill][0] && card.high == from_game.hill_pairs[hill][1],
                       "zk hill card %u", hill);
            }
        }
    } while (random_move(game, &x));
    hdz_game_free(game);
}

/* ----- Le Baron ----- */

static void test_le_baron(uint32_t players, uint64_t seed, bool variant_2) {
    static const char *const names[] = {"card_chosen",   "cards_revealed", "card_placed", "row_taken",
                                        "card_recycled", "cards_drawn",    "game_over"};
    HdzGame *game = NULL;
    if (variant_2) {
        char options[256];
        snprintf(options, sizeof options,
                 "{\"players\":%u,\"sixth_card_rule\":true,\"heads_are_positive\":true,"
                 "\"deck\":\"lb-cards-reconstructed-1\",\"cards\":null}",
                 players);
        OK(hdz_game_with_options(HDZ_GAME_KIND_LE_BARON, options, seed, &game));
    } else {
        OK(hdz_game_new(HDZ_GAME_KIND_LE_BARON, players, seed, &game));
    }
    uint64_t x = seed;
    do {
        HdzLbEvent events[HDZ_LB_MAX_EVENTS];
        size_t count = 0;
        OK(hdz_lb_last_events(game, events, HDZ_LB_MAX_EVENTS, &count));
        const char *expected[HDZ_LB_MAX_EVENTS];
        for (size_t i = 0; i < count; i++) {
            expected[i] = names[events[i].kind];
        }
        expect_event_names(game, expected, count);
        uint32_t seat = (uint32_t)(x % players);
        HdzLbView from_game, from_view;
        memset(&from_view, 0x5A, sizeof from_view);
        OK(hdz_lb_view(game, seat, &from_game));
        HdzView *view = view_of(game, HDZ_GAME_KIND_LE_BARON, seat);
        OK(hdz_lb_view_struct(view, &from_view));
        hdz_view_free(view);
        EXPECT(memcmp(&from_game, &from_view, sizeof from_game) == 0, "lb seat %u: the handle's view differs", seat);
        for (int r = 0; r < HDZ_LB_NUM_ROWS; r++) {
            unsigned points = 0;
            for (uint8_t i = 0; i < from_game.row_len[r]; i++) {
                HdzLbCard card;
                OK(hdz_lb_card_info(game, from_game.rows[r][i], &card));
                points += card.points;
            }
            EXPECT(points == from_game.row_points[r], "lb row %d: %u points, the cards say %u", r,
                   from_game.row_points[r], points);
        }
        for (uint32_t s = 0; s < players; s++) {
            unsigned points = 0;
            for (uint8_t i = 0; i < from_game.penalty_counts[s]; i++) {
                points += from_game.card_heads[from_game.penalty_piles[s][i]][0] +
                          from_game.card_heads[from_game.penalty_piles[s][i]][1] +
                          from_game.card_heads[from_game.penalty_piles[s][i]][2] +
                          from_game.card_heads[from_game.penalty_piles[s][i]][3] +
                          from_game.card_heads[from_game.penalty_piles[s][i]][4] +
                          from_game.card_heads[from_game.penalty_piles[s][i]][5];
            }
            EXPECT(points == from_game.penalty_points[s], "lb seat %u: penalty points", s);
        }
        EXPECT(from_game.round >= 1, "Le Baron's rounds count from 1");
    } while (random_move(game, &x));
    hdz_game_free(game);
}

/* ----- Herr der Ziegen ----- */

static void test_herr_der_ziegen_views(uint32_t players, uint64_t seed) {
    static const char *const names[] = {"card_played", "goat_moved",  "card_taken",       "cell_refilled",
                                        "card_marked", "kind_closed", "card_boxed",       "card_shown",
                                        "consent_asked", "consent_answered", "dog_moved", "dog_passed",
                                        "end_triggered", "turn_started", "game_over"};
    HdzGame *game = NULL;
    OK(hdz_game_new(HDZ_GAME_KIND_HERR_DER_ZIEGEN, players, seed, &game));
    uint64_t x = seed;
    static HdzHzView from_game, from_view;
    do {
        HdzHzEvent events[HDZ_HZ_MAX_EVENTS];
        size_t count = 0;
        OK(hdz_hz_last_events(game, events, HDZ_HZ_MAX_EVENTS, &count));
        const char *expected[HDZ_HZ_MAX_EVENTS];
        for (size_t i = 0; i < count; i++) {
            expected[i] = names[events[i].kind];
        }
        expect_event_names(game, expected, count);
        uint32_t seat = (uint32_t)(x % players);
        memset(&from_view, 0xA5, sizeof from_view);
        OK(hdz_hz_view(game, seat, &from_game));
        HdzView *view = view_of(game, HDZ_GAME_KIND_HERR_DER_ZIEGEN, seat);
        OK(hdz_hz_view_struct(view, &from_view));
        hdz_view_free(view);
        EXPECT(memcmp(&from_game, &from_view, sizeof from_game) == 0, "hz seat %u: the handle's view differs", seat);
        /* Every card in exactly one place: a cell, a known hand card, a display, the box, the
         * pile's known cards, or the cards the seat has not located. */
        unsigned places[HDZ_HZ_NUM_CARDS] = {0};
        for (unsigned cell = 0; cell < HDZ_HZ_NUM_CELLS; cell++) {
            if (from_game.card_at[cell] != HDZ_NONE) {
                places[from_game.card_at[cell]]++;
            }
        }
        const HdzHzCardList *lists[2 * HDZ_HZ_MAX_PLAYERS + 3];
        size_t list_count = 0;
        for (unsigned p = 0; p < from_game.players; p++) {
            lists[list_count++] = &from_game.known_hand[p];
            lists[list_count++] = &from_game.display[p];
        }
        lists[list_count++] = &from_game.boxed;
        lists[list_count++] = &from_game.known_in_pile;
        lists[list_count++] = &from_game.unseen;
        for (size_t l = 0; l < list_count; l++) {
            for (unsigned i = 0; i < lists[l]->count; i++) {
                places[lists[l]->cards[i]]++;
            }
        }
        unsigned misplaced = 0;
        for (unsigned card = 0; card < HDZ_HZ_NUM_CARDS; card++) {
            misplaced += places[card] != 1;
        }
        EXPECT(misplaced == 0, "hz seat %u: %u cards not in exactly one place", seat, misplaced);
        for (unsigned i = 0; i < from_game.hand.count; i++) {
            HdzHzCard card;
            OK(hdz_hz_card_info(game, from_game.hand.cards[i], &card));
            EXPECT(card.kind != HDZ_HZ_CARD_KIND_MILK || card.value == 1 || card.value == 2, "a milk card's value");
        }
    } while (random_move(game, &x));
    hdz_game_free(game);
}

/* The bytes of the last events of `game`, read into a buffer first filled with `fill`. */
static size_t hz_event_bytes(const HdzGame *game, HdzHzEvent *buffer, int fill) {
    memset(buffer, fill, HDZ_HZ_MAX_EVENTS * sizeof *buffer);
    size_t count = 0;
    OK(hdz_hz_last_events(game, buffer, HDZ_HZ_MAX_EVENTS, &count));
    return count;
}

static void test_herr_der_ziegen_structs(void) {
    HdzGame *a = NULL, *b = NULL;
    OK(hdz_game_new(HDZ_GAME_KIND_HERR_DER_ZIEGEN, 4, 77, &a));
    OK(hdz_game_new(HDZ_GAME_KIND_HERR_DER_ZIEGEN, 4, 77, &b));
    static HdzHzEvent events_a[HDZ_HZ_MAX_EVENTS], events_b[HDZ_HZ_MAX_EVENTS];
    EXPECT(sizeof(HdzHzEvent) == sizeof(HdzHzEventKind) + 12, "HdzHzEvent has padding: %zu bytes",
           sizeof(HdzHzEvent));
    uint64_t x = 1;
    unsigned steps = 0;
    for (;;) {
        uint32_t ids[HDZ_MAX_LEGAL_MOVES];
        size_t count = 0;
        OK(hdz_game_legal_moves(a, ids, HDZ_MAX_LEGAL_MOVES, &count));
        if (count == 0) {
            break;
        }
        uint32_t id = ids[chooser_next(&x, count)];
        OK(hdz_game_apply(a, id));
        OK(hdz_game_apply(b, id));
        size_t count_a = hz_event_bytes(a, events_a, 0x00);
        size_t count_b = hz_event_bytes(b, events_b, 0xFF);
        EXPECT(count_a == count_b && count_a > 0, "step %u: %zu and %zu events", steps, count_a, count_b);
        EXPECT(memcmp(events_a, events_b, count_a * sizeof(HdzHzEvent)) == 0, "step %u: event bytes differ", steps);
        for (size_t i = 0; i < count_a; i++) {
            EXPECT(events_a[i].reserved[0] == 0 && events_a[i].reserved[1] == 0 && events_a[i].reserved[2] == 0,
                   "step %u: reserved bytes", steps);
        }
        steps++;
    }
    EXPECT(steps > 50, "only %u steps", steps);
    HdzHzScores scores_a, scores_b;
    memset(&scores_a, 0x00, sizeof scores_a);
    memset(&scores_b, 0xFF, sizeof scores_b);
    OK(hdz_hz_scores(a, &scores_a));
    OK(hdz_hz_scores(b, &scores_b));
    EXPECT(memcmp(&scores_a, &scores_b, sizeof scores_a) == 0, "score bytes differ");
    /* The scores struct holds the numbers of the scores document and of the outcome. */
    HdzOutcome outcome;
    OK(hdz_game_outcome(a, &outcome));
    char *document = NULL;
    OK(hdz_game_scores_json(a, &document));
    EXPECT(scores_a.players == outcome.players && scores_a.winners == outcome.winners, "players and winners");
    for (unsigned p = 0; p < scores_a.players; p++) {
        const HdzHzPlayerScore *s = &scores_a.per_player[p];
        char entry[256];
        snprintf(entry, sizeof entry,
                 "{\"seat\":%u,\"total\":%u,\"winner\":%s,\"breakdown\":{\"doubled\":%u,\"milk\":%u,\"milk_total\":%u,"
                 "\"single\":%u,\"total\":%u}}",
                 p, (unsigned)s->total, (scores_a.winners >> p) & 1 ? "true" : "false", (unsigned)s->doubled,
                 (unsigned)s->milk, (unsigned)s->milk_total, (unsigned)s->single, (unsigned)s->total);
        EXPECT(strstr(document, entry) != NULL, "seat %u: %s is not in %s", p, entry, document);
        EXPECT((int32_t)s->total == outcome.scores[p], "seat %u: the total is the outcome's", p);
    }
    hdz_string_free(document);
    for (uint32_t card = 0; card < HDZ_HZ_NUM_CARDS; card++) {
        HdzHzCard card_a, card_b;
        memset(&card_a, 0x00, sizeof card_a);
        memset(&card_b, 0xFF, sizeof card_b);
        OK(hdz_hz_card_info(a, card, &card_a));
        OK(hdz_hz_card_info(b, card, &card_b));
        EXPECT(memcmp(&card_a, &card_b, sizeof card_a) == 0, "card %u: bytes differ", (unsigned)card);
    }
    HdzHzCard card;
    OK(hdz_hz_card_info(a, 17, &card));
    EXPECT(card.kind == HDZ_HZ_CARD_KIND_GOAT && card.goat_kind == 3 && card.value == 3, "card 17 is K04-3");
    OK(hdz_hz_card_info(a, 90, &card));
    EXPECT(card.kind == HDZ_HZ_CARD_KIND_DOG && card.goat_kind == HDZ_NONE && card.value == HDZ_NONE, "card 90: dog");
    OK(hdz_hz_card_info(a, 120, &card));
    EXPECT(card.kind == HDZ_HZ_CARD_KIND_MILK && card.value == 2, "card 120 is a milk card worth 2");
    hdz_game_free(a);
    hdz_game_free(b);
}

/* The id a move constructor gives for the move `move` describes, by its kind. */
static HdzStatus construct(const HdzHzMove *move, uint32_t *id) {
    switch (move->kind) {
    case HDZ_HZ_MOVE_KIND_PLAY:
        return hdz_hz_action_play(move->card, id);
    case HDZ_HZ_MOVE_KIND_TAKE:
        return hdz_hz_action_take(move->cell, id);
    case HDZ_HZ_MOVE_KIND_MARK:
        return hdz_hz_action_mark(move->cell, id);
    case HDZ_HZ_MOVE_KIND_DOG:
        return hdz_hz_action_dog(move->cell, move->to_cell, id);
    case HDZ_HZ_MOVE_KIND_PASS_DOG:
        return hdz_hz_action_pass_dog(id);
    case HDZ_HZ_MOVE_KIND_ANSWER:
        return hdz_hz_action_answer(move->answer, id);
    }
    return HDZ_INVALID_ARGUMENT;
}

static void test_herr_der_ziegen_moves(void) {
    for (uint32_t id = 0; id < HDZ_HZ_NUM_ACTIONS; id++) {
        HdzHzMove move;
        OK(hdz_hz_action_describe(id, &move));
        uint32_t back = UINT32_MAX, by_kind = UINT32_MAX;
        OK(hdz_hz_action_from_move(&move, &back));
        OK(construct(&move, &by_kind));
        EXPECT(back == id && by_kind == id, "id %u: from_move %u, by kind %u", (unsigned)id, (unsigned)back,
               (unsigned)by_kind);
    }
    uint32_t id = 0;
    OK(hdz_hz_action_take(2 * 7 + 3, &id));
    EXPECT(id == 121 + 17, "take (2,3) is %u", (unsigned)id);

    /* A whole game played by constructing each chosen move from its description. */
    HdzGame *game = NULL;
    OK(hdz_game_new(HDZ_GAME_KIND_HERR_DER_ZIEGEN, 3, 21, &game));
    uint32_t ids[HDZ_HZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    unsigned moves = 0;
    for (;;) {
        OK(hdz_game_legal_moves(game, ids, HDZ_HZ_MAX_LEGAL_MOVES, &count));
        if (count == 0) {
            break;
        }
        HdzHzMove chosen;
        OK(hdz_hz_action_describe(ids[moves % count], &chosen));
        uint32_t built = UINT32_MAX;
        OK(construct(&chosen, &built));
        OK(hdz_game_check(game, HDZ_NONE, built));
        OK(hdz_game_apply(game, built));
        moves++;
    }
    EXPECT(moves > 50, "only %u moves", moves);
    hdz_game_free(game);

    /* Arguments out of range: HDZ_INVALID_ARGUMENT, a message, nothing written. */
    id = 4242;
    EXPECT(hdz_hz_action_play(HDZ_HZ_NUM_CARDS, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "card 121");
    EXPECT(strstr(hdz_last_error_message(), "not a Herr der Ziegen card") != NULL, "message %s",
           hdz_last_error_message());
    EXPECT(hdz_hz_action_take(HDZ_HZ_NUM_CELLS, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "cell 49");
    EXPECT(hdz_hz_action_mark(UINT32_MAX, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "a huge cell");
    EXPECT(hdz_hz_action_dog(10, 10, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "a dog move in place");
    EXPECT(hdz_hz_action_dog(0, 8, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "a diagonal dog move");
    EXPECT(strstr(hdz_last_error_message(), "same row or column") != NULL, "message %s", hdz_last_error_message());
    HdzHzMove bad;
    OK(hdz_hz_action_describe(0, &bad));
    bad.card = 200;
    EXPECT(hdz_hz_action_from_move(&bad, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "a move with card 200");
    /* A kind that is not an HdzHzMoveKind, written as C may write it. */
    uint32_t raw_kind = 6;
    memcpy(&bad.kind, &raw_kind, sizeof raw_kind);
    EXPECT(hdz_hz_action_from_move(&bad, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "kind 6");
    EXPECT(strstr(hdz_last_error_message(), "not a move kind") != NULL, "message %s", hdz_last_error_message());
    EXPECT(hdz_hz_action_from_move(NULL, &id) == HDZ_NULL_POINTER, "NULL move");
    EXPECT(hdz_hz_action_pass_dog(NULL) == HDZ_NULL_POINTER, "NULL out");
    HdzHzMove untouched = {HDZ_HZ_MOVE_KIND_ANSWER, 1, 2, 3, true};
    EXPECT(hdz_hz_action_describe(HDZ_HZ_NUM_ACTIONS, &untouched) == HDZ_UNKNOWN_ACTION &&
               untouched.kind == HDZ_HZ_MOVE_KIND_ANSWER && untouched.card == 1,
           "an unknown id is not described");
}

/* ----- every game's typed functions refuse the others' games ----- */

static void test_refusals(void) {
    HdzGame *hz = NULL, *zk = NULL, *lb = NULL;
    OK(hdz_game_new(HDZ_GAME_KIND_HERR_DER_ZIEGEN, 3, 1, &hz));
    OK(hdz_game_new(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 3, 1, &zk));
    OK(hdz_game_new(HDZ_GAME_KIND_LE_BARON, 3, 1, &lb));
    static HdzHzView hz_view, hz_copy;
    memset(&hz_view, 0x33, sizeof hz_view);
    hz_copy = hz_view;
    checks_for(HDZ_GAME_KIND_HERR_DER_ZIEGEN);
    EXPECT(hdz_hz_view(zk, 0, &hz_view) == HDZ_INVALID_ARGUMENT, "an HdzHzView of another game");
    EXPECT(strstr(hdz_last_error_message(), "the game is ziegen-kriegen, not herr-der-ziegen") != NULL, "message: %s",
           hdz_last_error_message());
    EXPECT(memcmp(&hz_view, &hz_copy, sizeof hz_copy) == 0, "a failure writes nothing");
    HdzHzScores scores;
    EXPECT(hdz_hz_scores(lb, &scores) == HDZ_INVALID_ARGUMENT, "HdzHzScores of another game");
    HdzHzCard card;
    EXPECT(hdz_hz_card_info(zk, 5, &card) == HDZ_INVALID_ARGUMENT, "an HdzHzCard of another game");
    checks_for(HDZ_GAME_KIND_ZIEGEN_KRIEGEN);
    static HdzZkView zk_view;
    EXPECT(hdz_zk_view(lb, 0, &zk_view) == HDZ_INVALID_ARGUMENT, "an HdzZkView of another game");
    EXPECT(strstr(hdz_last_error_message(), "the game is le-baron, not ziegen-kriegen") != NULL, "message: %s",
           hdz_last_error_message());
    HdzZkHillCard hill;
    EXPECT(hdz_zk_hill_card_info(hz, 1, &hill) == HDZ_INVALID_ARGUMENT, "a hill card of another game");
    checks_for(HDZ_GAME_KIND_LE_BARON);
    static HdzLbView lb_view;
    EXPECT(hdz_lb_view(hz, 0, &lb_view) == HDZ_INVALID_ARGUMENT, "an HdzLbView of another game");
    EXPECT(strstr(hdz_last_error_message(), "the game is herr-der-ziegen, not le-baron") != NULL, "message: %s",
           hdz_last_error_message());
    HdzLbEvent events[2];
    size_t count = 7;
    EXPECT(hdz_lb_last_events(zk, events, 2, &count) == HDZ_INVALID_ARGUMENT && count == 7,
           "Le Baron events of another game");
    hdz_game_free(hz);
    hdz_game_free(zk);
    hdz_game_free(lb);
}

int main(void) {
    HdzGameKindInfo games[MAX_GAMES];
    uint32_t count = list_games(games);
    checks_for(HDZ_GAME_KIND_HERR_DER_ZIEGEN);
    test_herr_der_ziegen_views(2, 7);
    test_herr_der_ziegen_views(5, 8);
    test_herr_der_ziegen_structs();
    test_herr_der_ziegen_moves();
    checks_for(HDZ_GAME_KIND_ZIEGEN_KRIEGEN);
    test_ziegen_kriegen(3, 1);
    test_ziegen_kriegen(6, 2);
    checks_for(HDZ_GAME_KIND_LE_BARON);
    test_le_baron(2, 3, false);
    test_le_baron(10, 4, false);
    test_le_baron(3, 5, true);
    test_refusals();
    return report("test_typed_extras", games, count);
}
