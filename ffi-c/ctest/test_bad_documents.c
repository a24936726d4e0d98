/* The corpus of refused documents (testdata/bad-documents/herr-der-ziegen/index.tsv): every file is refused by
 * hdz_game_from_json or hdz_player_view_from_json with the status its index line names, a
 * message containing the line's fragment, and no handle written.
 *
 *   test_bad_documents path/to/testdata/bad-documents/herr-der-ziegen/index.tsv
 */
#include "check.h"

/* Loads one document of the index and checks the refusal. */
static void check_document(const char *dir, const char *file, const char *document, const char *status,
                           const char *fragment) {
    char *path = malloc(strlen(dir) + strlen(file) + 2);
    if (!path) {
        exit(1);
    }
    sprintf(path, "%s/%s", dir, file);
    char *json = read_file(path);
    free(path);
    HdzStatus expected = strcmp(status, "invalid_json") == 0 ? HDZ_INVALID_JSON : HDZ_INVALID_STATE;
    EXPECT(strcmp(status, "invalid_json") == 0 || strcmp(status, "invalid_state") == 0, "%s: status %s", file, status);
    HdzStatus got;
    if (strcmp(document, "state") == 0) {
        HdzGame *game = NULL;
        got = hdz_game_from_json(json, &game);
        EXPECT(game == NULL, "%s: a game was written", file);
        hdz_game_free(game);
    } else {
        EXPECT(strcmp(document, "view") == 0, "%s: document type %s", file, document);
        HdzPlayerView *view = NULL;
        got = hdz_player_view_from_json(json, &view);
        EXPECT(view == NULL, "%s: a view was written", file);
        hdz_player_view_free(view);
    }
    const char *message = hdz_last_error_message();
    EXPECT(got == expected, "%s: %s, expected %s (%s)", file, hdz_status_name(got), hdz_status_name(expected), message);
    EXPECT(strstr(message, fragment) != NULL, "%s: message \"%s\" lacks \"%s\"", file, message, fragment);
    free(json);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s path/to/testdata/bad-documents/herr-der-ziegen/index.tsv\n", argv[0]);
        return 2;
    }
    /* The folder of the index: its documents are beside it. */
    char *dir = malloc(strlen(argv[1]) + 2);
    if (!dir) {
        exit(1);
    }
    strcpy(dir, argv[1]);
    char *slash = strrchr(dir, '/');
    if (slash) {
        *slash = '\0';
    } else {
        strcpy(dir, ".");
    }
    char *index = read_file(argv[1]);
    int documents = 0;
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
        EXPECT(columns[3] != NULL, "index line %d has fewer than 4 columns", documents + 1);
        if (columns[3]) {
            check_document(dir, columns[0], columns[1], columns[2], columns[3]);
        }
        documents++;
    }
    free(index);
    free(dir);
    EXPECT(documents >= 40, "only %d documents in %s", documents, argv[1]);
    if (failures) {
        fprintf(stderr, "test_bad_documents: %d of %d checks failed\n", failures, checks);
        return 1;
    }
    printf("test_bad_documents: %d documents refused as listed (%d checks)\n", documents, checks);
    return 0;
}
