/*
 * Threads and the C API (docs/c-api.md, "Errors and threads"), for every game the library lists
 * (the jobs go round the games):
 *
 *  1. THREADS threads each play their own seeded games through the C API at the same time (they
 *     start together at a barrier). Every game was played first, sequentially, on the main
 *     thread; the threads must reproduce it exactly: the action ids chosen, the events, the views
 *     seen along the way, the final state JSON, every seat's final view and observation, and the
 *     outcome.
 *  2. While playing, each thread keeps provoking errors of its own (a distinct action id per
 *     thread) and checks that hdz_last_error_message() names its own error, whatever the other
 *     threads are doing.
 *  3. Then all threads run rounds in lockstep (barriers): each provokes a distinct error, waits
 *     until every thread has, and checks that its message is its own; half of them then make a
 *     successful call, and after another barrier those see "" while the others still see their
 *     own message.
 *  4. All threads read one shared game of each kind at once (functions taking `const HdzGame *`)
 *     and get what the main thread got.
 *  5. Bots move between threads: the main thread makes one bot per thread, each thread plays a
 *     whole game with its bot at every seat, and the main thread frees the bots. The moves must be
 *     those of the same bots (name and seed) playing the same games on the main thread.
 *
 * check.h's counters are not thread-safe: threads count their own checks (per game) and failures,
 * and the main thread adds them up.
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
    uint32_t kind;
    uint32_t players;
    uint64_t seed;
    size_t moves;
    uint64_t history; /* FNV-1a of the action ids, the events and the views of the players to act */
    uint64_t final_views; /* FNV-1a of every seat's final view JSON and observation */
    HdzOutcome outcome;
    char *final_state; /* malloc'ed */
} Result;

typedef struct Worker {
    int index;
    pthread_t thread;
    Result results[GAMES_PER_THREAD];
    int game; /* the kind the running checks are for */
    int checks_of[MAX_GAMES];
    int checks;
    int failures;
} Worker;

static HdzGameKindInfo games[MAX_GAMES];
static uint32_t game_count;
static pthread_barrier_t barrier;
static HdzGame *shared_games[MAX_GAMES];
static char *shared_views[MAX_GAMES][HDZ_MAX_SEATS]; /* what the main thread read from each */
static char *shared_states[MAX_GAMES];

/* Counts a check of a worker thread; reports and counts a failure if `cond` is false. */
#define WEXPECT(w, cond, ...)                                                                                          \
    do {                                                                                                               \
        (w)->checks++;                                                                                                 \
        (w)->checks_of[(w)->game]++;                                                                                   \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "FAIL %s:%d (thread %d): ", __FILE__, __LINE__, (w)->index);                               \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fprintf(stderr, "\n");                                                                                     \
            (w)->failures++;                                                                                           \
        }                                                                                                              \
    } while (0)

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

/* The game of job `job`: the jobs go round the games, and round their player counts. */
static uint32_t job_kind(int job) { return (uint32_t)job % game_count; }
static uint32_t job_players(int job) {
    const HdzGameKindInfo *info = &games[job_kind(job)];
    return info->min_players + (uint32_t)(job / (int)game_count) % (info->max_players - info->min_players + 1);
}
static uint64_t job_seed(int job) { return 4000u + 17u * (uint64_t)job; }

/*
 * Plays the game of (kind, players, seed) with the language-neutral chooser (seeded from the
 * seed). With a worker (NULL on the main thread's sequential pass), also provokes an error of that
 * worker's own at every step and checks the message.
 */
