// Tests of the C++ wrapper examples/cpp/herr_der_ziegen.hpp: ownership (copies are clones, a
// moved-from Game throws), errors as exceptions that change nothing, is_legal's answers, events,
// the observation tensor, the typed view and card information, the bots agreeing with the C
// API, and hdz::PlayerView (a seat's view without the game) agreeing with the Game.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "check.h"
#include "herr_der_ziegen.hpp"

// The status of the hdz::Error that `call` throws, or HDZ_OK if it throws none.
template <typename F> static HdzStatus thrown(F call) {
    try {
        call();
    } catch (const hdz::Error &e) {
        return e.status();
    }
    return HDZ_OK;
}

static void test_copies_and_moves() {
    hdz::Game game(3, 5);
    hdz::Game copy = game;  // a clone: playing on it leaves the original as it was
    const std::string before = game.to_json();
    copy.apply(copy.legal_moves()[0]);
    EXPECT(game.to_json() == before, "a copy shares state with its original");
    EXPECT(copy.to_json() != before, "the move on the copy did nothing");

    hdz::Game moved = std::move(copy);
    EXPECT(moved.to_json() != before, "the move was lost in the move");
    EXPECT(thrown([&] { (void)copy.players(); }) == HDZ_NULL_POINTER, "a moved-from Game answered");
    EXPECT(thrown([&] { (void)copy.is_legal(0); }) == HDZ_NULL_POINTER, "is_legal on a moved-from Game did not throw");
    EXPECT(thrown([&] { copy.apply(0); }) == HDZ_NULL_POINTER, "apply on a moved-from Game did not throw");
    hdz::Game empty = copy;  // copying a moved-from Game gives another empty one
    EXPECT(thrown([&] { (void)empty.players(); }) == HDZ_NULL_POINTER, "a copy of nothing answered");
    copy = game;  // assigning brings a moved-from Game back
    EXPECT(copy.to_json() == before, "assignment did not clone");
    const hdz::Game &same = copy;
    copy = same;  // self-assignment keeps the game
    EXPECT(copy.to_json() == before, "self-assignment changed the game");
}

static void test_errors_and_legality() {
    hdz::Game game(4, 7);
    const std::string before = game.to_json();
    const std::vector<hdz::Action> legal = game.legal_moves();
    EXPECT(!legal.empty(), "no legal move at the start");
    for (hdz::Action id = 0; id < HDZ_NUM_ACTIONS; id++) {
        bool listed = false;
        for (hdz::Action l : legal) {
            listed = listed || l == id;
        }
        EXPECT(game.is_legal(id) == listed, "is_legal(%u) disagrees with legal_moves", (unsigned)id);
    }
    EXPECT(!game.is_legal(HDZ_NUM_ACTIONS), "an unknown action id is legal");
    EXPECT(thrown([&] { game.apply(HDZ_NUM_ACTIONS); }) == HDZ_UNKNOWN_ACTION, "unknown action not refused");
    hdz::Action illegal = 0;
    while (game.is_legal(illegal)) {
        illegal++;
    }
    EXPECT(thrown([&] { game.apply(illegal); }) == HDZ_ILLEGAL_MOVE, "illegal move not refused");
    std::uint32_t other = (*game.current_player() + 1) % game.players();
    EXPECT(thrown([&] { game.apply_for(other, legal[0]); }) == HDZ_NOT_YOUR_TURN, "a seat played out of turn");
    EXPECT(thrown([] { hdz::Game bad(6, 1); }) == HDZ_SETUP_ERROR, "a 6-player game was set up");
    EXPECT(thrown([] { hdz::Game::from_json("{}"); }) == HDZ_INVALID_JSON, "an empty state loaded");
    EXPECT(game.to_json() == before, "a refused call changed the game");

    // Events: what apply returns is what last_events reads.
    const std::vector<HdzEvent> events = game.apply(legal[0]);
    const std::vector<HdzEvent> again = game.last_events();
    EXPECT(!events.empty() && events.size() == again.size(), "events differ: %zu, %zu", events.size(), again.size());
    for (std::size_t i = 0; i < events.size() && i < again.size(); i++) {
        EXPECT(events[i].kind == again[i].kind, "event %zu differs", i);
    }

    // Play to the end: a finished game lists nothing, and no id is legal any more.
    while (auto player = game.current_player()) {
        (void)player;
        game.apply(game.legal_moves()[0]);
    }
    EXPECT(game.is_over() && game.legal_moves().empty(), "a finished game lists moves");
    EXPECT(!game.is_legal(legal[0]), "a move is legal after the end");
    EXPECT(thrown([&] { game.apply(legal[0]); }) == HDZ_GAME_OVER, "a move was applied after the end");
}

