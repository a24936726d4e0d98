/*
 * Replays the golden transcripts of testdata/golden-herr-der-ziegen.json through the C API: the same
 * players, seed and language-neutral choices must give the same moves, final totals and
 * winners as the Rust core (herr-der-ziegen/tests/golden.rs).
 *
 * The chooser: x = x * 6364136223846793005 + 1442695040888963407 (mod 2^64), starting from
 * chooser_seed; the move at index (x >> 33) % count of the legal action ids, in the order the
 * library returns them.
 *
 * Halfway through each game the state goes through hdz_game_to_json / hdz_game_from_json and a
 * clone, and the replay goes on with the copy: saved states and clones must continue exactly.
 *
 *   usage: test_golden path/to/golden-herr-der-ziegen.json
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define MAX_MOVES 4096

/* ----- a minimal reader for the golden file: numbers after known keys, in file order ----- */

typedef struct Golden {
    uint32_t players;
    uint64_t seed;
    uint64_t chooser_seed;
    uint32_t moves[MAX_MOVES];
    size_t move_count;
    uint32_t totals[HDZ_MAX_PLAYERS];
    size_t total_count;
    uint32_t winners;
} Golden;

/* Moves *p past `"key":` and whitespace; returns 0 if the key does not follow. */
static int seek_key(const char **p, const char *key) {
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = strstr(*p, pattern);
    if (!at) {
        return 0;
    }
    *p = at + strlen(pattern);
    while (**p == ' ' || **p == '\n' || **p == '\r' || **p == '\t') {
        (*p)++;
    }
    return 1;
}

static uint64_t read_number(const char **p) {
    char *end;
    uint64_t value = strtoull(*p, &end, 10);
    if (end == *p) {
        fprintf(stderr, "golden file: number expected at \"%.20s\"\n", *p);
        exit(1);
    }
    *p = end;
    return value;
}

/* Reads `[n, n, ...]` into out (at most cap numbers); returns the count. */
static size_t read_array(const char **p, uint32_t *out, size_t cap) {
    size_t n = 0;
    if (**p != '[') {
        fprintf(stderr, "golden file: array expected at \"%.20s\"\n", *p);
        exit(1);
    }
    (*p)++;
    for (;;) {
        while (**p == ' ' || **p == '\n' || **p == '\r' || **p == '\t' || **p == ',') {
            (*p)++;
        }
        if (**p == ']') {
            (*p)++;
            return n;
        }
        if (n == cap) {
            fprintf(stderr, "golden file: more than %zu numbers in an array\n", cap);
            exit(1);
        }
        out[n++] = (uint32_t)read_number(p);
    }
}

/* Reads the next game after *p; returns 0 when there is none. */
static int next_game(const char **p, Golden *g) {
    if (!seek_key(p, "players")) {
        return 0;
    }
    g->players = (uint32_t)read_number(p);
    if (!seek_key(p, "seed")) {
        return 0;
    }
    g->seed = read_number(p);
    if (!seek_key(p, "chooser_seed")) {
        return 0;
    }
    g->chooser_seed = read_number(p);
    if (!seek_key(p, "moves")) {
        return 0;
    }
    g->move_count = read_array(p, g->moves, MAX_MOVES);
    if (!seek_key(p, "totals")) {
        return 0;
    }
    g->total_count = read_array(p, g->totals, HDZ_MAX_PLAYERS);
    if (!seek_key(p, "winners")) {
        return 0;
    }
    g->winners = (uint32_t)read_number(p);
    return 1;
}

/* ----- the replay ----- */

static uint32_t choose(uint64_t *x, const uint32_t *ids, size_t count) {
    *x = *x * 6364136223846793005u + 1442695040888963407u;
    return ids[(*x >> 33) % count];
}

/* Replaces *game by a copy made through JSON and a clone. */
static void reload(HdzGame **game) {
    char *json = NULL;
    OK(hdz_game_to_json(*game, &json));
    HdzGame *loaded = NULL;
    OK(hdz_game_from_json(json, &loaded));
    HdzGame *copy = NULL;
    OK(hdz_game_clone(loaded, &copy));
    char *again = NULL;
    OK(hdz_game_to_json(copy, &again));
    EXPECT(strcmp(json, again) == 0, "state changed through from_json and clone");
    hdz_string_free(json);
    hdz_string_free(again);
    hdz_game_free(loaded);
    hdz_game_free(*game);
    *game = copy;
}

static void replay(const Golden *g, int index) {
    HdzGame *game = NULL;
    OK(hdz_game_new(g->players, g->seed, &game));
    uint64_t x = g->chooser_seed;
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    size_t played = 0;
    for (;;) {
        if (played == g->move_count / 2) {
            reload(&game);
        }
        OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
        if (count == 0) {
            break;
        }
        uint32_t id = choose(&x, ids, count);
        if (played >= g->move_count) {
            EXPECT(0, "game %d: the C replay goes on after the %zu golden moves", index, g->move_count);
            break;
        }
        if (id != g->moves[played]) {
            EXPECT(0, "game %d move %zu: chose action %" PRIu32 ", golden %" PRIu32, index, played, id,
                   g->moves[played]);
            break;
        }
        OK(hdz_game_apply(game, id));
        played++;
    }
    EXPECT(played == g->move_count, "game %d: %zu moves played, golden %zu", index, played, g->move_count);
    bool over = false;
    OK(hdz_game_is_over(game, &over));
    EXPECT(over, "game %d: not over after the golden moves", index);

    HdzScores scores;
    OK(hdz_game_scores(game, &scores));
    EXPECT(scores.players == g->players && g->total_count == g->players, "game %d: player counts differ", index);
    for (size_t p = 0; p < g->total_count && p < HDZ_MAX_PLAYERS; p++) {
        EXPECT(scores.per_player[p].total == g->totals[p], "game %d: player %zu total %" PRIu32 ", golden %" PRIu32,
               index, p, scores.per_player[p].total, g->totals[p]);
    }
    EXPECT(scores.winners == g->winners, "game %d: winners %u, golden %" PRIu32, index, scores.winners, g->winners);
    printf("game %d: %" PRIu32 " players, seed %" PRIu64 ", %zu moves, winners 0x%02x\n", index, g->players, g->seed,
           played, scores.winners);
    hdz_game_free(game);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s path/to/golden-herr-der-ziegen.json\n", argv[0]);
        return 2;
    }
    char *text = read_file(argv[1]);
    const char *p = strstr(text, "\"games\"");
    if (!p) {
        fprintf(stderr, "%s: no \"games\"\n", argv[1]);
        return 1;
    }
    static Golden golden;
    int games = 0;
    while (next_game(&p, &golden)) {
        replay(&golden, games);
        games++;
    }
    free(text);
    EXPECT(games > 0, "no game in %s", argv[1]);
    if (failures) {
        fprintf(stderr, "test_golden: %d failures\n", failures);
        return 1;
    }
    printf("test_golden: %d golden games replayed\n", games);
    return 0;
}
