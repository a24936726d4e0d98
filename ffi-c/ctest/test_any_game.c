/*
 * The any-game API (HdzAnyGame, HdzAnyBot) from C: whole games of Ziegen Kriegen and Le Baron
 * with bots, the typed views, Herr der Ziegen through both APIs, the error paths, and the golden
 * transcripts of Ziegen Kriegen (testdata/golden-ziegen-kriegen.json, made by
 * ziegen-kriegen/tests/golden.rs) replayed move for move.
 *
 * The golden chooser: x = x * 6364136223846793005 + 1442695040888963407 (mod 2^64) from
 * chooser_seed, then the legal id at index (x >> 33) % count. The final checksum is the 64-bit
 * FNV-1a hash of the state JSON, in 16 hex digits.
 *
 *   usage: test_any_game [path/to/golden-ziegen-kriegen.json [path/to/golden-le-baron.json]]
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const uint32_t KINDS[] = {HDZ_GAME_KIND_HERR_DER_ZIEGEN, HDZ_GAME_KIND_ZIEGEN_KRIEGEN, HDZ_GAME_KIND_LE_BARON};

/* ----- small helpers ----- */

static HdzGameKindInfo kind_info(uint32_t kind) {
    HdzGameKindInfo info;
    OK(hdz_game_kind_info(kind, &info));
    return info;
}

static HdzAnyGame *new_game(uint32_t kind, uint32_t players, uint64_t seed) {
    HdzAnyGame *game = NULL;
    OK(hdz_any_game_new(kind, players, seed, &game));
    return game;
}

static char *state_of(const HdzAnyGame *game) {
    char *json = NULL;
    OK(hdz_any_game_to_json(game, &json));
    return copy_and_free(json);
}

static size_t legal_ids(const HdzAnyGame *game, uint32_t ids[HDZ_MAX_LEGAL_MOVES]) {
    size_t count = 0;
    OK(hdz_any_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    return count;
}

static uint64_t fnv1a(const char *text) {
    uint64_t hash = 0xcbf29ce484222325u;
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        hash = (hash ^ *c) * 0x100000001b3u;
    }
    return hash;
}

static uint64_t chooser_next(uint64_t *x, size_t n) {
    *x = *x * 6364136223846793005u + 1442695040888963407u;
    return (*x >> 33) % n;
}

/* ----- kinds ----- */

static void test_kinds(void) {
    const char *names[] = {"herr-der-ziegen", "ziegen-kriegen", "le-baron"};
    for (size_t k = 0; k < 3; k++) {
        HdzGameKindInfo info = kind_info(KINDS[k]);
        EXPECT((uint32_t)info.kind == KINDS[k] && strcmp(info.name, names[k]) == 0, "kind %zu is %s", k, info.name);
        EXPECT(info.min_players >= 2 && info.max_players <= HDZ_MAX_SEATS, "player range of %s", info.name);
        EXPECT(info.max_legal_moves <= HDZ_MAX_LEGAL_MOVES && info.num_actions > 0 && info.observation_size > 0,
               "sizes of %s", info.name);
        HdzAnyGame *game = new_game(KINDS[k], info.min_players, 1);
        HdzGameKind kind = HDZ_GAME_KIND_LE_BARON;
        uint32_t players = 0;
        OK(hdz_any_game_kind(game, &kind));
        OK(hdz_any_game_players(game, &players));
        EXPECT((uint32_t)kind == KINDS[k] && players == info.min_players, "kind and players of %s", info.name);
        hdz_any_game_free(game);
    }
    HdzGameKindInfo untouched = {0};
    EXPECT(hdz_game_kind_info(3, &untouched) == HDZ_INVALID_ARGUMENT && untouched.name == NULL, "kind 3 refused");
    EXPECT(strstr(hdz_last_error_message(), "not a game kind") != NULL, "message: %s", hdz_last_error_message());
}

/* ----- whole games with bots ----- */

