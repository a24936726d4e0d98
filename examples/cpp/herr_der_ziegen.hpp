// herr_der_ziegen.hpp: a header-only C++17 wrapper over the C API of the Herr der Ziegen rules
// engine (include/herr_der_ziegen.h). Copy it into your project.
//
//   hdz::Game game(4, 7);                       // 4 players, seed 7
//   while (!game.is_over()) {
//       std::vector<hdz::Action> moves = game.legal_moves();
//       game.apply(moves[0]);                   // returns the events of the move
//   }
//   HdzScores scores = game.scores();
//   HdzView view = game.view_struct(0);        // what seat 0 sees: pasture, hands, displays, ...
//   game.apply(hdz::actions::take(2 * 7 + 3));  // action ids from moves: take the card at (2,3)
//
// * hdz::Game owns its HdzGame through std::unique_ptr with hdz_game_free as deleter; copying a
//   Game clones it (hdz_game_clone), moving it moves the handle. A moved-from Game is empty:
//   every call on it throws hdz::Error with HDZ_NULL_POINTER, copying it gives another empty
//   Game, and assigning a game to it makes it usable again.
// * Every failed call throws hdz::Error, which carries the HdzStatus and the library's message;
//   a failed call changes nothing (except HDZ_PANIC, an internal error: discard that Game).
// * hdz::PlayerView owns an HdzPlayerView, one seat's view without the game, the same way as Game
//   (copying clones it): a networked client loads the view JSON its server sends with
//   PlayerView::from_json and reads it, lists its legal moves or asks a bot for a move.
// * hdz::Bot owns an HdzBot the same way (move-only): `game.apply(bot.choose(game))` lets it play;
//   `bot.choose(view)` chooses from a view alone.
// * A seat's view comes in three forms: game.view_struct(p) (HdzView), game.view_handle(p)
//   (hdz::PlayerView) and game.view_json(p). The old names view, player_view and
//   PlayerView::typed are deprecated aliases, kept for one release.
// * Strings returned by the library are copied into std::string and freed with hdz_string_free.
// * Thread safety is that of the C API: const member functions may run at the same time on one
//   Game, non-const ones need it alone; a PlayerView never changes. A Bot is used by one thread at
//   a time; its choose only reads the Game or PlayerView.
#ifndef HERR_DER_ZIEGEN_HPP
#define HERR_DER_ZIEGEN_HPP

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "herr_der_ziegen.h"

namespace hdz {

/// An action id, `0` to `HDZ_NUM_ACTIONS - 1`.
using Action = std::uint32_t;

/// A failed call: the status and the library's message.
class Error : public std::runtime_error {
  public:
    Error(HdzStatus status, const std::string &message)
        : std::runtime_error(std::string(hdz_status_name(status)) + ": " + message), status_(status) {}

    /// The status the C function returned.
    HdzStatus status() const noexcept { return status_; }

  private:
    HdzStatus status_;
};

namespace detail {

/// Throws hdz::Error unless `status` is HDZ_OK.
inline void check(HdzStatus status) {
    if (status != HDZ_OK) {
        throw Error(status, hdz_last_error_message());
    }
}

struct GameDeleter {
    void operator()(HdzGame *game) const noexcept { hdz_game_free(game); }
};

struct PlayerViewDeleter {
    void operator()(HdzPlayerView *view) const noexcept { hdz_player_view_free(view); }
};

struct BotDeleter {
    void operator()(HdzBot *bot) const noexcept { hdz_bot_free(bot); }
};

struct StringDeleter {
    void operator()(char *text) const noexcept { hdz_string_free(text); }
};

/// The text as a C string; throws HDZ_INVALID_ARGUMENT if it holds a NUL character, where C would
/// silently stop reading.
inline const char *c_text(const std::string &text, const char *what) {
    if (text.find('\0') != std::string::npos) {
        throw Error(HDZ_INVALID_ARGUMENT, std::string(what) + " contains a NUL character");
    }
    return text.c_str();
}

/// Copies a library string into a std::string and frees it.
inline std::string take(char *text) {
    std::unique_ptr<char, StringDeleter> owned(text);
    return std::string(owned.get());
}

}  // namespace detail

/// The library version, for example "0.1.0".
inline std::string version() { return hdz_version(); }

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

/// One game: the full state and the events of the last move.
class Game {
  public:
    /// A new game with the default options for `players` (2 to 5), set up from `seed`.
    Game(std::uint32_t players, std::uint64_t seed) {
        HdzGame *game = nullptr;
        detail::check(hdz_game_new(players, seed, &game));
        game_.reset(game);
    }

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

