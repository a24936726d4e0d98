/* Assertion macros and helpers shared by the C tests: checks counted per game, the games the
 * library lists, files and strings. */
#ifndef HDZ_CTEST_CHECK_H
#define HDZ_CTEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "herr_der_ziegen.h"

/* The most games a test counts checks for (the library lists fewer). */
#define MAX_GAMES 16

static int checks = 0;
static int failures = 0;
/* The checks counted for each game (by kind), and the game the running checks are for (-1: none,
 * the checks that concern no one game). */
static int game_checks[MAX_GAMES];
static int current_game = -1;

/* Counts a check (for the current game too); reports it if `cond` is false and goes on. */
#define EXPECT(cond, ...)                                                                                              \
    do {                                                                                                               \
        checks++;                                                                                                      \
        if (current_game >= 0) {                                                                                       \
            game_checks[current_game]++;                                                                               \
        }                                                                                                              \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                                       \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fprintf(stderr, "\n");                                                                                     \
            failures++;                                                                                                \
        }                                                                                                              \
    } while (0)

/* A call that must succeed; stops the test otherwise. */
#define OK(call)                                                                                                       \
    do {                                                                                                               \
        HdzStatus status_ = (call);                                                                                    \
        if (status_ != HDZ_OK) {                                                                                       \
            fprintf(stderr, "FAIL %s:%d: %s returned %s: %s\n", __FILE__, __LINE__, #call, hdz_status_name(status_),  \
                    hdz_last_error_message());                                                                         \
            exit(1);                                                                                                   \
        }                                                                                                              \
    } while (0)

/* The games the library lists (hdz_game_kind_info for 0, 1, ... until it refuses the number), in
 * kind order; returns their number. A test that loops over them tests a game added to the library
 * without a line added. */
static inline uint32_t list_games(HdzGameKindInfo games[MAX_GAMES]) {
    uint32_t count = 0;
    while (count < MAX_GAMES && hdz_game_kind_info(count, &games[count]) == HDZ_OK) {
        count++;
    }
    if (count == 0 || count == MAX_GAMES) {
        fprintf(stderr, "the library lists %u games\n", (unsigned)count);
        exit(1);
    }
    return count;
}

/* Counts the checks that follow for game `kind` (-1: for none). */
static inline void checks_for(int kind) { current_game = kind; }

/* Prints the test's result: its checks per game and in all; returns the exit code. */
static inline int report(const char *test, const HdzGameKindInfo *games, uint32_t count) {
    printf("%s:", test);
    for (uint32_t kind = 0; kind < count; kind++) {
        printf("%s %s %d checks", kind == 0 ? "" : ",", games[kind].name, game_checks[kind]);
    }
    printf(" (%d in all)\n", checks);
    if (failures) {
        fprintf(stderr, "%s: %d of %d checks failed\n", test, failures, checks);
        return 1;
    }
    return 0;
}

/* A malloc'ed copy of a string the library returned, which is freed (so callers use free()). */
static inline char *copy_and_free(char *library_text) {
    char *copy = (char *)malloc(strlen(library_text) + 1);
    if (!copy) {
        exit(1);
    }
    strcpy(copy, library_text);
    hdz_string_free(library_text);
    return copy;
}

/* `text` with the first `needle` replaced by `replacement`, malloc'ed; NULL if `needle` is not in
 * `text`. */
static inline char *replace_first(const char *text, const char *needle, const char *replacement) {
    const char *at = strstr(text, needle);
    if (!at) {
        return NULL;
    }
    size_t head = (size_t)(at - text), size = strlen(text) - strlen(needle) + strlen(replacement) + 1;
    char *out = (char *)malloc(size);
    if (!out) {
        exit(1);
    }
    snprintf(out, size, "%.*s%s%s", (int)head, text, replacement, at + strlen(needle));
    return out;
}

/* Writes the path `dir`/`file` to `out` (`size` bytes); exits if it does not fit. */
static inline void join_path(char *out, size_t size, const char *dir, const char *file) {
    int n = snprintf(out, size, "%s/%s", dir, file);
    if (n < 0 || (size_t)n >= size) {
        fprintf(stderr, "the path %s/%s is too long\n", dir, file);
        exit(1);
    }
}

/* The whole file at `path` as a malloc'ed, NUL-terminated string; NULL if it does not exist; exits
 * if it exists and cannot be read. */
static inline char *read_file_if_any(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        return NULL;
    }
    if (fseek(f, 0, SEEK_END) != 0) {
        perror(path);
        exit(1);
    }
    long size = ftell(f);
    if (size < 0) {
        perror(path);
        exit(1);
    }
    rewind(f);
    char *text = (char *)malloc((size_t)size + 1);
    if (!text || fread(text, 1, (size_t)size, f) != (size_t)size) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(1);
    }
    text[size] = '\0';
    fclose(f);
    return text;
}

/* The whole file at `path` as a malloc'ed, NUL-terminated string; exits if it cannot be read. */
static inline char *read_file(const char *path) {
    char *text = read_file_if_any(path);
    if (!text) {
        perror(path);
        exit(1);
    }
    return text;
}

/* The FNV-1a hash of `size` bytes at `data`, going on from `h` (0xCBF29CE484222325 to start). */
static inline uint64_t fnv(uint64_t h, const void *data, size_t size) {
    const unsigned char *bytes = (const unsigned char *)data;
    for (size_t i = 0; i < size; i++) {
        h ^= bytes[i];
        h *= 0x100000001B3ull;
    }
    return h;
}

/* The language-neutral chooser of the golden transcripts: the next index below `n`. */
static inline size_t chooser_next(uint64_t *x, size_t n) {
    *x = *x * 6364136223846793005u + 1442695040888963407u;
    return (size_t)((*x >> 33) % n);
}

#endif