/* Checks the typed view of `seat` against the other functions. */
static void check_typed_view(const HdzAnyGame *game, uint32_t kind, uint32_t seat, uint32_t current) {
    if (kind == HDZ_GAME_KIND_ZIEGEN_KRIEGEN) {
        HdzZkView v;
        OK(hdz_zk_view(game, seat, &v));
        EXPECT(v.seat == seat && v.current_player == current, "zk view seat %u", seat);
        EXPECT(v.hand_len == v.hand_sizes[seat] && v.hand_len <= HDZ_ZK_HAND_SIZE, "zk hand of %u", seat);
        for (uint8_t i = 0; i < v.hand_len; i++) {
            EXPECT(v.hand[i] >= 1 && v.hand[i] <= HDZ_ZK_NUM_GOATS && v.heads[v.hand[i]] >= 1, "zk card %u", v.hand[i]);
        }
        EXPECT(v.limit == HDZ_NONE || (v.hill_len == HDZ_ZK_HILL_SIZE && v.limit == v.hill_sum), "zk limit");
        HdzLbView wrong;
        EXPECT(hdz_lb_view(game, seat, &wrong) == HDZ_INVALID_ARGUMENT, "lb view of a zk game");
    } else if (kind == HDZ_GAME_KIND_LE_BARON) {
        HdzLbView v;
        OK(hdz_lb_view(game, seat, &v));
        EXPECT(v.seat == seat && v.current_player == current, "lb view seat %u", seat);
        EXPECT(v.hand_len == v.hand_counts[seat] && v.hand_len <= HDZ_LB_HAND_SIZE, "lb hand of %u", seat);
        for (size_t r = 0; r < HDZ_LB_NUM_ROWS; r++) {
            unsigned points = 0;
            for (uint8_t i = 0; i < v.row_len[r]; i++) {
                HdzLbCard card;
                OK(hdz_lb_card_info(game, v.rows[r][i], &card));
                points += card.points;
            }
            EXPECT(points == v.row_points[r], "row %zu points %u, cards say %u", r, v.row_points[r], points);
        }
        HdzZkView wrong;
        EXPECT(hdz_zk_view(game, seat, &wrong) == HDZ_INVALID_ARGUMENT, "zk view of an lb game");
    }
}

/* Plays a whole game of `kind` with one bot per seat, checking every step; returns the moves. */
static size_t play_with_bots(uint32_t kind, uint32_t players, uint64_t seed, const char *bot_name) {
    HdzAnyGame *game = new_game(kind, players, seed);
    HdzAnyBot *bots[HDZ_MAX_SEATS] = {0};
    for (uint32_t s = 0; s < players; s++) {
        OK(hdz_any_bot_new(kind, bot_name, seed + s, &bots[s]));
    }
    size_t moves = 0;
    for (;;) {
        uint32_t current = 0;
        OK(hdz_any_game_current_player(game, &current));
        bool over = false;
        OK(hdz_any_game_is_over(game, &over));
        EXPECT(over == (current == HDZ_NONE), "over and current player agree");
        check_typed_view(game, kind, (uint32_t)(moves % players), current);
        if (over) {
            break;
        }
        size_t needed = 0;
        EXPECT(hdz_any_game_legal_moves(game, NULL, 0, &needed) == HDZ_BUFFER_TOO_SMALL && needed > 0, "size query");
        uint32_t ids[HDZ_MAX_LEGAL_MOVES];
        size_t count = legal_ids(game, ids);
        EXPECT(count == needed, "count %zu, size query %zu", count, needed);
        uint32_t id = UINT32_MAX;
        OK(hdz_any_bot_choose(bots[current], game, &id));
        bool listed = false;
        for (size_t i = 0; i < count; i++) {
            listed |= ids[i] == id;
        }
        EXPECT(listed, "the bot chose a legal id (%u)", id);
        OK(hdz_any_game_apply(game, id));
        char *events = NULL;
        OK(hdz_any_game_last_events_json(game, &events));
        EXPECT(events[0] == '[' && strlen(events) > 2, "events after a move: %s", events);
        hdz_string_free(events);
        moves++;
    }
    HdzOutcome outcome;
    OK(hdz_any_game_outcome(game, &outcome));
    EXPECT(outcome.players == players && outcome.winners != 0, "outcome of a finished game");
    EXPECT(outcome.lower_wins == (kind == HDZ_GAME_KIND_LE_BARON), "score order of kind %u", kind);
    char *scores = NULL;
    OK(hdz_any_game_scores_json(game, &scores));
    EXPECT(scores[0] == '{' || scores[0] == '[', "scores JSON: %.40s", scores);
    hdz_string_free(scores);
    uint32_t id = 7;
    EXPECT(hdz_any_bot_choose(bots[0], game, &id) == HDZ_GAME_OVER && id == 7, "no choice once over");
    EXPECT(hdz_any_game_apply(game, 0) == HDZ_GAME_OVER, "no move once over");
    for (uint32_t s = 0; s < players; s++) {
        hdz_any_bot_free(bots[s]);
    }
    hdz_any_game_free(game);
    return moves;
}

