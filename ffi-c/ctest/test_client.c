/*
 * A networked game in one process, for every game the library lists: a server holds the game;
 * each client holds only the view JSON the server sends its seat (hdz_game_view_json), as text
 * copied into the client's own memory. Each client loads it into a view handle, reads it, lists
 * its legal moves and asks its own bot for a hint from the view; the server applies the hint for
 * that seat (hdz_game_apply_for). The game must be the one the same bots play on the server alone
 * (hdz_bot_choose), move for move, to the same outcome. A spectator client holds only the spectator's
 * view the server sends (hdz_game_spectator_view_json), and every client and the spectator receive
 * the events of each move as they may know them (hdz_game_events_for_json): a seat or a spectator
 * is never sent a card another seat draws.
 *
 *   usage: test_client
 */
#include <string.h>

#include "check.h"

#define SEED 2718
#define MAX_RECORDED 20000

static const char *const BOTS[] = {"greedy", "random", "ismcts:20"};

/* What the network carries: a copy of the server's text, owned by the client. */
static char *send_text(char *library_text) { return copy_and_free(library_text); }

/* One bot per seat, seeded alike on the server and on the clients. */
static void make_bots(uint32_t kind, uint32_t players, HdzBot *bots[HDZ_MAX_SEATS]) {
    for (uint32_t p = 0; p < players; p++) {
        OK(hdz_bot_new(kind, BOTS[p % 3], 100 + p, &bots[p]));
    }
}

static void free_bots(uint32_t players, HdzBot *bots[HDZ_MAX_SEATS]) {
    for (uint32_t p = 0; p < players; p++) {
        hdz_bot_free(bots[p]);
    }
}

/* The server alone: every seat's bot chooses from the game. Returns the moves played. */
static size_t play_on_server(uint32_t kind, uint32_t players, uint32_t *moves, HdzOutcome *outcome) {
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, players, SEED, &game));
    HdzBot *bots[HDZ_MAX_SEATS];
    make_bots(kind, players, bots);
    size_t count = 0;
    uint32_t player = 0;
    while (hdz_game_current_player(game, &player) == HDZ_OK && player != HDZ_NONE && count < MAX_RECORDED) {
        OK(hdz_bot_choose(bots[player], game, &moves[count]));
        OK(hdz_game_apply(game, moves[count]));
        count++;
    }
    OK(hdz_game_outcome(game, outcome));
    free_bots(players, bots);
    hdz_game_free(game);
    return count;
}

/* One client's turn: loads the view the server sent, checks it against what the server knows and
 * returns the client's hint (HDZ_MAX_NUM_ACTIONS when its seat does not decide). */
