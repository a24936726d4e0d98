/*
 * Feeds the C API what a careless caller would: NULL pointers, wrong player counts, out-of-range
 * and illegal action ids, buffers that are too small, garbage and inconsistent JSON. Each call
 * must return a precise status with a message, write no out-parameter and change no game.
 * Also checks that the error message is per thread and cleared by a successful call.
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

/* Memory whose address marks out-parameters that a failed call must not write. */
static int marker_target;

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

static void null_pointers(HdzGame *game) {
    HdzGame *out_game = NULL;
    char *text = NULL;
    uint32_t ids[4] = {0};
    size_t count = 77;
    uint32_t u = 77;
    bool flag = false;
    HdzPhase phase = HDZ_PHASE_OVER;
    HdzScores scores;
    HdzEvent events[2];
    memset(&scores, 0xAB, sizeof scores);

    EXPECT_STATUS(hdz_game_new(4, 1, NULL), HDZ_NULL_POINTER, "out_game");
    EXPECT_STATUS(hdz_game_with_options(NULL, 1, &out_game), HDZ_NULL_POINTER, "options_json");
    EXPECT_STATUS(hdz_game_with_options("{}", 1, NULL), HDZ_NULL_POINTER, "out_game");
    EXPECT_STATUS(hdz_game_from_json(NULL, &out_game), HDZ_NULL_POINTER, "json");
    EXPECT_STATUS(hdz_game_from_json("{}", NULL), HDZ_NULL_POINTER, "out_game");
    EXPECT_STATUS(hdz_game_clone(NULL, &out_game), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_clone(game, NULL), HDZ_NULL_POINTER, "out_game");
    EXPECT_STATUS(hdz_default_options_json(4, NULL), HDZ_NULL_POINTER, "out_json");
    EXPECT_STATUS(hdz_game_players(NULL, &u), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_players(game, NULL), HDZ_NULL_POINTER, "out_players");
    EXPECT_STATUS(hdz_game_player_to_act(NULL, &u), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_player_to_act(game, NULL), HDZ_NULL_POINTER, "out_player");
    EXPECT_STATUS(hdz_game_is_over(NULL, &flag), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_is_over(game, NULL), HDZ_NULL_POINTER, "out_over");
    EXPECT_STATUS(hdz_game_phase(NULL, &phase), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_phase(game, NULL), HDZ_NULL_POINTER, "out_phase");
    EXPECT_STATUS(hdz_game_legal_moves(NULL, ids, 4, &count), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_legal_moves(game, NULL, 4, &count), HDZ_NULL_POINTER, "out_ids");
    EXPECT_STATUS(hdz_game_legal_moves(game, ids, 4, NULL), HDZ_NULL_POINTER, "out_count");
    EXPECT_STATUS(hdz_game_check(NULL, 0), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_apply(NULL, 0), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_apply_for(NULL, 0, 0), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_scores(NULL, &scores), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_scores(game, NULL), HDZ_NULL_POINTER, "out_scores");
    EXPECT_STATUS(hdz_game_last_events(NULL, events, 2, &count), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_last_events(game, NULL, 2, &count), HDZ_NULL_POINTER, "out_events");
    EXPECT_STATUS(hdz_game_last_events(game, events, 2, NULL), HDZ_NULL_POINTER, "out_count");
    EXPECT_STATUS(hdz_game_last_events_json(NULL, &text), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_last_events_json(game, NULL), HDZ_NULL_POINTER, "out_json");
    EXPECT_STATUS(hdz_game_view_json(NULL, 0, &text), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_view_json(game, 0, NULL), HDZ_NULL_POINTER, "out_json");
    EXPECT_STATUS(hdz_game_to_json(NULL, &text), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_to_json(game, NULL), HDZ_NULL_POINTER, "out_json");
    EXPECT_STATUS(hdz_action_to_string(0, NULL), HDZ_NULL_POINTER, "out_text");
    EXPECT_STATUS(hdz_action_describe(0, NULL), HDZ_NULL_POINTER, "out_move");

    EXPECT(out_game == NULL && text == NULL, "an out-parameter was written by a failed call");
    EXPECT(count == 77 && u == 77 && !flag && phase == HDZ_PHASE_OVER, "an out-parameter was written");
    EXPECT(scores.players == 0xAB, "scores were written by a failed call");

    /* Freeing NULL is fine. */
    hdz_game_free(NULL);
    hdz_string_free(NULL);
}

