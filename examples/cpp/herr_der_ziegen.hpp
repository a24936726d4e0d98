// herr_der_ziegen.hpp: a header-only C++17 wrapper over the C API of the goat games rules
// engines (include/herr_der_ziegen.h), with Herr der Ziegen's typed extras. Copy it, with
// herr_der_ziegen_any.hpp (the classes of every game, which it includes), into your project.
//
//   hdz::Game game(4, 7);                       // Herr der Ziegen: 4 players, seed 7
//   while (!game.is_over()) {
//       std::vector<hdz::Action> moves = game.legal_moves();
//       game.apply(moves[0]);                   // returns the events of the move
//   }
//   HdzScores scores = game.scores();
//   HdzView view = game.view_struct(0);        // what seat 0 sees: pasture, hands, displays, ...
//   game.apply(hdz::actions::take(2 * 7 + 3));  // action ids from moves: take the card at (2,3)
//
// * hdz::Game is hdz::AnyGame (herr_der_ziegen_any.hpp) for Herr der Ziegen: everything a game of
//   every kind offers, plus Herr der Ziegen's own plain structs (HdzView, HdzEvent, HdzScores,
//   HdzCard, HdzPhase) and move constructors (hdz::actions). Copying a Game clones it, moving it
//   moves the handle. A moved-from Game is empty: every call on it throws hdz::Error with
//   HDZ_NULL_POINTER, copying it gives another empty Game, and assigning a game to it makes it
//   usable again.
// * Every failed call throws hdz::Error, which carries the HdzStatus and the library's message;
//   a failed call changes nothing (except HDZ_PANIC, an internal error: discard that Game).
// * hdz::PlayerView is hdz::AnyView for Herr der Ziegen, one seat's view without the game (copying
//   clones it): a networked client loads the view JSON its server sends with
//   PlayerView::from_json and reads it, lists its legal moves or asks a bot for a move.
// * hdz::Bot is hdz::AnyBot for Herr der Ziegen (move-only): `game.apply(bot.choose(game))` lets it
//   play; `bot.choose(view)` chooses from a view alone.
// * A seat's view comes in three forms: game.view_struct(p) (HdzView), game.view_handle(p)
//   (hdz::PlayerView) and game.view_json(p). The old names view, player_view and
//   PlayerView::typed are deprecated aliases, kept for one release.
// * Strings returned by the library are copied into std::string and freed with hdz_string_free.
// * Thread safety is that of the C API: const member functions may run at the same time on one
//   Game, non-const ones need it alone; a PlayerView never changes. A Bot is used by one thread at
//   a time; its choose only reads the Game or PlayerView.
#ifndef HERR_DER_ZIEGEN_HPP
#define HERR_DER_ZIEGEN_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "herr_der_ziegen.h"
#include "herr_der_ziegen_any.hpp"