static uint32_t client_turn(uint32_t kind, const HdzGameKindInfo *info, uint32_t seat, uint32_t players,
                            uint32_t deciding, const uint32_t *server_ids, size_t server_count, HdzBot *bot,
                            char *received, size_t played) {
    HdzView *view = NULL;
    OK(hdz_view_from_json(kind, received, &view));
    uint32_t value = HDZ_NONE;
    OK(hdz_view_seat(view, &value));
    EXPECT(value == seat, "%s: the view of seat %u says seat %u", info->name, seat, value);
    OK(hdz_view_players(view, &value));
    EXPECT(value == players, "%s: %u players", info->name, value);
    OK(hdz_view_current_player(view, &value));
    EXPECT(value == deciding, "%s: the view says seat %u decides, not %u", info->name, value, deciding);
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_view_legal_moves(view, ids, HDZ_MAX_LEGAL_MOVES, &count));
    uint32_t id = HDZ_MAX_NUM_ACTIONS;
    HdzStatus status = hdz_bot_choose_from_view(bot, view, &id);
    uint32_t hint = HDZ_MAX_NUM_ACTIONS;
    if (seat == deciding) {
        EXPECT(count == server_count && memcmp(ids, server_ids, count * sizeof ids[0]) == 0,
               "%s move %zu: the client's legal moves differ from the server's", info->name, played);
        EXPECT(status == HDZ_OK, "%s move %zu: no hint: %s", info->name, played, hdz_last_error_message());
        bool legal = false;
        OK(hdz_view_is_legal(view, id, &legal));
        EXPECT(legal, "%s move %zu: the hint %u is not legal for the client", info->name, played, (unsigned)id);
        hint = id;
        if (played % 10 == 0) {
            /* A search over full games consistent with what the client knows. */
            HdzGame *sample = NULL;
            OK(hdz_view_determinize(view, played, &sample));
            char *sample_view = NULL;
            OK(hdz_game_view_json(sample, seat, &sample_view));
            EXPECT(strcmp(sample_view, received) == 0, "%s move %zu: a determinization changed the view",
                   info->name, played);
            hdz_string_free(sample_view);
            hdz_game_free(sample);
        }
    } else {
        EXPECT(count == 0, "%s move %zu: waiting seat %u has %zu moves", info->name, played, (unsigned)seat, count);
        EXPECT(status == HDZ_NOT_YOUR_TURN && id == HDZ_MAX_NUM_ACTIONS, "%s move %zu: waiting seat %u got %s",
               info->name, played, (unsigned)seat, hdz_status_name(status));
    }
    char *echo = NULL;
    OK(hdz_view_to_json(view, &echo));
    EXPECT(strcmp(echo, received) == 0, "%s move %zu: the view JSON does not round-trip", info->name, played);
    hdz_string_free(echo);
    hdz_view_free(view);
    return hint;
}

/* The spectator's turn: loads the spectator's view the server sent and checks it against the
 * server's game. */
static void spectator_turn(uint32_t kind, const HdzGameKindInfo *info, uint32_t players, uint32_t deciding,
                           char *received, size_t played) {
    HdzSpectatorView *view = NULL;
    OK(hdz_spectator_view_from_json(kind, received, &view));
    uint32_t value = 0;
    OK(hdz_spectator_view_players(view, &value));
    EXPECT(value == players, "%s move %zu: the spectator sees %u players", info->name, played, value);
    OK(hdz_spectator_view_current_player(view, &value));
    EXPECT(value == deciding, "%s move %zu: the spectator sees seat %u decide, not %u", info->name, played, value,
           deciding);
    EXPECT(strstr(received, "\"hand\"") == NULL, "%s move %zu: the spectator's view names a seat's hand", info->name,
           played);
    char *echo = NULL;
    OK(hdz_spectator_view_to_json(view, &echo));
    EXPECT(strcmp(echo, received) == 0, "%s move %zu: the spectator's view does not round-trip", info->name, played);
    hdz_string_free(echo);
    hdz_spectator_view_free(view);
}

/* What each seat and the spectator are sent of the move just played: no more than the whole
 * events (the engine's own tests check that it is exactly what each may know). Returns the number
 * of observers told less than the whole events. */
static size_t send_events(const HdzGame *server, uint32_t players, const HdzGameKindInfo *info, size_t played) {
    char *all = NULL;
    OK(hdz_game_last_events_json(server, &all));
    size_t filtered = 0;
    for (uint32_t observer = 0; observer <= players; observer++) {
        uint32_t who = observer == players ? HDZ_NONE : observer;
        char *seen = NULL;
        OK(hdz_game_events_for_json(server, who, &seen));
        EXPECT(strlen(seen) <= strlen(all), "%s move %zu: observer %u is told more than everything", info->name,
               played, who);
        filtered += strcmp(seen, all) != 0;
        hdz_string_free(seen);
    }
    hdz_string_free(all);
    return filtered;
}

/* How many times an observer was told less than a move's events, over every game: a game that
 * hides what a seat draws from the others (Le Baron) makes it more than 0. */
static size_t hidden_events = 0;

