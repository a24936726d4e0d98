/*
 * The same checks over every game the library plays, through the API of every game.
 * The games are listed with hdz_game_kind_info(k) for k = 0, 1, ... until it refuses the number,
 * so a game added to the library is tested here without a line added:
 *
 *   - whole seeded games with the fewest and the most players: at every step the seat to act, the
 *     phase and its name, the turn, the legal moves (with their size query), is_legal and check
 *     for the right seat, any seat (HDZ_NONE) and a wrong one (HDZ_NOT_YOUR_TURN), apply_for for a
 *     wrong seat refused without a change, the events of each move;
 *   - view handles for every seat now and then: loaded from the view JSON, the same seat, players,
 *     player to act, legal moves (those of the game for the deciding seat, none for the others),
 *     JSON, observation and a determinization that keeps the view; a bot's hint from the view is
 *     what the same bot chooses in the game;
 *   - the scores document at the end: one shape, exactly one entry per seat;
 *   - options read strictly: without any one field, or written as an array, they are refused
 *     with a message naming the game and the field;
 *   - the expert's estimates of each legal move (hdz_bot_analyse) and their refusals;
 *   - messages name games as users write them; NULL pointers, unknown kinds, seats and action
 *     ids out of range are refused and write nothing.
 *
 *   usage: test_every_game
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* ----- small helpers ----- */

static char *state_of(const HdzGame *game) {
    char *json = NULL;
    OK(hdz_game_to_json(game, &json));
    return copy_and_free(json);
}

static char *events_of(const HdzGame *game) {
    char *json = NULL;
    OK(hdz_game_last_events_json(game, &json));
    return copy_and_free(json);
}

static char *view_json_of(const HdzGame *game, uint32_t seat) {
    char *json = NULL;
    OK(hdz_game_view_json(game, seat, &json));
    return copy_and_free(json);
}

static size_t count_of(const char *text, const char *needle) {
    size_t n = 0;
    for (const char *at = strstr(text, needle); at; at = strstr(at + 1, needle)) {
        n++;
    }
    return n;
}

static bool contains(const uint32_t *ids, size_t count, uint32_t id) {
    for (size_t i = 0; i < count; i++) {
        if (ids[i] == id) {
            return true;
        }
    }
    return false;
}

/* Checks that the calling thread's last message names games only as users write them. */
static void expect_plain_names(const char *where) {
    const char *message = hdz_last_error_message();
    const char *rust_names[] = {"HerrDerZiegen", "ZiegenKriegen", "LeBaron", "struct ", "::"};
    for (size_t i = 0; i < sizeof rust_names / sizeof rust_names[0]; i++) {
        EXPECT(strstr(message, rust_names[i]) == NULL, "%s: the message names a type: %s", where, message);
    }
}

/* ----- kinds ----- */

static uint32_t count_kinds(void) {
    uint32_t kinds = 0;
    HdzGameKindInfo info;
    while (hdz_game_kind_info(kinds, &info) == HDZ_OK) {
        EXPECT((uint32_t)info.kind == kinds && strlen(info.name) > 0, "kind %u is itself", kinds);
        EXPECT(info.min_players >= 2 && info.min_players <= info.max_players && info.max_players <= HDZ_MAX_SEATS,
               "players of %s", info.name);
        EXPECT(info.num_actions > 0 && info.num_actions <= HDZ_MAX_NUM_ACTIONS, "actions of %s", info.name);
        EXPECT(info.max_legal_moves > 0 && info.max_legal_moves <= HDZ_MAX_LEGAL_MOVES, "moves of %s", info.name);
        EXPECT(info.observation_size > 0 && info.observation_size <= HDZ_MAX_OBSERVATION_SIZE,
               "observation of %s", info.name);
        kinds++;
    }
    EXPECT(kinds >= 3, "%u kinds", kinds);
    EXPECT(strstr(hdz_last_error_message(), "is not a game kind") != NULL, "past the kinds: %s",
           hdz_last_error_message());
    return kinds;
}

