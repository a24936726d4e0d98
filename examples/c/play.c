/*
 * Plays one seeded game of any game the library knows between the engine's bots, through the API
 * of every game, printing the first moves and the final scores; then the final table as the game's
 * typed extras give it (plain structs, no JSON): Herr der Ziegen's pasture and displays, Ziegen
 * Kriegen's round scores, Le Baron's penalty piles. A game without a table printer here is played
 * all the same.
 *
 *   usage: play GAME PLAYERS SEED [BOT...]
 *          play --games                      (lists the games, one name a line)
 *
 * Bot names are "random", "greedy", "ismcts" or "ismcts:N", one per seat from seat 0; the last
 * one fills the remaining seats (default: greedy), so `play le-baron 5 42 ismcts:40 greedy random`
 * seats IS-MCTS at seat 0, greedy at seat 1 and random bots at seats 2 to 4.
 *
 * Build: see the Makefile beside this file (`make`, then `./build/play herr-der-ziegen 4 7`).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "herr_der_ziegen.h"

/* Prints the library's message for a failed call and leaves. */
static void check(HdzStatus status, const char *what) {
    if (status != HDZ_OK) {
        fprintf(stderr, "%s failed: %s: %s\n", what, hdz_status_name(status), hdz_last_error_message());
        exit(1);
    }
}

/* Writes a Herr der Ziegen card's short label ("K03-4", "Dog", "Milk2") into `label`. */
static void hz_card_label(const HdzGame *game, uint8_t card_id, char *label, size_t size) {
    HdzHzCard card;
    check(hdz_hz_card_info(game, card_id, &card), "hdz_hz_card_info");
    switch (card.kind) {
    case HDZ_HZ_CARD_KIND_GOAT:
        snprintf(label, size, "K%02u-%u", (unsigned)card.goat_kind + 1, (unsigned)card.value);
        break;
    case HDZ_HZ_CARD_KIND_DOG:
        snprintf(label, size, "Dog");
        break;
    default:
        snprintf(label, size, "Milk%u", (unsigned)card.value);
        break;
    }
}

/* Herr der Ziegen: the pasture and the displays as seat 0 sees them (both are public). */
static void print_hz_table(const HdzGame *game) {
    static HdzHzView view; /* about 3 KB */
    check(hdz_hz_view(game, 0, &view), "hdz_hz_view");
    char label[16];
    printf("pasture (S0..S%u: stables, @p: a small goat of seat p, .: empty):\n", (unsigned)view.players - 1);
    for (unsigned row = 0; row < view.grid_size; row++) {
        for (unsigned col = 0; col < view.grid_size; col++) {
            const unsigned cell = row * 7 + col; /* cells are row * 7 + col, also on the 6x6 grid */
            char text[24] = ".";
            if (view.is_stable[cell]) {
                for (unsigned p = 0; p < view.players; p++) {
                    if (view.stable[p] == cell) {
                        snprintf(text, sizeof text, "S%u", p);
                    }
                }
            } else if (view.card_at[cell] != HDZ_NONE) {
                hz_card_label(game, view.card_at[cell], label, sizeof label);
                if (view.mark_at[cell] != HDZ_NONE) {
                    snprintf(text, sizeof text, "%s@%u", label, (unsigned)view.mark_at[cell]);
                } else {
                    snprintf(text, sizeof text, "%s", label);
                }
            }
            printf(col + 1 < view.grid_size ? "%-9s" : "%s\n", text);
        }
    }
    HdzHzScores scores;
    check(hdz_hz_scores(game, &scores), "hdz_hz_scores");
    for (unsigned p = 0; p < view.players; p++) {
        const HdzHzCardList *display = &view.display[p];
        const HdzHzPlayerScore *s = &scores.per_player[p];
        printf("seat %u: %" PRIu32 " single, %" PRIu32 " doubled, %" PRIu32 " milk; display:", p, s->single,
               s->doubled, s->milk);
        for (unsigned i = 0; i < display->count; i++) {
            hz_card_label(game, display->cards[i], label, sizeof label);
            printf(" %s", label);
        }
        printf("\n");
    }
}

/* Ziegen Kriegen: each round's limit and scores as seat 0 sees them. */
static void print_zk_table(const HdzGame *game) {
    static HdzZkView view;
    check(hdz_zk_view(game, 0, &view), "hdz_zk_view");
    for (unsigned round = 0; round < view.rounds_scored; round++) {
        unsigned limit = 0; /* the sum of the numbers chosen for the round's hill cards */
        for (unsigned i = 0; i < view.hill_counts[round]; i++) {
            limit += view.hills[round][i].chosen;
        }
        printf("round %u, limit %u, scores:", round + 1, limit);
        for (unsigned p = 0; p < view.players; p++) {
            printf(" %u", (unsigned)view.round_scores[round][p]);
        }
        printf("\n");
    }
}