static void networked_game(uint32_t kind, const HdzGameKindInfo *info) {
    uint32_t players = info->min_players + 1 <= info->max_players ? info->min_players + 1 : info->min_players;
    static uint32_t expected[MAX_RECORDED];
    HdzOutcome expected_outcome;
    size_t expected_count = play_on_server(kind, players, expected, &expected_outcome);
    EXPECT(expected_count > 10 && expected_count < MAX_RECORDED, "%s: a game of %zu moves", info->name,
           expected_count);

    HdzGame *server = NULL;
    OK(hdz_game_new(kind, players, SEED, &server));
    HdzBot *client_bots[HDZ_MAX_SEATS];
    make_bots(kind, players, client_bots);
    size_t played = 0;
    size_t filtered = 0;
    uint32_t deciding = 0;
    while (hdz_game_current_player(server, &deciding) == HDZ_OK && deciding != HDZ_NONE) {
        uint32_t server_ids[HDZ_MAX_LEGAL_MOVES];
        size_t server_count = 0;
        OK(hdz_game_legal_moves(server, server_ids, HDZ_MAX_LEGAL_MOVES, &server_count));
        uint32_t hint = HDZ_MAX_NUM_ACTIONS;
        for (uint32_t seat = 0; seat < players; seat++) {
            char *library_text = NULL;
            OK(hdz_game_view_json(server, seat, &library_text));
            char *received = send_text(library_text);
            uint32_t id = client_turn(kind, info, seat, players, deciding, server_ids, server_count,
                                      client_bots[seat], received, played);
            if (seat == deciding) {
                hint = id;
            }
            free(received);
        }
        /* The client sends its hint back; the server plays it for that seat. */
        EXPECT(played < expected_count && hint == expected[played], "%s move %zu: %u, the server alone played %u",
               info->name, played, (unsigned)hint, played < expected_count ? (unsigned)expected[played] : 0u);
        char *spectator_text = NULL;
        OK(hdz_game_spectator_view_json(server, &spectator_text));
        char *spectator_received = send_text(spectator_text);
        spectator_turn(kind, info, players, deciding, spectator_received, played);
        free(spectator_received);
        OK(hdz_game_apply_for(server, deciding, hint));
        filtered += send_events(server, players, info, played);
        played++;
    }
    hidden_events += filtered;
    uint32_t no_seat = players;
    char *refused = NULL;
    EXPECT(hdz_game_events_for_json(server, no_seat, &refused) == HDZ_INVALID_ARGUMENT && refused == NULL,
           "%s: events for seat %u of %u", info->name, no_seat, players);
    EXPECT(played == expected_count, "%s: %zu moves, the server alone played %zu", info->name, played,
           expected_count);
    HdzOutcome outcome;
    OK(hdz_game_outcome(server, &outcome));
    EXPECT(memcmp(&outcome, &expected_outcome, sizeof outcome) == 0, "%s: the outcomes differ", info->name);

    /* After the end every client's view says so. */
    char *library_text = NULL;
    OK(hdz_game_view_json(server, 0, &library_text));
    char *received = send_text(library_text);
    HdzView *view = NULL;
    OK(hdz_view_from_json(kind, received, &view));
    uint32_t id = 7;
    EXPECT(hdz_bot_choose_from_view(client_bots[0], view, &id) == HDZ_GAME_OVER && id == 7,
           "%s: a hint after the end", info->name);
    hdz_view_free(view);
    free(received);

    free_bots(players, client_bots);
    hdz_game_free(server);
    printf("%s: %u players, %zu moves\n", info->name, (unsigned)players, played);
}

int main(void) {
    HdzGameKindInfo games[MAX_GAMES];
    uint32_t count = list_games(games);
    for (uint32_t kind = 0; kind < count; kind++) {
        checks_for((int)kind);
        networked_game(kind, &games[kind]);
    }
    EXPECT(hidden_events > 0, "no observer of any game was ever told less than the events");
    return report("test_client", games, count);
}