static uint32_t count_phases(uint32_t kind, const char *game) {
    uint32_t phases = 0;
    const char *name = NULL;
    while (hdz_phase_name(kind, phases, &name) == HDZ_OK) {
        EXPECT(name != NULL && strlen(name) > 0, "phase %u of %s has a name", phases, game);
        phases++;
    }
    EXPECT(phases >= 2, "%s has %u phases", game, phases);
    return phases;
}

/* ----- views ----- */

/* Checks the view handle of `seat` against the game. */
static void check_view(const HdzGame *game, uint32_t kind, const HdzGameKindInfo *info, uint32_t seat,
                       uint32_t current) {
    char *json = view_json_of(game, seat);
    HdzView *view = NULL;
    OK(hdz_view_from_json(kind, json, &view));
    uint32_t value = 99;
    OK(hdz_view_seat(view, &value));
    EXPECT(value == seat, "%s view of seat %u says seat %u", info->name, seat, value);
    OK(hdz_view_current_player(view, &value));
    EXPECT(value == current, "%s view: the player to act", info->name);
    char *again = NULL;
    OK(hdz_view_to_json(view, &again));
    EXPECT(strcmp(again, json) == 0, "%s view JSON round trip", info->name);
    hdz_string_free(again);

    uint32_t ids[HDZ_MAX_LEGAL_MOVES], game_ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0, game_count = 0;
    OK(hdz_view_legal_moves(view, ids, HDZ_MAX_LEGAL_MOVES, &count));
    OK(hdz_game_legal_moves(game, game_ids, HDZ_MAX_LEGAL_MOVES, &game_count));
    if (seat == current) {
        EXPECT(count == game_count && memcmp(ids, game_ids, count * sizeof ids[0]) == 0,
               "%s: the deciding seat's view lists the game's moves", info->name);
    } else {
        EXPECT(count == 0, "%s: seat %u does not decide, yet lists %zu moves", info->name, seat, count);
    }

    static float from_view[HDZ_MAX_OBSERVATION_SIZE], from_game[HDZ_MAX_OBSERVATION_SIZE];
    size_t len = 0, game_len = 0;
    OK(hdz_view_observation(view, from_view, HDZ_MAX_OBSERVATION_SIZE, &len));
    OK(hdz_game_observation(game, seat, from_game, HDZ_MAX_OBSERVATION_SIZE, &game_len));
    EXPECT(len == info->observation_size && len == game_len && memcmp(from_view, from_game, len * sizeof(float)) == 0,
           "%s: the view's observation is the game's", info->name);

    HdzGame *sample = NULL;
    OK(hdz_view_determinize(view, 11, &sample));
    char *kept = view_json_of(sample, seat);
    EXPECT(strcmp(kept, json) == 0, "%s: a determinization keeps the view", info->name);
    free(kept);
    hdz_game_free(sample);
    hdz_view_free(view);
    free(json);
}

/* ----- whole games ----- */

/* Checks check, is_legal and apply_for for seat `current` (and a wrong one) and the chosen `id`. */
static void check_seats(HdzGame *game, const HdzGameKindInfo *info, uint32_t players, uint32_t current,
                        const uint32_t *ids, size_t count, uint32_t id) {
    bool legal = false;
    OK(hdz_game_is_legal(game, id, &legal));
    EXPECT(legal, "%s: a listed id is legal", info->name);
    for (uint32_t other = 0; other < info->num_actions; other++) {
        if (!contains(ids, count, other)) {
            OK(hdz_game_is_legal(game, other, &legal));
            EXPECT(!legal, "%s: id %u is not listed, yet legal", info->name, other);
            HdzStatus status = hdz_game_check(game, current, other);
            EXPECT(status == HDZ_ILLEGAL_MOVE, "%s: check of unlisted id %u: %s", info->name, other,
                   hdz_status_name(status));
            break;
        }
    }
    OK(hdz_game_check(game, current, id));
    OK(hdz_game_check(game, HDZ_NONE, id));
    uint32_t wrong = (current + 1) % players;
    EXPECT(hdz_game_check(game, wrong, id) == HDZ_NOT_YOUR_TURN, "%s: check for a wrong seat", info->name);
    EXPECT(strlen(hdz_last_error_message()) > 0, "a refusal says why");
    char *before = state_of(game), *events_before = events_of(game);
    EXPECT(hdz_game_apply_for(game, wrong, id) == HDZ_NOT_YOUR_TURN, "%s: apply for a wrong seat", info->name);
    EXPECT(hdz_game_apply_for(game, players, id) == HDZ_INVALID_ARGUMENT, "%s: apply for no seat", info->name);
    EXPECT(hdz_game_apply(game, info->num_actions) == HDZ_UNKNOWN_ACTION, "%s: unknown id", info->name);
    char *after = state_of(game), *events_after = events_of(game);
    EXPECT(strcmp(before, after) == 0 && strcmp(events_before, events_after) == 0, "%s: refusals change nothing",
           info->name);
    free(before);
    free(after);
    free(events_before);
    free(events_after);
}

