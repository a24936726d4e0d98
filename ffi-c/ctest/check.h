/* Assertion macros shared by the C tests. */
#ifndef HDZ_CTEST_CHECK_H
#define HDZ_CTEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>

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

#endif
