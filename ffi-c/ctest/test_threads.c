/*
 * Threads and the C API (docs/c-api.md, "Errors and threads"):
 *
 *  1. THREADS threads each play their own seeded games through the C API at the same time (they
 *     start together at a barrier). Every game was played first, sequentially, on the main
 *     thread; the threads must reproduce it exactly: the action ids chosen, the events, the views
 *     seen along the way, the final state JSON, every seat's final view and observation, the
 *     totals and the winners.
 *  2. While playing, each thread keeps provoking errors of its own (a distinct action id per
 *     thread) and checks that hdz_last_error_message() names its own error, whatever the other
 *     threads are doing.
 *  3. Then all threads run rounds in lockstep (barriers): each provokes a distinct error, waits
 *     until every thread has, and checks that its message is its own; half of them then make a
 *     successful call, and after another barrier those see "" while the others still see their
 *     own message.
 *  4. All threads read one shared game at once (functions taking `const HdzGame *`) and get what
 *     the main thread got.
 *  5. Bots move between threads: the main thread makes one bot per thread, each thread plays a
 *     whole game with its bot at every seat, and the main thread frees the bots. The moves must be
 *     those of the same bots (name and seed) playing the same games on the main thread.
 *
 * check.h's counters are not thread-safe: threads count their own checks and failures, and the
 * main thread adds them up.
 *
 *   usage: test_threads
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <pthread.h>
#include <string.h>

#include "check.h"

#define THREADS 8
#define GAMES_PER_THREAD 2
#define JOBS (THREADS * GAMES_PER_THREAD)
#define ROUNDS 16

typedef struct Result {
    uint32_t players;
    uint64_t seed;
    size_t moves;
    uint64_t history; /* FNV-1a of the action ids, the events and the views of the players to act */
    uint64_t final_views; /* FNV-1a of every seat's final view JSON and observation */
    uint32_t totals[HDZ_MAX_PLAYERS];
    uint32_t winners;
    char *final_state; /* malloc'ed */
} Result;

typedef struct Worker {
    int index;
    pthread_t thread;
    Result results[GAMES_PER_THREAD];
    int checks;
    int failures;
} Worker;

static pthread_barrier_t barrier;
static const HdzGame *shared_game;
static char *shared_views[HDZ_MAX_PLAYERS]; /* what the main thread read from shared_game */
static char *shared_state;
static uint32_t shared_players;

/* Counts a check of a worker thread; reports and counts a failure if `cond` is false. */
#define WEXPECT(w, cond, ...)                                                                                          \
    do {                                                                                                               \
        (w)->checks++;                                                                                                 \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "FAIL %s:%d (thread %d): ", __FILE__, __LINE__, (w)->index);                               \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fprintf(stderr, "\n");                                                                                     \
            (w)->failures++;                                                                                           \
        }                                                                                                              \
    } while (0)

static uint64_t fnv(uint64_t h, const void *data, size_t size) {
    const unsigned char *bytes = data;
    for (size_t i = 0; i < size; i++) {
        h ^= bytes[i];
        h *= 0x100000001B3ull;
    }
    return h;
}

static uint64_t fnv_str(uint64_t h, const char *text) { return fnv(h, text, strlen(text) + 1); }


/* Whether `message` contains `needle` as a whole phrase: not inside a longer number, so that
 * "810 is not an action id" does not match another thread's "1810 is not an action id". */
static int has_phrase(const char *message, const char *needle) {
    size_t n = strlen(needle);
    for (const char *at = strstr(message, needle); at; at = strstr(at + 1, needle)) {
        int digit_before = at > message && at[-1] >= '0' && at[-1] <= '9';
        int digit_after = at[n] >= '0' && at[n] <= '9';
        if (!digit_before && !digit_after) {
            return 1;
        }
    }
    return 0;
}

static void wait_barrier(void) {
    int rc = pthread_barrier_wait(&barrier);
    if (rc != 0 && rc != PTHREAD_BARRIER_SERIAL_THREAD) {
        fprintf(stderr, "pthread_barrier_wait failed\n");
        exit(1);
    }
}

/*
 * Plays the game of (players, seed) with the language-neutral chooser (seeded from the seed).
 * With a worker (NULL on the main thread's sequential pass), also provokes an error of that
 * worker's own at every step and checks the message.
 */
