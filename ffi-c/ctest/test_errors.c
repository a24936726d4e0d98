/*
 * Feeds the C API what a careless caller would, for every game the library lists: NULL pointers,
 * wrong player counts, options and documents that are not, out-of-range and illegal action ids,
 * seats out of range, buffers that are too small, moves after the end, bad bot names and bots of
 * another game. Each call must return a precise status with a message naming the function and
 * the reason, write no out-parameter and change no game. Also checks that the error message is per
 * thread and cleared by a successful call, and the status names.
 *
 *   usage: test_errors
 */
#include <inttypes.h>
#include <pthread.h>
#include <string.h>

#include "check.h"

/* The full state as JSON, as a malloc'ed copy (so callers free it with free()). */
static char *state(const HdzGame *game) {
    char *json = NULL;
    OK(hdz_game_to_json(game, &json));
    return copy_and_free(json);
}

static char *events(const HdzGame *game) {
    char *json = NULL;
    OK(hdz_game_last_events_json(game, &json));
    return copy_and_free(json);
}

static int message_set(void) { return hdz_last_error_message()[0] != '\0'; }

/* Expects `call` to return `expected` with a message that mentions `needle`. */
#define EXPECT_STATUS(call, expected, needle)                                                                          \
    do {                                                                                                               \
        HdzStatus got_ = (call);                                                                                       \
        EXPECT(got_ == (expected), "%s returned %s, expected %s (%s)", #call, hdz_status_name(got_),                   \
               hdz_status_name(expected), hdz_last_error_message());                                                   \
        EXPECT(message_set() && strstr(hdz_last_error_message(), (needle)) != NULL,                                    \
               "%s: message \"%s\" lacks \"%s\"", #call, hdz_last_error_message(), (needle));                          \
    } while (0)

/* Memory whose address marks out-parameters that a failed call must not write. */
static int marker_target;

static void null_pointers(uint32_t kind, HdzGame *game) {
    HdzGame *const game_marker = (HdzGame *)&marker_target;
    HdzView *const view_marker = (HdzView *)&marker_target;
    char *const text_marker = (char *)&marker_target;
    HdzGame *out_game = game_marker;
    HdzView *out_view = view_marker;
    HdzBot *bot = NULL;
    char *text = text_marker;
    uint32_t ids[4] = {7, 7, 7, 7};
    size_t count = 77;
    uint32_t u = 77;
    bool flag = false;
    float tensor[4] = {7, 7, 7, 7};
    HdzOutcome outcome;
    memset(&outcome, 0xAB, sizeof outcome);
    HdzGameKind game_kind = HDZ_GAME_KIND_LE_BARON;
    HdzView *view = NULL;
    OK(hdz_game_view(game, 0, &view));
    OK(hdz_bot_new(kind, "random", 1, &bot));

    EXPECT_STATUS(hdz_game_new(kind, 3, 1, NULL), HDZ_NULL_POINTER, "hdz_game_new: argument `out_game` is NULL");
    EXPECT_STATUS(hdz_game_with_options(kind, NULL, 1, &out_game), HDZ_NULL_POINTER, "`options_json`");
    EXPECT_STATUS(hdz_game_with_options(kind, "{}", 1, NULL), HDZ_NULL_POINTER, "`out_game`");
    EXPECT_STATUS(hdz_game_from_json(kind, NULL, &out_game), HDZ_NULL_POINTER, "`json`");
    EXPECT_STATUS(hdz_game_from_json(kind, "{}", NULL), HDZ_NULL_POINTER, "`out_game`");
    EXPECT_STATUS(hdz_game_clone(NULL, &out_game), HDZ_NULL_POINTER, "hdz_game_clone: argument `game` is NULL");
    EXPECT_STATUS(hdz_game_clone(game, NULL), HDZ_NULL_POINTER, "`out_game`");
    EXPECT_STATUS(hdz_game_determinize(NULL, 0, 1, &out_game), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_determinize(game, 0, 1, NULL), HDZ_NULL_POINTER, "`out_game`");
    EXPECT_STATUS(hdz_default_options_json(kind, 3, NULL), HDZ_NULL_POINTER, "`out_json`");
    EXPECT_STATUS(hdz_game_kind(NULL, &game_kind), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_kind(game, NULL), HDZ_NULL_POINTER, "`out_kind`");
    EXPECT_STATUS(hdz_game_players(NULL, &u), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_players(game, NULL), HDZ_NULL_POINTER, "`out_players`");
    EXPECT_STATUS(hdz_game_current_player(NULL, &u), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_current_player(game, NULL), HDZ_NULL_POINTER, "`out_player`");
    EXPECT_STATUS(hdz_game_is_over(NULL, &flag), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_is_over(game, NULL), HDZ_NULL_POINTER, "`out_over`");
    EXPECT_STATUS(hdz_game_phase(NULL, &u), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_phase(game, NULL), HDZ_NULL_POINTER, "`out_phase`");
    EXPECT_STATUS(hdz_game_turn(game, NULL), HDZ_NULL_POINTER, "`out_turn`");
    EXPECT_STATUS(hdz_game_legal_moves(NULL, ids, 4, &count), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_legal_moves(game, NULL, 4, &count), HDZ_NULL_POINTER, "`out_ids`");
    EXPECT_STATUS(hdz_game_legal_moves(game, ids, 4, NULL), HDZ_NULL_POINTER, "`out_count`");
    EXPECT_STATUS(hdz_game_is_legal(NULL, 0, &flag), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_is_legal(game, 0, NULL), HDZ_NULL_POINTER, "`out_legal`");
    EXPECT_STATUS(hdz_game_check(NULL, HDZ_NONE, 0), HDZ_NULL_POINTER, "hdz_game_check: argument `game` is NULL");
    EXPECT_STATUS(hdz_game_apply(NULL, 0), HDZ_NULL_POINTER, "hdz_game_apply: argument `game` is NULL");
    EXPECT_STATUS(hdz_game_apply_for(NULL, 0, 0), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_describe_action(game, 0, NULL), HDZ_NULL_POINTER, "`out_text`");
    EXPECT_STATUS(hdz_game_last_events_json(NULL, &text), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_last_events_json(game, NULL), HDZ_NULL_POINTER, "`out_json`");
    EXPECT_STATUS(hdz_game_view_json(NULL, 0, &text), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_view_json(game, 0, NULL), HDZ_NULL_POINTER, "`out_json`");
    EXPECT_STATUS(hdz_game_to_json(NULL, &text), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_to_json(game, NULL), HDZ_NULL_POINTER, "`out_json`");
    EXPECT_STATUS(hdz_game_scores_json(NULL, &text), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_outcome(NULL, &outcome), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_outcome(game, NULL), HDZ_NULL_POINTER, "`out_outcome`");
    EXPECT_STATUS(hdz_game_observation(NULL, 0, tensor, 4, &count), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_observation(game, 0, NULL, 4, &count), HDZ_NULL_POINTER, "`out`");
    EXPECT_STATUS(hdz_game_observation(game, 0, tensor, 4, NULL), HDZ_NULL_POINTER, "`out_len`");
    EXPECT_STATUS(hdz_game_view(NULL, 0, &out_view), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_game_view(game, 0, NULL), HDZ_NULL_POINTER, "`out_view`");
    EXPECT_STATUS(hdz_view_from_json(kind, NULL, &out_view), HDZ_NULL_POINTER, "`json`");
    EXPECT_STATUS(hdz_view_from_json(kind, "{}", NULL), HDZ_NULL_POINTER, "`out_view`");
    EXPECT_STATUS(hdz_view_clone(NULL, &out_view), HDZ_NULL_POINTER, "`view`");
    EXPECT_STATUS(hdz_view_to_json(NULL, &text), HDZ_NULL_POINTER, "`view`");
    EXPECT_STATUS(hdz_view_legal_moves(view, NULL, 4, &count), HDZ_NULL_POINTER, "`out_ids`");
    EXPECT_STATUS(hdz_view_seat(view, NULL), HDZ_NULL_POINTER, "`out_seat`");
    EXPECT_STATUS(hdz_view_determinize(NULL, 1, &out_game), HDZ_NULL_POINTER, "`view`");
    EXPECT_STATUS(hdz_bot_choose(NULL, game, &u), HDZ_NULL_POINTER, "hdz_bot_choose: argument `bot` is NULL");
    EXPECT_STATUS(hdz_bot_choose(bot, NULL, &u), HDZ_NULL_POINTER, "`game`");
    EXPECT_STATUS(hdz_bot_choose(bot, game, NULL), HDZ_NULL_POINTER, "`out_action_id`");
    EXPECT_STATUS(hdz_bot_choose_from_view(bot, NULL, &u), HDZ_NULL_POINTER, "`view`");
    EXPECT_STATUS(hdz_bot_new(kind, NULL, 1, &bot), HDZ_NULL_POINTER, "`name`");
    EXPECT_STATUS(hdz_bot_new_timed(kind, 5, 1, NULL), HDZ_NULL_POINTER, "`out_bot`");
    EXPECT_STATUS(hdz_bot_kind(bot, NULL), HDZ_NULL_POINTER, "`out_kind`");

    EXPECT(out_game == game_marker && out_view == view_marker && text == text_marker,
           "a handle or string was written by a failed call");
    EXPECT(count == 77 && u == 77 && !flag && game_kind == HDZ_GAME_KIND_LE_BARON, "an out-parameter was written");
    EXPECT(ids[0] == 7 && tensor[0] == 7 && outcome.players == 0xAB, "a buffer or struct was written");

    /* Freeing NULL is fine. */
    hdz_game_free(NULL);
    hdz_view_free(NULL);
    hdz_bot_free(NULL);
    hdz_string_free(NULL);
    hdz_view_free(view);
    hdz_bot_free(bot);
}

static void setup_errors(uint32_t kind, const HdzGameKindInfo *info) {
    HdzGame *out = NULL;
    char *text = NULL;
    const uint32_t bad_counts[] = {0, info->min_players - 1, info->max_players + 1, 255, 256, 1000, UINT32_MAX};
    char range[32];
    snprintf(range, sizeof range, "%u to %u", (unsigned)info->min_players, (unsigned)info->max_players);
    for (size_t i = 0; i < sizeof bad_counts / sizeof bad_counts[0]; i++) {
        EXPECT_STATUS(hdz_game_new(kind, bad_counts[i], 1, &out), HDZ_SETUP_ERROR, info->name);
        EXPECT(strstr(hdz_last_error_message(), range) != NULL, "%s lacks %s", hdz_last_error_message(), range);
        EXPECT_STATUS(hdz_default_options_json(kind, bad_counts[i], &text), HDZ_SETUP_ERROR, info->name);
    }
    EXPECT_STATUS(hdz_game_with_options(kind, "", 1, &out), HDZ_INVALID_JSON, "options");
    EXPECT_STATUS(hdz_game_with_options(kind, "{\"players\": 4}", 1, &out), HDZ_INVALID_JSON, "missing field");
    EXPECT_STATUS(hdz_game_with_options(kind, "\xff\xfe", 1, &out), HDZ_INVALID_JSON, "UTF-8");
    EXPECT_STATUS(hdz_game_with_options(kind, "[]", 1, &out), HDZ_INVALID_JSON, info->name);

    /* Valid JSON, impossible options: one player more than the game takes. */
    OK(hdz_default_options_json(kind, info->max_players, &text));
    char players[32], too_many[32];
    snprintf(players, sizeof players, "\"players\":%u", (unsigned)info->max_players);
    snprintf(too_many, sizeof too_many, "\"players\":%u", (unsigned)info->max_players + 1);
    char *edited = replace_first(text, players, too_many);
    EXPECT(edited != NULL, "default options lack %s: %s", players, text);
    if (edited) {
        EXPECT_STATUS(hdz_game_with_options(kind, edited, 1, &out), HDZ_SETUP_ERROR, info->name);
        free(edited);
    }
    OK(hdz_game_with_options(kind, text, 1, &out));
    hdz_game_free(out);
    out = NULL;
    hdz_string_free(text);
    text = NULL;
    EXPECT_STATUS(hdz_game_new(HDZ_MAX_SEATS, 3, 1, &out), HDZ_INVALID_ARGUMENT, "is not a game kind");
    EXPECT(out == NULL, "a game was written by a failed call");
}

static void move_errors(HdzGame *game, const HdzGameKindInfo *info) {
    char *before = state(game);
    char *events_before = events(game);
    uint32_t player = 0, players = 0;
    OK(hdz_game_current_player(game, &player));
    OK(hdz_game_players(game, &players));

    char needle[64];
    snprintf(needle, sizeof needle, "%u is not an action id", (unsigned)info->num_actions);
    EXPECT_STATUS(hdz_game_apply(game, info->num_actions), HDZ_UNKNOWN_ACTION, needle);
    EXPECT_STATUS(hdz_game_apply(game, UINT32_MAX), HDZ_UNKNOWN_ACTION, "not an action id");
    EXPECT_STATUS(hdz_game_check(game, HDZ_NONE, 5000), HDZ_UNKNOWN_ACTION, "not an action id");

    /* The first action id that is not legal now. */
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    uint32_t illegal = 0;
    for (int listed = 1; listed; illegal++) {
        listed = 0;
        for (size_t i = 0; i < count; i++) {
            listed |= ids[i] == illegal;
        }
        if (!listed) {
            break;
        }
    }
    EXPECT_STATUS(hdz_game_apply(game, illegal), HDZ_ILLEGAL_MOVE, "hdz_game_apply: ");
    EXPECT_STATUS(hdz_game_check(game, player, illegal), HDZ_ILLEGAL_MOVE, "hdz_game_check: ");
    bool legal = true;
    OK(hdz_game_is_legal(game, illegal, &legal));
    EXPECT(!legal, "an unlisted id is not legal");

    /* Moves for the wrong seat, or for a seat that does not exist. */
    EXPECT_STATUS(hdz_game_apply_for(game, (player + 1) % players, ids[0]), HDZ_NOT_YOUR_TURN, "decision");
    EXPECT_STATUS(hdz_game_check(game, (player + 1) % players, ids[0]), HDZ_NOT_YOUR_TURN, "decision");
    EXPECT_STATUS(hdz_game_apply_for(game, players, ids[0]), HDZ_INVALID_ARGUMENT, "is not a seat");
    char *text = NULL;
    HdzView *view = NULL;
    HdzGame *sample = NULL;
    EXPECT_STATUS(hdz_game_view_json(game, players, &text), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT_STATUS(hdz_game_view_json(game, UINT32_MAX, &text), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT_STATUS(hdz_game_view(game, players, &view), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT_STATUS(hdz_game_determinize(game, players, 1, &sample), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT_STATUS(hdz_game_describe_action(game, info->num_actions, &text), HDZ_UNKNOWN_ACTION, needle);
    EXPECT(text == NULL && view == NULL && sample == NULL, "written by a failed call");

    char *after = state(game);
    EXPECT(strcmp(before, after) == 0, "a failed move changed the game");
    char *events_after = events(game);
    EXPECT(strcmp(events_before, events_after) == 0, "a failed move changed the last events");
    free(before);
    free(after);
    free(events_before);
    free(events_after);

    /* A legal move succeeds and clears the message. */
    OK(hdz_game_check(game, player, ids[0]));
    OK(hdz_game_apply_for(game, player, ids[0]));
    EXPECT(!message_set(), "a success left the message \"%s\"", hdz_last_error_message());
}

static void buffer_errors(uint32_t kind, const HdzGameKindInfo *info) {
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, info->min_players, 5, &game));
    size_t needed = 0;
    EXPECT_STATUS(hdz_game_legal_moves(game, NULL, 0, &needed), HDZ_BUFFER_TOO_SMALL, "buffer of 0");
    EXPECT(needed >= 2 && needed <= info->max_legal_moves, "expected several legal moves, got %zu", needed);
    uint32_t small[1] = {12345};
    size_t count = 0;
    EXPECT_STATUS(hdz_game_legal_moves(game, small, 1, &count), HDZ_BUFFER_TOO_SMALL, "buffer of 1");
    EXPECT(count == needed && small[0] == 12345, "truncated buffer: count %zu, first id %" PRIu32, count, small[0]);
    uint32_t exact[HDZ_MAX_LEGAL_MOVES];
    OK(hdz_game_legal_moves(game, exact, needed, &count));
    EXPECT(count == needed, "an exact buffer holds all moves");

    /* The observation tensor: NULL, a short buffer and a bad seat leave the buffer untouched. */
    static float tensor[HDZ_MAX_OBSERVATION_SIZE];
    const size_t size = info->observation_size;
    for (size_t i = 0; i < HDZ_MAX_OBSERVATION_SIZE; i++) {
        tensor[i] = -1.0f;
    }
    size_t len = 0;
    EXPECT_STATUS(hdz_game_observation(game, 0, NULL, 0, &len), HDZ_BUFFER_TOO_SMALL, "floats");
    EXPECT(len == size, "the size query gives %zu floats, not %zu", len, size);
    EXPECT_STATUS(hdz_game_observation(game, 0, NULL, size, &len), HDZ_NULL_POINTER, "`out`");
    EXPECT_STATUS(hdz_game_observation(game, 0, tensor, size - 1, &len), HDZ_BUFFER_TOO_SMALL, "floats");
    EXPECT_STATUS(hdz_game_observation(game, info->min_players, tensor, size, &len), HDZ_INVALID_ARGUMENT,
                  "not a seat");
    EXPECT(tensor[0] == -1.0f && tensor[size - 1] == -1.0f, "a failed call wrote the tensor");
    OK(hdz_game_observation(game, 1, tensor, HDZ_MAX_OBSERVATION_SIZE, &len));
    int in_range = 1;
    double total = 0.0;
    for (size_t i = 0; i < len; i++) {
        in_range &= tensor[i] >= 0.0f && tensor[i] <= 1.0f;
        total += tensor[i];
    }
    EXPECT(len == size && in_range && total > 1.0, "observation entries lie in [0, 1] and describe a game");
    EXPECT(len == HDZ_MAX_OBSERVATION_SIZE || tensor[len] == -1.0f, "written past the observation");
    hdz_game_free(game);
}

/* Text that is not a state or a view of the game is refused, and nothing is written. */
static void document_errors(uint32_t kind, HdzGame *game, const HdzGameKindInfo *info, uint32_t games) {
    char *before = state(game);
    char view_json_format[96];
    snprintf(view_json_format, sizeof view_json_format, "\"%s/state\"", info->name);
    const char *garbage[] = {
        "",
        "{",
        "null",
        "[1, 2, 3]",
        view_json_format,
        "\xff\xfe\xfd",
        "{\"format\":\"x\",\"version\":1,\"x\":[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]}",
    };
    for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
        HdzGame *out = NULL;
        HdzView *view = NULL;
        HdzStatus st = hdz_game_from_json(kind, garbage[i], &out);
        EXPECT(st == HDZ_INVALID_JSON || st == HDZ_INVALID_STATE, "garbage %zu gave %s: %s", i, hdz_status_name(st),
               hdz_last_error_message());
        EXPECT(out == NULL && message_set(), "garbage %zu: out written or no message", i);
        st = hdz_view_from_json(kind, garbage[i], &view);
        EXPECT(st == HDZ_INVALID_JSON || st == HDZ_INVALID_STATE, "garbage view %zu gave %s", i, hdz_status_name(st));
        EXPECT(view == NULL && message_set(), "garbage view %zu: out written or no message", i);
    }

    /* A valid state cut short; another version; a view where a state belongs, and the reverse. */
    char *cut = malloc(strlen(before) + 1);
    if (!cut) {
        exit(1);
    }
    strcpy(cut, before);
    cut[strlen(cut) / 2] = '\0';
    HdzGame *out = NULL;
    HdzView *view = NULL;
    EXPECT_STATUS(hdz_game_from_json(kind, cut, &out), HDZ_INVALID_JSON, "malformed JSON");
    free(cut);
    char *future = replace_first(before, "\"version\":1", "\"version\":99");
    EXPECT(future != NULL, "the state lacks \"version\":1");
    if (future) {
        EXPECT_STATUS(hdz_game_from_json(kind, future, &out), HDZ_INVALID_STATE, "version 99");
        EXPECT_STATUS(hdz_view_from_json(kind, future, &view), HDZ_INVALID_STATE, "unknown format");
        free(future);
    }
    char *seat_view = NULL;
    OK(hdz_game_view_json(game, 0, &seat_view));
    EXPECT_STATUS(hdz_game_from_json(kind, seat_view, &out), HDZ_INVALID_STATE, "unknown format");
    EXPECT_STATUS(hdz_view_from_json(kind, before, &view), HDZ_INVALID_STATE, "unknown format");
    char *future_view = replace_first(seat_view, "\"version\":1", "\"version\":99");
    if (future_view) {
        EXPECT_STATUS(hdz_view_from_json(kind, future_view, &view), HDZ_INVALID_STATE, "version 99");
        free(future_view);
    }
    hdz_string_free(seat_view);
    /* Another game's state is not a state of this game. */
    for (uint32_t other = 0; other < games; other++) {
        if (other == kind) {
            continue;
        }
        HdzGameKindInfo other_info;
        OK(hdz_game_kind_info(other, &other_info));
        HdzGame *foreign = NULL;
        OK(hdz_game_new(other, other_info.min_players, 1, &foreign));
        char *foreign_state = state(foreign);
        HdzStatus st = hdz_game_from_json(kind, foreign_state, &out);
        EXPECT(st == HDZ_INVALID_STATE || st == HDZ_INVALID_JSON, "a %s state loaded as %s: %s", other_info.name,
               info->name, hdz_status_name(st));
        free(foreign_state);
        hdz_game_free(foreign);
    }
    EXPECT(out == NULL && view == NULL, "a handle was written by a failed load");

    char *after = state(game);
    EXPECT(strcmp(before, after) == 0, "failed loads changed the game");
    free(before);
    free(after);
}

static void game_over_errors(uint32_t kind, const HdzGameKindInfo *info) {
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, info->min_players, 3, &game));
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    for (;;) {
        OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
        if (count == 0) {
            break;
        }
        OK(hdz_game_apply(game, ids[count - 1]));
    }
    char *before = state(game);
    /* The end of the game is no error: no player to act, HDZ_OK, no message. */
    uint32_t player = 99;
    OK(hdz_game_current_player(game, &player));
    EXPECT(player == HDZ_NONE && !message_set(), "player to act after the end: %u", (unsigned)player);
    EXPECT_STATUS(hdz_game_apply(game, 0), HDZ_GAME_OVER, "over");
    EXPECT_STATUS(hdz_game_apply(game, info->num_actions - 1), HDZ_GAME_OVER, "over");
    EXPECT_STATUS(hdz_game_apply_for(game, 0, 0), HDZ_GAME_OVER, "over");
    EXPECT_STATUS(hdz_game_check(game, HDZ_NONE, 0), HDZ_GAME_OVER, "over");
    HdzBot *bot = NULL;
    OK(hdz_bot_new(kind, "random", 1, &bot));
    uint32_t id = 77;
    EXPECT_STATUS(hdz_bot_choose(bot, game, &id), HDZ_GAME_OVER, "over");
    EXPECT(id == 77, "a choice was written after the end");
    hdz_bot_free(bot);
    uint32_t phase = 99;
    const char *name = NULL;
    OK(hdz_game_phase(game, &phase));
    OK(hdz_phase_name(kind, phase, &name));
    EXPECT(strcmp(name, "over") == 0, "phase after the end: %s", name);
    char *after = state(game);
    EXPECT(strcmp(before, after) == 0, "moves after the end changed the game");
    free(before);
    free(after);
    hdz_game_free(game);
}