    Game(const Game &other) : game_(other.clone_handle()) {}
    Game &operator=(const Game &other) {
        if (this != &other) {
            game_.reset(other.clone_handle());
        }
        return *this;
    }
    Game(Game &&) noexcept = default;
    Game &operator=(Game &&) noexcept = default;
    ~Game() = default;

    /// The legal action ids of the player to act, in the library's order (empty once over).
    std::vector<Action> legal_moves() const {
        std::vector<Action> ids(HDZ_MAX_LEGAL_MOVES);
        std::size_t count = 0;
        detail::check(hdz_game_legal_moves(game_.get(), ids.data(), ids.size(), &count));
        ids.resize(count);
        return ids;
    }

    /// Whether `id` is legal now. An id that is no action, or a game that is over, gives false;
    /// any other failure (a moved-from Game) throws, as every other call does.
    bool is_legal(Action id) const {
        HdzStatus status = hdz_game_check(game_.get(), id);
        if (status == HDZ_ILLEGAL_MOVE || status == HDZ_UNKNOWN_ACTION || status == HDZ_GAME_OVER) {
            return false;
        }
        detail::check(status);
        return true;
    }

    /// Plays `id` for the player to act and returns what happened. Throws on an illegal move.
    std::vector<HdzEvent> apply(Action id) {
        // The events' memory is taken before the move, so that nothing can fail once it is made.
        std::vector<HdzEvent> events(HDZ_MAX_EVENTS);
        detail::check(hdz_game_apply(game_.get(), id));
        return read_last_events(std::move(events));
    }

    /// Plays `id` on behalf of `player`; throws HDZ_NOT_YOUR_TURN if `player` is not to act.
    std::vector<HdzEvent> apply_for(std::uint32_t player, Action id) {
        std::vector<HdzEvent> events(HDZ_MAX_EVENTS);
        detail::check(hdz_game_apply_for(game_.get(), player, id));
        return read_last_events(std::move(events));
    }

    /// The events of the last successful apply.
    std::vector<HdzEvent> last_events() const { return read_last_events(std::vector<HdzEvent>(HDZ_MAX_EVENTS)); }

    /// The events of the last successful apply as a JSON array.
    std::string last_events_json() const {
        char *json = nullptr;
        detail::check(hdz_game_last_events_json(game_.get(), &json));
        return detail::take(json);
    }

    /// The seat that decides now, or std::nullopt once the game is over.
    std::optional<std::uint32_t> current_player() const {
        std::uint32_t player = 0;
        detail::check(hdz_game_player_to_act(game_.get(), &player));
        if (player == HDZ_NONE) {
            return std::nullopt;
        }
        return player;
    }

    /// Number of players.
    std::uint32_t players() const {
        std::uint32_t players = 0;
        detail::check(hdz_game_players(game_.get(), &players));
        return players;
    }

    /// Whether the game has ended.
    bool is_over() const {
        bool over = false;
        detail::check(hdz_game_is_over(game_.get(), &over));
        return over;
    }

    /// The kind of decision the game is waiting for.
    HdzPhase phase() const {
        HdzPhase phase = HDZ_PHASE_OVER;
        detail::check(hdz_game_phase(game_.get(), &phase));
        return phase;
    }

    /// The scores as things stand (final once over), with breakdown and winners.
    HdzScores scores() const {
        HdzScores scores{};
        detail::check(hdz_game_scores(game_.get(), &scores));
        return scores;
    }

    /// The observation tensor of seat `player`, computed from its view alone
    /// (HDZ_OBSERVATION_SIZE floats; layout in docs/observation.md).
    std::vector<float> observation(std::uint32_t player) const {
        std::vector<float> tensor(HDZ_OBSERVATION_SIZE);
        detail::check(hdz_game_observation(game_.get(), player, tensor.data(), tensor.size()));
        return tensor;
    }

