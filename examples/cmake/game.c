/*
 * A program built with CMake against the installed library: plays one seeded game of Herr der
 * Ziegen between the engine's bots (greedy at seat 0, random bots at the others) and prints the
 * scores and the winners.
 *
 *   usage: game [players (2-5, default 3)] [seed (default 7)]
 *
 * Build: see CMakeLists.txt beside this file.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include <herr_der_ziegen.h>

static void check(HdzStatus status, const char *what) {
    if (status != HDZ_OK) {
        fprintf(stderr, "%s failed: %s: %s\n", what, hdz_status_name(status), hdz_last_error_message());
        exit(1);
    }
}

int main(int argc, char **argv) {
    const uint32_t players = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 3;
    const uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 7;

    HdzGame *game = NULL;
    check(hdz_game_new(players, seed, &game), "hdz_game_new");
    HdzBot *bots[HDZ_MAX_PLAYERS] = {NULL};
    for (uint32_t seat = 0; seat < players; seat++) {
        check(hdz_bot_new(seat == 0 ? "greedy" : "random", seed + seat, &bots[seat]), "hdz_bot_new");
    }

    unsigned moves = 0;
    for (;;) {
        uint32_t seat = 0;
        check(hdz_game_player_to_act(game, &seat), "hdz_game_player_to_act");
        if (seat == HDZ_NONE) {
            break; /* the game is over */
        }
        uint32_t action = 0;
        check(hdz_bot_choose(bots[seat], game, &action), "hdz_bot_choose");
        check(hdz_game_apply(game, action), "hdz_game_apply");
        moves++;
    }

    HdzScores scores;
    check(hdz_game_scores(game, &scores), "hdz_game_scores");
    printf("herr-der-ziegen %s: %" PRIu32 " players, seed %" PRIu64 ", %u moves\n", hdz_version(), players, seed,
           moves);
    for (uint32_t seat = 0; seat < scores.players; seat++) {
        printf("seat %" PRIu32 " (%s): %" PRIu32 " points%s\n", seat, seat == 0 ? "greedy" : "random",
               scores.per_player[seat].total, (scores.winners >> seat) & 1u ? " (winner)" : "");
        hdz_bot_free(bots[seat]);
    }
    hdz_game_free(game);
    return 0;
}