static void play(uint32_t players, uint64_t seed, Result *out, Worker *w) {
    HdzGame *game = NULL;
    OK(hdz_game_new(players, seed, &game));
    uint64_t x = seed ^ 0x7EADull;
    uint64_t history = 0xCBF29CE484222325ull;
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    size_t moves = 0;
    for (;;) {
        OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
        if (count == 0) {
            break;
        }
        uint32_t player = 0;
        OK(hdz_game_player_to_act(game, &player));
        char *view = NULL;
        OK(hdz_game_view_json(game, player, &view));
        history = fnv_str(history, view);
        hdz_string_free(view);

        if (w) {
            /* An error only this thread provokes: its own action id beyond the last one. */
            uint32_t bad = HDZ_NUM_ACTIONS + 1000u * (uint32_t)w->index + (uint32_t)(moves % 1000);
            char needle[32];
            snprintf(needle, sizeof needle, "%" PRIu32 " is not an action id", bad);
            HdzStatus st = hdz_game_check(game, bad);
            WEXPECT(w, st == HDZ_UNKNOWN_ACTION && has_phrase(hdz_last_error_message(), needle),
                    "got %s \"%s\", expected a message with \"%s\"", hdz_status_name(st), hdz_last_error_message(),
                    needle);
        }

        x = x * 6364136223846793005ull + 1442695040888963407ull;
        uint32_t action = ids[(x >> 33) % count];
        OK(hdz_game_apply(game, action));
        char *events = NULL;
        OK(hdz_game_last_events_json(game, &events));
        history = fnv(history, &action, sizeof action);
        history = fnv_str(history, events);
        hdz_string_free(events);
        moves++;

        /* Halfway, go on with a copy that went through JSON and a clone. */
        if (moves == 100) {
            char *state = NULL;
            OK(hdz_game_to_json(game, &state));
            HdzGame *loaded = NULL;
            OK(hdz_game_from_json(state, &loaded));
            hdz_string_free(state);
            HdzGame *cloned = NULL;
            OK(hdz_game_clone(loaded, &cloned));
            hdz_game_free(loaded);
            hdz_game_free(game);
            game = cloned;
        }
    }
    uint64_t views = 0xCBF29CE484222325ull;
    float *tensor = malloc(sizeof(float) * HDZ_OBSERVATION_SIZE);
    if (!tensor) {
        exit(1);
    }
    for (uint32_t p = 0; p < players; p++) {
        char *view = NULL;
        OK(hdz_game_view_json(game, p, &view));
        views = fnv_str(views, view);
        hdz_string_free(view);
        OK(hdz_game_observation(game, p, tensor, HDZ_OBSERVATION_SIZE));
        views = fnv(views, tensor, sizeof(float) * HDZ_OBSERVATION_SIZE);
    }
    free(tensor);
    HdzScores scores;
    OK(hdz_game_scores(game, &scores));
    char *state = NULL;
    OK(hdz_game_to_json(game, &state));

    out->players = players;
    out->seed = seed;
    out->moves = moves;
    out->history = history;
    out->final_views = views;
    memset(out->totals, 0, sizeof out->totals);
    for (uint32_t p = 0; p < scores.players; p++) {
        out->totals[p] = scores.per_player[p].total;
    }
    out->winners = scores.winners;
    out->final_state = copy_and_free(state);
    hdz_game_free(game);
}

static uint32_t job_players(int job) { return 2u + (uint32_t)(job % 4); }
static uint64_t job_seed(int job) { return 4000u + 17u * (uint64_t)job; }

/* Provokes this thread's error of round `round`; writes a piece of the message it must have. */
static HdzStatus provoke(Worker *w, int round, HdzGame *game, char *needle, size_t size) {
    uint32_t n = (uint32_t)(w->index * 100 + round);
    switch ((w->index + round) % 3) {
    case 0: {
        char *text = NULL;
        snprintf(needle, size, "player %" PRIu32 " is not a seat", 10u + n);
        HdzStatus st = hdz_game_view_json(game, 10u + n, &text);
        WEXPECT(w, text == NULL, "a failed call wrote its out-parameter");
        return st;
    }
    case 1:
        snprintf(needle, size, "%" PRIu32 " is not an action id", HDZ_NUM_ACTIONS + n);
        return hdz_game_apply(game, HDZ_NUM_ACTIONS + n);
    default: {
        HdzGame *out = NULL;
        snprintf(needle, size, "not %" PRIu32, 10u + n);
        HdzStatus st = hdz_game_new(10u + n, 1, &out);
        WEXPECT(w, out == NULL, "a failed call wrote its out-parameter");
        return st;
    }
    }
}