static void bot_errors(uint32_t kind, HdzGame *game, uint32_t games) {
    HdzBot *bot = NULL;
    EXPECT_STATUS(hdz_bot_new(kind, "nobody", 1, &bot), HDZ_INVALID_ARGUMENT, "known: random, ");
    EXPECT_STATUS(hdz_bot_new(kind, "ismcts:0", 1, &bot), HDZ_INVALID_ARGUMENT, "unknown bot");
    /* One spelling per budget: no leading zeros, sign or spaces. */
    EXPECT_STATUS(hdz_bot_new(kind, "ismcts:05", 1, &bot), HDZ_INVALID_ARGUMENT, "unknown bot");
    EXPECT_STATUS(hdz_bot_new(kind, "ismcts:+5", 1, &bot), HDZ_INVALID_ARGUMENT, "unknown bot");
    EXPECT_STATUS(hdz_bot_new(kind, "ismcts: 5", 1, &bot), HDZ_INVALID_ARGUMENT, "unknown bot");
    EXPECT_STATUS(hdz_bot_new(kind, "gr\xe9"
                                    "edy",
                              1, &bot),
                  HDZ_INVALID_ARGUMENT, "UTF-8");
    EXPECT_STATUS(hdz_bot_new(games, "random", 1, &bot), HDZ_INVALID_ARGUMENT, "is not a game kind");
    EXPECT_STATUS(hdz_bot_new_timed(kind, 0, 1, &bot), HDZ_INVALID_ARGUMENT, "1 to 10000 ms");
    EXPECT_STATUS(hdz_bot_new_timed(kind, HDZ_MAX_BOT_MILLISECONDS + 1, 1, &bot), HDZ_INVALID_ARGUMENT, "ms");
    EXPECT(bot == NULL, "a bot was written by a failed call");
    OK(hdz_bot_new(kind, "greedy", 1, &bot));
    char *before = state(game);
    uint32_t id = 12345;
    OK(hdz_bot_choose(bot, game, &id));
    EXPECT(hdz_game_check(game, HDZ_NONE, id) == HDZ_OK, "the bot chose the illegal action %u", (unsigned)id);
    char *after = state(game);
    EXPECT(strcmp(before, after) == 0, "choosing changed the game");
    free(before);
    free(after);

    /* A bot of another game is refused, naming both games. */
    for (uint32_t other = 0; other < games; other++) {
        if (other == kind) {
            continue;
        }
        HdzBot *foreign = NULL;
        OK(hdz_bot_new(other, "random", 1, &foreign));
        id = 12345;
        EXPECT_STATUS(hdz_bot_choose(foreign, game, &id), HDZ_INVALID_ARGUMENT, "cannot play a game of");
        EXPECT(id == 12345, "an action was written by a failed call");
        hdz_bot_free(foreign);
    }

    /* A view of a seat that does not decide: no moves, not an error; no hint. */
    uint32_t deciding = 0, players = 0;
    OK(hdz_game_current_player(game, &deciding));
    OK(hdz_game_players(game, &players));
    HdzView *waiting = NULL;
    OK(hdz_game_view(game, (deciding + 1) % players, &waiting));
    size_t count = 77;
    OK(hdz_view_legal_moves(waiting, NULL, 0, &count));
    EXPECT(count == 0, "a seat that does not decide lists %zu moves", count);
    EXPECT_STATUS(hdz_bot_choose_from_view(bot, waiting, &id), HDZ_NOT_YOUR_TURN, "decides now");
    EXPECT(id == 12345, "an action was written by a failed call");
    hdz_view_free(waiting);
    hdz_bot_free(bot);
}

