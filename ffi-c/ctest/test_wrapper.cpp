// Tests of the C++ classes of examples/cpp/herr_der_ziegen.hpp: copies are clones, moves
// empty the source, failures throw hdz::Error with the C status and change nothing, and whole
// Ziegen Kriegen and Le Baron games with hdz::Bot end as the C API says. For every game the
// library lists (hdz::kinds()): the seat to act as std::optional, is_legal, check and apply_for
// refusing a wrong seat, view handles (from the game and from JSON) with their moves and a bot's
// hint, a timed bot, the scores document and each game's typed extras through the templates.
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "check.h"
#include "herr_der_ziegen.hpp"

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
    hdz::Game game(kind, players, 11);
    std::vector<hdz::Bot> bots;
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

// is_legal against legal_moves for every action id; failures throw and change nothing.
static void ownership_and_legality(std::uint32_t kind, const HdzGameKindInfo &info) {
    hdz::Game game(kind, info.min_players, 7);
    const std::string before = game.to_json();
    const std::vector<hdz::Action> legal = game.legal_moves();
    for (hdz::Action id = 0; id < info.num_actions + 2; id++) {
        bool listed = false;
        for (hdz::Action l : legal) {
            listed = listed || l == id;
        }
        EXPECT(game.is_legal(id) == listed, "%s: is_legal(%u) disagrees with legal_moves", info.name, (unsigned)id);
    }
    EXPECT(status_of([&] { game.apply(info.num_actions); }) == HDZ_UNKNOWN_ACTION, "%s: unknown id", info.name);
    EXPECT(status_of([&] { game.apply_for(info.min_players, legal[0]); }) == HDZ_INVALID_ARGUMENT, "%s: no seat",
           info.name);
    EXPECT(status_of([&] { (void)hdz::View::from_json(kind, "{"); }) == HDZ_INVALID_JSON, "%s: a bad view",
           info.name);
    EXPECT(status_of([&] { (void)hdz::Game::from_json(kind, std::string("{\0}", 3)); }) == HDZ_INVALID_ARGUMENT,
           "%s: a NUL in the text", info.name);
    EXPECT(game.to_json() == before, "%s: failures changed the game", info.name);
    try {
        game.apply(info.num_actions);
    } catch (const hdz::Error &e) {
        EXPECT(std::strstr(e.what(), "HDZ_UNKNOWN_ACTION: hdz_game_apply: ") == e.what(), "%s: %s", info.name,
               e.what());
    }
}

// Herr der Ziegen's typed extras: its view, events, cards and scores through the templates and
// hdz::hz, its move constructors.
static void herr_der_ziegen_extras() {
    checks_for(HDZ_GAME_KIND_HERR_DER_ZIEGEN);
    hdz::Game game(HDZ_GAME_KIND_HERR_DER_ZIEGEN, 4, 7);
    hdz::Bot greedy(HDZ_GAME_KIND_HERR_DER_ZIEGEN, "greedy", 1);
    unsigned kinds_closed = 0;
    while (auto seat = game.current_player()) {
        const hdz::Action id = greedy.choose(game);
        const HdzHzMove move = hdz::hz::describe(id);
        EXPECT(hdz::hz::from_move(move) == id, "from_move(describe(%u))", (unsigned)id);
        game.apply(id);
        for (const HdzHzEvent &event : game.last_events<HdzHzEvent>()) {
            kinds_closed += event.kind == HDZ_HZ_EVENT_KIND_KIND_CLOSED;
        }
        if (*seat == 0) {
            const HdzHzView view = game.view_struct<HdzHzView>(0);
            const HdzHzView from_handle = game.view(0).to_struct<HdzHzView>();
            EXPECT(std::memcmp(&view, &from_handle, sizeof view) == 0, "the HZ view from a handle");
        }
    }
    EXPECT(kinds_closed > 0, "no goat kind closed");
    const HdzHzScores scores = hdz::hz::scores(game);
    const HdzOutcome outcome = game.outcome();
    for (unsigned p = 0; p < scores.players; p++) {
        EXPECT(static_cast<std::int32_t>(scores.per_player[p].total) == outcome.scores[p], "seat %u's total", p);
    }
    EXPECT(game.card_info<HdzHzCard>(90).kind == HDZ_HZ_CARD_KIND_DOG, "card 90 is a dog");
    EXPECT(hdz::hz::take(2 * 7 + 3) == 121 + 17 && hdz::hz::play(5) == 5, "move constructors");
    EXPECT(hdz::hz::answer(true) == 809 && hdz::hz::pass_dog() == 219, "answers and passes");
    EXPECT(status_of([] { (void)hdz::hz::dog(0, 8); }) == HDZ_INVALID_ARGUMENT, "a diagonal dog move");
    hdz::Game other(HDZ_GAME_KIND_LE_BARON, 3, 1);
    EXPECT(status_of([&] { (void)hdz::hz::scores(other); }) == HDZ_INVALID_ARGUMENT, "HZ scores of an LB game");
}