/* Le Baron: each seat's penalty pile as seat 0 sees it. */
static void print_lb_table(const HdzGame *game) {
    static HdzLbView view;
    check(hdz_lb_view(game, 0, &view), "hdz_lb_view");
    for (unsigned p = 0; p < view.players; p++) {
        printf("seat %u: %u points in %u cards:", p, (unsigned)view.penalty_points[p], (unsigned)view.penalty_counts[p]);
        for (unsigned i = 0; i < view.penalty_counts[p]; i++) {
            printf(" %u", (unsigned)view.penalty_piles[p][i]);
        }
        printf("\n");
    }
}

int main(int argc, char **argv) {
    HdzGameKindInfo info;
    if (argc == 2 && strcmp(argv[1], "--games") == 0) {
        for (uint32_t kind = 0; hdz_game_kind_info(kind, &info) == HDZ_OK; kind++) {
            printf("%s\n", info.name);
        }
        return 0;
    }
    if (argc < 4) {
        fprintf(stderr, "usage: %s GAME PLAYERS SEED [BOT...]  (%s --games lists the games)\n", argv[0], argv[0]);
        return 2;
    }
    uint32_t kind = 0;
    while (hdz_game_kind_info(kind, &info) == HDZ_OK && strcmp(info.name, argv[1]) != 0) {
        kind++;
    }
    if (hdz_game_kind_info(kind, &info) != HDZ_OK) {
        fprintf(stderr, "unknown game %s (%s --games lists them)\n", argv[1], argv[0]);
        return 2;
    }
    /* Any count is passed on: the library refuses a wrong one and says which. */
    unsigned long parsed = strtoul(argv[2], NULL, 10);
    uint32_t players = parsed > UINT32_MAX ? UINT32_MAX : (uint32_t)parsed;
    uint64_t seed = strtoull(argv[3], NULL, 10);

    HdzGame *game = NULL;
    check(hdz_game_new(kind, players, seed, &game), "hdz_game_new");
    /* One bot per seat, each with its own seed; a bot sees only its seat's view. */
    HdzBot *bots[HDZ_MAX_SEATS] = {NULL};
    const char *names[HDZ_MAX_SEATS];
    for (uint32_t seat = 0; seat < players; seat++) {
        names[seat] = argc > 4 ? argv[4 + (int)seat < argc ? 4 + (int)seat : argc - 1] : "greedy";
        check(hdz_bot_new(kind, names[seat], seed + seat, &bots[seat]), "hdz_bot_new");
    }

    printf("%s %s: %" PRIu32 " players, seed %" PRIu64 "\n", info.name, hdz_version(), players, seed);
    unsigned moves = 0;
    uint32_t seat = 0;
    check(hdz_game_current_player(game, &seat), "hdz_game_current_player");
    while (seat != HDZ_NONE) { /* HDZ_NONE once the game is over */
        uint32_t id = 0;
        check(hdz_bot_choose(bots[seat], game, &id), "hdz_bot_choose");
        if (moves < 6) {
            char *text = NULL;
            check(hdz_game_describe_action(game, id, &text), "hdz_game_describe_action");
            printf("%4u  seat %" PRIu32 " (%s): %s\n", moves + 1, seat, names[seat], text);
            hdz_string_free(text);
        }
        check(hdz_game_apply(game, id), "hdz_game_apply");
        moves++;
        check(hdz_game_current_player(game, &seat), "hdz_game_current_player");
    }

    HdzOutcome outcome;
    check(hdz_game_outcome(game, &outcome), "hdz_game_outcome");
    printf("over after %u moves; the %s score wins\n", moves, outcome.lower_wins ? "lowest" : "highest");
    for (uint32_t s = 0; s < outcome.players; s++) {
        printf("  seat %" PRIu32 " (%s): %d%s\n", s, names[s], outcome.scores[s], (outcome.winners >> s) & 1 ? "  (winner)" : "");
        hdz_bot_free(bots[s]);
    }
    switch (info.kind) {
    case HDZ_GAME_KIND_HERR_DER_ZIEGEN:
        print_hz_table(game);
        break;
    case HDZ_GAME_KIND_ZIEGEN_KRIEGEN:
        print_zk_table(game);
        break;
    case HDZ_GAME_KIND_LE_BARON:
        print_lb_table(game);
        break;
    default: /* a game this program does not know yet: its scores above are all it prints */
        break;
    }
    hdz_game_free(game);
    return 0;
}