static void test_observation() {
    hdz::Game game(5, 3);
    for (std::uint32_t p = 0; p < 5; p++) {
        const std::vector<float> tensor = game.observation(p);
        std::vector<float> direct(HDZ_OBSERVATION_SIZE);
        OK(hdz_game_observation(game.get(), p, direct.data(), direct.size()));
        EXPECT(tensor == direct, "the wrapper's observation of seat %u differs from the C call's", (unsigned)p);
    }
    EXPECT(thrown([&] { (void)game.observation(5); }) == HDZ_INVALID_ARGUMENT, "seat 5 observed");
}

static void test_view() {
    hdz::Game game(2, 8);
    hdz::Bot random("random", 2);
    for (int i = 0; i < 40; i++) {
        game.apply(random.choose(game));
    }
    for (std::uint32_t p = 0; p < 2; p++) {
        const HdzView view = game.view_struct(p);
        HdzView direct;
        std::memset(&direct, 0xEE, sizeof direct);
        OK(hdz_game_view_struct(game.get(), p, &direct));
        EXPECT(std::memcmp(&view, &direct, sizeof view) == 0, "the wrapper's view of seat %u differs", (unsigned)p);
        // No hidden card in it: a determinization for the seat gives the same bytes.
        const HdzView sampled = game.determinize(p, 77).view_struct(p);
        EXPECT(std::memcmp(&view, &sampled, sizeof view) == 0, "seat %u's view differs in a determinization",
               (unsigned)p);
        EXPECT(view.seat == p && view.players == 2 && view.grid_size == 6, "seat %u: a 2-player view", (unsigned)p);
        EXPECT(view.hand.count == view.known_hand[p].count && view.unknown_hand_count[p] == 0,
               "seat %u knows its own hand", (unsigned)p);
        // The 6x6 grid leaves row 6 and column 6 of the 7x7 numbering empty.
        unsigned cards = 0;
        for (unsigned cell = 0; cell < HDZ_NUM_CELLS; cell++) {
            const bool off_grid = cell / 7 == 6 || cell % 7 == 6;
            if (off_grid) {
                EXPECT(view.card_at[cell] == HDZ_NONE && view.mark_at[cell] == HDZ_NONE && !view.is_stable[cell],
                       "off-grid cell %u holds something", cell);
            }
            cards += view.card_at[cell] != HDZ_NONE;
        }
        EXPECT(cards > 20, "only %u cards on the pasture", cards);
        // Every card is exactly once in the view's places or among the unseen cards.
        std::vector<int> places(HDZ_NUM_CARDS, 0);
        auto count_list = [&](const HdzCardList &list) {
            for (unsigned i = 0; i < list.count; i++) {
                places.at(list.cards[i])++;
            }
        };
        for (unsigned cell = 0; cell < HDZ_NUM_CELLS; cell++) {
            if (view.card_at[cell] != HDZ_NONE) {
                places.at(view.card_at[cell])++;
            }
        }
        for (unsigned q = 0; q < view.players; q++) {
            count_list(view.known_hand[q]);
            count_list(view.display[q]);
        }
        count_list(view.boxed);
        count_list(view.known_in_pile);
        count_list(view.unseen);
        for (unsigned card = 0; card < HDZ_NUM_CARDS; card++) {
            EXPECT(places[card] == 1, "card %u is in %d places of seat %u's view", card, places[card], (unsigned)p);
        }
    }
    EXPECT(thrown([&] { (void)game.view_struct(2); }) == HDZ_INVALID_ARGUMENT, "seat 2 viewed");
    for (std::uint32_t id = 0; id < HDZ_NUM_CARDS; id++) {
        const HdzCard card = game.card_info(id);
        HdzCard direct{};
        OK(hdz_game_card_info(game.get(), id, &direct));
        EXPECT(card.kind == direct.kind && card.goat_kind == direct.goat_kind && card.value == direct.value,
               "card %u differs from the C call", (unsigned)id);
    }
    EXPECT(game.card_info(4).kind == HDZ_CARD_KIND_GOAT && game.card_info(4).value == 5, "card 4 is K01-5");
    EXPECT(thrown([&] { (void)game.card_info(HDZ_NUM_CARDS); }) == HDZ_INVALID_ARGUMENT, "card 121 described");
    hdz::Game moved = std::move(game);
    EXPECT(thrown([&] { (void)game.view_struct(0); }) == HDZ_NULL_POINTER, "a moved-from Game was viewed");
}