static void lockstep_errors(Worker *w) {
    HdzGame *game = NULL;
    OK(hdz_game_new(job_players(w->index), job_seed(w->index), &game));
    for (int round = 0; round < ROUNDS; round++) {
        char needle[64];
        HdzStatus st = provoke(w, round, game, needle, sizeof needle);
        WEXPECT(w, st != HDZ_OK, "round %d: the call did not fail", round);
        wait_barrier(); /* every thread has its own error now */
        WEXPECT(w, has_phrase(hdz_last_error_message(), needle), "round %d: message \"%s\", expected \"%s\"",
                round, hdz_last_error_message(), needle);
        wait_barrier();
        int succeed = (w->index + round) % 2 == 0;
        if (succeed) {
            uint32_t players = 0;
            OK(hdz_game_players(game, &players));
        }
        wait_barrier(); /* half of the threads have cleared their message */
        if (succeed) {
            WEXPECT(w, hdz_last_error_message()[0] == '\0', "round %d: a success left \"%s\"", round,
                    hdz_last_error_message());
        } else {
            WEXPECT(w, has_phrase(hdz_last_error_message(), needle),
                    "round %d: another thread's success changed this one's message to \"%s\"", round,
                    hdz_last_error_message());
        }
        wait_barrier();
    }
    hdz_game_free(game);
}

/* Reads the shared game from every thread at once. */
static void shared_reads(Worker *w) {
    for (int repeat = 0; repeat < 3; repeat++) {
        for (uint32_t p = 0; p < shared_players; p++) {
            char *view = NULL;
            OK(hdz_game_view_json(shared_game, p, &view));
            WEXPECT(w, strcmp(view, shared_views[p]) == 0, "seat %" PRIu32 "'s view of the shared game differs", p);
            hdz_string_free(view);
        }
        char *state = NULL;
        OK(hdz_game_to_json(shared_game, &state));
        WEXPECT(w, strcmp(state, shared_state) == 0, "the shared game's state differs");
        hdz_string_free(state);
    }
}

static void *worker(void *arg) {
    Worker *w = arg;
    wait_barrier(); /* all threads start playing together */
    for (int g = 0; g < GAMES_PER_THREAD; g++) {
        int job = w->index * GAMES_PER_THREAD + g;
        play(job_players(job), job_seed(job), &w->results[g], w);
    }
    wait_barrier();
    shared_reads(w);
    wait_barrier();
    lockstep_errors(w);
    return NULL;
}

/* Part 5: one game played by `bot` at every seat; the FNV-1a hash of its action ids, 0 on error. */
typedef struct BotJob {
    pthread_t thread;
    HdzBot *bot;
    uint32_t players;
    uint64_t seed;
    uint64_t hash;
} BotJob;

static const char *const BOT_NAMES_USED[] = {"greedy", "random", "ismcts:8"};

static uint64_t bot_game(HdzBot *bot, uint32_t players, uint64_t seed) {
    HdzGame *game = NULL;
    if (hdz_game_new(players, seed, &game) != HDZ_OK) {
        return 0;
    }
    uint64_t hash = 0xcbf29ce484222325ull;
    uint32_t id = 0;
    HdzStatus status;
    while ((status = hdz_bot_choose(bot, game, &id)) == HDZ_OK) {
        hash = fnv(hash, &id, sizeof id);
        if (hdz_game_apply(game, id) != HDZ_OK) {
            status = HDZ_ILLEGAL_MOVE;
            break;
        }
    }
    hdz_game_free(game);
    return status == HDZ_GAME_OVER ? hash : 0;
}

static void *bot_worker(void *arg) {
    BotJob *job = arg;
    job->hash = bot_game(job->bot, job->players, job->seed);
    return NULL;
}

