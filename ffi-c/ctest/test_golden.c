/*
 * Replays the golden transcripts of every game the library lists, testdata/golden-<game>.json
 * (written by each game's tests/golden.rs), through the C API: the same options, seed and
 * language-neutral choices must give the same moves, the same final state (its checksum), the
 * same totals and the same winners as the Rust engine. A game without its golden file fails.
 *
 * The chooser: x = x * 6364136223846793005 + 1442695040888963407 (mod 2^64), starting from
 * chooser_seed; the move at index (x >> 33) % count of the legal action ids, in the order the
 * library returns them. The checksum is the 64-bit FNV-1a hash of the final state JSON, in 16 hex
 * digits.
 *
 * Halfway through each game the state goes through hdz_game_to_json / hdz_game_from_json and a
 * clone, and the replay goes on with the copy: saved states and clones must continue exactly.
 *
 *   usage: test_golden path/to/testdata
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define MAX_MOVES 20000

/* ----- a minimal reader for the golden files: values after known keys, in file order ----- */

typedef struct Golden {
    char options[4096]; /* the options object, as JSON */
    uint64_t seed;
    uint64_t chooser_seed;
    uint32_t moves[MAX_MOVES];
    size_t move_count;
    int64_t totals[HDZ_MAX_SEATS];
    size_t total_count;
    uint32_t winners;
    char checksum[17];
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

static int64_t read_number(const char **p) {
    char *end;
    int64_t value = strtoll(*p, &end, 10);
    if (end == *p) {
        fprintf(stderr, "golden file: number expected at \"%.20s\"\n", *p);
        exit(1);
    }
    *p = end;
    return value;
}

/* A number that may exceed the range of int64_t (a seed). */
static uint64_t read_unsigned(const char **p) {
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
static size_t read_array(const char **p, int64_t *out, size_t cap) {
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
        out[n++] = read_number(p);
    }
}

/* Copies the JSON object at *p (nested objects and arrays included) into `out`. */
static void read_object(const char **p, char *out, size_t size) {
    int depth = 0;
    bool in_string = false;
    size_t n = 0;
    do {
        char c = **p;
        if (c == '\0' || n + 1 >= size) {
            fprintf(stderr, "golden file: an options object that does not end\n");
            exit(1);
        }
        if (in_string) {
            in_string = c != '"' || (n > 0 && out[n - 1] == '\\');
        } else if (c == '"') {
            in_string = true;
        } else if (c == '{' || c == '[') {
            depth++;
        } else if (c == '}' || c == ']') {
            depth--;
        }
        out[n++] = c;
        (*p)++;
    } while (depth > 0);
    out[n] = '\0';
}

/* Reads the next game after *p; returns 0 when there is none. */
static int next_game(const char **p, Golden *g) {
    static int64_t numbers[MAX_MOVES];
    if (!seek_key(p, "options")) {
        return 0;
    }
    read_object(p, g->options, sizeof g->options);
    if (!seek_key(p, "seed")) {
        return 0;
    }
    g->seed = read_unsigned(p);
    if (!seek_key(p, "chooser_seed")) {
        return 0;
    }
    g->chooser_seed = read_unsigned(p);
    if (!seek_key(p, "moves")) {
        return 0;
    }
    g->move_count = read_array(p, numbers, MAX_MOVES);
    for (size_t i = 0; i < g->move_count; i++) {
        g->moves[i] = (uint32_t)numbers[i];
    }
    if (!seek_key(p, "totals")) {
        return 0;
    }
    g->total_count = read_array(p, g->totals, HDZ_MAX_SEATS);
    if (!seek_key(p, "winners")) {
        return 0;
    }
    g->winners = (uint32_t)read_number(p);
    if (!seek_key(p, "final_checksum") || sscanf(*p, "\"%16[0-9a-f]\"", g->checksum) != 1) {
        return 0;
    }
    return 1;
}

/* ----- the replay ----- */

static char *state_of(const HdzGame *game) {
    char *json = NULL;
    OK(hdz_game_to_json(game, &json));
    return copy_and_free(json);
}

/* Replaces *game by a copy made through JSON and a clone. */
static void reload(uint32_t kind, HdzGame **game) {
    char *json = state_of(*game);
    HdzGame *loaded = NULL;
    OK(hdz_game_from_json(kind, json, &loaded));
    HdzGame *copy = NULL;
    OK(hdz_game_clone(loaded, &copy));
    char *again = state_of(copy);
    EXPECT(strcmp(json, again) == 0, "state changed through from_json and clone");
    free(json);
    free(again);
    hdz_game_free(loaded);
    hdz_game_free(*game);
    *game = copy;
}

static void replay(uint32_t kind, const char *name, const Golden *g, int index) {
    HdzGame *game = NULL;
    OK(hdz_game_with_options(kind, g->options, g->seed, &game));
    uint64_t x = g->chooser_seed;
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    size_t played = 0;
    for (;;) {
        if (played == g->move_count / 2) {
            reload(kind, &game);
        }
        OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
        if (count == 0) {
            break;
        }
        uint32_t id = ids[chooser_next(&x, count)];
        if (played >= g->move_count) {
            EXPECT(0, "%s game %d: the C replay goes on after the %zu golden moves", name, index, g->move_count);
            break;
        }
        if (id != g->moves[played]) {
            EXPECT(0, "%s game %d move %zu: chose action %" PRIu32 ", golden %" PRIu32, name, index, played, id,
                   g->moves[played]);
            break;
        }
        OK(hdz_game_apply(game, id));
        played++;
    }
    EXPECT(played == g->move_count, "%s game %d: %zu moves played, golden %zu", name, index, played, g->move_count);
    bool over = false;
    OK(hdz_game_is_over(game, &over));
    EXPECT(over, "%s game %d: not over after the golden moves", name, index);

    char *final_state = state_of(game);
    char hex[17];
    snprintf(hex, sizeof hex, "%016" PRIx64, fnv(0xCBF29CE484222325ull, final_state, strlen(final_state)));
    EXPECT(strcmp(hex, g->checksum) == 0, "%s game %d: checksum %s, golden %s", name, index, hex, g->checksum);
    free(final_state);
    HdzOutcome outcome;
    OK(hdz_game_outcome(game, &outcome));
    EXPECT(outcome.players == g->total_count, "%s game %d: %u players, golden %zu", name, index, outcome.players,
           g->total_count);
    for (size_t p = 0; p < g->total_count && p < HDZ_MAX_SEATS; p++) {
        EXPECT(outcome.scores[p] == g->totals[p], "%s game %d: seat %zu total %d, golden %" PRId64, name, index, p,
               outcome.scores[p], g->totals[p]);
    }
    EXPECT(outcome.winners == g->winners, "%s game %d: winners %u, golden %" PRIu32, name, index, outcome.winners,
           g->winners);
    hdz_game_free(game);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s path/to/testdata\n", argv[0]);
        return 2;
    }
    HdzGameKindInfo games[MAX_GAMES];
    uint32_t count = list_games(games);
    static Golden golden;
    for (uint32_t kind = 0; kind < count; kind++) {
        checks_for((int)kind);
        char file[256], path[4096];
        snprintf(file, sizeof file, "golden-%s.json", games[kind].name);
        join_path(path, sizeof path, argv[1], file);
        char *text = read_file_if_any(path);
        EXPECT(text != NULL, "%s has no golden transcripts: %s is missing", games[kind].name, path);
        if (!text) {
            continue;
        }
        const char *p = strstr(text, "\"games\"");
        int replayed = 0;
        while (p && next_game(&p, &golden)) {
            replay(kind, games[kind].name, &golden, replayed);
            replayed++;
        }
        EXPECT(replayed > 0, "no game in %s", path);
        printf("%s: %d golden games replayed\n", games[kind].name, replayed);
        free(text);
    }
    return report("test_golden", games, count);
}
