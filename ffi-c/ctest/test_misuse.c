/*
 * The C API's defences against misuse, for every game the library lists, one function per point:
 *   - the last error message copied into the caller's buffer, which outlives later calls;
 *   - one size-query rule for every buffer-writing function;
 *   - a seat's view in its forms (a handle made from the game, one loaded from the view JSON, a
 *     clone, the JSON) agreeing with each other and with the game;
 *   - the player to act: the seat that decides while the game runs, HDZ_NONE with HDZ_OK once it
 *     is over (the end is no error), in step with is_over;
 *   - structs without padding: identical games give byte-identical outcomes, legal moves and
 *     observations whatever the buffers held before.
 *
 *   usage: test_misuse
 */
#include <inttypes.h>
#include <string.h>

#include "check.h"

/* Plays the move at index `pick` of the legal moves (modulo their number); 0 once over. */
static int play(HdzGame *game, size_t pick) {
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    if (count == 0) {
        return 0;
    }
    OK(hdz_game_apply(game, ids[pick % count]));
    return 1;
}

static void error_message_copy(uint32_t kind, const HdzGameKindInfo *info) {
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, info->min_players, 1, &game));

    /* The failing call first, then the copy: the copy is the caller's and outlives any call. */
    HdzStatus status = hdz_game_apply(game, info->num_actions + 5);
    EXPECT(status == HDZ_UNKNOWN_ACTION, "an unknown id gave %s", hdz_status_name(status));
    size_t size = 0;
    EXPECT(hdz_last_error_message_copy(NULL, 0, &size) == HDZ_BUFFER_TOO_SMALL, "a size query");
    EXPECT(size == strlen(hdz_last_error_message()) + 1, "size %zu for \"%s\"", size, hdz_last_error_message());
    char *copy = (char *)malloc(size);
    if (copy == NULL) {
        exit(1);
    }
    memset(copy, 'x', size);
    size_t needed = 0;
    EXPECT(hdz_last_error_message_copy(copy, size - 1, &needed) == HDZ_BUFFER_TOO_SMALL && needed == size &&
               copy[0] == 'x',
           "one byte short: needed %zu, first byte %c", needed, copy[0]);
    size_t got = 0;
    EXPECT(hdz_last_error_message_copy(copy, size, &got) == HDZ_OK && got == size && copy[size - 1] == '\0',
           "an exact buffer: %zu bytes", got);
    EXPECT(strcmp(copy, hdz_last_error_message()) == 0, "the copy \"%s\" differs", copy);
    EXPECT(strncmp(copy, "hdz_game_apply: ", 16) == 0, "the message names the call: %s", copy);

    /* Another failure replaces the library's message; the copy stays. */
    EXPECT(hdz_game_apply(game, 100000) == HDZ_UNKNOWN_ACTION, "100000 is no action");
    EXPECT(strstr(hdz_last_error_message(), "100000") != NULL, "the new message: %s", hdz_last_error_message());
    EXPECT(strncmp(copy, "hdz_game_apply: ", 16) == 0 && strstr(copy, "100000") == NULL, "the copy changed: %s",
           copy);
    char line[600];
    snprintf(line, sizeof line, "%s: %s", hdz_status_name(status), copy);
    EXPECT(strncmp(line, "HDZ_UNKNOWN_ACTION: hdz_game_apply: ", 36) == 0, "the line: %s", line);

    /* The copy function never changes the message, not even when it fails itself. */
    char before[600];
    snprintf(before, sizeof before, "%s", hdz_last_error_message());
    EXPECT(hdz_last_error_message_copy(NULL, 4, &got) == HDZ_NULL_POINTER, "NULL with a capacity");
    EXPECT(hdz_last_error_message_copy(copy, size, NULL) == HDZ_NULL_POINTER, "NULL size");
    EXPECT(strcmp(before, hdz_last_error_message()) == 0, "a failed copy changed the message to \"%s\"",
           hdz_last_error_message());

    /* After a success the message is "": one byte. */
    uint32_t players = 0;
    OK(hdz_game_players(game, &players));
    char small[4] = {'x', 'x', 'x', 'x'};
    EXPECT(hdz_last_error_message_copy(small, sizeof small, &got) == HDZ_OK && got == 1 && small[0] == '\0',
           "the empty message: %zu bytes", got);
    free(copy);
    hdz_game_free(game);
}