static void bots_across_threads(void) {
    static BotJob jobs[THREADS];
    uint64_t expected[THREADS];
    for (int i = 0; i < THREADS; i++) {
        const char *name = BOT_NAMES_USED[i % 3];
        jobs[i].players = job_players(i);
        jobs[i].seed = job_seed(i);
        HdzBot *reference = NULL;
        OK(hdz_bot_new(name, (uint64_t)i, &reference));
        expected[i] = bot_game(reference, jobs[i].players, jobs[i].seed);
        hdz_bot_free(reference);
        EXPECT(expected[i] != 0, "bot game %d did not finish", i);
        OK(hdz_bot_new(name, (uint64_t)i, &jobs[i].bot));
    }
    for (int i = 0; i < THREADS; i++) {
        if (pthread_create(&jobs[i].thread, NULL, bot_worker, &jobs[i]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            exit(1);
        }
    }
    for (int i = 0; i < THREADS; i++) {
        EXPECT(pthread_join(jobs[i].thread, NULL) == 0, "pthread_join");
        EXPECT(jobs[i].hash == expected[i], "bot game %d (%s) went otherwise on its thread", i, BOT_NAMES_USED[i % 3]);
        hdz_bot_free(jobs[i].bot);
    }
}

static void compare(const Result *seq, const Result *thr, int job) {
    EXPECT(seq->moves == thr->moves, "job %d: %zu moves sequentially, %zu in a thread", job, seq->moves, thr->moves);
    EXPECT(seq->history == thr->history, "job %d: the moves, events or views differ", job);
    EXPECT(seq->final_views == thr->final_views, "job %d: the final views or observations differ", job);
    EXPECT(memcmp(seq->totals, thr->totals, sizeof seq->totals) == 0, "job %d: the totals differ", job);
    EXPECT(seq->winners == thr->winners, "job %d: winners %" PRIu32 " vs %" PRIu32, job, seq->winners, thr->winners);
    EXPECT(strcmp(seq->final_state, thr->final_state) == 0, "job %d: the final states differ", job);
}

int main(void) {
    /* Sequential reference on the main thread. */
    static Result sequential[JOBS];
    for (int job = 0; job < JOBS; job++) {
        play(job_players(job), job_seed(job), &sequential[job], NULL);
        EXPECT(sequential[job].moves > 20, "job %d: a game has more than 20 moves", job);
    }
    /* Seeds differ, so the games differ: the comparison below would notice a mix-up. */
    EXPECT(strcmp(sequential[0].final_state, sequential[1].final_state) != 0, "two seeds gave the same game");

    /* The shared game: a 5-player game some way in, read by the main thread first. */
    HdzGame *shared = NULL;
    OK(hdz_game_new(5, 77, &shared));
    for (int i = 0; i < 60; i++) {
        uint32_t ids[HDZ_MAX_LEGAL_MOVES];
        size_t count = 0;
        OK(hdz_game_legal_moves(shared, ids, HDZ_MAX_LEGAL_MOVES, &count));
        OK(hdz_game_apply(shared, ids[(size_t)i % count]));
    }
    shared_game = shared;
    shared_players = 5;
    for (uint32_t p = 0; p < shared_players; p++) {
        char *view = NULL;
        OK(hdz_game_view_json(shared, p, &view));
        shared_views[p] = copy_and_free(view);
    }
    char *state = NULL;
    OK(hdz_game_to_json(shared, &state));
    shared_state = copy_and_free(state);

    /* The main thread's own error must survive everything the workers do. */
    EXPECT(hdz_game_new(1, 1, &(HdzGame *){NULL}) == HDZ_SETUP_ERROR, "one player is refused");
    char main_message[256];
    snprintf(main_message, sizeof main_message, "%s", hdz_last_error_message());
    EXPECT(has_phrase(main_message, "not 1"), "main thread message \"%s\"", main_message);

    static Worker workers[THREADS];
    EXPECT(pthread_barrier_init(&barrier, NULL, THREADS) == 0, "pthread_barrier_init");
    for (int i = 0; i < THREADS; i++) {
        workers[i].index = i;
        if (pthread_create(&workers[i].thread, NULL, worker, &workers[i]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 1;
        }
    }
    for (int i = 0; i < THREADS; i++) {
        EXPECT(pthread_join(workers[i].thread, NULL) == 0, "pthread_join");
    }
    pthread_barrier_destroy(&barrier);
    EXPECT(strcmp(hdz_last_error_message(), main_message) == 0,
           "the workers changed the main thread's message to \"%s\"", hdz_last_error_message());

    int thread_checks = 0;
    for (int i = 0; i < THREADS; i++) {
        EXPECT(workers[i].failures == 0, "thread %d: %d of %d checks failed", i, workers[i].failures,
               workers[i].checks);
        thread_checks += workers[i].checks;
        for (int g = 0; g < GAMES_PER_THREAD; g++) {
            int job = i * GAMES_PER_THREAD + g;
            compare(&sequential[job], &workers[i].results[g], job);
            free(workers[i].results[g].final_state);
        }
    }
    for (int job = 0; job < JOBS; job++) {
        free(sequential[job].final_state);
    }
    for (uint32_t p = 0; p < shared_players; p++) {
        free(shared_views[p]);
    }
    free(shared_state);
    hdz_game_free(shared);

    bots_across_threads();

    if (failures) {
        fprintf(stderr, "test_threads: %d of %d checks failed\n", failures, checks);
        return 1;
    }
    printf("test_threads: %d checks passed (%d in %d threads with %d games each)\n", checks + thread_checks,
           thread_checks, THREADS, GAMES_PER_THREAD);
    return 0;
}