static void *other_thread(void *arg) {
    char *seen = arg;
    /* A fresh thread has no error, whatever the main thread's last call did. */
    strncpy(seen, hdz_last_error_message(), 63);
    (void)hdz_game_apply(NULL, 0);
    return NULL;
}

static void thread_local_errors(uint32_t kind) {
    EXPECT_STATUS(hdz_game_new(kind, 99, 1, &(HdzGame *){NULL}), HDZ_SETUP_ERROR, "99");
    char seen[64] = "unset";
    pthread_t thread;
    EXPECT(pthread_create(&thread, NULL, other_thread, seen) == 0, "pthread_create");
    EXPECT(pthread_join(thread, NULL) == 0, "pthread_join");
    EXPECT(seen[0] == '\0', "another thread saw the message \"%s\"", seen);
    EXPECT(strstr(hdz_last_error_message(), "99") != NULL, "the other thread's error replaced this one's: %s",
           hdz_last_error_message());
}

static void names(void) {
    EXPECT(strcmp(hdz_status_name(HDZ_OK), "HDZ_OK") == 0, "name of HDZ_OK");
    EXPECT(strcmp(hdz_status_name(HDZ_ILLEGAL_MOVE), "HDZ_ILLEGAL_MOVE") == 0, "name of HDZ_ILLEGAL_MOVE");
    EXPECT(strcmp(hdz_status_name(HDZ_PANIC), "HDZ_PANIC") == 0, "name of HDZ_PANIC");
    EXPECT(strcmp(hdz_status_name(-3), "HDZ_UNKNOWN_STATUS") == 0, "name of -3");
    EXPECT(strcmp(hdz_status_name(1000), "HDZ_UNKNOWN_STATUS") == 0, "name of 1000");
    EXPECT(hdz_version()[0] >= '0' && hdz_version()[0] <= '9', "version \"%s\"", hdz_version());
}

int main(void) {
    HdzGameKindInfo games[MAX_GAMES];
    uint32_t count = list_games(games);
    for (uint32_t kind = 0; kind < count; kind++) {
        checks_for((int)kind);
        const HdzGameKindInfo *info = &games[kind];
        HdzGame *game = NULL;
        OK(hdz_game_new(kind, info->max_players, 2026, &game));
        null_pointers(kind, game);
        setup_errors(kind, info);
        move_errors(game, info);
        buffer_errors(kind, info);
        document_errors(kind, game, info, count);
        bot_errors(kind, game, count);
        hdz_game_free(game);
        game_over_errors(kind, info);
        thread_local_errors(kind);
    }
    checks_for(-1);
    names();
    return report("test_errors", games, count);
}