static void test_bots() {
    // Bots choose the moves the C API's bots of the same name and seed choose, and finish games.
    for (const char *name : {"random", "greedy", "ismcts:25"}) {
        hdz::Game game(3, 9);
        hdz::Bot bot(name, 4);
        HdzBot *twin = nullptr;
        OK(hdz_bot_new(name, 4, &twin));
        unsigned moves = 0;
        while (game.current_player()) {
            const std::string before = game.to_json();
            const hdz::Action id = bot.choose(game);
            EXPECT(game.to_json() == before, "%s: choosing changed the game", name);
            EXPECT(game.is_legal(id), "%s chose an illegal action %u", name, (unsigned)id);
            std::uint32_t expected = 0;
            OK(hdz_bot_choose(twin, game.get(), &expected));
            EXPECT(id == expected, "%s chose %u where the C API chose %u", name, (unsigned)id, (unsigned)expected);
            game.apply(id);
            moves++;
        }
        hdz_bot_free(twin);
        EXPECT(moves > 30, "%s: a game of %u moves", name, moves);
        EXPECT(thrown([&] { (void)bot.choose(game); }) == HDZ_GAME_OVER, "%s chose after the end", name);
        hdz::Bot moved = std::move(bot);
        EXPECT(thrown([&] { (void)bot.choose(game); }) == HDZ_NULL_POINTER, "a moved-from Bot chose");
    }
    EXPECT(thrown([] { hdz::Bot("nobody"); }) == HDZ_INVALID_ARGUMENT, "an unknown bot was made");

    hdz::Bot quick = hdz::Bot::timed(2, 3);
    hdz::Game short_game(2, 6);
    EXPECT(short_game.is_legal(quick.choose(short_game)), "a timed bot chose an illegal move");
    EXPECT(thrown([] { (void)hdz::Bot::timed(0); }) == HDZ_INVALID_ARGUMENT, "a search of 0 ms was made");

    // A determinization keeps the seat's view and follows from its seed.
    hdz::Game game(4, 12);
    hdz::Bot random("random", 1);
    for (int i = 0; i < 30; i++) {
        game.apply(random.choose(game));
    }
    for (std::uint32_t p = 0; p < 4; p++) {
        const hdz::Game sample = game.determinize(p, 5);
        EXPECT(sample.view_json(p) == game.view_json(p), "seat %u's view changed in its determinization", (unsigned)p);
        EXPECT(sample.to_json() == game.determinize(p, 5).to_json(), "a determinization does not follow its seed");
    }
    EXPECT(thrown([&] { (void)game.determinize(4, 5); }) == HDZ_INVALID_ARGUMENT, "seat 4 determinized");
    EXPECT(thrown([] { hdz::Bot(std::string("greedy\0x", 8)); }) == HDZ_INVALID_ARGUMENT, "a name with a NUL was cut");
    const std::string state = hdz::Game(3, 1).to_json();
    EXPECT(thrown([&] { (void)hdz::Game::from_json(state + std::string("\0junk", 5)); }) == HDZ_INVALID_ARGUMENT,
           "a state with a NUL was cut");
    const std::string options = hdz::default_options_json(3);
    EXPECT(thrown([&] { (void)hdz::Game::with_options(options + std::string("\0", 1), 1); }) == HDZ_INVALID_ARGUMENT,
           "options with a NUL were cut");
    EXPECT(hdz::Game::from_json(state).to_json() == state, "a state without NUL was refused");
}