static void setup_errors(void) {
    HdzGame *out = NULL;
    char *text = NULL;
    const uint32_t bad_counts[] = {0, 1, 6, 255, 256, 1000, UINT32_MAX};
    for (size_t i = 0; i < sizeof bad_counts / sizeof bad_counts[0]; i++) {
        EXPECT_STATUS(hdz_game_new(bad_counts[i], 1, &out), HDZ_SETUP_ERROR, "2 to 5 players");
        EXPECT_STATUS(hdz_default_options_json(bad_counts[i], &text), HDZ_SETUP_ERROR, "2 to 5 players");
    }
    EXPECT_STATUS(hdz_game_with_options("", 1, &out), HDZ_INVALID_JSON, "options");
    EXPECT_STATUS(hdz_game_with_options("{\"players\": 4}", 1, &out), HDZ_INVALID_JSON, "missing field");
    EXPECT_STATUS(hdz_game_with_options("\xff\xfe", 1, &out), HDZ_INVALID_JSON, "UTF-8");

    /* Valid JSON, impossible options: start player 9 in a 4-player game. */
    OK(hdz_default_options_json(4, &text));
    char *at = strstr(text, "\"start_player\":0");
    EXPECT(at != NULL, "default options lack start_player 0: %s", text);
    if (at) {
        at[strlen("\"start_player\":")] = '9';
        EXPECT_STATUS(hdz_game_with_options(text, 1, &out), HDZ_SETUP_ERROR, "start player 9");
        at[strlen("\"start_player\":")] = '3';
        OK(hdz_game_with_options(text, 1, &out));
        uint32_t player = 0;
        OK(hdz_game_player_to_act(out, &player));
        EXPECT(player == 3, "start player 3 from options, got %" PRIu32, player);
        hdz_game_free(out);
        out = NULL;
    }
    hdz_string_free(text);
    text = NULL;
    EXPECT(out == NULL, "a game was written by a failed call");
}