/* Checks the scores document: one shape, exactly one entry per seat. */
static void check_scores(const HdzGame *game, const HdzGameKindInfo *info, uint32_t players) {
    char *scores = NULL;
    OK(hdz_game_scores_json(game, &scores));
    char expected[96];
    snprintf(expected, sizeof expected, "{\"game\":\"%s\",\"players\":%u,\"is_final\":true,\"order\":\"", info->name,
             players);
    EXPECT(strncmp(scores, expected, strlen(expected)) == 0, "scores document: %.120s", scores);
    EXPECT(count_of(scores, "{\"seat\":") == players, "%s: one entry per seat: %s", info->name, scores);
    EXPECT(count_of(scores, "\"breakdown\":{") == players, "%s: one breakdown per seat", info->name);
    EXPECT(strstr(scores, "\"winners\":[") != NULL, "%s: winners listed", info->name);
    HdzOutcome outcome;
    OK(hdz_game_outcome(game, &outcome));
    EXPECT(outcome.players == players && outcome.winners != 0, "%s: outcome", info->name);
    for (uint32_t seat = 0; seat < players; seat++) {
        char entry[64];
        snprintf(entry, sizeof entry, "{\"seat\":%u,\"total\":%d,\"winner\":%s", seat, outcome.scores[seat],
                 (outcome.winners >> seat) & 1 ? "true" : "false");
        EXPECT(strstr(scores, entry) != NULL, "%s: entry %s in %s", info->name, entry, scores);
    }
    hdz_string_free(scores);
}

static void play(uint32_t kind, const HdzGameKindInfo *info, uint32_t players, uint64_t seed) {
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, players, seed, &game));
    HdzBot *in_game = NULL, *from_view = NULL;
    OK(hdz_bot_new(kind, "random", seed, &in_game));
    OK(hdz_bot_new(kind, "random", seed, &from_view));
    uint32_t phases = count_phases(kind, info->name);
    uint64_t x = seed ^ 0x5eed;
    size_t step = 0;
    for (;; step++) {
        uint32_t current = 0;
        OK(hdz_game_current_player(game, &current));
        bool over = false;
        OK(hdz_game_is_over(game, &over));
        EXPECT(over == (current == HDZ_NONE), "%s: over and the player to act agree", info->name);
        uint32_t phase = 99, turn = 0;
        const char *phase_name = NULL;
        OK(hdz_game_phase(game, &phase));
        OK(hdz_phase_name(kind, phase, &phase_name));
        OK(hdz_game_turn(game, &turn));
        EXPECT(phase < phases && turn >= 1, "%s: phase %u (%s), turn %u", info->name, phase, phase_name, turn);
        if (step % 4 == 0 || over) {
            for (uint32_t seat = 0; seat < players; seat++) {
                check_view(game, kind, info, seat, current);
            }
        }
        if (over) {
            break;
        }
        size_t needed = 0;
        EXPECT(hdz_game_legal_moves(game, NULL, 0, &needed) == HDZ_BUFFER_TOO_SMALL && needed > 0, "size query");
        uint32_t ids[HDZ_MAX_LEGAL_MOVES];
        size_t count = 0;
        OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
        EXPECT(count == needed && count <= info->max_legal_moves, "%s: %zu legal moves", info->name, count);
        uint32_t id = ids[chooser_next(&x, count)];
        check_seats(game, info, players, current, ids, count, id);

        HdzView *view = NULL;
        OK(hdz_game_view(game, current, &view));
        uint32_t hint = UINT32_MAX, choice = UINT32_MAX;
        OK(hdz_bot_choose_from_view(from_view, view, &hint));
        OK(hdz_bot_choose(in_game, game, &choice));
        EXPECT(hint == choice && contains(ids, count, hint), "%s: the hint from the view is the bot's choice",
               info->name);
        hdz_view_free(view);

        OK(hdz_game_apply_for(game, current, id));
        char *events = events_of(game);
        EXPECT(events[0] == '[' && count_of(events, "\"event\":") > 0, "%s: events: %.80s", info->name, events);
        free(events);
    }
    EXPECT(step > 10, "%s: a whole game of %zu moves", info->name, step);
    check_scores(game, info, players);
    EXPECT(hdz_game_apply(game, 0) == HDZ_GAME_OVER, "%s: no move once over", info->name);
    EXPECT(hdz_game_check(game, HDZ_NONE, 0) == HDZ_GAME_OVER, "%s: no check once over", info->name);
    HdzView *view = NULL;
    OK(hdz_game_view(game, 0, &view));
    uint32_t untouched = 7;
    EXPECT(hdz_bot_choose_from_view(from_view, view, &untouched) == HDZ_GAME_OVER && untouched == 7,
           "%s: no hint once over", info->name);
    hdz_view_free(view);
    hdz_bot_free(in_game);
    hdz_bot_free(from_view);
    hdz_game_free(game);
}

