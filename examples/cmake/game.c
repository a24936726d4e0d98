/*
 * A program built with CMake against the installed library: plays one seeded game of any game the
 * library knows between the engine's bots (greedy at seat 0, random bots at the others) and prints
 * the scores and the winners.
 *
 *   usage: game [GAME (default herr-der-ziegen) [PLAYERS (default 3) [SEED (default 7)]]]
 *
 * Build: see CMakeLists.txt beside this file.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <herr_der_ziegen.h>

static void check(HdzStatus status, const char *what) {
    if (status != HDZ_OK) {
        fprintf(stderr, "%s failed: %s: %s\n", what, hdz_status_name(status), hdz_last_error_message());
        exit(1);
    }
}

int main(int argc, char **argv) {
    const char *name = argc > 1 ? argv[1] : "herr-der-ziegen";
    const uint32_t players = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 10) : 3;
    const uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 7;

    /* The kind called `name`: the library lists its games. */
    HdzGameKindInfo info;
    uint32_t kind = 0;
    while (hdz_game_kind_info(kind, &info) == HDZ_OK && strcmp(info.name, name) != 0) {
        kind++;
    }
    check(hdz_game_kind_info(kind, &info), name);

    HdzGame *game = NULL;
    check(hdz_game_new(kind, players, seed, &game), "hdz_game_new");
    HdzBot *bots[HDZ_MAX_SEATS] = {NULL};
    for (uint32_t seat = 0; seat < players; seat++) {
        check(hdz_bot_new(kind, seat == 0 ? "greedy" : "random", seed + seat, &bots[seat]), "hdz_bot_new");
    }

    unsigned moves = 0;
    for (;;) {
        uint32_t seat = 0;
        check(hdz_game_current_player(game, &seat), "hdz_game_current_player");
        if (seat == HDZ_NONE) {
            break; /* the game is over */
        }
        uint32_t action = 0;
        check(hdz_bot_choose(bots[seat], game, &action), "hdz_bot_choose");
        check(hdz_game_apply(game, action), "hdz_game_apply");
        moves++;
    }

    HdzOutcome outcome;
    check(hdz_game_outcome(game, &outcome), "hdz_game_outcome");
    printf("%s %s: %" PRIu32 " players, seed %" PRIu64 ", %u moves\n", name, hdz_version(), players, seed, moves);
    for (uint32_t seat = 0; seat < outcome.players; seat++) {
        printf("seat %" PRIu32 " (%s): %d points%s\n", seat, seat == 0 ? "greedy" : "random", outcome.scores[seat],
               (outcome.winners >> seat) & 1u ? " (winner)" : "");
        hdz_bot_free(bots[seat]);
    }
    hdz_game_free(game);
    return 0;
}