namespace hdz {

namespace detail {

template <> struct TypedView<HdzView> {
    static HdzStatus from_game(const HdzAnyGame *g, std::uint32_t s, HdzView *out) {
        return hdz_game_view_struct(g, s, out);
    }
    static HdzStatus from_view(const HdzAnyView *v, HdzView *out) { return hdz_player_view_struct(v, out); }
};

template <> struct TypedEvents<HdzEvent> {
    static constexpr std::size_t max = HDZ_HDZ_MAX_EVENTS;
    static HdzStatus read(const HdzAnyGame *g, HdzEvent *out, std::size_t capacity, std::size_t *count) {
        return hdz_game_last_events(g, out, capacity, count);
    }
};

template <> struct TypedCard<HdzCard> {
    static HdzStatus read(const HdzAnyGame *g, std::uint32_t card, HdzCard *out) {
        return hdz_game_card_info(g, card, out);
    }
};

}  // namespace detail

/// A short English text for an action id, for example "play card 15".
inline std::string action_to_string(Action id) {
    char *text = nullptr;
    detail::check(hdz_action_to_string(id, &text));
    return detail::take(text);
}

/// What an action id means: its kind, card, cells and answer.
inline HdzMove describe(Action id) {
    HdzMove move{};
    detail::check(hdz_action_describe(id, &move));
    return move;
}

/// The action ids of moves given by their kind, card and cells: the reverse of describe. Cells
/// are row * 7 + col. Each throws hdz::Error (HDZ_INVALID_ARGUMENT) for a card or cell out of
/// range, or a dog move that does not stay in one row or column.
namespace actions {

/// Play the card `card` from hand.
inline Action play(std::uint32_t card) {
    Action id = 0;
    detail::check(hdz_action_play(card, &id));
    return id;
}

/// Take the card at `cell`.
inline Action take(std::uint32_t cell) {
    Action id = 0;
    detail::check(hdz_action_take(cell, &id));
    return id;
}

/// Put a small goat on the card at `cell`.
inline Action mark(std::uint32_t cell) {
    Action id = 0;
    detail::check(hdz_action_mark(cell, &id));
    return id;
}

/// Dog move: the own marked card at `from_cell` goes to `to_cell`, in the same row or column.
inline Action dog(std::uint32_t from_cell, std::uint32_t to_cell) {
    Action id = 0;
    detail::check(hdz_action_dog(from_cell, to_cell, &id));
    return id;
}

/// Make no dog move.
inline Action pass_dog() {
    Action id = 0;
    detail::check(hdz_action_pass_dog(&id));
    return id;
}

/// Answer a swap request: true to agree.
inline Action answer(bool agree) {
    Action id = 0;
    detail::check(hdz_action_answer(agree, &id));
    return id;
}

/// The id of the move `move` describes (the fields of its kind).
inline Action from_move(const HdzMove &move) {
    Action id = 0;
    detail::check(hdz_action_from_move(&move, &id));
    return id;
}

}  // namespace actions

/// The default options for `players` as JSON, to edit and pass to Game::with_options.
inline std::string default_options_json(std::uint32_t players) {
    char *json = nullptr;
    detail::check(hdz_default_options_json(players, &json));
    return detail::take(json);
}

class PlayerView;

/// One game of Herr der Ziegen: the full state and the events of the last move. Everything an
/// hdz::AnyGame offers, and Herr der Ziegen's own plain structs.
class Game : public AnyGame {
  public:
    /// A new game with the default options for `players` (2 to 5), set up from `seed`.
    Game(std::uint32_t players, std::uint64_t seed) : AnyGame(make(players, seed)) {}

    /// A new game from options JSON (see default_options_json) and `seed`.
    static Game with_options(const std::string &options_json, std::uint64_t seed) {
        HdzGame *game = nullptr;
        detail::check(hdz_game_with_options(detail::c_text(options_json, "the options JSON"), seed, &game));
        return Game(game);
    }

    /// A game loaded (and fully checked) from a JSON state written by to_json.
    static Game from_json(const std::string &json) {
        HdzGame *game = nullptr;
        detail::check(hdz_game_from_json(detail::c_text(json, "the state JSON"), &game));
        return Game(game);
    }

    /// Plays `id` for the player to act and returns what happened. Throws on an illegal move.
    std::vector<HdzEvent> apply(Action id) {
        // The events' memory is taken before the move, so that nothing can fail once it is made.
        std::vector<HdzEvent> events(HDZ_HDZ_MAX_EVENTS);
        detail::check(hdz_game_apply(get(), id));
        return read_last_events(std::move(events));
    }

    /// Plays `id` on behalf of `player`; throws HDZ_NOT_YOUR_TURN if `player` is not to act.
    std::vector<HdzEvent> apply_for(std::uint32_t player, Action id) {
        std::vector<HdzEvent> events(HDZ_HDZ_MAX_EVENTS);
        detail::check(hdz_game_apply_for(get(), player, id));
        return read_last_events(std::move(events));
    }

    /// The events of the last successful apply.
    std::vector<HdzEvent> last_events() const { return read_last_events(std::vector<HdzEvent>(HDZ_HDZ_MAX_EVENTS)); }

    /// The kind of decision the game is waiting for.
    HdzPhase phase() const {
        HdzPhase phase = HDZ_PHASE_OVER;
        detail::check(hdz_game_phase(get(), &phase));
        return phase;
    }

    /// The scores as things stand (final once over), with breakdown and winners.
    HdzScores scores() const {
        HdzScores scores{};
        detail::check(hdz_game_scores(get(), &scores));
        return scores;
    }

    /// What seat `player` may know, as a plain struct (fields described in the header at
    /// HdzView): the same information as view_json, without parsing. A seat's view comes in three
    /// forms: view_struct, view_handle and view_json.
    HdzView view_struct(std::uint32_t player) const { return AnyGame::view_struct<HdzView>(player); }

    /// What seat `player` may know, as a PlayerView handle that no longer depends on this Game.
    PlayerView view_handle(std::uint32_t player) const;

    /// The old name of view_struct, kept for one release.
    [[deprecated("renamed view_struct")]] HdzView view(std::uint32_t player) const { return view_struct(player); }

    /// The old name of view_handle, kept for one release.
    [[deprecated("renamed view_handle")]] PlayerView player_view(std::uint32_t player) const;

