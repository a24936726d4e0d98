/* Assertion macros shared by the C tests. */
#ifndef HDZ_CTEST_CHECK_H
#define HDZ_CTEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "herr_der_ziegen.h"

static int checks = 0;
static int failures = 0;

/* Counts a check; reports it if `cond` is false and goes on. */
#define EXPECT(cond, ...)                                                                                              \
    do {                                                                                                               \
        checks++;                                                                                                      \
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

/* The whole file at `path` as a malloc'ed, NUL-terminated string; exits if it cannot be read. */
static inline char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(1);
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

#endif