// The same checks for every game the library lists.
static void every_game() {
    for (const HdzGameKindInfo &info : hdz::kinds()) {
        const std::uint32_t kind = static_cast<std::uint32_t>(info.kind);
        checks_for(static_cast<int>(kind));
        const std::uint32_t players = info.max_players;
        ownership_and_legality(kind, info);
        hdz::Game game(kind, players, 5);
        hdz::Bot in_game(kind, "random", 3), from_view(kind, "random", 3);
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
            const hdz::View view = hdz::View::from_json(kind, game.view_json(*seat));
            EXPECT(view.legal_moves() == legal && view.seat() == *seat && view.current_player() == seat,
                   "%s: the deciding seat's view", info.name);
            const hdz::View waiting = game.view(other);
            EXPECT(waiting.legal_moves().empty(), "%s: a waiting seat has no moves", info.name);
            EXPECT(status_of([&] { from_view.choose(waiting); }) == HDZ_NOT_YOUR_TURN, "%s: no hint for a waiting seat",
                   info.name);
            const hdz::Action hint = from_view.choose(view);
            EXPECT(hint == in_game.choose(game), "%s: the hint from the view is the bot's choice", info.name);
            EXPECT(view.observation() == game.observation(*seat), "%s: the view's observation", info.name);
            const hdz::SpectatorView watching = hdz::SpectatorView::from_json(kind, game.spectator_view_json());
            const hdz::SpectatorView copied = game.spectator_view();
            EXPECT(watching.to_json() == copied.to_json() && watching.current_player() == seat &&
                       watching.players() == players && watching.turn() == game.turn() && watching.kind() == info.kind,
                   "%s: the spectator's view", info.name);
            game.apply_for(*seat, hint);
            EXPECT(game.events_for_json(std::nullopt).size() <= game.last_events_json().size() &&
                       game.events_for_json(*seat).size() <= game.last_events_json().size(),
                   "%s: the events as an observer knows them", info.name);
            EXPECT(status_of([&] { (void)game.events_for_json(players); }) == HDZ_INVALID_ARGUMENT,
                   "%s: events for no seat", info.name);
        }
        EXPECT(status_of([&] { (void)hdz::SpectatorView::from_json(kind, game.view_json(0)); }) == HDZ_INVALID_STATE,
               "%s: a seat's view is no spectator's view", info.name);
        EXPECT(game.is_over() && !game.current_player(), "%s: over", info.name);
        const std::string scores = game.scores_json();
        EXPECT(scores.find(std::string("{\"game\":\"") + info.name + "\"") == 0, "%s: scores %s", info.name,
               scores.c_str());
        EXPECT(status_of([&] { game.check(0); }) == HDZ_GAME_OVER, "%s: no check once over", info.name);
        hdz::Bot timed = hdz::Bot::timed(kind, 2, 1);
        const hdz::Game fresh(kind, info.min_players, 1);
        EXPECT(fresh.is_legal(timed.choose(fresh)), "%s: a timed bot chose an illegal move", info.name);
        hdz::Bot expert(kind, "expert:50", 1), greedy(kind, "greedy", 1);
        const hdz::View first = fresh.view(*fresh.current_player());
        const std::vector<HdzMoveEstimate> estimates = expert.analyse(first);
        std::uint32_t visits = 0;
        bool in_order = estimates.size() == first.legal_moves().size();
        for (std::size_t i = 0; in_order && i < estimates.size(); i++) {
            in_order = estimates[i].action_id == first.legal_moves()[i];
            visits += estimates[i].visits;
        }
        EXPECT(in_order && (estimates.size() == 1 || visits == 50), "%s: the expert estimates each legal move",
               info.name);
        EXPECT(status_of([&] { (void)greedy.analyse(first); }) == HDZ_INVALID_ARGUMENT, "%s: greedy gives no estimates",
               info.name);
        hdz::Bot twin(kind, "expert:50", 1);
        const std::vector<HdzMoveEstimate> from_game = twin.analyse(fresh);
        bool same_numbers = from_game.size() == estimates.size();
        for (std::size_t i = 0; same_numbers && i < from_game.size(); i++) {
            same_numbers = from_game[i].action_id == estimates[i].action_id && from_game[i].visits == estimates[i].visits;
        }
        EXPECT(same_numbers, "%s: the estimates from the game are those from the deciding seat's view", info.name);
        EXPECT(status_of([&] { (void)twin.analyse(game); }) == HDZ_GAME_OVER, "%s: no estimates once over", info.name);
        hdz::Game moved = hdz::Game(fresh);
        hdz::Game emptied = std::move(moved);
        const hdz::Game empty = moved;
        EXPECT(status_of([&] { (void)empty.players(); }) == HDZ_NULL_POINTER, "a copy of an empty game is empty");
        moved = emptied;
        EXPECT(moved.to_json() == fresh.to_json(), "assignment refills an empty game");
        const hdz::Game &same = moved;
        moved = same;
        EXPECT(moved.to_json() == fresh.to_json(), "self-assignment keeps the game");
    }
    checks_for(HDZ_GAME_KIND_ZIEGEN_KRIEGEN);
    hdz::Game zk(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 4, 2);
    zk.apply(zk.legal_moves()[0]);
    const std::vector<HdzZkEvent> zk_events = zk.last_events<HdzZkEvent>();
    EXPECT(!zk_events.empty() && zk_events[0].kind == HDZ_ZK_EVENT_KIND_CARD_PLAYED, "typed Ziegen Kriegen events");
    const HdzZkView zk_view = zk.view_struct<HdzZkView>(1);
    const HdzZkView zk_from_handle = zk.view(1).to_struct<HdzZkView>();
    EXPECT(std::memcmp(&zk_view, &zk_from_handle, sizeof zk_view) == 0, "the ZK view from a handle");
    EXPECT(zk.card_info<HdzZkCard>(zk_view.hand[0]).heads == zk_view.heads[zk_view.hand[0]], "a ZK card");
    EXPECT(zk.card_info<HdzZkHillCard>(0).low >= 1, "a ZK hill card");
    EXPECT(status_of([&] { (void)zk.last_events<HdzLbEvent>(); }) == HDZ_INVALID_ARGUMENT, "LB events of a ZK game");
    checks_for(HDZ_GAME_KIND_LE_BARON);
    hdz::Game lb(HDZ_GAME_KIND_LE_BARON, 3, 2);
    lb.apply(lb.legal_moves()[0]);
    EXPECT(lb.last_events<HdzLbEvent>().size() == 1, "typed Le Baron events");
    const HdzLbView lb_view = lb.view_struct<HdzLbView>(0);
    EXPECT(lb_view.round == 1 && lb_view.card_heads[52][0] == lb.card_info<HdzLbCard>(52).heads[0], "the LB view");
}

