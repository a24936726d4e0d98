/*
 * Plays one seeded game of Herr der Ziegen with random legal moves and prints the final scores.
 *
 *   usage: play [players (2-5, default 4)] [seed (default 7)]
 *
 * Build: see the Makefile beside this file (`make`, then `./build/play 4 7`).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "herr_der_ziegen.h"

/* Prints the library's message for a failed call and leaves. */
static void check(HdzStatus status, const char *what) {
    if (status != HDZ_OK) {
        fprintf(stderr, "%s failed: %s: %s\n", what, hdz_status_name(status), hdz_last_error_message());
        exit(1);
    }
}

/* A small pseudo-random generator for choosing moves (any generator would do). */
static uint64_t next_random(uint64_t *state) {
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

int main(int argc, char **argv) {
    uint32_t players = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 4;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 7;

    HdzGame *game = NULL;
    check(hdz_game_new(players, seed, &game), "hdz_game_new");

    uint64_t chooser = seed;
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    unsigned moves = 0;
    for (;;) {
        check(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count), "hdz_game_legal_moves");
        if (count == 0) {
            break; /* the game is over */
        }
        uint32_t id = ids[next_random(&chooser) % count];
        check(hdz_game_apply(game, id), "hdz_game_apply");
        moves++;
    }

    HdzScores scores;
    check(hdz_game_scores(game, &scores), "hdz_game_scores");
    printf("herr-der-ziegen %s: %" PRIu32 " players, seed %" PRIu64 ", %u moves\n", hdz_version(), players, seed,
           moves);
    printf("seat  single  doubled  milk  total\n");
    for (unsigned p = 0; p < scores.players; p++) {
        const HdzPlayerScore *s = &scores.per_player[p];
        printf("%4u  %6" PRIu32 "  %7" PRIu32 "  %4" PRIu32 "  %5" PRIu32 "%s\n", p, s->single, s->doubled, s->milk,
               s->total, (scores.winners >> p) & 1u ? "  winner" : "");
    }

    hdz_game_free(game);
    return 0;
}