/* ----- the expert's estimates ----- */

/* hdz_bot_analyse at the first decision of a seeded game with more than one legal move: one
 * estimate per legal move, in their order, each a share of the win (NaN only if never tried),
 * the visits adding up to the iteration budget; the size query answers without a search (the bot
 * is left as it was: it then gives the numbers of a fresh bot of the same seed); the same bot and
 * seed choose the most visited move. Refused: a bot that does not estimate (even for the size),
 * a seat that does not decide, a short buffer (nothing written), NULL pointers, once over. */
static void check_analysis(uint32_t kind, const HdzGameKindInfo *info) {
    enum { BUDGET = 200 };
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, info->min_players, 3, &game));
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    while (count < 2) {
        OK(hdz_game_apply(game, ids[0]));
        OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    }
    uint32_t current = 0;
    OK(hdz_game_current_player(game, &current));
    HdzView *view = NULL, *other = NULL;
    OK(hdz_game_view(game, current, &view));
    OK(hdz_game_view(game, (current + 1) % info->min_players, &other));
    char name[32];
    snprintf(name, sizeof name, "expert:%d", BUDGET);
    HdzBot *expert = NULL, *fresh = NULL, *chooser = NULL, *greedy = NULL;
    OK(hdz_bot_new(kind, name, 5, &expert));
    OK(hdz_bot_new(kind, name, 5, &fresh));
    OK(hdz_bot_new(kind, name, 5, &chooser));
    OK(hdz_bot_new(kind, "greedy", 5, &greedy));

    size_t needed = 0;
    EXPECT(hdz_bot_analyse(expert, view, NULL, 0, &needed) == HDZ_BUFFER_TOO_SMALL && needed == count,
           "%s: the size query gives the %zu legal moves (%zu)", info->name, count, needed);
    HdzMoveEstimate estimates[HDZ_MAX_LEGAL_MOVES], again[HDZ_MAX_LEGAL_MOVES];
    estimates[0].action_id = 999;
    size_t written = 7;
    EXPECT(hdz_bot_analyse(expert, view, estimates, 1, &written) == HDZ_BUFFER_TOO_SMALL && written == count &&
               estimates[0].action_id == 999,
           "%s: a short buffer is refused with nothing written", info->name);
    size_t n = 0, m = 0;
    OK(hdz_bot_analyse(expert, view, estimates, HDZ_MAX_LEGAL_MOVES, &n));
    OK(hdz_bot_analyse(fresh, view, again, HDZ_MAX_LEGAL_MOVES, &m));
    EXPECT(n == count && m == count, "%s: one estimate per legal move (%zu, %zu of %zu)", info->name, n, m, count);
    uint32_t visits = 0, most = 0;
    for (size_t i = 0; i < n && i < m; i++) {
        const HdzMoveEstimate *e = &estimates[i];
        EXPECT(e->action_id == ids[i], "%s: estimate %zu is of move %u (%u)", info->name, i, ids[i], e->action_id);
        EXPECT(e->visits == 0 ? e->value != e->value : e->value >= 0.0 && e->value <= 1.0,
               "%s: move %u: a share of the win (%g after %u visits)", info->name, e->action_id, e->value, e->visits);
        EXPECT(e->action_id == again[i].action_id && e->visits == again[i].visits &&
                   (e->value == again[i].value || (e->value != e->value && again[i].value != again[i].value)),
               "%s: after the size queries, the numbers of a fresh bot of the same seed", info->name);
        visits += e->visits;
        most = e->visits > most ? e->visits : most;
    }
    EXPECT(visits == BUDGET, "%s: the visits add up to the budget (%u)", info->name, visits);
    uint32_t choice = UINT32_MAX;
    OK(hdz_bot_choose_from_view(chooser, view, &choice));
    for (size_t i = 0; i < n; i++) {
        if (estimates[i].action_id == choice) {
            EXPECT(estimates[i].visits == most, "%s: the bot plays the most visited move", info->name);
        }
    }
    EXPECT(contains(ids, count, choice), "%s: the choice is legal", info->name);

    size_t untouched = 99;
    EXPECT(hdz_bot_analyse(greedy, view, estimates, HDZ_MAX_LEGAL_MOVES, &untouched) == HDZ_INVALID_ARGUMENT &&
               untouched == 99 && strstr(hdz_last_error_message(), "greedy") != NULL,
           "%s: the greedy bot gives no estimates: %s", info->name, hdz_last_error_message());
    EXPECT(hdz_bot_analyse(greedy, view, NULL, 0, &untouched) == HDZ_INVALID_ARGUMENT && untouched == 99,
           "%s: nor their count", info->name);
    EXPECT(hdz_bot_analyse(expert, other, estimates, HDZ_MAX_LEGAL_MOVES, &untouched) == HDZ_NOT_YOUR_TURN &&
               untouched == 99,
           "%s: a seat that does not decide", info->name);
    EXPECT(hdz_bot_analyse(NULL, view, estimates, HDZ_MAX_LEGAL_MOVES, &untouched) == HDZ_NULL_POINTER &&
               untouched == 99,
           "NULL bot");
    EXPECT(hdz_bot_analyse(expert, NULL, estimates, HDZ_MAX_LEGAL_MOVES, &untouched) == HDZ_NULL_POINTER, "NULL view");
    EXPECT(hdz_bot_analyse(expert, view, NULL, 4, &untouched) == HDZ_NULL_POINTER && untouched == 99,
           "NULL buffer with a capacity");
    EXPECT(hdz_bot_analyse(expert, view, estimates, HDZ_MAX_LEGAL_MOVES, NULL) == HDZ_NULL_POINTER, "NULL count");

    while (count > 0) {
        OK(hdz_game_apply(game, ids[0]));
        OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    }
    hdz_view_free(view);
    OK(hdz_game_view(game, 0, &view));
    EXPECT(hdz_bot_analyse(expert, view, estimates, HDZ_MAX_LEGAL_MOVES, &untouched) == HDZ_GAME_OVER &&
               untouched == 99,
           "%s: no estimates once over", info->name);
    hdz_view_free(view);
    hdz_view_free(other);
    hdz_bot_free(expert);
    hdz_bot_free(fresh);
    hdz_bot_free(chooser);
    hdz_bot_free(greedy);
    hdz_game_free(game);
}