// hdz::PlayerView: loaded from a seat's view JSON it gives the Game's typed view, JSON and legal
// moves; a bot chooses from it what it chooses from the Game; copies are clones, a moved-from view
// throws; errors are hdz::Error with their status.
static void test_player_view() {
    hdz::Game game(4, 31);
    hdz::Bot driver("random", 2);
    for (int step = 0; !game.is_over(); step++) {
        const std::uint32_t deciding = *game.current_player();
        for (std::uint32_t seat = 0; seat < 4; seat++) {
            const std::string json = game.view_json(seat);
            const hdz::PlayerView view = hdz::PlayerView::from_json(json);
            const HdzView typed = view.to_struct();
            const HdzView expected = game.view_struct(seat);
            EXPECT(std::memcmp(&typed, &expected, sizeof typed) == 0, "step %d seat %u: typed views differ", step,
                   (unsigned)seat);
            EXPECT(view.to_json() == json, "step %d seat %u: JSON does not round-trip", step, (unsigned)seat);
            EXPECT(game.view_handle(seat).to_json() == json, "Game::player_view differs from view_json");
            if (seat == deciding) {
                EXPECT(view.legal_moves() == game.legal_moves(), "step %d: legal moves differ", step);
                if (step % 5 == 0) {
                    hdz::Bot a("greedy", static_cast<std::uint64_t>(step)), b("greedy", static_cast<std::uint64_t>(step));
                    EXPECT(a.choose(view) == b.choose(game), "step %d: the bot chose differently", step);
                }
                if (step % 11 == 0) {
                    const hdz::Game sample = view.determinize(static_cast<std::uint64_t>(step));
                    EXPECT(sample.view_json(seat) == json, "step %d: a determinization changed the view", step);
                    EXPECT(sample.to_json() == game.determinize(seat, static_cast<std::uint64_t>(step)).to_json(),
                           "step %d: the view's and the game's determinizations differ", step);
                }
            } else {
                EXPECT(view.legal_moves().empty(), "step %d seat %u: moves for a waiting seat", step, (unsigned)seat);
                hdz::Bot bot("random", 1);
                EXPECT(thrown([&] { (void)bot.choose(view); }) == HDZ_NOT_YOUR_TURN,
                       "a bot chose for a waiting seat");
            }
        }
        game.apply(driver.choose(game));
    }
    hdz::Bot bot("random", 1);
    const hdz::PlayerView over = game.view_handle(0);
    EXPECT(thrown([&] { (void)bot.choose(over); }) == HDZ_GAME_OVER, "a bot chose after the end");
    EXPECT(over.legal_moves().empty(), "moves after the end");

    // Ownership: copies are clones, moves move, a moved-from view throws and comes back.
    hdz::PlayerView view = hdz::Game(3, 8).view_handle(1);
    const std::string json = view.to_json();
    hdz::PlayerView copy = view;
    EXPECT(copy.to_json() == json && copy.get() != view.get(), "a copy is not a clone");
    hdz::PlayerView moved = std::move(copy);
    EXPECT(moved.to_json() == json, "the view was lost in the move");
    EXPECT(thrown([&] { (void)copy.to_json(); }) == HDZ_NULL_POINTER, "a moved-from view answered");
    EXPECT(thrown([&] { (void)copy.legal_moves(); }) == HDZ_NULL_POINTER, "a moved-from view listed moves");
    EXPECT(thrown([&] { (void)bot.choose(copy); }) == HDZ_NULL_POINTER, "a bot chose from a moved-from view");
    hdz::PlayerView empty = copy;
    EXPECT(thrown([&] { (void)empty.to_struct(); }) == HDZ_NULL_POINTER, "a copy of nothing answered");
    copy = view;
    EXPECT(copy.to_json() == json, "assignment did not clone");
    const hdz::PlayerView &same = copy;
    copy = same;
    EXPECT(copy.to_json() == json, "self-assignment changed the view");

    // Errors.
    EXPECT(thrown([] { (void)hdz::PlayerView::from_json("{"); }) == HDZ_INVALID_JSON, "garbage loaded");
    EXPECT(thrown([] { (void)hdz::PlayerView::from_json(hdz::Game(2, 1).to_json()); }) == HDZ_INVALID_STATE,
           "a state document loaded as a view");
    EXPECT(thrown([] { (void)hdz::PlayerView::from_json(std::string("{\0}", 3)); }) == HDZ_INVALID_ARGUMENT,
           "a NUL character was not refused");
    EXPECT(thrown([] { (void)hdz::Game(2, 1).view_handle(2); }) == HDZ_INVALID_ARGUMENT, "seat 2 of 2");
}