static void test_whole_games(void) {
    for (uint32_t players = 3; players <= 6; players++) {
        EXPECT(play_with_bots(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, players, 100 + players, "greedy") == 8 * players + 4,
               "a ZK round is 8 tricks and 4 hill choices");
    }
    play_with_bots(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 4, 9, "ismcts:25");
    for (uint32_t players = 2; players <= 10; players += 2) {
        EXPECT(play_with_bots(HDZ_GAME_KIND_LE_BARON, players, 200 + players, "greedy") > 0, "lb game");
    }
    play_with_bots(HDZ_GAME_KIND_LE_BARON, 3, 4, "random");
    play_with_bots(HDZ_GAME_KIND_HERR_DER_ZIEGEN, 3, 4, "greedy");
}

/* ----- Herr der Ziegen through both APIs ----- */

static void test_same_game_both_apis(void) {
    HdzAnyGame *any = new_game(HDZ_GAME_KIND_HERR_DER_ZIEGEN, 4, 77);
    HdzGame *game = NULL;
    OK(hdz_game_new(4, 77, &game));
    uint64_t x = 5;
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count;
    while ((count = legal_ids(any, ids)) > 0) {
        uint32_t same[HDZ_MAX_LEGAL_MOVES];
        size_t same_count = 0;
        OK(hdz_game_legal_moves(game, same, HDZ_MAX_LEGAL_MOVES, &same_count));
        EXPECT(same_count == count && memcmp(ids, same, count * sizeof ids[0]) == 0, "same legal ids");
        uint32_t id = ids[chooser_next(&x, count)];
        OK(hdz_any_game_apply(any, id));
        OK(hdz_game_apply(game, id));
    }
    char *a = state_of(any);
    char *b = NULL;
    OK(hdz_game_to_json(game, &b));
    EXPECT(strcmp(a, b) == 0, "the same final state through both APIs");
    free(a);
    hdz_string_free(b);
    hdz_game_free(game);
    hdz_any_game_free(any);
}

/* ----- error paths ----- */

