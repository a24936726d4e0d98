/*
 * The C API's defences against misuse, one function per point:
 *   - the last error message copied into the caller's buffer, which outlives later calls;
 *   - the three forms of a seat's view under names that say what they return, and the old names
 *     still working (deprecated);
 *   - move constructors giving the action id of a move, the reverse of hdz_action_describe;
 *   - the player to act once the game is over: HDZ_OK and HDZ_NONE, no error;
 *   - one size-query rule for every buffer-writing function;
 *   - structs without padding: identical games give byte-identical event buffers.
 */
#include <inttypes.h>
#include <string.h>

#include "check.h"

/* Plays the first legal move; returns 0 once the game is over. */
static int play_first(HdzGame *game) {
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    if (count == 0) {
        return 0;
    }
    OK(hdz_game_apply(game, ids[0]));
    return 1;
}

static void error_message_copy(void) {
    HdzGame *game = NULL;
    OK(hdz_game_new(3, 1, &game));

    /* The failing call first, then the copy: the copy is the caller's and outlives any call. */
    HdzStatus status = hdz_game_apply(game, 809);
    EXPECT(status == HDZ_ILLEGAL_MOVE, "agreeing to no swap request gave %s", hdz_status_name(status));
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
    EXPECT(hdz_game_apply(game, 5000) == HDZ_UNKNOWN_ACTION, "5000 is no action");
    EXPECT(strstr(hdz_last_error_message(), "5000") != NULL, "the new message: %s", hdz_last_error_message());
    EXPECT(strncmp(copy, "hdz_game_apply: ", 16) == 0 && strstr(copy, "5000") == NULL, "the copy changed: %s", copy);
    char line[600];
    snprintf(line, sizeof line, "%s: %s", hdz_status_name(status), copy);
    EXPECT(strncmp(line, "HDZ_ILLEGAL_MOVE: hdz_game_apply: ", 34) == 0, "the issue's line: %s", line);

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

static void view_forms(void) {
    HdzGame *game = NULL;
    OK(hdz_game_new(4, 8, &game));
    for (int step = 0; step < 30 && play_first(game); step++) {
    }
    static HdzView by_struct, by_old_name, from_handle, from_old_handle;
    for (uint32_t seat = 0; seat < 4; seat++) {
        memset(&by_struct, 0x11, sizeof by_struct);
        memset(&by_old_name, 0x22, sizeof by_old_name);
        memset(&from_handle, 0x33, sizeof from_handle);
        memset(&from_old_handle, 0x44, sizeof from_old_handle);
        HdzPlayerView *handle = NULL;
        HdzPlayerView *old_handle = NULL;
        OK(hdz_game_view_struct(game, seat, &by_struct));
        OK(hdz_game_view_handle(game, seat, &handle));
        OK(hdz_player_view_struct(handle, &from_handle));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        OK(hdz_game_view(game, seat, &by_old_name));
        OK(hdz_game_player_view(game, seat, &old_handle));
        OK(hdz_player_view_get(old_handle, &from_old_handle));
#pragma GCC diagnostic pop
        EXPECT(memcmp(&by_struct, &by_old_name, sizeof by_struct) == 0, "seat %u: the old name differs", seat);
        EXPECT(memcmp(&by_struct, &from_handle, sizeof by_struct) == 0, "seat %u: the handle differs", seat);
        EXPECT(memcmp(&by_struct, &from_old_handle, sizeof by_struct) == 0, "seat %u: old handle", seat);
        char *json = NULL;
        char *handle_json = NULL;
        OK(hdz_game_view_json(game, seat, &json));
        OK(hdz_player_view_to_json(handle, &handle_json));
        EXPECT(strcmp(json, handle_json) == 0, "seat %u: the handle's JSON differs", seat);
        hdz_string_free(json);
        hdz_string_free(handle_json);
        hdz_player_view_free(handle);
        hdz_player_view_free(old_handle);
    }
    /* Each name reports failures as itself. */
    HdzPlayerView *none = NULL;
    EXPECT(hdz_game_view_handle(NULL, 0, &none) == HDZ_NULL_POINTER &&
               strncmp(hdz_last_error_message(), "hdz_game_view_handle: ", 22) == 0,
           "message %s", hdz_last_error_message());
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    EXPECT(hdz_game_player_view(NULL, 0, &none) == HDZ_NULL_POINTER &&
               strncmp(hdz_last_error_message(), "hdz_game_player_view: ", 22) == 0,
           "message %s", hdz_last_error_message());
#pragma GCC diagnostic pop
    hdz_game_free(game);
}

/* The id a move constructor gives for the move `move` describes, by its kind. */
static HdzStatus construct(const HdzMove *move, uint32_t *id) {
    switch (move->kind) {
    case HDZ_MOVE_KIND_PLAY:
        return hdz_action_play(move->card, id);
    case HDZ_MOVE_KIND_TAKE:
        return hdz_action_take(move->cell, id);
    case HDZ_MOVE_KIND_MARK:
        return hdz_action_mark(move->cell, id);
    case HDZ_MOVE_KIND_DOG:
        return hdz_action_dog(move->cell, move->to_cell, id);
    case HDZ_MOVE_KIND_PASS_DOG:
        return hdz_action_pass_dog(id);
    case HDZ_MOVE_KIND_ANSWER:
        return hdz_action_answer(move->answer, id);
    }
    return HDZ_INVALID_ARGUMENT;
}

static void move_constructors(void) {
    for (uint32_t id = 0; id < HDZ_NUM_ACTIONS; id++) {
        HdzMove move;
        OK(hdz_action_describe(id, &move));
        uint32_t back = UINT32_MAX;
        uint32_t by_kind = UINT32_MAX;
        OK(hdz_action_from_move(&move, &back));
        OK(construct(&move, &by_kind));
        EXPECT(back == id && by_kind == id, "id %" PRIu32 ": from_move %" PRIu32 ", by kind %" PRIu32, id, back,
               by_kind);
    }
    uint32_t id = 0;
    OK(hdz_action_take(2 * 7 + 3, &id));
    EXPECT(id == 121 + 17, "take (2,3) is %" PRIu32, id);
    OK(hdz_action_dog(0 * 7 + 4, 0 * 7 + 1, &id));
    char *text = NULL;
    OK(hdz_action_to_string(id, &text));
    EXPECT(strcmp(text, "dog (0,4) -> (0,1)") == 0, "the dog move reads \"%s\"", text);
    hdz_string_free(text);

    /* A whole game played by constructing each chosen move from its description. */
    HdzGame *game = NULL;
    OK(hdz_game_new(3, 21, &game));
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    unsigned moves = 0;
    for (;;) {
        OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
        if (count == 0) {
            break;
        }
        HdzMove chosen;
        OK(hdz_action_describe(ids[moves % count], &chosen));
        uint32_t built = UINT32_MAX;
        OK(construct(&chosen, &built));
        OK(hdz_game_check(game, built));
        OK(hdz_game_apply(game, built));
        moves++;
    }
    EXPECT(moves > 50, "only %u moves", moves);
    hdz_game_free(game);

    /* Arguments out of range: HDZ_INVALID_ARGUMENT, a message, nothing written. */
    id = 4242;
    EXPECT(hdz_action_play(HDZ_NUM_CARDS, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "card 121");
    EXPECT(strstr(hdz_last_error_message(), "not a card id") != NULL, "message %s", hdz_last_error_message());
    EXPECT(hdz_action_take(HDZ_NUM_CELLS, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "cell 49");
    EXPECT(hdz_action_mark(UINT32_MAX, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "a huge cell");
    EXPECT(hdz_action_dog(10, 10, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "a dog move in place");
    EXPECT(hdz_action_dog(0, 8, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "a diagonal dog move");
    EXPECT(strstr(hdz_last_error_message(), "same row or column") != NULL, "message %s", hdz_last_error_message());
    HdzMove bad;
    OK(hdz_action_describe(0, &bad));
    bad.card = 200;
    EXPECT(hdz_action_from_move(&bad, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "a move with card 200");
    /* A kind that is not an HdzMoveKind, written as C may write it. */
    uint32_t raw_kind = 6;
    memcpy(&bad.kind, &raw_kind, sizeof raw_kind);
    EXPECT(hdz_action_from_move(&bad, &id) == HDZ_INVALID_ARGUMENT && id == 4242, "kind 6");
    EXPECT(strstr(hdz_last_error_message(), "not a move kind") != NULL, "message %s", hdz_last_error_message());
    EXPECT(hdz_action_from_move(NULL, &id) == HDZ_NULL_POINTER, "NULL move");
    EXPECT(hdz_action_pass_dog(NULL) == HDZ_NULL_POINTER, "NULL out");
}

static void player_to_act(void) {
    HdzGame *game = NULL;
    OK(hdz_game_new(2, 3, &game));
    uint32_t player = 99;
    OK(hdz_game_player_to_act(game, &player));
    EXPECT(player < 2, "seat %" PRIu32 " decides first", player);
    while (play_first(game)) {
        OK(hdz_game_player_to_act(game, &player));
        bool over = false;
        OK(hdz_game_is_over(game, &over));
        EXPECT((player == HDZ_NONE) == over, "player %" PRIu32 " while over is %d", player, over);
    }
    player = 99;
    EXPECT(hdz_game_player_to_act(game, &player) == HDZ_OK && player == HDZ_NONE, "after the end: %" PRIu32,
           player);
    EXPECT(hdz_last_error_message()[0] == '\0', "the end set the message \"%s\"", hdz_last_error_message());
    player = 99;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    EXPECT(hdz_game_current_player(game, &player) == HDZ_GAME_OVER && player == 99,
           "the deprecated name keeps its old behaviour");
#pragma GCC diagnostic pop
    hdz_game_free(game);
}

static void size_queries(void) {
    HdzGame *game = NULL;
    OK(hdz_game_new(3, 4, &game));
    OK(play_first(game) ? HDZ_OK : HDZ_GAME_OVER);
    uint32_t deciding = 0;
    OK(hdz_game_player_to_act(game, &deciding));
    char *json = NULL;
    OK(hdz_game_view_json(game, deciding, &json));
    HdzPlayerView *view = NULL;
    OK(hdz_player_view_from_json(json, &view));
    hdz_string_free(json);

    /* NULL with capacity 0 asks for the size: never HDZ_NULL_POINTER. */
    size_t moves = 0;
    size_t view_moves = 0;
    size_t events = 0;
    size_t message = 0;
    EXPECT(hdz_game_legal_moves(game, NULL, 0, &moves) == HDZ_BUFFER_TOO_SMALL && moves > 0, "legal moves");
    EXPECT(hdz_player_view_legal_moves(view, NULL, 0, &view_moves) == HDZ_BUFFER_TOO_SMALL && view_moves == moves,
           "the view's legal moves: %zu", view_moves);
    EXPECT(hdz_game_last_events(game, NULL, 0, &events) == HDZ_BUFFER_TOO_SMALL && events > 0, "events");
    EXPECT(hdz_game_observation(game, 0, NULL, 0) == HDZ_BUFFER_TOO_SMALL, "observation: %s",
           hdz_last_error_message());
    EXPECT(hdz_last_error_message_copy(NULL, 0, &message) == HDZ_BUFFER_TOO_SMALL && message > 1,
           "the message of the observation's size query");
    /* NULL with a capacity is a NULL pointer for every one of them; no count is written. */
    size_t count = 77;
    EXPECT(hdz_game_legal_moves(game, NULL, 5, &count) == HDZ_NULL_POINTER, "legal moves");
    EXPECT(hdz_player_view_legal_moves(view, NULL, 5, &count) == HDZ_NULL_POINTER, "view legal moves");
    EXPECT(hdz_game_last_events(game, NULL, 5, &count) == HDZ_NULL_POINTER, "events");
    EXPECT(hdz_game_observation(game, 0, NULL, 5) == HDZ_NULL_POINTER, "observation");
    EXPECT(hdz_last_error_message_copy(NULL, 5, &count) == HDZ_NULL_POINTER, "message");
    EXPECT(count == 77, "a refused call wrote the count %zu", count);
    /* An empty result fits a size query. */
    HdzGame *fresh = NULL;
    OK(hdz_game_new(3, 4, &fresh));
    size_t none = 77;
    OK(hdz_game_last_events(fresh, NULL, 0, &none));
    EXPECT(none == 0, "a new game has %zu events", none);
    hdz_game_free(fresh);
    hdz_player_view_free(view);
    hdz_game_free(game);
}

static void byte_identical_structs(void) {
    HdzGame *a = NULL;
    HdzGame *b = NULL;
    OK(hdz_game_new(4, 77, &a));
    OK(hdz_game_new(4, 77, &b));
    static HdzEvent events_a[HDZ_MAX_EVENTS], events_b[HDZ_MAX_EVENTS];
    EXPECT(sizeof(HdzEvent) == sizeof(HdzEventKind) + 12, "HdzEvent has padding: %zu bytes", sizeof(HdzEvent));
    unsigned steps = 0;
    while (play_first(a)) {
        OK(play_first(b) ? HDZ_OK : HDZ_GAME_OVER);
        memset(events_a, 0x00, sizeof events_a);
        memset(events_b, 0xFF, sizeof events_b);
        size_t count_a = 0;
        size_t count_b = 0;
        OK(hdz_game_last_events(a, events_a, HDZ_MAX_EVENTS, &count_a));
        OK(hdz_game_last_events(b, events_b, HDZ_MAX_EVENTS, &count_b));
        EXPECT(count_a == count_b && count_a > 0, "step %u: %zu and %zu events", steps, count_a, count_b);
        EXPECT(memcmp(events_a, events_b, count_a * sizeof(HdzEvent)) == 0, "step %u: event bytes differ", steps);
        for (size_t i = 0; i < count_a; i++) {
            EXPECT(events_a[i].reserved[0] == 0 && events_a[i].reserved[1] == 0 && events_a[i].reserved[2] == 0,
                   "step %u: reserved bytes", steps);
        }
        steps++;
    }
    EXPECT(steps > 50, "only %u steps", steps);
    HdzScores scores_a, scores_b;
    memset(&scores_a, 0x00, sizeof scores_a);
    memset(&scores_b, 0xFF, sizeof scores_b);
    OK(hdz_game_scores(a, &scores_a));
    OK(hdz_game_scores(b, &scores_b));
    EXPECT(memcmp(&scores_a, &scores_b, sizeof scores_a) == 0, "score bytes differ");
    for (uint32_t card = 0; card < HDZ_NUM_CARDS; card++) {
        HdzCard card_a, card_b;
        memset(&card_a, 0x00, sizeof card_a);
        memset(&card_b, 0xFF, sizeof card_b);
        OK(hdz_game_card_info(a, card, &card_a));
        OK(hdz_game_card_info(b, card, &card_b));
        EXPECT(memcmp(&card_a, &card_b, sizeof card_a) == 0, "card %" PRIu32 ": bytes differ", card);
    }
    hdz_game_free(a);
    hdz_game_free(b);
}

int main(void) {
    error_message_copy();
    view_forms();
    move_constructors();
    player_to_act();
    size_queries();
    byte_identical_structs();
    printf("test_misuse: %d checks, %d failures\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