static void play(uint32_t kind, uint32_t players, uint64_t seed, Result *out, Worker *w) {
    const HdzGameKindInfo *info = &games[kind];
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, players, seed, &game));
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
        OK(hdz_game_current_player(game, &player));
        char *view = NULL;
        OK(hdz_game_view_json(game, player, &view));
        history = fnv_str(history, view);
        hdz_string_free(view);

        if (w) {
            /* An error only this thread provokes: its own action id beyond the last one. */
            uint32_t bad = info->num_actions + 1000u * (uint32_t)w->index + (uint32_t)(moves % 1000);
            char needle[32];
            snprintf(needle, sizeof needle, "%" PRIu32 " is not an action id", bad);
            HdzStatus st = hdz_game_check(game, HDZ_NONE, bad);
            WEXPECT(w, st == HDZ_UNKNOWN_ACTION && has_phrase(hdz_last_error_message(), needle),
                    "got %s \"%s\", expected a message with \"%s\"", hdz_status_name(st), hdz_last_error_message(),
                    needle);
        }

        uint32_t action = ids[chooser_next(&x, count)];
        OK(hdz_game_apply(game, action));
        char *events = NULL;
        OK(hdz_game_last_events_json(game, &events));
        history = fnv(history, &action, sizeof action);
        history = fnv_str(history, events);
        hdz_string_free(events);
        moves++;

        /* Halfway through a long game, go on with a copy that went through JSON and a clone. */
        if (moves == 30) {
            char *state = NULL;
            OK(hdz_game_to_json(game, &state));
            HdzGame *loaded = NULL;
            OK(hdz_game_from_json(kind, state, &loaded));
            hdz_string_free(state);
            HdzGame *cloned = NULL;
            OK(hdz_game_clone(loaded, &cloned));
            hdz_game_free(loaded);
            hdz_game_free(game);
            game = cloned;
        }
    }
    uint64_t views = 0xCBF29CE484222325ull;
    float *tensor = malloc(sizeof(float) * HDZ_MAX_OBSERVATION_SIZE);
    if (!tensor) {
        exit(1);
    }
    for (uint32_t p = 0; p < players; p++) {
        char *view = NULL;
        OK(hdz_game_view_json(game, p, &view));
        views = fnv_str(views, view);
        hdz_string_free(view);
        size_t len = 0;
        OK(hdz_game_observation(game, p, tensor, HDZ_MAX_OBSERVATION_SIZE, &len));
        views = fnv(views, tensor, sizeof(float) * len);
    }
    free(tensor);
    char *state = NULL;
    OK(hdz_game_to_json(game, &state));

    out->kind = kind;
    out->players = players;
    out->seed = seed;
    out->moves = moves;
    out->history = history;
    out->final_views = views;
    OK(hdz_game_outcome(game, &out->outcome));
    out->final_state = copy_and_free(state);
    hdz_game_free(game);
}

/* Provokes this thread's error of round `round`; writes a piece of the message it must have. */
static HdzStatus provoke(Worker *w, int round, HdzGame *game, uint32_t kind, char *needle, size_t size) {
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
        snprintf(needle, size, "%" PRIu32 " is not an action id", games[kind].num_actions + n);
        return hdz_game_apply(game, games[kind].num_actions + n);
    default: {
        HdzGame *out = NULL;
        snprintf(needle, size, "not %" PRIu32, 20u + n);
        HdzStatus st = hdz_game_new(kind, 20u + n, 1, &out);
        WEXPECT(w, out == NULL, "a failed call wrote its out-parameter");
        return st;
    }
    }
}

