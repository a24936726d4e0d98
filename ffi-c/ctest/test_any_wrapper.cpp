// Tests of the C++ classes of examples/cpp/herr_der_ziegen_any.hpp: copies are clones, moves
// empty the source, failures throw hdz::Error with the C status and change nothing, and whole
// Ziegen Kriegen and Le Baron games with hdz::AnyBot end as the C API says.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "check.h"
#include "herr_der_ziegen_any.hpp"

// The status of the hdz::Error `call` throws, HDZ_OK if none.
template <typename F> static HdzStatus status_of(F call) {
    try {
        call();
    } catch (const hdz::Error &e) {
        return e.status();
    }
    return HDZ_OK;
}

static void play(std::uint32_t kind, std::uint32_t players, const char *bot_name) {
    hdz::AnyGame game(kind, players, 11);
    std::vector<hdz::AnyBot> bots;
    for (std::uint32_t s = 0; s < players; s++) {
        bots.emplace_back(kind, bot_name, s);
    }
    while (!game.is_over()) {
        std::uint32_t seat = game.current_player();
        std::uint32_t id = bots[seat].choose(game);
        EXPECT(!game.describe(id).empty(), "a move has a text");
        game.apply(id);
    }
    EXPECT(game.current_player() == HDZ_NONE && game.legal_moves().empty(), "over");
    HdzOutcome outcome = game.outcome();
    EXPECT(outcome.players == players && outcome.winners != 0, "outcome");
    EXPECT(status_of([&] { game.apply(0); }) == HDZ_GAME_OVER, "no move once over");
    EXPECT(game.observation(0).size() == hdz::kind_info(kind).observation_size, "observation size");
}

int main() {
    play(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 5, "greedy");
    play(HDZ_GAME_KIND_LE_BARON, 7, "greedy");
    play(HDZ_GAME_KIND_LE_BARON, 2, "ismcts:20");

    hdz::AnyGame game(HDZ_GAME_KIND_LE_BARON, 3, 2);
    hdz::AnyGame copy = game;
    const std::string before = game.to_json();
    copy.apply(copy.legal_moves()[0]);
    EXPECT(game.to_json() == before && copy.to_json() != before, "a copy is a clone");
    EXPECT(status_of([&] { game.apply(9999); }) == HDZ_UNKNOWN_ACTION && game.to_json() == before, "unknown id");
    EXPECT(status_of([&] { game.zk_view(0); }) == HDZ_INVALID_ARGUMENT, "a ZK view of an LB game");
    EXPECT(game.lb_view(1).seat == 1 && game.lb_card(52).points == 6, "LB view and a Baron's six heads");
    EXPECT(status_of([&] { hdz::AnyBot(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, "x", 1); }) == HDZ_INVALID_ARGUMENT, "bad bot");
    hdz::AnyBot zk_bot(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, "random", 1);
    EXPECT(status_of([&] { zk_bot.choose(game); }) == HDZ_INVALID_ARGUMENT, "a ZK bot in an LB game");
    hdz::AnyGame loaded = hdz::AnyGame::from_json(HDZ_GAME_KIND_LE_BARON, game.to_json());
    EXPECT(loaded.to_json() == before, "a saved state loads back");
    hdz::AnyGame variant = hdz::AnyGame::with_options(
        HDZ_GAME_KIND_LE_BARON, hdz::default_options_json(HDZ_GAME_KIND_LE_BARON, 3), 2);
    EXPECT(variant.to_json() == before, "default options give the default game");
    EXPECT(game.determinize(0, 4).view_json(0) == game.view_json(0), "a determinization keeps the view");
    hdz::AnyGame moved = std::move(game);
    EXPECT(moved.to_json() == before, "moved");
    EXPECT(status_of([&] { (void)game.to_json(); }) == HDZ_NULL_POINTER, "a moved-from game is empty");

    std::printf("test_any_wrapper: %d checks, %d failures\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
