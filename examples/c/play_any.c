/*
 * Plays one game of any kind the library knows (Ziegen Kriegen, Le Baron or Herr der Ziegen)
 * with bots through the game-agnostic API, printing each move and the final scores.
 *
 *   usage: play_any GAME PLAYERS SEED [BOT...]
 *     GAME: ziegen-kriegen, le-baron or herr-der-ziegen
 *     BOT: random, greedy, ismcts or ismcts:N, one per seat (the last one repeats; default greedy)
 *
 *   play_any ziegen-kriegen 4 7
 *   play_any le-baron 5 42 ismcts:50 greedy random
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "herr_der_ziegen.h"

/* Reports a failed call and exits. */
static void check(HdzStatus status, const char *what) {
    if (status != HDZ_OK) {
        fprintf(stderr, "%s: %s (%s)\n", what, hdz_status_name(status), hdz_last_error_message());
        exit(1);
    }
}

/* The kind called `name`, found through hdz_game_kind_info. */
static uint32_t kind_named(const char *name) {
    HdzGameKindInfo info;
    for (uint32_t kind = 0; hdz_game_kind_info(kind, &info) == HDZ_OK; kind++) {
        if (strcmp(info.name, name) == 0) {
            return kind;
        }
    }
    fprintf(stderr, "unknown game %s (ziegen-kriegen, le-baron or herr-der-ziegen)\n", name);
    exit(2);
}

/* One line about the table after a move, from the game's typed view. */
static void print_table(const HdzAnyGame *game, uint32_t kind, uint32_t seat) {
    if (kind == HDZ_GAME_KIND_ZIEGEN_KRIEGEN) {
        HdzZkView v;
        check(hdz_zk_view(game, seat, &v), "hdz_zk_view");
        printf("      trick %u, %u card(s) down; hill sum %u", v.trick_number, v.trick_len, v.hill_sum);
        if (v.limit != HDZ_NONE) {
            printf(", limit %u", v.limit);
        }
        printf("\n");
    } else if (kind == HDZ_GAME_KIND_LE_BARON) {
        HdzLbView v;
        check(hdz_lb_view(game, seat, &v), "hdz_lb_view");
        printf("      rows:");
        for (int r = 0; r < HDZ_LB_NUM_ROWS; r++) {
            printf(" %u card(s)/%u pt", v.row_len[r], v.row_points[r]);
        }
        printf("\n");
    }
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s GAME PLAYERS SEED [BOT...]\n", argv[0]);
        return 2;
    }
    uint32_t kind = kind_named(argv[1]);
    uint32_t players = (uint32_t)strtoul(argv[2], NULL, 10);
    uint64_t seed = strtoull(argv[3], NULL, 10);

    HdzAnyGame *game = NULL;
    check(hdz_any_game_new(kind, players, seed, &game), "hdz_any_game_new");
    HdzAnyBot *bots[HDZ_MAX_SEATS] = {0};
    for (uint32_t s = 0; s < players; s++) {
        int arg = 4 + (int)s < argc ? 4 + (int)s : argc - 1;
        const char *name = argc > 4 ? argv[arg] : "greedy";
        check(hdz_any_bot_new(kind, name, seed + s, &bots[s]), "hdz_any_bot_new");
    }

    printf("%s, %u players, seed %llu\n", argv[1], players, (unsigned long long)seed);
    unsigned moves = 0;
    uint32_t player;
    check(hdz_any_game_current_player(game, &player), "hdz_any_game_current_player");
    while (player != HDZ_NONE) {
        uint32_t id;
        check(hdz_any_bot_choose(bots[player], game, &id), "hdz_any_bot_choose");
        char *text = NULL;
        check(hdz_any_game_describe_action(game, id, &text), "hdz_any_game_describe_action");
        printf("%4u  seat %u: %s\n", ++moves, player, text);
        hdz_string_free(text);
        check(hdz_any_game_apply(game, id), "hdz_any_game_apply");
        if (moves % 8 == 0) {
            print_table(game, kind, player);
        }
        check(hdz_any_game_current_player(game, &player), "hdz_any_game_current_player");
    }

    HdzOutcome outcome;
    check(hdz_any_game_outcome(game, &outcome), "hdz_any_game_outcome");
    printf("over after %u moves; %s score wins\n", moves, outcome.lower_wins ? "lowest" : "highest");
    for (uint32_t s = 0; s < outcome.players; s++) {
        printf("  seat %u: %d%s\n", s, outcome.scores[s], (outcome.winners >> s) & 1 ? "  (wins)" : "");
    }

    for (uint32_t s = 0; s < players; s++) {
        hdz_any_bot_free(bots[s]);
    }
    hdz_any_game_free(game);
    return 0;
}