int main() {
    HdzGameKindInfo games[MAX_GAMES];
    const std::uint32_t count = list_games(games);
    every_game();
    herr_der_ziegen_extras();
    checks_for(HDZ_GAME_KIND_ZIEGEN_KRIEGEN);
    play(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 5, "greedy");
    checks_for(HDZ_GAME_KIND_LE_BARON);
    play(HDZ_GAME_KIND_LE_BARON, 7, "greedy");
    play(HDZ_GAME_KIND_LE_BARON, 2, "ismcts:20");

    hdz::Game game(HDZ_GAME_KIND_LE_BARON, 3, 2);
    hdz::Game copy = game;
    const std::string before = game.to_json();
    copy.apply(copy.legal_moves()[0]);
    EXPECT(game.to_json() == before && copy.to_json() != before, "a copy is a clone");
    EXPECT(status_of([&] { game.apply(9999); }) == HDZ_UNKNOWN_ACTION && game.to_json() == before, "unknown id");
    EXPECT(status_of([&] { game.view_struct<HdzZkView>(0); }) == HDZ_INVALID_ARGUMENT, "a ZK view of an LB game");
    EXPECT(game.view_struct<HdzLbView>(1).seat == 1 && game.card_info<HdzLbCard>(52).points == 6,
           "LB view and a Baron's six heads");
    EXPECT(status_of([&] { hdz::Bot(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, "x", 1); }) == HDZ_INVALID_ARGUMENT, "bad bot");
    hdz::Bot zk_bot(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, "random", 1);
    EXPECT(status_of([&] { zk_bot.choose(game); }) == HDZ_INVALID_ARGUMENT, "a ZK bot in an LB game");
    hdz::Game loaded = hdz::Game::from_json(HDZ_GAME_KIND_LE_BARON, game.to_json());
    EXPECT(loaded.to_json() == before, "a saved state loads back");
    hdz::Game variant = hdz::Game::with_options(
        HDZ_GAME_KIND_LE_BARON, hdz::default_options_json(HDZ_GAME_KIND_LE_BARON, 3), 2);
    EXPECT(variant.to_json() == before, "default options give the default game");
    EXPECT(game.determinize(0, 4).view_json(0) == game.view_json(0), "a determinization keeps the view");
    hdz::Game moved = std::move(game);
    EXPECT(moved.to_json() == before, "moved");
    EXPECT(status_of([&] { (void)game.to_json(); }) == HDZ_NULL_POINTER, "a moved-from game is empty");

    return report("test_wrapper", games, count);
}