static void test_errors(void) {
    HdzAnyGame *game = NULL;
    EXPECT(hdz_any_game_new(9, 3, 1, &game) == HDZ_INVALID_ARGUMENT && game == NULL, "bad kind");
    EXPECT(hdz_any_game_new(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 7, 1, &game) == HDZ_SETUP_ERROR && game == NULL, "7 players");
    EXPECT(hdz_any_game_new(HDZ_GAME_KIND_LE_BARON, 3, 1, NULL) == HDZ_NULL_POINTER, "NULL out");
    EXPECT(hdz_any_game_with_options(HDZ_GAME_KIND_LE_BARON, "{\"players\":", 1, &game) == HDZ_INVALID_JSON,
           "truncated options");
    EXPECT(hdz_any_game_with_options(HDZ_GAME_KIND_LE_BARON, NULL, 1, &game) == HDZ_NULL_POINTER, "NULL options");
    EXPECT(hdz_any_game_from_json(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, "{}", &game) == HDZ_INVALID_JSON, "empty state");
    EXPECT(game == NULL, "failures write no game");

    game = new_game(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 3, 5);
    HdzGameKindInfo info = kind_info(HDZ_GAME_KIND_ZIEGEN_KRIEGEN);
    char *before = state_of(game);
    EXPECT(hdz_any_game_apply(game, info.num_actions) == HDZ_UNKNOWN_ACTION, "id past the actions");
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = legal_ids(game, ids);
    uint32_t illegal = 0;
    for (bool listed = true; listed; illegal++) {
        listed = false;
        for (size_t i = 0; i < count; i++) {
            listed |= ids[i] == illegal;
        }
        if (!listed) {
            break;
        }
    }
    EXPECT(hdz_any_game_apply(game, illegal) == HDZ_ILLEGAL_MOVE, "card %u is not in hand", illegal);
    EXPECT(strlen(hdz_last_error_message()) > 0, "a refused move says why");
    char *after = state_of(game);
    EXPECT(strcmp(before, after) == 0, "refused moves change nothing");
    free(before);
    free(after);

    size_t n = 99;
    uint32_t small[1];
    EXPECT(hdz_any_game_legal_moves(game, small, 1, &n) == HDZ_BUFFER_TOO_SMALL && n == count, "too small");
    EXPECT(hdz_any_game_legal_moves(game, NULL, 2, &n) == HDZ_NULL_POINTER, "NULL buffer with a capacity");
    size_t len = 0;
    EXPECT(hdz_any_game_observation(game, 0, NULL, 0, &len) == HDZ_BUFFER_TOO_SMALL && len == info.observation_size,
           "observation size query");
    float *tensor = malloc(len * sizeof *tensor);
    OK(hdz_any_game_observation(game, 2, tensor, len, &len));
    EXPECT(hdz_any_game_observation(game, 3, tensor, len, &len) == HDZ_INVALID_ARGUMENT, "seat 3 of 3");
    free(tensor);
    char *text = NULL;
    EXPECT(hdz_any_game_view_json(game, 3, &text) == HDZ_INVALID_ARGUMENT && text == NULL, "view of seat 3");
    EXPECT(hdz_any_game_describe_action(game, 9999, &text) == HDZ_UNKNOWN_ACTION && text == NULL, "describe 9999");
    OK(hdz_any_game_describe_action(game, ids[0], &text));
    EXPECT(strncmp(text, "play", 4) == 0, "a ZK card is played: %s", text);
    hdz_string_free(text);
    EXPECT(hdz_any_game_to_json(NULL, &text) == HDZ_NULL_POINTER, "NULL game");
    EXPECT(hdz_any_game_current_player(game, NULL) == HDZ_NULL_POINTER, "NULL out");

    HdzAnyBot *bot = NULL;
    EXPECT(hdz_any_bot_new(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, "nobody", 1, &bot) == HDZ_INVALID_ARGUMENT, "unknown bot");
    EXPECT(hdz_any_bot_new(5, "random", 1, &bot) == HDZ_INVALID_ARGUMENT && bot == NULL, "bot of a bad kind");
    OK(hdz_any_bot_new(HDZ_GAME_KIND_LE_BARON, "random", 1, &bot));
    uint32_t id = 42;
    EXPECT(hdz_any_bot_choose(bot, game, &id) == HDZ_INVALID_ARGUMENT && id == 42, "an LB bot in a ZK game");
    hdz_any_bot_free(bot);
    OK(hdz_any_bot_new_timed(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 3, 1, &bot));
    OK(hdz_any_bot_choose(bot, game, &id));
    hdz_any_bot_free(bot);

    HdzAnyGame *copy = NULL;
    OK(hdz_any_game_clone(game, &copy));
    OK(hdz_any_game_apply(copy, ids[0]));
    hdz_any_game_free(copy);
    OK(hdz_any_game_determinize(game, 1, 3, &copy));
    char *seen = NULL, *kept = NULL;
    OK(hdz_any_game_view_json(game, 1, &seen));
    OK(hdz_any_game_view_json(copy, 1, &kept));
    EXPECT(strcmp(seen, kept) == 0, "a determinization keeps the seat's view");
    hdz_string_free(seen);
    hdz_string_free(kept);
    hdz_any_game_free(copy);
    hdz_any_game_free(game);

    hdz_any_game_free(NULL);
    hdz_any_bot_free(NULL);
}