static void lockstep_errors(Worker *w) {
    uint32_t kind = job_kind(w->index);
    w->game = (int)kind;
    HdzGame *game = NULL;
    OK(hdz_game_new(kind, job_players(w->index), job_seed(w->index), &game));
    for (int round = 0; round < ROUNDS; round++) {
        char needle[64];
        HdzStatus st = provoke(w, round, game, kind, needle, sizeof needle);
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

/* Reads the shared game of every kind from every thread at once. */
static void shared_reads(Worker *w) {
    for (int repeat = 0; repeat < 2; repeat++) {
        for (uint32_t kind = 0; kind < game_count; kind++) {
            w->game = (int)kind;
            for (uint32_t p = 0; p < games[kind].max_players; p++) {
                char *view = NULL;
                OK(hdz_game_view_json(shared_games[kind], p, &view));
                WEXPECT(w, strcmp(view, shared_views[kind][p]) == 0, "%s seat %" PRIu32 "'s shared view differs",
                        games[kind].name, p);
                hdz_string_free(view);
            }
            char *state = NULL;
            OK(hdz_game_to_json(shared_games[kind], &state));
            WEXPECT(w, strcmp(state, shared_states[kind]) == 0, "the shared %s game's state differs",
                    games[kind].name);
            hdz_string_free(state);
        }
    }
}

static void *worker(void *arg) {
    Worker *w = arg;
    wait_barrier(); /* all threads start playing together */
    for (int g = 0; g < GAMES_PER_THREAD; g++) {
        int job = w->index * GAMES_PER_THREAD + g;
        w->game = (int)job_kind(job);
        play(job_kind(job), job_players(job), job_seed(job), &w->results[g], w);
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
    uint32_t kind;
    uint32_t players;
    uint64_t seed;
    uint64_t hash;
} BotJob;

static const char *const BOT_NAMES_USED[] = {"greedy", "random", "ismcts:8"};

static uint64_t bot_game(HdzBot *bot, uint32_t kind, uint32_t players, uint64_t seed) {
    HdzGame *game = NULL;
    if (hdz_game_new(kind, players, seed, &game) != HDZ_OK) {
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
    job->hash = bot_game(job->bot, job->kind, job->players, job->seed);
    return NULL;
}

static void bots_across_threads(void) {
    static BotJob jobs[THREADS];
    uint64_t expected[THREADS];
    for (int i = 0; i < THREADS; i++) {
        const char *name = BOT_NAMES_USED[i % 3];
        jobs[i].kind = job_kind(i);
        jobs[i].players = job_players(i);
        jobs[i].seed = job_seed(i);
        HdzBot *reference = NULL;
        OK(hdz_bot_new(jobs[i].kind, name, (uint64_t)i, &reference));
        expected[i] = bot_game(reference, jobs[i].kind, jobs[i].players, jobs[i].seed);
        hdz_bot_free(reference);
        checks_for((int)jobs[i].kind);
        EXPECT(expected[i] != 0, "bot game %d did not finish", i);
        OK(hdz_bot_new(jobs[i].kind, name, (uint64_t)i, &jobs[i].bot));
    }
    for (int i = 0; i < THREADS; i++) {
        if (pthread_create(&jobs[i].thread, NULL, bot_worker, &jobs[i]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            exit(1);
        }
    }
    for (int i = 0; i < THREADS; i++) {
        checks_for((int)jobs[i].kind);
        EXPECT(pthread_join(jobs[i].thread, NULL) == 0, "pthread_join");
        EXPECT(jobs[i].hash == expected[i], "bot game %d (%s, %s) went otherwise on its thread", i,
               games[jobs[i].kind].name, BOT_NAMES_USED[i % 3]);
        hdz_bot_free(jobs[i].bot);
    }
}

static void compare(const Result *seq, const Result *thr, int job) {
    checks_for((int)seq->kind);
    EXPECT(seq->moves == thr->moves, "job %d: %zu moves sequentially, %zu in a thread", job, seq->moves, thr->moves);
    EXPECT(seq->history == thr->history, "job %d: the moves, events or views differ", job);
    EXPECT(seq->final_views == thr->final_views, "job %d: the final views or observations differ", job);
    EXPECT(memcmp(&seq->outcome, &thr->outcome, sizeof seq->outcome) == 0, "job %d: the outcomes differ", job);
    EXPECT(strcmp(seq->final_state, thr->final_state) == 0, "job %d: the final states differ", job);
}

int main(void) {
    game_count = list_games(games);
    /* Sequential reference on the main thread. */
    static Result sequential[JOBS];
    for (int job = 0; job < JOBS; job++) {
        play(job_kind(job), job_players(job), job_seed(job), &sequential[job], NULL);
        checks_for((int)job_kind(job));
        EXPECT(sequential[job].moves > 10, "job %d: a game has more than 10 moves", job);
    }
    /* Seeds differ, so the games differ: the comparison below would notice a mix-up. */
    for (int job = 0; job + (int)game_count < JOBS; job++) {
        checks_for((int)job_kind(job));
        EXPECT(strcmp(sequential[job].final_state, sequential[job + (int)game_count].final_state) != 0,
               "jobs %d and %d gave the same game", job, job + (int)game_count);
    }

    /* The shared games: one of each kind with the most players, some way in, read by the main
     * thread first. */
    for (uint32_t kind = 0; kind < game_count; kind++) {
        OK(hdz_game_new(kind, games[kind].max_players, 77, &shared_games[kind]));
        for (int i = 0; i < 20; i++) {
            uint32_t ids[HDZ_MAX_LEGAL_MOVES];
            size_t count = 0;
            OK(hdz_game_legal_moves(shared_games[kind], ids, HDZ_MAX_LEGAL_MOVES, &count));
            OK(hdz_game_apply(shared_games[kind], ids[(size_t)i % count]));
        }
        for (uint32_t p = 0; p < games[kind].max_players; p++) {
            char *view = NULL;
            OK(hdz_game_view_json(shared_games[kind], p, &view));
            shared_views[kind][p] = copy_and_free(view);
        }
        char *state = NULL;
        OK(hdz_game_to_json(shared_games[kind], &state));
        shared_states[kind] = copy_and_free(state);
    }

    /* The main thread's own error must survive everything the workers do. */
    checks_for(-1);
    EXPECT(hdz_game_new(0, 1, 1, &(HdzGame *){NULL}) == HDZ_SETUP_ERROR, "one player is refused");
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

    for (int i = 0; i < THREADS; i++) {
        EXPECT(workers[i].failures == 0, "thread %d: %d of %d checks failed", i, workers[i].failures,
               workers[i].checks);
        failures += workers[i].failures;
        checks += workers[i].checks;
        for (uint32_t kind = 0; kind < game_count; kind++) {
            game_checks[kind] += workers[i].checks_of[kind];
        }
        for (int g = 0; g < GAMES_PER_THREAD; g++) {
            int job = i * GAMES_PER_THREAD + g;
            compare(&sequential[job], &workers[i].results[g], job);
            free(workers[i].results[g].final_state);
        }
    }
    for (int job = 0; job < JOBS; job++) {
        free(sequential[job].final_state);
    }
    for (uint32_t kind = 0; kind < game_count; kind++) {
        for (uint32_t p = 0; p < games[kind].max_players; p++) {
            free(shared_views[kind][p]);
        }
        free(shared_states[kind]);
        hdz_game_free(shared_games[kind]);
    }

    bots_across_threads();
    return report("test_threads", games, game_count);
}