static void move_errors(HdzGame *game) {
    char *before = state(game);
    char *events_before = NULL;
    OK(hdz_game_last_events_json(game, &events_before));
    uint32_t player = 0;
    OK(hdz_game_player_to_act(game, &player));
    uint32_t players = 0;
    OK(hdz_game_players(game, &players));

    EXPECT_STATUS(hdz_game_apply(game, HDZ_NUM_ACTIONS), HDZ_UNKNOWN_ACTION, "810 is not an action id");
    EXPECT_STATUS(hdz_game_apply(game, UINT32_MAX), HDZ_UNKNOWN_ACTION, "not an action id");
    EXPECT_STATUS(hdz_game_check(game, 5000), HDZ_UNKNOWN_ACTION, "not an action id");
    /* The game waits for a card to play: a take, a mark, a dog pass, an answer are illegal. */
    EXPECT_STATUS(hdz_game_apply(game, 121), HDZ_ILLEGAL_MOVE, "waiting for a card to play");
    EXPECT_STATUS(hdz_game_apply(game, 219), HDZ_ILLEGAL_MOVE, "waiting for a card to play");
    EXPECT_STATUS(hdz_game_apply(game, 809), HDZ_ILLEGAL_MOVE, "waiting for a card to play");
    EXPECT_STATUS(hdz_game_check(game, 809), HDZ_ILLEGAL_MOVE, "waiting for a card to play");

    /* A card that is not in the current player's hand. */
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    uint32_t absent = 0;
    for (uint32_t card = 0; card < HDZ_NUM_CARDS; card++) {
        int in_hand = 0;
        for (size_t i = 0; i < count; i++) {
            in_hand |= ids[i] == card;
        }
        if (!in_hand) {
            absent = card;
            break;
        }
    }
    EXPECT_STATUS(hdz_game_apply(game, absent), HDZ_ILLEGAL_MOVE, "not in your hand");

    /* Moves for the wrong seat, or for a seat that does not exist. */
    EXPECT_STATUS(hdz_game_apply_for(game, (player + 1) % players, ids[0]), HDZ_NOT_YOUR_TURN, "decision");
    EXPECT_STATUS(hdz_game_apply_for(game, players, ids[0]), HDZ_INVALID_ARGUMENT, "not a seat");
    char *text = NULL;
    EXPECT_STATUS(hdz_game_view_json(game, players, &text), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT_STATUS(hdz_game_view_json(game, UINT32_MAX, &text), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT(text == NULL, "view written by a failed call");

    /* Unknown action ids in hdz_action_describe and hdz_action_to_string. */
    HdzMove move = {HDZ_MOVE_KIND_ANSWER, 1, 2, 3, true};
    EXPECT_STATUS(hdz_action_describe(HDZ_NUM_ACTIONS, &move), HDZ_UNKNOWN_ACTION, "not an action id");
    EXPECT(move.kind == HDZ_MOVE_KIND_ANSWER && move.card == 1, "move written by a failed call");
    EXPECT_STATUS(hdz_action_to_string(UINT32_MAX, &text), HDZ_UNKNOWN_ACTION, "not an action id");
    EXPECT(text == NULL, "text written by a failed call");

    char *after = state(game);
    EXPECT(strcmp(before, after) == 0, "a failed move changed the game");
    char *events_after = NULL;
    OK(hdz_game_last_events_json(game, &events_after));
    EXPECT(strcmp(events_before, events_after) == 0, "a failed move changed the last events");
    free(before);
    free(after);
    hdz_string_free(events_before);
    hdz_string_free(events_after);

    /* A legal move succeeds and clears the message. */
    OK(hdz_game_check(game, ids[0]));
    OK(hdz_game_apply_for(game, player, ids[0]));
    EXPECT(!message_set(), "a success left the message \"%s\"", hdz_last_error_message());
}

static void buffer_errors(void) {
    HdzGame *game = NULL;
    OK(hdz_game_new(3, 5, &game));
    size_t needed = 0;
    EXPECT_STATUS(hdz_game_legal_moves(game, NULL, 0, &needed), HDZ_BUFFER_TOO_SMALL, "buffer of 0");
    EXPECT(needed >= 2, "expected several legal moves, got %zu", needed);
    uint32_t small[1] = {12345};
    size_t count = 0;
    EXPECT_STATUS(hdz_game_legal_moves(game, small, 1, &count), HDZ_BUFFER_TOO_SMALL, "buffer of 1");
    EXPECT(count == needed && small[0] == 12345, "truncated buffer: count %zu, first id %" PRIu32, count, small[0]);
    uint32_t exact[HDZ_MAX_LEGAL_MOVES];
    OK(hdz_game_legal_moves(game, exact, needed, &count));
    EXPECT(count == needed, "an exact buffer holds all moves");

    OK(hdz_game_apply(game, exact[0]));
    size_t events = 0;
    EXPECT_STATUS(hdz_game_last_events(game, NULL, 0, &events), HDZ_BUFFER_TOO_SMALL, "events do not fit");
    EXPECT(events >= 1 && events <= HDZ_MAX_EVENTS, "event count %zu", events);
    HdzEvent buffer[HDZ_MAX_EVENTS];
    memset(buffer, 0xEE, sizeof buffer);
    if (events > 1) {
        size_t got = 0;
        EXPECT_STATUS(hdz_game_last_events(game, buffer, events - 1, &got), HDZ_BUFFER_TOO_SMALL, "events");
        EXPECT(got == events && buffer[0].player == 0xEE, "truncated event buffer was written");
    }
    size_t got = 0;
    OK(hdz_game_last_events(game, buffer, HDZ_MAX_EVENTS, &got));
    EXPECT(got == events, "event count changed");
    EXPECT(buffer[0].kind == HDZ_EVENT_KIND_CARD_PLAYED && buffer[0].card == exact[0],
           "first event of a play is the card played");

    /* The observation tensor: NULL, a short buffer and a bad seat leave the buffer untouched. */
    static float tensor[HDZ_OBSERVATION_SIZE];
    for (size_t i = 0; i < HDZ_OBSERVATION_SIZE; i++) {
        tensor[i] = -1.0f;
    }
    EXPECT_STATUS(hdz_game_observation(game, 0, NULL, HDZ_OBSERVATION_SIZE), HDZ_NULL_POINTER, "out");
    EXPECT_STATUS(hdz_game_observation(NULL, 0, tensor, HDZ_OBSERVATION_SIZE), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_observation(game, 0, tensor, HDZ_OBSERVATION_SIZE - 1), HDZ_BUFFER_TOO_SMALL,
                  "floats");
    EXPECT_STATUS(hdz_game_observation(game, 3, tensor, HDZ_OBSERVATION_SIZE), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT(tensor[0] == -1.0f && tensor[HDZ_OBSERVATION_SIZE - 1] == -1.0f, "a failed call wrote the tensor");
    OK(hdz_game_observation(game, 1, tensor, HDZ_OBSERVATION_SIZE));
    int in_range = 1;
    double total = 0.0;
    for (size_t i = 0; i < HDZ_OBSERVATION_SIZE; i++) {
        in_range &= tensor[i] >= 0.0f && tensor[i] <= 1.0f;
        total += tensor[i];
    }
    EXPECT(in_range && total > 10.0, "observation entries lie in [0, 1] and describe a game (sum %f)", total);
    hdz_game_free(game);
}

static void json_errors(HdzGame *game) {
    char *before = state(game);
    const char *garbage[] = {
        "",
        "{",
        "null",
        "[1, 2, 3]",
        "\"herr-der-ziegen/state\"",
        "{\"format\": \"herr-der-ziegen/state\"}",
        "\xff\xfe\xfd",
        "{\"format\":\"herr-der-ziegen/state\",\"version\":1,\"players\":4,\"x\":[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]}",
    };
    for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
        HdzGame *out = NULL;
        HdzStatus st = hdz_game_from_json(garbage[i], &out);
        EXPECT(st == HDZ_INVALID_JSON, "garbage %zu gave %s: %s", i, hdz_status_name(st), hdz_last_error_message());
        EXPECT(out == NULL && message_set(), "garbage %zu: out written or no message", i);
    }

    /* A valid state cut short. */
    char *cut = malloc(strlen(before) + 1);
    if (!cut) {
        exit(1);
    }
    strcpy(cut, before);
    cut[strlen(cut) / 2] = '\0';
    HdzGame *out = NULL;
    EXPECT_STATUS(hdz_game_from_json(cut, &out), HDZ_INVALID_JSON, "malformed JSON");
    free(cut);

    /* Well-formed but inconsistent: another version, and the top pile card also in the box. */
    char *edited = malloc(strlen(before) + 64);
    if (!edited) {
        exit(1);
    }
    const char *version = strstr(before, "\"version\":1");
    EXPECT(version != NULL, "state lacks \"version\":1");
    if (version) {
        size_t head = (size_t)(version - before);
        sprintf(edited, "%.*s\"version\":99%s", (int)head, before, version + strlen("\"version\":1"));
        EXPECT_STATUS(hdz_game_from_json(edited, &out), HDZ_INVALID_STATE, "version 99");
    }
    const char *pile = strstr(before, "\"pile\":[");
    const char *box = strstr(before, "\"box\":[");
    EXPECT(pile && box, "state lacks pile or box");
    if (pile && box) {
        unsigned long top = strtoul(pile + strlen("\"pile\":["), NULL, 10);
        size_t head = (size_t)(box - before) + strlen("\"box\":[");
        const char *rest = before + head;
        sprintf(edited, "%.*s%lu%s%s", (int)head, before, top, *rest == ']' ? "" : ",", rest);
        EXPECT_STATUS(hdz_game_from_json(edited, &out), HDZ_INVALID_STATE, "more than once");
    }
    free(edited);
    EXPECT(out == NULL, "a game was written by a failed load");

    char *after = state(game);
    EXPECT(strcmp(before, after) == 0, "failed loads changed the game");
    free(before);
    free(after);
}

static void game_over_errors(void) {
    HdzGame *game = NULL;
    OK(hdz_game_new(2, 3, &game));
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
    OK(hdz_game_player_to_act(game, &player));
    EXPECT(player == HDZ_NONE && !message_set(), "player to act after the end: %u", (unsigned)player);
    /* The deprecated name keeps its old behaviour for one release. */
    player = 99;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    EXPECT_STATUS(hdz_game_current_player(game, &player), HDZ_GAME_OVER, "over");
#pragma GCC diagnostic pop
    EXPECT(player == 99, "current player written after the end");
    EXPECT_STATUS(hdz_game_apply(game, 0), HDZ_GAME_OVER, "over");
    EXPECT_STATUS(hdz_game_apply(game, 809), HDZ_GAME_OVER, "over");
    EXPECT_STATUS(hdz_game_apply_for(game, 0, 0), HDZ_GAME_OVER, "over");
    HdzPhase phase = HDZ_PHASE_PLAY;
    OK(hdz_game_phase(game, &phase));
    EXPECT(phase == HDZ_PHASE_OVER, "phase after the end");
    char *after = state(game);
    EXPECT(strcmp(before, after) == 0, "moves after the end changed the game");
    free(before);
    free(after);
    hdz_game_free(game);
}

static void bot_errors(HdzGame *game) {
    HdzBot *bot = NULL;
    EXPECT_STATUS(hdz_bot_new("nobody", 1, &bot), HDZ_INVALID_ARGUMENT, "known: random, greedy");
    EXPECT_STATUS(hdz_bot_new("ismcts:0", 1, &bot), HDZ_INVALID_ARGUMENT, "unknown bot");
    /* One spelling per budget: no leading zeros, sign or spaces. */
    EXPECT_STATUS(hdz_bot_new("ismcts:05", 1, &bot), HDZ_INVALID_ARGUMENT, "unknown bot");
    EXPECT_STATUS(hdz_bot_new("ismcts:+5", 1, &bot), HDZ_INVALID_ARGUMENT, "unknown bot");
    EXPECT_STATUS(hdz_bot_new("ismcts: 5", 1, &bot), HDZ_INVALID_ARGUMENT, "unknown bot");
    EXPECT_STATUS(hdz_bot_new("gr\xe9" "edy", 1, &bot), HDZ_INVALID_ARGUMENT, "UTF-8");
    EXPECT_STATUS(hdz_bot_new(NULL, 1, &bot), HDZ_NULL_POINTER, "name");
    EXPECT_STATUS(hdz_bot_new("greedy", 1, NULL), HDZ_NULL_POINTER, "out_bot");
    EXPECT(bot == NULL, "a bot was written by a failed call");
    OK(hdz_bot_new("greedy", 1, &bot));
    char *before = state(game);
    uint32_t id = 12345;
    EXPECT_STATUS(hdz_bot_choose(NULL, game, &id), HDZ_NULL_POINTER, "bot");
    EXPECT_STATUS(hdz_bot_choose(bot, NULL, &id), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_bot_choose(bot, game, NULL), HDZ_NULL_POINTER, "out_action_id");
    EXPECT(id == 12345, "an action was written by a failed call");
    OK(hdz_bot_choose(bot, game, &id));
    EXPECT(hdz_game_check(game, id) == HDZ_OK, "the bot chose the illegal action %u", (unsigned)id);
    char *after = state(game);
    EXPECT(strcmp(before, after) == 0, "choosing changed the game");
    free(before);
    free(after);
    hdz_bot_free(bot);
    hdz_bot_free(NULL);

    HdzGame *sample = NULL;
    EXPECT_STATUS(hdz_game_determinize(NULL, 0, 1, &sample), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_determinize(game, 0, 1, NULL), HDZ_NULL_POINTER, "out_game");
    EXPECT_STATUS(hdz_game_determinize(game, 4, 1, &sample), HDZ_INVALID_ARGUMENT, "player 4");
    EXPECT(sample == NULL, "a game was written by a failed call");
}

static void *other_thread(void *arg) {
    char *seen = arg;
    /* A fresh thread has no error, whatever the main thread's last call did. */
    strncpy(seen, hdz_last_error_message(), 63);
    (void)hdz_game_apply(NULL, 0);
    return NULL;
}

static void thread_local_errors(void) {
    EXPECT_STATUS(hdz_game_new(9, 1, &(HdzGame *){NULL}), HDZ_SETUP_ERROR, "not 9");
    char seen[64] = "unset";
    pthread_t thread;
    EXPECT(pthread_create(&thread, NULL, other_thread, seen) == 0, "pthread_create");
    EXPECT(pthread_join(thread, NULL) == 0, "pthread_join");
    EXPECT(seen[0] == '\0', "another thread saw the message \"%s\"", seen);
    EXPECT(strstr(hdz_last_error_message(), "not 9") != NULL, "the other thread's error replaced this one's: %s",
           hdz_last_error_message());
}

/* The typed view and card information: NULLs, seats and card ids out of range leave the
 * out-struct as it was, byte for byte; a success writes every byte. */
static void view_errors(HdzGame *game) {
    static HdzView view, untouched;
    memset(&view, 0x5A, sizeof view);
    memcpy(&untouched, &view, sizeof view);
    uint32_t players = 0;
    OK(hdz_game_players(game, &players));
    EXPECT_STATUS(hdz_game_view_struct(NULL, 0, &view), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_view_struct(game, 0, NULL), HDZ_NULL_POINTER, "out_view");
    EXPECT_STATUS(hdz_game_view_struct(game, players, &view), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT_STATUS(hdz_game_view_struct(game, UINT32_MAX, &view), HDZ_INVALID_ARGUMENT, "not a seat");
    EXPECT(memcmp(&view, &untouched, sizeof view) == 0, "a failed hdz_game_view_struct wrote the view");

    HdzCard card, card_before;
    memset(&card, 0x5A, sizeof card);
    memcpy(&card_before, &card, sizeof card);
    EXPECT_STATUS(hdz_game_card_info(NULL, 0, &card), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_card_info(game, 0, NULL), HDZ_NULL_POINTER, "out_card");
    EXPECT_STATUS(hdz_game_card_info(game, HDZ_NUM_CARDS, &card), HDZ_INVALID_ARGUMENT, "121 is not a card id");
    EXPECT_STATUS(hdz_game_card_info(game, UINT32_MAX, &card), HDZ_INVALID_ARGUMENT, "not a card id");
    EXPECT(memcmp(&card, &card_before, sizeof card) == 0, "a failed hdz_game_card_info wrote the card");

    /* Success clears the message and writes every byte: two fills give the same bytes. */
    static HdzView other;
    memset(&other, 0xA5, sizeof other);
    OK(hdz_game_view_struct(game, players - 1, &view));
    EXPECT(!message_set(), "a success left the message \"%s\"", hdz_last_error_message());
    OK(hdz_game_view_struct(game, players - 1, &other));
    EXPECT(memcmp(&view, &other, sizeof view) == 0, "hdz_game_view_struct left bytes unwritten");
    EXPECT(view.seat == players - 1 && view.players == players, "seat %u of %u", view.seat, view.players);
    OK(hdz_game_card_info(game, 17, &card));
    EXPECT(card.kind == HDZ_CARD_KIND_GOAT && card.goat_kind == 3 && card.value == 3, "card 17 is K04-3");
    OK(hdz_game_card_info(game, 90, &card));
    EXPECT(card.kind == HDZ_CARD_KIND_DOG && card.goat_kind == HDZ_NONE && card.value == HDZ_NONE, "card 90: dog");
    OK(hdz_game_card_info(game, 120, &card));
    EXPECT(card.kind == HDZ_CARD_KIND_MILK && card.value == 2, "card 120 is a milk card worth 2");
}

/* View handles: NULLs, garbage and state documents as views, seats out of range, small buffers, a
 * bot asked to choose for a seat that does not decide: a status, a message, nothing written. */
static void player_view_errors(HdzGame *game) {
    HdzPlayerView *const marker = (HdzPlayerView *)&marker_target;
    HdzPlayerView *out = marker;
    HdzGame *const game_marker = (HdzGame *)&marker_target;
    HdzGame *sample = game_marker;
    char *const text_marker = (char *)&marker_target;
    char *text = text_marker;
    uint32_t ids[2] = {77, 77};
    size_t count = 77;
    uint32_t id = 77;
    static HdzView typed, untouched;
    memset(&typed, 0x5A, sizeof typed);
    memcpy(&untouched, &typed, sizeof typed);

    uint32_t deciding = 0;
    OK(hdz_game_player_to_act(game, &deciding));
    uint32_t waiting = (deciding + 1) % 4;
    char *mine_json = NULL, *other_json = NULL;
    OK(hdz_game_view_json(game, deciding, &mine_json));
    OK(hdz_game_view_json(game, waiting, &other_json));
    HdzPlayerView *mine = NULL, *other = NULL;
    OK(hdz_player_view_from_json(mine_json, &mine));
    OK(hdz_game_view_handle(game, waiting, &other));
    HdzBot *bot = NULL;
    OK(hdz_bot_new("random", 3, &bot));

    EXPECT_STATUS(hdz_player_view_from_json(NULL, &out), HDZ_NULL_POINTER, "json");
    EXPECT_STATUS(hdz_player_view_from_json(mine_json, NULL), HDZ_NULL_POINTER, "out_view");
    EXPECT_STATUS(hdz_game_view_handle(NULL, 0, &out), HDZ_NULL_POINTER, "game");
    EXPECT_STATUS(hdz_game_view_handle(game, 0, NULL), HDZ_NULL_POINTER, "out_view");
    EXPECT_STATUS(hdz_game_view_handle(game, 4, &out), HDZ_INVALID_ARGUMENT, "player 4 is not a seat");
    EXPECT_STATUS(hdz_player_view_clone(NULL, &out), HDZ_NULL_POINTER, "view");
    EXPECT_STATUS(hdz_player_view_clone(mine, NULL), HDZ_NULL_POINTER, "out_view");
    EXPECT_STATUS(hdz_player_view_struct(NULL, &typed), HDZ_NULL_POINTER, "view");
    EXPECT_STATUS(hdz_player_view_struct(mine, NULL), HDZ_NULL_POINTER, "out_view");
    EXPECT_STATUS(hdz_player_view_to_json(NULL, &text), HDZ_NULL_POINTER, "view");
    EXPECT_STATUS(hdz_player_view_to_json(mine, NULL), HDZ_NULL_POINTER, "out_json");
    EXPECT_STATUS(hdz_player_view_legal_moves(NULL, ids, 2, &count), HDZ_NULL_POINTER, "view");
    EXPECT_STATUS(hdz_player_view_legal_moves(mine, NULL, 2, &count), HDZ_NULL_POINTER, "out_ids");
    EXPECT_STATUS(hdz_player_view_legal_moves(mine, ids, 2, NULL), HDZ_NULL_POINTER, "out_count");
    EXPECT_STATUS(hdz_player_view_determinize(NULL, 1, &sample), HDZ_NULL_POINTER, "view");
    EXPECT_STATUS(hdz_player_view_determinize(mine, 1, NULL), HDZ_NULL_POINTER, "out_game");
    EXPECT_STATUS(hdz_bot_choose_from_view(NULL, mine, &id), HDZ_NULL_POINTER, "bot");
    EXPECT_STATUS(hdz_bot_choose_from_view(bot, NULL, &id), HDZ_NULL_POINTER, "view");
    EXPECT_STATUS(hdz_bot_choose_from_view(bot, mine, NULL), HDZ_NULL_POINTER, "out_action_id");

    /* Not a view: garbage, a view cut short, the full state, another version. */
    const char *garbage[] = {"", "{", "null", "[1, 2]", "\xff\xfe"};
    for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
        EXPECT_STATUS(hdz_player_view_from_json(garbage[i], &out), HDZ_INVALID_JSON, "");
    }
    char *cut = malloc(strlen(mine_json) + 16);
    if (!cut) {
        exit(1);
    }
    strcpy(cut, mine_json);
    cut[strlen(cut) / 2] = '\0';
    EXPECT_STATUS(hdz_player_view_from_json(cut, &out), HDZ_INVALID_JSON, "malformed JSON");
    char *full = state(game);
    EXPECT_STATUS(hdz_player_view_from_json(full, &out), HDZ_INVALID_STATE, "unknown format");
    const char *version = strstr(mine_json, "\"version\":1");
    EXPECT(version != NULL, "view lacks \"version\":1");
    if (version) {
        size_t head = (size_t)(version - mine_json);
        free(cut);
        cut = malloc(strlen(mine_json) + 16);
        if (!cut) {
            exit(1);
        }
        sprintf(cut, "%.*s\"version\":99%s", (int)head, mine_json, version + strlen("\"version\":1"));
        EXPECT_STATUS(hdz_player_view_from_json(cut, &out), HDZ_INVALID_STATE, "version 99");
    }
    free(cut);

    /* Small buffers get the count only. */
    size_t needed = 0;
    EXPECT_STATUS(hdz_player_view_legal_moves(mine, NULL, 0, &needed), HDZ_BUFFER_TOO_SMALL, "buffer of 0");
    EXPECT(needed >= 2, "expected several legal moves, got %zu", needed);
    EXPECT_STATUS(hdz_player_view_legal_moves(mine, ids, 1, &count), HDZ_BUFFER_TOO_SMALL, "buffer of 1");
    EXPECT(count == needed && ids[0] == 77, "truncated buffer: count %zu, first id %u", count, (unsigned)ids[0]);

    /* A waiting seat: no moves (not an error), and no bot choice. */
    count = 77;
    OK(hdz_player_view_legal_moves(other, NULL, 0, &count));
    EXPECT(count == 0, "seat %u waits but has %zu moves", (unsigned)waiting, count);
    EXPECT_STATUS(hdz_bot_choose_from_view(bot, other, &id), HDZ_NOT_YOUR_TURN, "decides now");
    EXPECT(id == 77, "an action was written by a failed call");

    EXPECT(out == marker && sample == game_marker && text == text_marker, "a failed call wrote a handle or string");
    EXPECT(memcmp(&typed, &untouched, sizeof typed) == 0, "a failed call wrote the typed view");

    OK(hdz_bot_choose_from_view(bot, mine, &id));
    EXPECT(!message_set(), "a success left the message \"%s\"", hdz_last_error_message());
    EXPECT(hdz_game_check(game, id) == HDZ_OK, "the bot chose the illegal action %u", (unsigned)id);
    char *after = state(game);
    EXPECT(strcmp(full, after) == 0, "view calls changed the game");
    free(full);
    free(after);
    hdz_string_free(mine_json);
    hdz_string_free(other_json);
    hdz_player_view_free(mine);
    hdz_player_view_free(other);
    hdz_player_view_free(NULL);
    hdz_bot_free(bot);
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
    HdzGame *game = NULL;
    OK(hdz_game_new(4, 2026, &game));
    null_pointers(game);
    setup_errors();
    move_errors(game);
    buffer_errors();
    json_errors(game);
    bot_errors(game);
    view_errors(game);
    player_view_errors(game);
    hdz_game_free(game);
    game_over_errors();
    thread_local_errors();
    names();
    if (failures) {
        fprintf(stderr, "test_errors: %d of %d checks failed\n", failures, checks);
        return 1;
    }
    printf("test_errors: %d checks passed\n", checks);
    return 0;
}