    /// What seat `player` may know, as a plain struct (fields described in the header at
    /// HdzView): the same information as view_json, without parsing. A seat's view comes in three
    /// forms: view_struct, view_handle and view_json.
    HdzView view_struct(std::uint32_t player) const {
        HdzView view{};
        detail::check(hdz_game_view_struct(game_.get(), player, &view));
        return view;
    }

    /// What seat `player` may know, as a PlayerView handle that no longer depends on this Game.
    PlayerView view_handle(std::uint32_t player) const;

    /// The old name of view_struct, kept for one release.
    [[deprecated("renamed view_struct")]] HdzView view(std::uint32_t player) const { return view_struct(player); }

    /// The old name of view_handle, kept for one release.
    [[deprecated("renamed view_handle")]] PlayerView player_view(std::uint32_t player) const;

    /// What the card `card_id` is in this game: goat (kind and value), dog, or milk (value by
    /// this game's milk split).
    HdzCard card_info(std::uint32_t card_id) const {
        HdzCard card{};
        detail::check(hdz_game_card_info(game_.get(), card_id, &card));
        return card;
    }

    /// What seat `player` may know, as JSON.
    std::string view_json(std::uint32_t player) const {
        char *json = nullptr;
        detail::check(hdz_game_view_json(game_.get(), player, &json));
        return detail::take(json);
    }

    /// The full state as JSON (hidden cards included); Game::from_json loads it.
    std::string to_json() const {
        char *json = nullptr;
        detail::check(hdz_game_to_json(game_.get(), &json));
        return detail::take(json);
    }

    /// A new game consistent with all that seat `player` knows of this one, the cards it cannot
    /// see placed at random from `seed` (a determinization, for search bots).
    Game determinize(std::uint32_t player, std::uint64_t seed) const {
        HdzGame *sample = nullptr;
        detail::check(hdz_game_determinize(game_.get(), player, seed, &sample));
        return Game(sample);
    }

    /// The C handle, for calling the C API directly (still owned by this Game).
    HdzGame *get() noexcept { return game_.get(); }
    /// The C handle, for calling the C API directly (still owned by this Game).
    const HdzGame *get() const noexcept { return game_.get(); }

  private:
    friend class PlayerView;
    explicit Game(HdzGame *game) : game_(game) {}

    /// Fills `events` (HDZ_MAX_EVENTS long) with the last events and trims it; never allocates.
    std::vector<HdzEvent> read_last_events(std::vector<HdzEvent> events) const {
        std::size_t count = 0;
        detail::check(hdz_game_last_events(game_.get(), events.data(), events.size(), &count));
        events.resize(count);
        return events;
    }

    /// A clone of the game; none for a moved-from Game, whose copies are moved-from too.
    HdzGame *clone_handle() const {
        if (!game_) {
            return nullptr;
        }
        HdzGame *copy = nullptr;
        detail::check(hdz_game_clone(game_.get(), &copy));
        return copy;
    }

    std::unique_ptr<HdzGame, detail::GameDeleter> game_;
};

/// What one seat may know of a game, without the game (an HdzPlayerView): for a client that
/// receives only its seat's view. Copying clones it, moving moves the handle; a moved-from
/// PlayerView throws hdz::Error with HDZ_NULL_POINTER on every call, as a moved-from Game does.
class PlayerView {
  public:
    /// A view loaded (and fully checked) from view JSON, as Game::view_json or to_json write it.
    /// Throws HDZ_INVALID_JSON or HDZ_INVALID_STATE for text that is not a possible view.
    static PlayerView from_json(const std::string &json) {
        HdzPlayerView *view = nullptr;
        detail::check(hdz_player_view_from_json(detail::c_text(json, "the view JSON"), &view));
        return PlayerView(view);
    }

    PlayerView(const PlayerView &other) : view_(other.clone_handle()) {}
    PlayerView &operator=(const PlayerView &other) {
        if (this != &other) {
            view_.reset(other.clone_handle());
        }
        return *this;
    }
    PlayerView(PlayerView &&) noexcept = default;
    PlayerView &operator=(PlayerView &&) noexcept = default;
    ~PlayerView() = default;

    /// The view as a plain struct (fields described in the header at HdzView), the same bytes as
    /// Game::view_struct(seat); the seat is to_struct().seat.
    HdzView to_struct() const {
        HdzView view{};
        detail::check(hdz_player_view_struct(view_.get(), &view));
        return view;
    }