static void size_queries(uint32_t kind, const HdzGameKindInfo *info) {
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, info->min_players, 4, &game));
    play(game, 1);
    uint32_t deciding = 0;
    OK(hdz_game_current_player(game, &deciding));
    char *json = NULL;
    OK(hdz_game_view_json(game, deciding, &json));
    HdzView *view = NULL;
    OK(hdz_view_from_json(kind, json, &view));
    hdz_string_free(json);

    /* NULL with capacity 0 asks for the size: never HDZ_NULL_POINTER. */
    size_t moves = 0, view_moves = 0, len = 0, view_len = 0, message = 0;
    EXPECT(hdz_game_legal_moves(game, NULL, 0, &moves) == HDZ_BUFFER_TOO_SMALL && moves > 0, "legal moves");
    EXPECT(hdz_view_legal_moves(view, NULL, 0, &view_moves) == HDZ_BUFFER_TOO_SMALL && view_moves == moves,
           "the view's legal moves: %zu", view_moves);
    EXPECT(hdz_game_observation(game, 0, NULL, 0, &len) == HDZ_BUFFER_TOO_SMALL && len == info->observation_size,
           "observation: %s", hdz_last_error_message());
    EXPECT(hdz_view_observation(view, NULL, 0, &view_len) == HDZ_BUFFER_TOO_SMALL && view_len == len,
           "the view's observation");
    EXPECT(hdz_last_error_message_copy(NULL, 0, &message) == HDZ_BUFFER_TOO_SMALL && message > 1,
           "the message of the observation's size query");
    /* NULL with a capacity is a NULL pointer for every one of them; no count is written. */
    size_t count = 77;
    EXPECT(hdz_game_legal_moves(game, NULL, 5, &count) == HDZ_NULL_POINTER, "legal moves");
    EXPECT(hdz_view_legal_moves(view, NULL, 5, &count) == HDZ_NULL_POINTER, "view legal moves");
    EXPECT(hdz_game_observation(game, 0, NULL, 5, &count) == HDZ_NULL_POINTER, "observation");
    EXPECT(hdz_view_observation(view, NULL, 5, &count) == HDZ_NULL_POINTER, "view observation");
    EXPECT(hdz_last_error_message_copy(NULL, 5, &count) == HDZ_NULL_POINTER, "message");
    EXPECT(count == 77, "a refused call wrote the count %zu", count);
    /* An empty result fits a size query: the moves of a seat that does not decide. */
    uint32_t players = 0;
    OK(hdz_game_players(game, &players));
    HdzView *waiting = NULL;
    OK(hdz_game_view(game, (deciding + 1) % players, &waiting));
    size_t none = 77;
    OK(hdz_view_legal_moves(waiting, NULL, 0, &none));
    EXPECT(none == 0, "a waiting seat has %zu moves", none);
    hdz_view_free(waiting);
    hdz_view_free(view);
    hdz_game_free(game);
}

/* A seat's view as a handle made from the game, a handle loaded from the JSON and a clone: the
 * same JSON, moves, observation and answers, which are the game's. */
static void view_forms(uint32_t kind, const HdzGameKindInfo *info) {
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, info->max_players, 8, &game));
    for (size_t step = 0; step < 9 && play(game, step); step++) {
    }
    uint32_t deciding = 0;
    OK(hdz_game_current_player(game, &deciding));
    static float tensors[3][HDZ_MAX_OBSERVATION_SIZE], from_game[HDZ_MAX_OBSERVATION_SIZE];
    for (uint32_t seat = 0; seat < info->max_players; seat++) {
        char *json = NULL;
        OK(hdz_game_view_json(game, seat, &json));
        HdzView *views[3] = {NULL, NULL, NULL};
        OK(hdz_game_view(game, seat, &views[0]));
        OK(hdz_view_from_json(kind, json, &views[1]));
        OK(hdz_view_clone(views[1], &views[2]));
        size_t game_len = 0;
        OK(hdz_game_observation(game, seat, from_game, HDZ_MAX_OBSERVATION_SIZE, &game_len));
        for (int form = 0; form < 3; form++) {
            char *text = NULL;
            OK(hdz_view_to_json(views[form], &text));
            EXPECT(strcmp(text, json) == 0, "seat %u form %d: the view's JSON differs", seat, form);
            hdz_string_free(text);
            uint32_t value = 99;
            OK(hdz_view_seat(views[form], &value));
            EXPECT(value == seat, "seat %u form %d: seat %u", seat, form, value);
            OK(hdz_view_current_player(views[form], &value));
            EXPECT(value == deciding, "seat %u form %d: the player to act", seat, form);
            HdzGameKind view_kind = HDZ_GAME_KIND_LE_BARON;
            OK(hdz_view_kind(views[form], &view_kind));
            EXPECT((uint32_t)view_kind == kind, "seat %u form %d: the kind", seat, form);
            size_t len = 0;
            OK(hdz_view_observation(views[form], tensors[form], HDZ_MAX_OBSERVATION_SIZE, &len));
            EXPECT(len == game_len && memcmp(tensors[form], from_game, len * sizeof(float)) == 0,
                   "seat %u form %d: the observation differs from the game's", seat, form);
        }
        /* Each name reports failures as itself. */
        EXPECT(hdz_view_clone(NULL, &views[0]) == HDZ_NULL_POINTER &&
                   strncmp(hdz_last_error_message(), "hdz_view_clone: ", 16) == 0,
               "message %s", hdz_last_error_message());
        for (int form = 0; form < 3; form++) {
            hdz_view_free(views[form]);
        }
        hdz_string_free(json);
    }
    hdz_game_free(game);
}