    /// What the card `card_id` is in this game: goat (kind and value), dog, or milk (value by
    /// this game's milk split).
    HdzCard card_info(std::uint32_t card_id) const { return AnyGame::card_info<HdzCard>(card_id); }

    /// A new game consistent with all that seat `player` knows of this one, the cards it cannot
    /// see placed at random from `seed` (a determinization, for search bots).
    Game determinize(std::uint32_t player, std::uint64_t seed) const {
        HdzGame *sample = nullptr;
        detail::check(hdz_game_determinize(get(), player, seed, &sample));
        return Game(sample);
    }

  private:
    friend class PlayerView;
    explicit Game(HdzGame *game) : AnyGame(game) {}

    static HdzGame *make(std::uint32_t players, std::uint64_t seed) {
        HdzGame *game = nullptr;
        detail::check(hdz_game_new(players, seed, &game));
        return game;
    }

    /// Fills `events` (HDZ_HDZ_MAX_EVENTS long) with the last events and trims it; never
    /// allocates.
    std::vector<HdzEvent> read_last_events(std::vector<HdzEvent> events) const {
        std::size_t count = 0;
        detail::check(hdz_game_last_events(get(), events.data(), events.size(), &count));
        events.resize(count);
        return events;
    }
};

/// What one seat of a Herr der Ziegen game may know, without the game: an hdz::AnyView, for a
/// client that receives only its seat's view. Copying clones it, moving moves the handle; a
/// moved-from PlayerView throws hdz::Error with HDZ_NULL_POINTER on every call.
class PlayerView : public AnyView {
  public:
    /// A view loaded (and fully checked) from view JSON, as Game::view_json or to_json write it.
    /// Throws HDZ_INVALID_JSON or HDZ_INVALID_STATE for text that is not a possible view.
    static PlayerView from_json(const std::string &json) {
        HdzPlayerView *view = nullptr;
        detail::check(hdz_player_view_from_json(detail::c_text(json, "the view JSON"), &view));
        return PlayerView(view);
    }

    /// The view as a plain struct (fields described in the header at HdzView), the same bytes as
    /// Game::view_struct(seat); the seat is to_struct().seat.
    HdzView to_struct() const { return AnyView::to_struct<HdzView>(); }

    /// The old name of to_struct, kept for one release.
    [[deprecated("renamed to_struct")]] HdzView typed() const { return to_struct(); }

    /// A full game consistent with the view, the cards its seat cannot see placed at random from
    /// `seed` (a determinization).
    Game determinize(std::uint64_t seed) const {
        HdzGame *game = nullptr;
        detail::check(hdz_player_view_determinize(get(), seed, &game));
        return Game(game);
    }

  private:
    friend class Game;
    explicit PlayerView(HdzPlayerView *view) : AnyView(view) {}
};

inline PlayerView Game::view_handle(std::uint32_t player) const {
    HdzPlayerView *view = nullptr;
    detail::check(hdz_game_view_handle(get(), player, &view));
    return PlayerView(view);
}

inline PlayerView Game::player_view(std::uint32_t player) const { return view_handle(player); }

/// One of the engine's bots for Herr der Ziegen: "random", "greedy", "ismcts" or "ismcts:N"
/// (docs/bots.md), an hdz::AnyBot. It decides from the view of the seat to play and the legal
/// moves, never from hidden cards: `bot.choose(game)` or `bot.choose(view)`. Move-only; a
/// moved-from Bot throws hdz::Error with HDZ_NULL_POINTER.
class Bot : public AnyBot {
  public:
    /// The bot called `name`, whose choices follow from `seed`. Throws hdz::Error with
    /// HDZ_INVALID_ARGUMENT for an unknown name.
    explicit Bot(const std::string &name, std::uint64_t seed = 0) : AnyBot(make(name, seed)) {}

    /// An IS-MCTS bot that searches for `milliseconds` (1 to HDZ_MAX_BOT_MILLISECONDS) per
    /// decision; its choices depend on the machine's speed.
    static Bot timed(std::uint32_t milliseconds, std::uint64_t seed = 0) {
        HdzBot *bot = nullptr;
        detail::check(hdz_bot_new_timed(milliseconds, seed, &bot));
        return Bot(bot);
    }

  private:
    explicit Bot(HdzBot *bot) : AnyBot(bot) {}

    static HdzBot *make(const std::string &name, std::uint64_t seed) {
        HdzBot *bot = nullptr;
        detail::check(hdz_bot_new(detail::c_text(name, "the bot name"), seed, &bot));
        return bot;
    }
};

}  // namespace hdz

#endif  // HERR_DER_ZIEGEN_HPP
