/*
 * Each game's typed extras from C, next to the API of every game:
 *
 *   - Ziegen Kriegen and Le Baron: through whole seeded games, the typed view of a game and of a
 *     view handle loaded from the seat's view JSON are the same bytes; the typed events are the
 *     JSON events, one for one and in order; card information agrees with the typed views (the
 *     heads of the hand's cards, the points of the rows and penalty piles);
 *   - Herr der Ziegen: its handles are the handles of every game (a game of hdz_game_new is played
 *     with hdz_any_* functions and the reverse), its typed view comes from a view handle of every
 *     game, and its typed functions refuse the games of other kinds with a message naming both.
 *
 *   usage: test_typed_extras
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static uint64_t chooser_next(uint64_t *x, size_t n) {
    *x = *x * 6364136223846793005u + 1442695040888963407u;
    return (*x >> 33) % n;
}

/* Checks that the JSON events of the last move are named `names[0..count]`, in order, and are no
 * more. */
static void expect_event_names(const HdzAnyGame *game, const char *const *names, size_t count) {
    char *json = NULL;
    OK(hdz_any_game_last_events_json(game, &json));
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

static HdzAnyView *view_of(const HdzAnyGame *game, uint32_t kind, uint32_t seat) {
    char *json = NULL;
    OK(hdz_any_game_view_json(game, seat, &json));
    HdzAnyView *view = NULL;
    OK(hdz_any_view_from_json(kind, json, &view));
    hdz_string_free(json);
    return view;
}

/* Plays a random move; returns false once the game is over. */
static bool random_move(HdzAnyGame *game, uint64_t *x) {
    uint32_t ids[HDZ_ANY_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_any_game_legal_moves(game, ids, HDZ_ANY_MAX_LEGAL_MOVES, &count));
    if (count == 0) {
        return false;
    }
    OK(hdz_any_game_apply(game, ids[chooser_next(x, count)]));
    return true;
}

/* ----- Ziegen Kriegen ----- */

static void test_ziegen_kriegen(uint32_t players, uint64_t seed) {
    static const char *const names[] = {"card_played",  "hill_revealed", "hill_chosen", "trick_taken",
                                        "round_scored", "round_started", "game_over"};
    HdzAnyGame *game = NULL;
    OK(hdz_any_game_new(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, players, seed, &game));
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
            HdzAnyView *view = view_of(game, HDZ_GAME_KIND_ZIEGEN_KRIEGEN, seat);
            OK(hdz_zk_view_struct(view, &from_view));
            hdz_any_view_free(view);
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
    hdz_any_game_free(game);
}

/* ----- Le Baron ----- */

static void test_le_baron(uint32_t players, uint64_t seed, bool variant_2) {
    static const char *const names[] = {"card_chosen",   "cards_revealed", "card_placed", "row_taken",
                                        "card_recycled", "cards_drawn",    "game_over"};
    HdzAnyGame *game = NULL;
    if (variant_2) {
        char options[256];
        snprintf(options, sizeof options,
                 "{\"players\":%u,\"sixth_card_rule\":true,\"heads_are_positive\":true,"
                 "\"deck\":\"lb-cards-reconstructed-1\",\"cards\":null}",
                 players);
        OK(hdz_any_game_with_options(HDZ_GAME_KIND_LE_BARON, options, seed, &game));
    } else {
        OK(hdz_any_game_new(HDZ_GAME_KIND_LE_BARON, players, seed, &game));
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
        HdzAnyView *view = view_of(game, HDZ_GAME_KIND_LE_BARON, seat);
        OK(hdz_lb_view_struct(view, &from_view));
        hdz_any_view_free(view);
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
    hdz_any_game_free(game);
}

/* ----- Herr der Ziegen ----- */

static void test_herr_der_ziegen(void) {
    /* A game of hdz_game_new is a game of every kind's API, and the reverse. */
    HdzGame *game = NULL;
    OK(hdz_game_new(3, 9, &game));
    HdzAnyGame *any = NULL;
    OK(hdz_any_game_new(HDZ_GAME_KIND_HERR_DER_ZIEGEN, 3, 9, &any));
    uint64_t x = 3;
    for (int step = 0; step < 40; step++) {
        uint32_t ids[HDZ_ANY_MAX_LEGAL_MOVES];
        size_t count = 0;
        OK(hdz_any_game_legal_moves(game, ids, HDZ_ANY_MAX_LEGAL_MOVES, &count));
        uint32_t id = ids[chooser_next(&x, count)];
        OK(hdz_game_apply(any, id));
        OK(hdz_any_game_apply(game, id));
        HdzEvent a[HDZ_HDZ_MAX_EVENTS], b[HDZ_HDZ_MAX_EVENTS];
        size_t na = 0, nb = 0;
        OK(hdz_game_last_events(game, a, HDZ_HDZ_MAX_EVENTS, &na));
        OK(hdz_game_last_events(any, b, HDZ_HDZ_MAX_EVENTS, &nb));
        EXPECT(na == nb && memcmp(a, b, na * sizeof a[0]) == 0, "the same events through both names");
    }
    HdzView typed, from_any_view;
    OK(hdz_game_view_struct(game, 1, &typed));
    HdzAnyView *view = view_of(any, HDZ_GAME_KIND_HERR_DER_ZIEGEN, 1);
    OK(hdz_player_view_struct(view, &from_any_view));
    EXPECT(memcmp(&typed, &from_any_view, sizeof typed) == 0, "HdzView from a view handle of every game");
    hdz_any_view_free(view);
    HdzPhase phase = HDZ_PHASE_OVER;
    uint32_t number = 99;
    OK(hdz_game_phase(any, &phase));
    OK(hdz_any_game_phase(game, &number));
    EXPECT((uint32_t)phase == number, "HdzPhase numbers are the phase numbers");
    hdz_any_game_free(game);
    hdz_game_free(any);

    /* Herr der Ziegen's typed functions refuse other games, naming both. */
    HdzAnyGame *other = NULL;
    OK(hdz_any_game_new(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 3, 1, &other));
    HdzView untouched;
    memset(&untouched, 0x33, sizeof untouched);
    HdzView copy = untouched;
    EXPECT(hdz_game_view_struct(other, 0, &untouched) == HDZ_INVALID_ARGUMENT, "an HdzView of another game");
    EXPECT(strstr(hdz_last_error_message(), "the game is ziegen-kriegen, not herr-der-ziegen") != NULL, "message: %s",
           hdz_last_error_message());
    EXPECT(memcmp(&untouched, &copy, sizeof copy) == 0, "a failure writes nothing");
    HdzScores scores;
    EXPECT(hdz_game_scores(other, &scores) == HDZ_INVALID_ARGUMENT, "HdzScores of another game");
    HdzCard card;
    EXPECT(hdz_game_card_info(other, 5, &card) == HDZ_INVALID_ARGUMENT, "an HdzCard of another game");
    HdzZkView zk;
    EXPECT(hdz_zk_view(other, 0, &zk) == HDZ_OK, "the game's own typed view");
    HdzLbView lb;
    EXPECT(hdz_lb_view(other, 0, &lb) == HDZ_INVALID_ARGUMENT, "another game's typed view");
    EXPECT(strstr(hdz_last_error_message(), "the game is ziegen-kriegen, not le-baron") != NULL, "message: %s",
           hdz_last_error_message());
    /* The generic functions of Herr der Ziegen's names work for every game. */
    uint32_t players = 0;
    OK(hdz_game_players(other, &players));
    EXPECT(players == 3, "hdz_game_players of another game");
    hdz_any_game_free(other);
}

int main(void) {
    test_ziegen_kriegen(3, 1);
    test_ziegen_kriegen(6, 2);
    test_le_baron(2, 3, false);
    test_le_baron(10, 4, false);
    test_le_baron(3, 5, true);
    test_herr_der_ziegen();
    printf("test_typed_extras: %d checks, %d failures\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