static void player_to_act(uint32_t kind, const HdzGameKindInfo *info) {
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, info->min_players, 3, &game));
    uint32_t player = 99;
    OK(hdz_game_current_player(game, &player));
    EXPECT(player < info->min_players, "seat %" PRIu32 " decides first", player);
    size_t step = 0;
    while (play(game, step++)) {
        OK(hdz_game_current_player(game, &player));
        bool over = false;
        OK(hdz_game_is_over(game, &over));
        EXPECT((player == HDZ_NONE) == over, "player %" PRIu32 " while over is %d", player, over);
    }
    player = 99;
    EXPECT(hdz_game_current_player(game, &player) == HDZ_OK && player == HDZ_NONE, "after the end: %" PRIu32,
           player);
    EXPECT(hdz_last_error_message()[0] == '\0', "the end set the message \"%s\"", hdz_last_error_message());
    hdz_game_free(game);
}

static void byte_identical_structs(uint32_t kind, const HdzGameKindInfo *info) {
    HdzGame *a = NULL;
    HdzGame *b = NULL;
    OK(hdz_game_new(kind, info->max_players, 77, &a));
    OK(hdz_game_new(kind, info->max_players, 77, &b));
    static uint32_t ids_a[HDZ_MAX_LEGAL_MOVES], ids_b[HDZ_MAX_LEGAL_MOVES];
    unsigned steps = 0;
    for (;;) {
        memset(ids_a, 0x00, sizeof ids_a);
        memset(ids_b, 0xFF, sizeof ids_b);
        size_t count_a = 0, count_b = 0;
        OK(hdz_game_legal_moves(a, ids_a, HDZ_MAX_LEGAL_MOVES, &count_a));
        OK(hdz_game_legal_moves(b, ids_b, HDZ_MAX_LEGAL_MOVES, &count_b));
        EXPECT(count_a == count_b && memcmp(ids_a, ids_b, count_a * sizeof ids_a[0]) == 0, "step %u: ids differ",
               steps);
        HdzOutcome outcome_a, outcome_b;
        memset(&outcome_a, 0x00, sizeof outcome_a);
        memset(&outcome_b, 0xFF, sizeof outcome_b);
        OK(hdz_game_outcome(a, &outcome_a));
        OK(hdz_game_outcome(b, &outcome_b));
        EXPECT(memcmp(&outcome_a, &outcome_b, sizeof outcome_a) == 0, "step %u: outcome bytes differ", steps);
        if (count_a == 0) {
            break;
        }
        OK(hdz_game_apply(a, ids_a[steps % count_a]));
        OK(hdz_game_apply(b, ids_a[steps % count_a]));
        steps++;
    }
    EXPECT(steps > 10, "only %u steps", steps);
    HdzGameKindInfo info_a, info_b;
    memset(&info_a, 0x00, sizeof info_a);
    memset(&info_b, 0xFF, sizeof info_b);
    OK(hdz_game_kind_info(kind, &info_a));
    OK(hdz_game_kind_info(kind, &info_b));
    EXPECT(memcmp(&info_a, &info_b, sizeof info_a) == 0, "kind info bytes differ");
    hdz_game_free(a);
    hdz_game_free(b);
}

int main(void) {
    HdzGameKindInfo games[MAX_GAMES];
    uint32_t count = list_games(games);
    for (uint32_t kind = 0; kind < count; kind++) {
        checks_for((int)kind);
        error_message_copy(kind, &games[kind]);
        size_queries(kind, &games[kind]);
        view_forms(kind, &games[kind]);
        player_to_act(kind, &games[kind]);
        byte_identical_structs(kind, &games[kind]);
    }
    return report("test_misuse", games, count);
}
