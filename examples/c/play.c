/*
 * Plays one seeded game of Herr der Ziegen between the engine's bots and prints the final scores.
 *
 *   usage: play [players (2-5, default 4)] [seed (default 7)] [bot names (default: greedy random)]
 *
 * Bot names are "random", "greedy", "ismcts" or "ismcts:N", one per seat from seat 0; the last
 * one fills the remaining seats (as in the Rust example), so `play 4 7 ismcts greedy` seats IS-MCTS
 * at seat 0 and greedy at seats 1 to 3.
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

int main(int argc, char **argv) {
    unsigned long parsed = argc > 1 ? strtoul(argv[1], NULL, 10) : 4;
    uint32_t players = parsed > HDZ_MAX_PLAYERS ? 0 : (uint32_t)parsed; /* 0: refused below */
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 7;

    static const char *const default_names[] = {"greedy", "random"};
    const char *const *names = argc > 3 ? (const char *const *)&argv[3] : default_names;
    const uint32_t name_count = argc > 3 ? (uint32_t)(argc - 3) : 2;
    /* The bot name of each seat: the last name fills the remaining seats. */
    const char *seat_names[HDZ_MAX_PLAYERS];
    for (uint32_t seat = 0; seat < HDZ_MAX_PLAYERS; seat++) {
        seat_names[seat] = names[seat < name_count ? seat : name_count - 1];
    }

    HdzGame *game = NULL;
    check(hdz_game_new(players, seed, &game), "hdz_game_new");

    /* One bot per seat, each with its own seed; a bot sees only its seat's view. */
    HdzBot *bots[HDZ_MAX_PLAYERS] = {NULL};
    for (uint32_t seat = 0; seat < players; seat++) {
        check(hdz_bot_new(seat_names[seat], seed + seat, &bots[seat]), "hdz_bot_new");
    }

    unsigned moves = 0;
    bool over = false;
    for (;;) {
        check(hdz_game_is_over(game, &over), "hdz_game_is_over");
        if (over) {
            break;
        }
        uint32_t player = 0;
        check(hdz_game_current_player(game, &player), "hdz_game_current_player");
        uint32_t id = 0;
        check(hdz_bot_choose(bots[player], game, &id), "hdz_bot_choose");
        check(hdz_game_apply(game, id), "hdz_game_apply");
        moves++;
    }

    HdzScores scores;
    check(hdz_game_scores(game, &scores), "hdz_game_scores");
    printf("herr-der-ziegen %s: %" PRIu32 " players, seed %" PRIu64 ", %u moves\n", hdz_version(), players, seed,
           moves);
    printf("seat  bot         single  doubled  milk  total\n");
    for (unsigned p = 0; p < scores.players; p++) {
        const HdzPlayerScore *s = &scores.per_player[p];
        printf("%4u  %-10s  %6" PRIu32 "  %7" PRIu32 "  %4" PRIu32 "  %5" PRIu32 "%s\n", p, seat_names[p],
               s->single, s->doubled, s->milk, s->total, (scores.winners >> p) & 1u ? "  winner" : "");
        hdz_bot_free(bots[p]);
    }

    hdz_game_free(game);
    return 0;
}
