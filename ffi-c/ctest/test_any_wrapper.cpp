// Tests of the C++ classes of examples/cpp/herr_der_ziegen_any.hpp: copies are clones, moves
// empty the source, failures throw hdz::Error with the C status and change nothing, and whole
// Ziegen Kriegen and Le Baron games with hdz::AnyBot end as the C API says. For every game the
// library lists (hdz::kinds()): the seat to act as std::optional, is_legal, check and apply_for
// refusing a wrong seat, view handles (from the game and from JSON) with their moves and a bot's
// hint, a timed bot, the scores document and each game's typed extras through the templates.
#include <cstdint>
#include <cstring>
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
        std::uint32_t seat = *game.current_player();
        std::uint32_t id = bots[seat].choose(game);
        EXPECT(!game.describe(id).empty(), "a move has a text");
        game.apply(id);
    }
    EXPECT(!game.current_player() && game.legal_moves().empty(), "over");
    HdzOutcome outcome = game.outcome();
    EXPECT(outcome.players == players && outcome.winners != 0, "outcome");
    EXPECT(status_of([&] { game.apply(0); }) == HDZ_GAME_OVER, "no move once over");
    EXPECT(game.observation(0).size() == hdz::kind_info(kind).observation_size, "observation size");
}

// The same checks for every game the library lists.
static void every_game() {
    for (const HdzGameKindInfo &info : hdz::kinds()) {
        const std::uint32_t kind = static_cast<std::uint32_t>(info.kind);
        const std::uint32_t players = info.max_players;
        hdz::AnyGame game(kind, players, 5);
        hdz::AnyBot in_game(kind, "random", 3), from_view(kind, "random", 3);
        EXPECT(in_game.kind() == info.kind, "%s: the bot's kind", info.name);
        while (auto seat = game.current_player()) {
            const std::vector<hdz::Action> legal = game.legal_moves();
            EXPECT(!game.phase_name().empty() && game.turn() >= 1, "%s: phase and turn", info.name);
            const std::uint32_t other = (*seat + 1) % players;
            EXPECT(status_of([&] { game.check(legal[0], other); }) == HDZ_NOT_YOUR_TURN, "%s: check for another seat",
                   info.name);
            EXPECT(status_of([&] { game.apply_for(other, legal[0]); }) == HDZ_NOT_YOUR_TURN, "%s: apply for another seat",
                   info.name);
            game.check(legal[0]);
            game.check(legal[0], *seat);
            EXPECT(game.is_legal(legal[0]) && !game.is_legal(info.num_actions), "%s: is_legal", info.name);
            const hdz::AnyView view = hdz::AnyView::from_json(kind, game.view_json(*seat));
            EXPECT(view.legal_moves() == legal && view.seat() == *seat && view.current_player() == seat,
                   "%s: the deciding seat's view", info.name);
            const hdz::AnyView waiting = game.view_handle(other);
            EXPECT(waiting.legal_moves().empty(), "%s: a waiting seat has no moves", info.name);
            EXPECT(status_of([&] { from_view.choose(waiting); }) == HDZ_NOT_YOUR_TURN, "%s: no hint for a waiting seat",
                   info.name);
            const hdz::Action hint = from_view.choose(view);
            EXPECT(hint == in_game.choose(game), "%s: the hint from the view is the bot's choice", info.name);
            EXPECT(view.observation() == game.observation(*seat), "%s: the view's observation", info.name);
            game.apply_for(*seat, hint);
        }
        EXPECT(game.is_over() && !game.current_player(), "%s: over", info.name);
        const std::string scores = game.scores_json();
        EXPECT(scores.find(std::string("{\"game\":\"") + info.name + "\"") == 0, "%s: scores %s", info.name,
               scores.c_str());
        EXPECT(status_of([&] { game.check(0); }) == HDZ_GAME_OVER, "%s: no check once over", info.name);
        hdz::AnyBot timed = hdz::AnyBot::timed(kind, 2, 1);
        const hdz::AnyGame fresh(kind, info.min_players, 1);
        EXPECT(fresh.is_legal(timed.choose(fresh)), "%s: a timed bot chose an illegal move", info.name);
        hdz::AnyGame moved = hdz::AnyGame(fresh);
        hdz::AnyGame emptied = std::move(moved);
        const hdz::AnyGame empty = moved;
        EXPECT(status_of([&] { (void)empty.players(); }) == HDZ_NULL_POINTER, "a copy of an empty game is empty");
    }
    hdz::AnyGame zk(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 4, 2);
    zk.apply(zk.legal_moves()[0]);
    const std::vector<HdzZkEvent> zk_events = zk.last_events<HdzZkEvent>();
    EXPECT(!zk_events.empty() && zk_events[0].kind == HDZ_ZK_EVENT_KIND_CARD_PLAYED, "typed Ziegen Kriegen events");
    const HdzZkView zk_view = zk.view_struct<HdzZkView>(1);
    const HdzZkView zk_from_handle = zk.view_handle(1).to_struct<HdzZkView>();
    EXPECT(std::memcmp(&zk_view, &zk_from_handle, sizeof zk_view) == 0, "the ZK view from a handle");
    EXPECT(zk.card_info<HdzZkCard>(zk_view.hand[0]).heads == zk_view.heads[zk_view.hand[0]], "a ZK card");
    EXPECT(zk.card_info<HdzZkHillCard>(0).low >= 1, "a ZK hill card");
    EXPECT(status_of([&] { (void)zk.last_events<HdzLbEvent>(); }) == HDZ_INVALID_ARGUMENT, "LB events of a ZK game");
    hdz::AnyGame lb(HDZ_GAME_KIND_LE_BARON, 3, 2);
    lb.apply(lb.legal_moves()[0]);
    EXPECT(lb.last_events<HdzLbEvent>().size() == 1, "typed Le Baron events");
    const HdzLbView lb_view = lb.view_struct<HdzLbView>(0);
    EXPECT(lb_view.round == 1 && lb_view.card_heads[52][0] == lb.card_info<HdzLbCard>(52).heads[0], "the LB view");
}

int main() {
    every_game();
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