/* ----- options and saved states ----- */

static void test_options_and_states(void) {
    char *options = NULL;
    OK(hdz_any_default_options_json(HDZ_GAME_KIND_LE_BARON, 4, &options));
    EXPECT(strstr(options, "\"sixth_card_rule\":true") != NULL, "LB options: %s", options);
    HdzAnyGame *game = NULL;
    OK(hdz_any_game_with_options(HDZ_GAME_KIND_LE_BARON, options, 3, &game));
    hdz_string_free(options);
    for (int i = 0; i < 10; i++) {
        uint32_t ids[HDZ_MAX_LEGAL_MOVES];
        OK(hdz_any_game_apply(game, ids[legal_ids(game, ids) - 1]));
    }
    char *saved = state_of(game);
    HdzAnyGame *loaded = NULL;
    OK(hdz_any_game_from_json(HDZ_GAME_KIND_LE_BARON, saved, &loaded));
    char *again = state_of(loaded);
    EXPECT(strcmp(saved, again) == 0, "a saved LB state loads back");
    HdzAnyGame *wrong = NULL;
    HdzStatus status = hdz_any_game_from_json(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, saved, &wrong);
    EXPECT((status == HDZ_INVALID_JSON || status == HDZ_INVALID_STATE) && wrong == NULL, "an LB state is no ZK state");
    free(saved);
    free(again);
    hdz_any_game_free(loaded);
    hdz_any_game_free(game);
}

/* ----- golden transcripts ----- */

/* The number after `"key":` at or after *at (which moves past it); exits if there is none. */
static uint64_t number_after(const char **at, const char *key) {
    char quoted[40];
    snprintf(quoted, sizeof quoted, "\"%s\":", key);
    const char *found = strstr(*at, quoted);
    if (!found) {
        fprintf(stderr, "golden file: no %s\n", key);
        exit(1);
    }
    char *end;
    uint64_t n = strtoull(found + strlen(quoted), &end, 10);
    *at = end;
    return n;
}

/* The numbers of the flat array after `"key":` (at most `max`), moving *at past it. */
static size_t numbers_after(const char **at, const char *key, uint64_t *out, size_t max) {
    const char *found = strstr(*at, key);
    const char *open = found ? strchr(found, '[') : NULL;
    if (!open) {
        fprintf(stderr, "golden file: no %s\n", key);
        exit(1);
    }
    size_t n = 0;
    const char *p = open + 1;
    while (*p && *p != ']') {
        char *end;
        uint64_t v = strtoull(p, &end, 10);
        if (end != p && n < max) {
            out[n++] = v;
        }
        p = end != p ? end : p + 1;
    }
    *at = p;
    return n;
}