/* ----- options ----- */

/* The end of the JSON value starting at `at` (a string, a number, a literal, an array or an
 * object). */
static const char *value_end(const char *at) {
    int depth = 0;
    bool in_string = false;
    for (; *at; at++) {
        char c = *at;
        if (in_string) {
            if (c == '\\' && at[1]) {
                at++;
            } else if (c == '"') {
                in_string = false;
                if (depth == 0) {
                    return at + 1;
                }
            }
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            depth++;
        } else if (c == ']' || c == '}') {
            if (depth == 0) {
                return at;
            }
            if (--depth == 0) {
                return at + 1;
            }
        } else if (c == ',' && depth == 0) {
            return at;
        }
    }
    return at;
}

/* Checks options `json` (a flat JSON object as the library writes them) without each field and
 * as an array. */
static void check_strict_options(uint32_t kind, const HdzGameKindInfo *info) {
    char *json = NULL;
    OK(hdz_default_options_json(kind, info->min_players, &json));
    HdzGame *game = NULL;
    OK(hdz_game_with_options(kind, json, 1, &game));
    hdz_game_free(game);
    size_t length = strlen(json);
    char *edited = malloc(length + 3);
    char *array = malloc(length + 3);
    EXPECT(edited != NULL && array != NULL, "memory");
    size_t array_len = 0;
    array[array_len++] = '[';
    size_t fields = 0;
    for (const char *at = json + 1; *at == '"';) {
        const char *key_end = strchr(at + 1, '"');
        const char *value = key_end + 2; /* past `":` */
        const char *end = value_end(value);
        /* Without this field (and its comma). */
        size_t before = (size_t)(at - json), after_start = (size_t)(end - json) + (*end == ',');
        memcpy(edited, json, before);
        strcpy(edited + before, json + after_start);
        size_t edited_len = strlen(edited);
        if (edited_len >= 2 && edited[edited_len - 2] == ',') { /* the last field: drop the comma before it */
            edited[edited_len - 2] = '}';
            edited[edited_len - 1] = '\0';
        }
        char key[64] = {0}, needle[128];
        memcpy(key, at + 1, (size_t)(key_end - at - 1) < sizeof key - 1 ? (size_t)(key_end - at - 1) : sizeof key - 1);
        game = NULL;
        HdzStatus status = hdz_game_with_options(kind, edited, 1, &game);
        snprintf(needle, sizeof needle, "%s options: missing field `%s`", info->name, key);
        EXPECT(status == HDZ_INVALID_JSON && game == NULL, "%s without %s: %s", info->name, key,
               hdz_status_name(status));
        EXPECT(strstr(hdz_last_error_message(), needle) != NULL, "the message names %s: %s", key,
               hdz_last_error_message());
        expect_plain_names(info->name);
        /* The value, into the array form. */
        if (array_len > 1) {
            array[array_len++] = ',';
        }
        memcpy(array + array_len, value, (size_t)(end - value));
        array_len += (size_t)(end - value);
        fields++;
        at = *end == ',' ? end + 1 : end;
    }
    array[array_len++] = ']';
    array[array_len] = '\0';
    EXPECT(fields >= 3, "%s options have %zu fields", info->name, fields);
    game = NULL;
    EXPECT(hdz_game_with_options(kind, array, 1, &game) == HDZ_INVALID_JSON && game == NULL,
           "%s options as an array: %s", info->name, array);
    EXPECT(strstr(hdz_last_error_message(), "expected a JSON object") != NULL &&
               strstr(hdz_last_error_message(), info->name) != NULL,
           "the message: %s", hdz_last_error_message());
    expect_plain_names(info->name);
    free(edited);
    free(array);
    hdz_string_free(json);
}

