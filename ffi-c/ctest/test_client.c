/*
 * A networked game in one process: a server holds the game; each client holds only the view JSON
 * the server sends its seat (hdz_game_view_json), as text copied into the client's own memory.
 * Each client loads it into a view handle, reads the typed view, lists its legal moves and asks
 * its own bot for a hint from the view; the server applies the hint for that seat
 * (hdz_game_apply_for). The game must be the one the same bots play on the server alone
 * (hdz_bot_choose), move for move, to the same scores.
 */
#include <string.h>

#include "check.h"

#define PLAYERS 3
#define SEED 2718

static const char *const BOTS[PLAYERS] = {"greedy", "random", "ismcts:20"};

/* What the network carries: a copy of the server's text, owned by the client. */
static char *send_text(char *library_text) { return copy_and_free(library_text); }

/* One bot per seat, seeded alike on the server and on the clients. */
static void make_bots(HdzBot *bots[PLAYERS]) {
    for (unsigned p = 0; p < PLAYERS; p++) {
        OK(hdz_bot_new(BOTS[p], 100 + p, &bots[p]));
    }
}

/* The server alone: every seat's bot chooses from the game. Returns the moves played. */
static size_t play_on_server(uint32_t *moves, size_t capacity, HdzScores *scores) {
    HdzGame *game = NULL;
    OK(hdz_game_new(PLAYERS, SEED, &game));
    HdzBot *bots[PLAYERS];
    make_bots(bots);
    size_t count = 0;
    uint32_t player = 0;
    while (hdz_game_player_to_act(game, &player) == HDZ_OK && player != HDZ_NONE && count < capacity) {
        OK(hdz_bot_choose(bots[player], game, &moves[count]));
        OK(hdz_game_apply(game, moves[count]));
        count++;
    }
    OK(hdz_game_scores(game, scores));
    for (unsigned p = 0; p < PLAYERS; p++) {
        hdz_bot_free(bots[p]);
    }
    hdz_game_free(game);
    return count;
}

int main(void) {
    static uint32_t expected[4096];
    HdzScores expected_scores;
    size_t expected_count = play_on_server(expected, 4096, &expected_scores);
    EXPECT(expected_count > 30 && expected_count < 4096, "a game of %zu moves", expected_count);

    HdzGame *server = NULL;
    OK(hdz_game_new(PLAYERS, SEED, &server));
    HdzBot *client_bots[PLAYERS];
    make_bots(client_bots);
    size_t played = 0;
    uint32_t deciding = 0;
    while (hdz_game_player_to_act(server, &deciding) == HDZ_OK && deciding != HDZ_NONE) {
        uint32_t server_ids[HDZ_MAX_LEGAL_MOVES];
        size_t server_count = 0;
        OK(hdz_game_legal_moves(server, server_ids, HDZ_MAX_LEGAL_MOVES, &server_count));
        uint32_t hint = HDZ_NUM_ACTIONS;
        for (uint32_t seat = 0; seat < PLAYERS; seat++) {
            char *library_text = NULL;
            OK(hdz_game_view_json(server, seat, &library_text));
            char *received = send_text(library_text);

            /* The client's side: only `received`. */
            HdzPlayerView *view = NULL;
            OK(hdz_player_view_from_json(received, &view));
            static HdzView typed;
            OK(hdz_player_view_struct(view, &typed));
            EXPECT(typed.seat == seat && typed.players == PLAYERS, "seat %u of %u", typed.seat, typed.players);
            EXPECT(typed.current_player == deciding, "the view says seat %u decides, not %u", typed.current_player,
                   (unsigned)deciding);
            uint32_t ids[HDZ_MAX_LEGAL_MOVES];
            size_t count = 0;
            OK(hdz_player_view_legal_moves(view, ids, HDZ_MAX_LEGAL_MOVES, &count));
            uint32_t id = HDZ_NUM_ACTIONS;
            HdzStatus status = hdz_bot_choose_from_view(client_bots[seat], view, &id);
            if (seat == deciding) {
                EXPECT(count == server_count && memcmp(ids, server_ids, count * sizeof ids[0]) == 0,
                       "move %zu: the client's legal moves differ from the server's", played);
                EXPECT(status == HDZ_OK, "move %zu: no hint: %s", played, hdz_last_error_message());
                int listed = 0;
                for (size_t i = 0; i < count; i++) {
                    listed |= ids[i] == id;
                }
                EXPECT(listed, "move %zu: the hint %u is not among the client's legal moves", played, (unsigned)id);
                hint = id;
                if (played % 10 == 0) {
                    /* A search over full games consistent with what the client knows. */
                    HdzGame *sample = NULL;
                    OK(hdz_player_view_determinize(view, played, &sample));
                    char *sample_view = NULL;
                    OK(hdz_game_view_json(sample, seat, &sample_view));
                    EXPECT(strcmp(sample_view, received) == 0, "move %zu: a determinization changed the view",
                           played);
                    hdz_string_free(sample_view);
                    hdz_game_free(sample);
                }
            } else {
                EXPECT(count == 0, "move %zu: waiting seat %u has %zu moves", played, (unsigned)seat, count);
                EXPECT(status == HDZ_NOT_YOUR_TURN && id == HDZ_NUM_ACTIONS,
                       "move %zu: waiting seat %u got %s", played, (unsigned)seat, hdz_status_name(status));
            }
            char *echo = NULL;
            OK(hdz_player_view_to_json(view, &echo));
            EXPECT(strcmp(echo, received) == 0, "move %zu: the view JSON does not round-trip", played);
            hdz_string_free(echo);
            hdz_player_view_free(view);
            free(received);
        }
        /* The client sends its hint back; the server plays it for that seat. */
        EXPECT(played < expected_count && hint == expected[played], "move %zu: %u, the server alone played %u",
               played, (unsigned)hint, played < expected_count ? (unsigned)expected[played] : 0u);
        OK(hdz_game_apply_for(server, deciding, hint));
        played++;
    }
    EXPECT(played == expected_count, "%zu moves, the server alone played %zu", played, expected_count);
    HdzScores scores;
    OK(hdz_game_scores(server, &scores));
    EXPECT(scores.players == expected_scores.players && scores.winners == expected_scores.winners,
           "the winners differ");
    for (unsigned p = 0; p < PLAYERS; p++) {
        EXPECT(scores.per_player[p].total == expected_scores.per_player[p].total, "seat %u scored %u, not %u", p,
               (unsigned)scores.per_player[p].total, (unsigned)expected_scores.per_player[p].total);
    }

    /* After the end every client's view says so. */
    char *library_text = NULL;
    OK(hdz_game_view_json(server, 0, &library_text));
    char *received = send_text(library_text);
    HdzPlayerView *view = NULL;
    OK(hdz_player_view_from_json(received, &view));
    uint32_t id = 7;
    EXPECT(hdz_bot_choose_from_view(client_bots[0], view, &id) == HDZ_GAME_OVER && id == 7, "a hint after the end");
    hdz_player_view_free(view);
    free(received);

    for (unsigned p = 0; p < PLAYERS; p++) {
        hdz_bot_free(client_bots[p]);
    }
    hdz_game_free(server);
    if (failures) {
        fprintf(stderr, "test_client: %d of %d checks failed\n", failures, checks);
        return 1;
    }
    printf("test_client: %d checks passed (%zu moves)\n", checks, played);
    return 0;
}
