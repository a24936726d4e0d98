/* The corpora of refused documents of every game the library lists
 * (testdata/bad-documents/<game>/index.tsv): every file is refused by hdz_game_from_json or
 * hdz_view_from_json with the status its index line names, a message containing the line's
 * fragment, and no handle written. A game without its corpus fails.
 *
 *   test_bad_documents path/to/testdata/bad-documents
 */
#include "check.h"

/* Loads one document of the index and checks the refusal. */
static void check_document(uint32_t kind, const char *dir, const char *file, const char *document,
                           const char *status, const char *fragment) {
    char path[4096];
    join_path(path, sizeof path, dir, file);
    char *json = read_file(path);
    HdzStatus expected = strcmp(status, "invalid_json") == 0 ? HDZ_INVALID_JSON : HDZ_INVALID_STATE;
    EXPECT(strcmp(status, "invalid_json") == 0 || strcmp(status, "invalid_state") == 0, "%s: status %s", file, status);
    HdzStatus got;
    const char *function;
    if (strcmp(document, "state") == 0) {
        HdzGame *game = NULL;
        got = hdz_game_from_json(kind, json, &game);
        function = "hdz_game_from_json: ";
        EXPECT(game == NULL, "%s: a game was written", file);
        hdz_game_free(game);
    } else {
        EXPECT(strcmp(document, "view") == 0, "%s: document type %s", file, document);
        HdzView *view = NULL;
        got = hdz_view_from_json(kind, json, &view);
        function = "hdz_view_from_json: ";
        EXPECT(view == NULL, "%s: a view was written", file);
        hdz_view_free(view);
    }
    const char *message = hdz_last_error_message();
    EXPECT(got == expected, "%s: %s, expected %s (%s)", file, hdz_status_name(got), hdz_status_name(expected), message);
    EXPECT(strncmp(message, function, strlen(function)) == 0 && strstr(message, fragment) != NULL,
           "%s: message \"%s\" lacks \"%s\"", file, message, fragment);
    free(json);
}

/* Checks every document of `dir`/index.tsv; returns their number. */
static int check_corpus(uint32_t kind, const char *dir) {
    char path[4096];
    join_path(path, sizeof path, dir, "index.tsv");
    char *index = read_file_if_any(path);
    EXPECT(index != NULL, "no corpus of refused documents: %s is missing", path);
    if (!index) {
        return 0;
    }
    int documents = 0, states = 0, views = 0;
    for (char *line = strtok(index, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#') {
            continue;
        }
        char *columns[4] = {line, NULL, NULL, NULL};
        for (int i = 1; i < 4 && columns[i - 1]; i++) {
            char *tab = strchr(columns[i - 1], '\t');
            if (tab) {
                *tab = '\0';
                columns[i] = tab + 1;
            }
        }
        EXPECT(columns[3] != NULL, "%s line %d has fewer than 4 columns", path, documents + 1);
        if (columns[3]) {
            check_document(kind, dir, columns[0], columns[1], columns[2], columns[3]);
            states += strcmp(columns[1], "state") == 0;
            views += strcmp(columns[1], "view") == 0;
        }
        documents++;
    }
    free(index);
    EXPECT(documents >= 12 && states > 0 && views > 0, "%s: %d documents (%d states, %d views)", path, documents,
           states, views);
    return documents;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s path/to/testdata/bad-documents\n", argv[0]);
        return 2;
    }
    HdzGameKindInfo games[MAX_GAMES];
    uint32_t count = list_games(games);
    for (uint32_t kind = 0; kind < count; kind++) {
        checks_for((int)kind);
        char dir[4096];
        join_path(dir, sizeof dir, argv[1], games[kind].name);
        int documents = check_corpus(kind, dir);
        printf("%s: %d documents refused as listed\n", games[kind].name, documents);
    }
    return report("test_bad_documents", games, count);
}