/* Replays every game of a golden file of `kind`; returns the number of games. */
static size_t replay_golden(uint32_t kind, const char *path) {
    char *text = read_file(path);
    const char *at = text;
    size_t games = 0;
    static uint64_t moves[8192];
    while (strstr(at, "\"players\":")) {
        /* A game whose options are written out (the golden schema of every game) is set up from
         * them verbatim; one without, from the defaults with the player count and rounds. */
        char given_options[4096] = {0};
        const char *object = strstr(at, "\"options\": {");
        if (object && object < strstr(at, "\"players\":")) {
            const char *open = strchr(object, '{');
            const char *close = strchr(open, '}');
            EXPECT(close && (size_t)(close - open) + 1 < sizeof given_options, "golden options object");
            if (close && (size_t)(close - open) + 1 < sizeof given_options) {
                memcpy(given_options, open, (size_t)(close - open) + 1);
            }
        }
        uint64_t players = number_after(&at, "players");
        const char *rounds_at = strstr(at, "\"rounds\":");
        uint64_t rounds = rounds_at && rounds_at < strstr(at, "\"seed\":") ? number_after(&at, "rounds") : 0;
        uint64_t seed = number_after(&at, "seed");
        uint64_t x = number_after(&at, "chooser_seed");
        size_t move_count = numbers_after(&at, "\"moves\":", moves, sizeof moves / sizeof moves[0]);
        /* Scores may be negative (Le Baron's variant 2): read as unsigned, compared as int32. */
        uint64_t totals[HDZ_MAX_SEATS];
        const char *totals_key = strstr(at, "\"totals\":");
        const char *scores_key = strstr(at, "\"final_scores\":");
        int by_scores = scores_key && (!totals_key || scores_key < totals_key);
        size_t total_count =
            numbers_after(&at, by_scores ? "\"final_scores\":" : "\"totals\":", totals, HDZ_MAX_SEATS);
        uint64_t winners = number_after(&at, "winners");
        const char *sum = strstr(at, "\"final_checksum\":");
        char checksum[17] = {0};
        if (!sum || sscanf(sum, "\"final_checksum\": \"%16[0-9a-f]\"", checksum) != 1) {
            fprintf(stderr, "golden file: no checksum\n");
            exit(1);
        }

        char *options = NULL;
        OK(hdz_any_default_options_json(kind, (uint32_t)players, &options));
        if (given_options[0]) {
            hdz_string_free(options);
            options = NULL;
            size_t length = strlen(given_options) + 1;
            char *copy = malloc(length);
            EXPECT(copy != NULL, "memory for the options");
            memcpy(copy, given_options, length);
            options = copy;
        }
        if (rounds > 1 && !given_options[0]) { /* the variant: one round per player */
            char *field = strstr(options, "\"rounds\":1");
            EXPECT(field != NULL, "options have rounds: %s", options);
            if (field) {
                field[strlen("\"rounds\":")] = (char)('0' + rounds);
            }
        }
        HdzAnyGame *game = NULL;
        OK(hdz_any_game_with_options(kind, options, seed, &game));
        if (given_options[0]) {
            free(options); /* our copy */
        } else {
            hdz_string_free(options);
        }
        size_t played = 0;
        uint32_t ids[HDZ_MAX_LEGAL_MOVES];
        size_t count;
        while ((count = legal_ids(game, ids)) > 0 && played < move_count) {
            uint32_t id = ids[chooser_next(&x, count)];
            if (id != moves[played]) {
                EXPECT(0, "game %zu move %zu: chose %u, the transcript says %" PRIu64, games, played, id, moves[played]);
                break;
            }
            OK(hdz_any_game_apply(game, id));
            played++;
            if (played == move_count / 2) { /* go on with a reloaded copy */
                char *saved = state_of(game);
                hdz_any_game_free(game);
                OK(hdz_any_game_from_json(kind, saved, &game));
                free(saved);
            }
        }
        EXPECT(played == move_count && count == 0, "game %zu: %zu of %zu moves, then over", games, played, move_count);
        char *final_state = state_of(game);
        char hex[17];
        snprintf(hex, sizeof hex, "%016" PRIx64, fnv1a(final_state));
        EXPECT(strcmp(hex, checksum) == 0, "game %zu: checksum %s, the transcript says %s", games, hex, checksum);
        free(final_state);
        HdzOutcome outcome;
        OK(hdz_any_game_outcome(game, &outcome));
        EXPECT(outcome.players == total_count && outcome.winners == winners, "game %zu: players and winners", games);
        for (size_t s = 0; s < total_count; s++) {
            EXPECT(outcome.scores[s] == (int32_t)totals[s], "game %zu seat %zu: %d, the transcript says %" PRIu64,
                   games, s, outcome.scores[s], totals[s]);
        }
        hdz_any_game_free(game);
        games++;
    }
    free(text);
    return games;
}

int main(int argc, char **argv) {
    test_kinds();
    test_whole_games();
    test_same_game_both_apis();
    test_errors();
    test_options_and_states();
    if (argc > 1) {
        size_t games = replay_golden(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, argv[1]);
        EXPECT(games >= 5, "%zu golden Ziegen Kriegen games", games);
    }
    if (argc > 2) {
        size_t games = replay_golden(HDZ_GAME_KIND_LE_BARON, argv[2]);
        EXPECT(games >= 1, "%zu golden Le Baron games", games);
    }
    printf("test_any_game: %d checks, %d failures\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