// hdz::actions gives the ids hdz::describe reads back, and a game plays through them; the old names
// of the view functions still work and agree with the new ones.
static void test_actions_and_old_names() {
    for (hdz::Action id = 0; id < HDZ_NUM_ACTIONS; id++) {
        const HdzMove move = hdz::describe(id);
        EXPECT(hdz::actions::from_move(move) == id, "from_move(describe(%u))", (unsigned)id);
        hdz::Action by_kind = HDZ_NUM_ACTIONS;
        switch (move.kind) {
        case HDZ_MOVE_KIND_PLAY: by_kind = hdz::actions::play(move.card); break;
        case HDZ_MOVE_KIND_TAKE: by_kind = hdz::actions::take(move.cell); break;
        case HDZ_MOVE_KIND_MARK: by_kind = hdz::actions::mark(move.cell); break;
        case HDZ_MOVE_KIND_DOG: by_kind = hdz::actions::dog(move.cell, move.to_cell); break;
        case HDZ_MOVE_KIND_PASS_DOG: by_kind = hdz::actions::pass_dog(); break;
        case HDZ_MOVE_KIND_ANSWER: by_kind = hdz::actions::answer(move.answer); break;
        }
        EXPECT(by_kind == id, "the constructor of id %u gave %u", (unsigned)id, (unsigned)by_kind);
    }
    EXPECT(hdz::actions::take(2 * 7 + 3) == 121 + 17, "take (2,3)");
    EXPECT(thrown([] { (void)hdz::actions::take(HDZ_NUM_CELLS); }) == HDZ_INVALID_ARGUMENT, "cell 49 taken");
    EXPECT(thrown([] { (void)hdz::actions::dog(0, 8); }) == HDZ_INVALID_ARGUMENT, "a diagonal dog move");
    EXPECT(thrown([] { (void)hdz::actions::play(HDZ_NUM_CARDS); }) == HDZ_INVALID_ARGUMENT, "card 121 played");

    hdz::Game game(3, 12);
    while (game.current_player()) {
        const std::vector<hdz::Action> legal = game.legal_moves();
        const HdzMove move = hdz::describe(legal.back());
        game.apply(hdz::actions::from_move(move));
    }
    EXPECT(!game.current_player() && game.is_over(), "current_player() after the end");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    const HdzView old_view = game.view(1);
    const HdzView old_typed = game.player_view(1).typed();
#pragma GCC diagnostic pop
    const HdzView view = game.view_struct(1);
    EXPECT(std::memcmp(&old_view, &view, sizeof view) == 0, "Game::view differs from view_struct");
    EXPECT(std::memcmp(&old_typed, &view, sizeof view) == 0, "PlayerView::typed differs from to_struct");
    EXPECT(game.view_handle(1).to_json() == game.view_json(1), "view_handle and view_json differ");
}

int main() {
    test_actions_and_old_names();
    test_copies_and_moves();
    test_errors_and_legality();
    test_observation();
    test_view();
    test_bots();
    test_player_view();
    std::printf("test_wrapper: %d checks, %d failures\n", checks, failures);
    return failures == 0 ? 0 : 1;
}
