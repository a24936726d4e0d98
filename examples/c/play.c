/*
 * Plays one seeded game of Herr der Ziegen between the engine's bots and prints the final scores,
 * then the final pasture and displays, read from a seat's view (hdz_game_view_struct) without any JSON.
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

/* Writes a card's short label ("K03-4", "Dog", "Milk2") into `label` (at least 8 bytes). */
static void card_label(const HdzGame *game, uint8_t card_id, char *label, size_t size) {
    HdzCard card;
    check(hdz_game_card_info(game, card_id, &card), "hdz_game_card_info");
    switch (card.kind) {
    case HDZ_CARD_KIND_GOAT:
        snprintf(label, size, "K%02u-%u", (unsigned)card.goat_kind + 1, (unsigned)card.value);
        break;
    case HDZ_CARD_KIND_DOG:
        snprintf(label, size, "Dog");
        break;
    default:
        snprintf(label, size, "Milk%u", (unsigned)card.value);
        break;
    }
}

/* Prints the pasture and the displays as seat `seat` sees them (both are public). */
static void print_board(const HdzGame *game, uint32_t seat) {
    HdzView view;
    check(hdz_game_view_struct(game, seat, &view), "hdz_game_view_struct");
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
                card_label(game, view.card_at[cell], label, sizeof label);
                if (view.mark_at[cell] != HDZ_NONE) {
                    snprintf(text, sizeof text, "%s@%u", label, (unsigned)view.mark_at[cell]);
                } else {
                    snprintf(text, sizeof text, "%s", label);
                }
            }
            printf(col + 1 < view.grid_size ? "%-9s" : "%s\n", text);
        }
    }
    for (unsigned p = 0; p < view.players; p++) {
        const HdzCardList *display = &view.display[p];
        printf("display of seat %u (%u cards):", p, (unsigned)display->count);
        for (unsigned i = 0; i < display->count; i++) {
            card_label(game, display->cards[i], label, sizeof label);
            printf(" %s", label);
        }
        printf("\n");
    }
}

int main(int argc, char **argv) {
    unsigned long parsed = argc > 1 ? strtoul(argv[1], NULL, 10) : 4;
    /* Any count is passed on: the library refuses a wrong one and says which. */
    uint32_t players = parsed > UINT32_MAX ? UINT32_MAX : (uint32_t)parsed;
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
        check(hdz_game_player_to_act(game, &player), "hdz_game_player_to_act");
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
    print_board(game, 0);

    hdz_game_free(game);
    return 0;
}