    /// The old name of to_struct, kept for one release.
    [[deprecated("renamed to_struct")]] HdzView typed() const { return to_struct(); }

    /// The view as JSON; from_json loads it back.
    std::string to_json() const {
        char *json = nullptr;
        detail::check(hdz_player_view_to_json(view_.get(), &json));
        return detail::take(json);
    }

    /// The legal action ids of the view's seat, in the library's order: those of the game when
    /// this seat decides now, empty otherwise.
    std::vector<Action> legal_moves() const {
        std::vector<Action> ids(HDZ_MAX_LEGAL_MOVES);
        std::size_t count = 0;
        detail::check(hdz_player_view_legal_moves(view_.get(), ids.data(), ids.size(), &count));
        ids.resize(count);
        return ids;
    }

    /// A full game consistent with the view, the cards its seat cannot see placed at random from
    /// `seed` (a determinization).
    Game determinize(std::uint64_t seed) const {
        HdzGame *game = nullptr;
        detail::check(hdz_player_view_determinize(view_.get(), seed, &game));
        return Game(game);
    }

    /// The C handle, for calling the C API directly (still owned by this PlayerView).
    const HdzPlayerView *get() const noexcept { return view_.get(); }

  private:
    friend class Game;
    explicit PlayerView(HdzPlayerView *view) : view_(view) {}

    /// A clone of the view; none for a moved-from PlayerView, whose copies are moved-from too.
    HdzPlayerView *clone_handle() const {
        if (!view_) {
            return nullptr;
        }
        HdzPlayerView *copy = nullptr;
        detail::check(hdz_player_view_clone(view_.get(), &copy));
        return copy;
    }

    std::unique_ptr<HdzPlayerView, detail::PlayerViewDeleter> view_;
};

inline PlayerView Game::view_handle(std::uint32_t player) const {
    HdzPlayerView *view = nullptr;
    detail::check(hdz_game_view_handle(game_.get(), player, &view));
    return PlayerView(view);
}

inline PlayerView Game::player_view(std::uint32_t player) const { return view_handle(player); }

/// One of the engine's bots: "random", "greedy", "ismcts" or "ismcts:N" (docs/bots.md). It
/// decides from the view of the seat to play and the legal moves, never from hidden cards.
/// Move-only; a moved-from Bot throws hdz::Error with HDZ_NULL_POINTER.
class Bot {
  public:
    /// The bot called `name`, whose choices follow from `seed`. Throws hdz::Error with
    /// HDZ_INVALID_ARGUMENT for an unknown name.
    explicit Bot(const std::string &name, std::uint64_t seed = 0) {
        HdzBot *bot = nullptr;
        detail::check(hdz_bot_new(detail::c_text(name, "the bot name"), seed, &bot));
        bot_.reset(bot);
    }

    /// An IS-MCTS bot that searches for `milliseconds` (1 to HDZ_MAX_BOT_MILLISECONDS) per
    /// decision; its choices depend on the machine's speed.
    static Bot timed(std::uint32_t milliseconds, std::uint64_t seed = 0) {
        HdzBot *bot = nullptr;
        detail::check(hdz_bot_new_timed(milliseconds, seed, &bot));
        return Bot(bot);
    }

    /// The action this bot chooses for the player who decides now in `game`; `game` does not
    /// change. Throws hdz::Error with HDZ_GAME_OVER once the game is over.
    Action choose(const Game &game) {
        Action id = 0;
        detail::check(hdz_bot_choose(bot_.get(), game.get(), &id));
        return id;
    }

    /// The action this bot chooses for the seat of `view`, seeing only the view (what a client
    /// holding its seat's view asks for a hint). Throws hdz::Error with HDZ_GAME_OVER once the
    /// game is over and HDZ_NOT_YOUR_TURN if another seat decides now.
    Action choose(const PlayerView &view) {
        Action id = 0;
        detail::check(hdz_bot_choose_from_view(bot_.get(), view.get(), &id));
        return id;
    }

    /// The C handle, for calling the C API directly (still owned by this Bot).
    HdzBot *get() noexcept { return bot_.get(); }

  private:
    explicit Bot(HdzBot *bot) : bot_(bot) {}

    std::unique_ptr<HdzBot, detail::BotDeleter> bot_;
};

}  // namespace hdz

#endif  // HERR_DER_ZIEGEN_HPP