/* ----- refusals ----- */

static void check_refusals(uint32_t kinds) {
    HdzGameKindInfo info;
    HdzGame *game = NULL;
    HdzView *view = NULL;
    HdzBot *bot = NULL;
    EXPECT(hdz_game_kind_info(kinds, &info) == HDZ_INVALID_ARGUMENT, "kind past the last");
    EXPECT(hdz_game_new(kinds, 3, 1, &game) == HDZ_INVALID_ARGUMENT && game == NULL, "game of no kind");
    EXPECT(hdz_view_from_json(kinds, "{}", &view) == HDZ_INVALID_ARGUMENT && view == NULL, "view of no kind");
    EXPECT(hdz_bot_new(kinds, "random", 1, &bot) == HDZ_INVALID_ARGUMENT && bot == NULL, "bot of no kind");
    const char *name = NULL;
    EXPECT(hdz_phase_name(kinds, 0, &name) == HDZ_INVALID_ARGUMENT && name == NULL, "phase of no kind");
    for (uint32_t kind = 0; kind < kinds; kind++) {
        OK(hdz_game_kind_info(kind, &info));
        EXPECT(hdz_game_new(kind, info.max_players + 1, 1, &game) == HDZ_SETUP_ERROR && game == NULL,
               "%s: too many players", info.name);
        EXPECT(strstr(hdz_last_error_message(), info.name) != NULL, "a setup error names the game: %s",
               hdz_last_error_message());
        OK(hdz_game_new(kind, info.min_players, 5, &game));
        uint32_t seat = 7;
        EXPECT(hdz_game_current_player(NULL, &seat) == HDZ_NULL_POINTER && seat == 7, "NULL game");
        EXPECT(hdz_game_current_player(game, NULL) == HDZ_NULL_POINTER, "NULL out");
        EXPECT(hdz_game_check(NULL, 0, 0) == HDZ_NULL_POINTER, "NULL game to check");
        EXPECT(hdz_game_apply_for(NULL, 0, 0) == HDZ_NULL_POINTER, "NULL game to apply for");
        EXPECT(hdz_game_view(game, info.min_players, &view) == HDZ_INVALID_ARGUMENT && view == NULL,
               "%s: view of no seat", info.name);
        EXPECT(hdz_game_view(game, 0, NULL) == HDZ_NULL_POINTER, "NULL view out");
        EXPECT(hdz_view_from_json(kind, NULL, &view) == HDZ_NULL_POINTER, "NULL view JSON");
        EXPECT(hdz_view_from_json(kind, "{\"format\":", &view) == HDZ_INVALID_JSON && view == NULL, "bad JSON");
        char *state = state_of(game);
        EXPECT(hdz_view_from_json(kind, state, &view) == HDZ_INVALID_STATE && view == NULL,
               "%s: a state is no view", info.name);
        free(state);
        size_t n = 3;
        EXPECT(hdz_view_legal_moves(NULL, NULL, 0, &n) == HDZ_NULL_POINTER && n == 3, "NULL view");
        uint32_t id = 9;
        EXPECT(hdz_bot_choose_from_view(NULL, NULL, &id) == HDZ_NULL_POINTER && id == 9, "NULL bot");
        /* A bot of every other game is refused with a message naming both games. */
        for (uint32_t other = 0; other < kinds; other++) {
            if (other == kind) {
                continue;
            }
            HdzGameKindInfo other_info;
            OK(hdz_game_kind_info(other, &other_info));
            OK(hdz_bot_new(other, "random", 1, &bot));
            EXPECT(hdz_bot_choose(bot, game, &id) == HDZ_INVALID_ARGUMENT && id == 9, "a bot of another game");
            EXPECT(strstr(hdz_last_error_message(), info.name) != NULL &&
                       strstr(hdz_last_error_message(), other_info.name) != NULL,
                   "the message names both games: %s", hdz_last_error_message());
            expect_plain_names("bot of another game");
            OK(hdz_game_view(game, 0, &view));
            EXPECT(hdz_bot_choose_from_view(bot, view, &id) == HDZ_INVALID_ARGUMENT && id == 9,
                   "a bot of another game, from a view");
            size_t estimates = 9;
            EXPECT(hdz_bot_analyse(bot, view, NULL, 0, &estimates) == HDZ_INVALID_ARGUMENT && estimates == 9,
                   "a bot of another game, analysing a view");
            hdz_view_free(view);
            view = NULL;
            hdz_bot_free(bot);
            bot = NULL;
        }
        hdz_game_free(game);
        game = NULL;
    }
    hdz_game_free(NULL);
    hdz_view_free(NULL);
    hdz_bot_free(NULL);
}

int main(void) {
    HdzGameKindInfo games[MAX_GAMES];
    uint32_t kinds = count_kinds();
    EXPECT(kinds == list_games(games), "count_kinds and list_games agree");
    for (uint32_t kind = 0; kind < kinds; kind++) {
        checks_for((int)kind);
        play(kind, &games[kind], games[kind].min_players, 1);
        play(kind, &games[kind], games[kind].max_players, 20260);
        check_strict_options(kind, &games[kind]);
        check_analysis(kind, &games[kind]);
    }
    checks_for(-1);
    check_refusals(kinds);
    return report("test_every_game", games, kinds);
}
