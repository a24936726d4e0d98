/*
 * The C API's defences against misuse, one function per point:
 *   - the player to act once the game is over: HDZ_OK and HDZ_NONE, no error;
 */
#include <inttypes.h>
#include <string.h>

#include "check.h"

/* Plays the first legal move; returns 0 once the game is over. */
static int play_first(HdzGame *game) {
    uint32_t ids[HDZ_MAX_LEGAL_MOVES];
    size_t count = 0;
    OK(hdz_game_legal_moves(game, ids, HDZ_MAX_LEGAL_MOVES, &count));
    if (count == 0) {
        return 0;
    }
    OK(hdz_game_apply(game, ids[0]));
    return 1;
}

static void player_to_act(void) {
    HdzGame *game = NULL;
    OK(hdz_game_new(2, 3, &game));
    uint32_t player = 99;
    OK(hdz_game_player_to_act(game, &player));
    EXPECT(player < 2, "seat %" PRIu32 " decides first", player);
    while (play_first(game)) {
        OK(hdz_game_player_to_act(game, &player));
        bool over = false;
        OK(hdz_game_is_over(game, &over));
        EXPECT((player == HDZ_NONE) == over, "player %" PRIu32 " while over is %d", player, over);
    }
    player = 99;
    EXPECT(hdz_game_player_to_act(game, &player) == HDZ_OK && player == HDZ_NONE, "after the end: %" PRIu32,
           player);
    EXPECT(hdz_last_error_message()[0] == '\0', "the end set the message \"%s\"", hdz_last_error_message());
    player = 99;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    EXPECT(hdz_game_current_player(game, &player) == HDZ_GAME_OVER && player == 99,
           "the deprecated name keeps its old behaviour");
#pragma GCC diagnostic pop
    hdz_game_free(game);
}

int main(void) {
    player_to_act();
    printf("test_misuse: %d checks, %d failures\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
