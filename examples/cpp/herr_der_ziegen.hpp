// herr_der_ziegen.hpp: a header-only C++17 RAII wrapper over the C API of the goat games rules
// engines (include/herr_der_ziegen.h): Herr der Ziegen, Ziegen Kriegen and Le Baron through one
// game class, one view class, one spectator view class and one bot class, and each game's typed
// extras. Copy it into your project (scripts/install-c.sh installs it beside the C header).
//
//   hdz::Game game(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 4, 7);      // kind, players, seed
//   hdz::Bot bot(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, "greedy", 1);
//   while (auto seat = game.current_player()) {
//       hdz::View view = game.view(*seat);                   // what that seat may know
//       game.apply_for(*seat, bot.choose(view));             // a hint from the view, played
//   }
//   HdzOutcome outcome = game.outcome();
//   HdzZkView table = game.view_struct<HdzZkView>(0);        // a game's typed extras
//
// * hdz::Game owns its HdzGame through std::unique_ptr with hdz_game_free; copying clones it
//   (hdz_game_clone), moving moves the handle. A moved-from Game is empty: every call on it
//   throws hdz::Error with HDZ_NULL_POINTER, copying it gives another empty one, and assigning a
//   game to it makes it usable again. hdz::View owns an HdzView the same way.
// * hdz::Bot owns an HdzBot (move-only): bot.choose(game) or bot.choose(view).
// * Every failed call throws hdz::Error, which carries the HdzStatus and the library's message;
//   a failed call changes nothing (except HDZ_PANIC, an internal error: discard that object).
// * Each game's typed extras are templates over its plain structs, the same for every game:
//   view_struct<HdzHzView>(seat), last_events<HdzZkEvent>(), card_info<HdzLbCard>(card),
//   view.to_struct<HdzZkView>(). Herr der Ziegen's own extras are in hdz::hz: its scores
//   (hdz::hz::scores(game)), what an action id means (hdz::hz::describe) and its move
//   constructors (hdz::hz::take(cell), ...).
// * Strings returned by the library are copied into std::string and freed with hdz_string_free.
// * Thread safety is that of the C API: const member functions may run at the same time on one
//   object, non-const ones need it alone; a view never changes; a bot is used by one thread at a
//   time.
#ifndef HERR_DER_ZIEGEN_HPP
#define HERR_DER_ZIEGEN_HPP

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "herr_der_ziegen.h"

namespace hdz {

/// An action id of a game: `0` to its kind's `num_actions - 1`.
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

struct ViewDeleter {
    void operator()(HdzView *view) const noexcept { hdz_view_free(view); }
};

struct SpectatorViewDeleter {
    void operator()(HdzSpectatorView *view) const noexcept { hdz_spectator_view_free(view); }
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

/// A seat as the C API writes it: std::nullopt for HDZ_NONE.
inline std::optional<std::uint32_t> seat(std::uint32_t value) {
    if (value == HDZ_NONE) {
        return std::nullopt;
    }
    return value;
}

/// The C functions of one game's typed view struct `T`: `from_game(game, seat, &out)` and
/// `from_view(view, &out)`. Specialised below for each game.
template <typename T> struct TypedView;

/// The C function of one game's typed event struct `T`: `read(game, buffer, capacity, &count)`
/// and the buffer that always suffices, `max`.
template <typename T> struct TypedEvents;

/// The C function of one game's card struct `T`: `read(game, card, &out)`.
template <typename T> struct TypedCard;

template <> struct TypedView<HdzHzView> {
    static HdzStatus from_game(const HdzGame *g, std::uint32_t s, HdzHzView *out) { return hdz_hz_view(g, s, out); }
    static HdzStatus from_view(const HdzView *v, HdzHzView *out) { return hdz_hz_view_struct(v, out); }
};

template <> struct TypedView<HdzZkView> {
    static HdzStatus from_game(const HdzGame *g, std::uint32_t s, HdzZkView *out) { return hdz_zk_view(g, s, out); }
    static HdzStatus from_view(const HdzView *v, HdzZkView *out) { return hdz_zk_view_struct(v, out); }
};

template <> struct TypedView<HdzLbView> {
    static HdzStatus from_game(const HdzGame *g, std::uint32_t s, HdzLbView *out) { return hdz_lb_view(g, s, out); }
    static HdzStatus from_view(const HdzView *v, HdzLbView *out) { return hdz_lb_view_struct(v, out); }
};

template <> struct TypedEvents<HdzHzEvent> {
    static constexpr std::size_t max = HDZ_HZ_MAX_EVENTS;
    static HdzStatus read(const HdzGame *g, HdzHzEvent *out, std::size_t capacity, std::size_t *count) {
        return hdz_hz_last_events(g, out, capacity, count);
    }
};

template <> struct TypedEvents<HdzZkEvent> {
    static constexpr std::size_t max = HDZ_ZK_MAX_EVENTS;
    static HdzStatus read(const HdzGame *g, HdzZkEvent *out, std::size_t capacity, std::size_t *count) {
        return hdz_zk_last_events(g, out, capacity, count);
    }
};

template <> struct TypedEvents<HdzLbEvent> {
    static constexpr std::size_t max = HDZ_LB_MAX_EVENTS;
    static HdzStatus read(const HdzGame *g, HdzLbEvent *out, std::size_t capacity, std::size_t *count) {
        return hdz_lb_last_events(g, out, capacity, count);
    }
};

template <> struct TypedCard<HdzHzCard> {
    static HdzStatus read(const HdzGame *g, std::uint32_t card, HdzHzCard *out) { return hdz_hz_card_info(g, card, out); }
};

template <> struct TypedCard<HdzZkCard> {
    static HdzStatus read(const HdzGame *g, std::uint32_t card, HdzZkCard *out) {
        return hdz_zk_card_info(g, card, out);
    }
};

template <> struct TypedCard<HdzZkHillCard> {
    static HdzStatus read(const HdzGame *g, std::uint32_t card, HdzZkHillCard *out) {
        return hdz_zk_hill_card_info(g, card, out);
    }
};

template <> struct TypedCard<HdzLbCard> {
    static HdzStatus read(const HdzGame *g, std::uint32_t card, HdzLbCard *out) {
        return hdz_lb_card_info(g, card, out);
    }
};

}  // namespace detail

/// The library version, for example "0.2.0".
inline std::string version() { return hdz_version(); }

/// What a game kind is (name, players, sizes).
inline HdzGameKindInfo kind_info(std::uint32_t kind) {
    HdzGameKindInfo info{};
    detail::check(hdz_game_kind_info(kind, &info));
    return info;
}

/// Every game kind the library plays, in kind order.
inline std::vector<HdzGameKindInfo> kinds() {
    std::vector<HdzGameKindInfo> all;
    HdzGameKindInfo info{};
    while (hdz_game_kind_info(static_cast<std::uint32_t>(all.size()), &info) == HDZ_OK) {
        all.push_back(info);
    }
    return all;
}

/// The name of phase `phase` of the game kind `kind` ("play", "choose_hill", "over", ...).
inline std::string phase_name(std::uint32_t kind, std::uint32_t phase) {
    const char *name = nullptr;
    detail::check(hdz_phase_name(kind, phase, &name));
    return name;
}

/// The default options of `kind` for `players` as JSON.
inline std::string default_options_json(std::uint32_t kind, std::uint32_t players) {
    char *json = nullptr;
    detail::check(hdz_default_options_json(kind, players, &json));
    return detail::take(json);
}

class Game;

/// One seat's view of a game of any kind, without the game (an HdzView): what a networked
/// client holds. Copying clones it, moving moves the handle.
class View {
  public:
    /// A view of a game of `kind` loaded (and fully checked) from view JSON.
    static View from_json(std::uint32_t kind, const std::string &json) {
        HdzView *view = nullptr;
        detail::check(hdz_view_from_json(kind, detail::c_text(json, "the view JSON"), &view));
        return View(view);
    }

    View(const View &other) : view_(other.clone_handle()) {}
    View &operator=(const View &other) {
        if (this != &other) {
            view_.reset(other.clone_handle());
        }
        return *this;
    }
    View(View &&) noexcept = default;
    View &operator=(View &&) noexcept = default;
    ~View() = default;

    HdzGameKind kind() const { return read<HdzGameKind>(hdz_view_kind); }
    /// The seat whose view this is.
    std::uint32_t seat() const { return read<std::uint32_t>(hdz_view_seat); }
    std::uint32_t players() const { return read<std::uint32_t>(hdz_view_players); }
    /// The seat that decides now, std::nullopt once the game is over.
    std::optional<std::uint32_t> current_player() const {
        return detail::seat(read<std::uint32_t>(hdz_view_current_player));
    }
    /// The number of the phase (phase_name(kind(), phase()) names it).
    std::uint32_t phase() const { return read<std::uint32_t>(hdz_view_phase); }
    std::uint32_t turn() const { return read<std::uint32_t>(hdz_view_turn); }

    /// The seat's legal action ids: the game's when it decides now, empty otherwise.
    std::vector<Action> legal_moves() const {
        std::vector<Action> ids(HDZ_MAX_LEGAL_MOVES);
        std::size_t count = 0;
        detail::check(hdz_view_legal_moves(get(), ids.data(), ids.size(), &count));
        ids.resize(count);
        return ids;
    }

    /// Whether the seat may make `id` now (false for an unknown id or a finished game).
    bool is_legal(Action id) const {
        bool legal = false;
        detail::check(hdz_view_is_legal(get(), id, &legal));
        return legal;
    }

    /// The view as JSON; from_json loads it back.
    std::string to_json() const {
        char *json = nullptr;
        detail::check(hdz_view_to_json(get(), &json));
        return detail::take(json);
    }

    /// The seat's observation tensor.
    std::vector<float> observation() const {
        std::vector<float> tensor(HDZ_MAX_OBSERVATION_SIZE);
        std::size_t len = 0;
        detail::check(hdz_view_observation(get(), tensor.data(), tensor.size(), &len));
        tensor.resize(len);
        return tensor;
    }

    /// A full game consistent with the view, the unseen cards placed from `seed`.
    Game determinize(std::uint64_t seed) const;

    /// The view as its game's plain struct (HdzHzView, HdzZkView, HdzLbView).
    template <typename View> View to_struct() const {
        View view{};
        detail::check(detail::TypedView<View>::from_view(get(), &view));
        return view;
    }

    /// The C handle, for calling the C API directly (still owned by this object).
    const HdzView *get() const noexcept { return view_.get(); }

  protected:
    explicit View(HdzView *view) : view_(view) {}

  private:
    friend class Game;

    HdzView *clone_handle() const {
        if (!view_) {
            return nullptr;
        }
        HdzView *copy = nullptr;
        detail::check(hdz_view_clone(view_.get(), &copy));
        return copy;
    }

    template <typename T> T read(HdzStatus (*call)(const HdzView *, T *)) const {
        T value{};
        detail::check(call(get(), &value));
        return value;
    }

    std::unique_ptr<HdzView, detail::ViewDeleter> view_;
};

/// What a spectator may know of a game of any kind (an HdzSpectatorView): what every seat sees
/// alike, no hand, no legal moves. Copying clones it, moving moves the handle.
class SpectatorView {
  public:
    /// A spectator's view of a game of `kind` loaded (and fully checked) from its JSON.
    static SpectatorView from_json(std::uint32_t kind, const std::string &json) {
        HdzSpectatorView *view = nullptr;
        detail::check(hdz_spectator_view_from_json(kind, detail::c_text(json, "the spectator view JSON"), &view));
        return SpectatorView(view);
    }

    SpectatorView(const SpectatorView &other) : view_(other.clone_handle()) {}
    SpectatorView &operator=(const SpectatorView &other) {
        if (this != &other) {
            view_.reset(other.clone_handle());
        }
        return *this;
    }
    SpectatorView(SpectatorView &&) noexcept = default;
    SpectatorView &operator=(SpectatorView &&) noexcept = default;
    ~SpectatorView() = default;

    HdzGameKind kind() const { return read<HdzGameKind>(hdz_spectator_view_kind); }
    std::uint32_t players() const { return read<std::uint32_t>(hdz_spectator_view_players); }
    /// The seat that decides now, std::nullopt once the game is over.
    std::optional<std::uint32_t> current_player() const {
        return detail::seat(read<std::uint32_t>(hdz_spectator_view_current_player));
    }
    /// The number of the phase (phase_name(kind(), phase()) names it).
    std::uint32_t phase() const { return read<std::uint32_t>(hdz_spectator_view_phase); }
    std::uint32_t turn() const { return read<std::uint32_t>(hdz_spectator_view_turn); }

    /// The spectator's view as JSON; from_json loads it back.
    std::string to_json() const {
        char *json = nullptr;
        detail::check(hdz_spectator_view_to_json(get(), &json));
        return detail::take(json);
    }

    /// The C handle, for calling the C API directly (still owned by this object).
    const HdzSpectatorView *get() const noexcept { return view_.get(); }

  private:
    friend class Game;

    explicit SpectatorView(HdzSpectatorView *view) : view_(view) {}

    HdzSpectatorView *clone_handle() const {
        if (!view_) {
            return nullptr;
        }
        HdzSpectatorView *copy = nullptr;
        detail::check(hdz_spectator_view_clone(view_.get(), &copy));
        return copy;
    }

    template <typename T> T read(HdzStatus (*call)(const HdzSpectatorView *, T *)) const {
        T value{};
        detail::check(call(get(), &value));
        return value;
    }

    std::unique_ptr<HdzSpectatorView, detail::SpectatorViewDeleter> view_;
};

/// A game of any kind: the full state and the events of the last move.
class Game {
  public:
    /// A game of `kind` with the default options for `players`, shuffled from `seed`.
    Game(std::uint32_t kind, std::uint32_t players, std::uint64_t seed) {
        HdzGame *game = nullptr;
        detail::check(hdz_game_new(kind, players, seed, &game));
        game_.reset(game);
    }

    /// A game of `kind` set up by options JSON (every field required).
    static Game with_options(std::uint32_t kind, const std::string &options_json, std::uint64_t seed) {
        HdzGame *game = nullptr;
        detail::check(hdz_game_with_options(kind, detail::c_text(options_json, "options_json"), seed, &game));
        return Game(game);
    }

    /// A game of `kind` loaded (and fully checked) from a saved state.
    static Game from_json(std::uint32_t kind, const std::string &json) {
        HdzGame *game = nullptr;
        detail::check(hdz_game_from_json(kind, detail::c_text(json, "json"), &game));
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

    HdzGameKind kind() const { return read<HdzGameKind>(hdz_game_kind); }
    std::uint32_t players() const { return read<std::uint32_t>(hdz_game_players); }
    /// The seat that decides now, std::nullopt once the game is over.
    std::optional<std::uint32_t> current_player() const {
        return detail::seat(read<std::uint32_t>(hdz_game_current_player));
    }
    bool is_over() const { return read<bool>(hdz_game_is_over); }
    /// The number of the phase; phase_name() names it.
    std::uint32_t phase() const { return read<std::uint32_t>(hdz_game_phase); }
    std::string phase_name() const { return hdz::phase_name(static_cast<std::uint32_t>(kind()), phase()); }
    std::uint32_t turn() const { return read<std::uint32_t>(hdz_game_turn); }
    HdzOutcome outcome() const { return read<HdzOutcome>(hdz_game_outcome); }

    /// The legal action ids of the seat to decide, in the game's order (empty once over).
    std::vector<Action> legal_moves() const {
        std::vector<Action> ids(HDZ_MAX_LEGAL_MOVES);
        std::size_t count = 0;
        detail::check(hdz_game_legal_moves(get(), ids.data(), ids.size(), &count));
        ids.resize(count);
        return ids;
    }

    /// Whether `id` is legal now. An id that is no action, or a game that is over, gives false;
    /// any other failure (an empty, moved-from object) throws.
    bool is_legal(Action id) const { return read_with<bool>(hdz_game_is_legal, id); }

    /// Throws hdz::Error with the reason unless `id` is legal now for `seat` (std::nullopt: the
    /// seat that decides now); HDZ_NOT_YOUR_TURN if another seat decides. Changes nothing.
    void check(Action id, std::optional<std::uint32_t> seat = std::nullopt) const {
        detail::check(hdz_game_check(get(), seat.value_or(HDZ_NONE), id));
    }

    /// Plays `id` for the seat to decide.
    void apply(Action id) { detail::check(hdz_game_apply(get(), id)); }

    /// Plays `id` on behalf of `seat`; throws HDZ_NOT_YOUR_TURN if another seat decides.
    void apply_for(std::uint32_t seat, Action id) { detail::check(hdz_game_apply_for(get(), seat, id)); }

    /// The move `id` in words.
    std::string describe(Action id) const {
        char *text = nullptr;
        detail::check(hdz_game_describe_action(get(), id, &text));
        return detail::take(text);
    }
    std::string to_json() const { return text(hdz_game_to_json); }
    std::string last_events_json() const { return text(hdz_game_last_events_json); }
    /// The scores in the shape every game shares (docs/c-api.md, "Scores").
    std::string scores_json() const { return text(hdz_game_scores_json); }
    std::string view_json(std::uint32_t seat) const {
        char *json = nullptr;
        detail::check(hdz_game_view_json(get(), seat, &json));
        return detail::take(json);
    }

    /// The events of the last move as `seat` may know them (std::nullopt: a spectator), as JSON:
    /// what a server sends each seat and each spectator.
    std::string events_for_json(std::optional<std::uint32_t> seat) const {
        char *json = nullptr;
        detail::check(hdz_game_events_for_json(get(), seat.value_or(HDZ_NONE), &json));
        return detail::take(json);
    }
    /// What a spectator may know, as JSON.
    std::string spectator_view_json() const { return text(hdz_game_spectator_view_json); }
    /// What a spectator may know, as a handle that no longer depends on this game.
    SpectatorView spectator_view() const {
        HdzSpectatorView *view = nullptr;
        detail::check(hdz_game_spectator_view(get(), &view));
        return SpectatorView(view);
    }

    /// What `seat` may know, as a view handle that no longer depends on this game.
    View view(std::uint32_t seat) const {
        HdzView *view = nullptr;
        detail::check(hdz_game_view(get(), seat, &view));
        return View(view);
    }

    /// The observation tensor of `seat`.
    std::vector<float> observation(std::uint32_t seat) const {
        std::vector<float> tensor(HDZ_MAX_OBSERVATION_SIZE);
        std::size_t len = 0;
        detail::check(hdz_game_observation(get(), seat, tensor.data(), tensor.size(), &len));
        tensor.resize(len);
        return tensor;
    }

    /// A game consistent with what `seat` knows, the unseen cards placed from `seed`.
    Game determinize(std::uint32_t seat, std::uint64_t seed) const {
        HdzGame *sample = nullptr;
        detail::check(hdz_game_determinize(get(), seat, seed, &sample));
        return Game(sample);
    }

    /// The view of `seat` as its game's plain struct (HdzHzView, HdzZkView, HdzLbView); throws
    /// HDZ_INVALID_ARGUMENT for a game of another kind.
    template <typename View> View view_struct(std::uint32_t seat) const {
        View view{};
        detail::check(detail::TypedView<View>::from_game(get(), seat, &view));
        return view;
    }

    /// The events of the last move as its game's plain structs (HdzHzEvent, HdzZkEvent,
    /// HdzLbEvent); throws HDZ_INVALID_ARGUMENT for a game of another kind.
    template <typename Event> std::vector<Event> last_events() const {
        std::vector<Event> events(detail::TypedEvents<Event>::max);
        std::size_t count = 0;
        detail::check(detail::TypedEvents<Event>::read(get(), events.data(), events.size(), &count));
        events.resize(count);
        return events;
    }

    /// What a card is in this game, as its game's plain struct (HdzHzCard, HdzZkCard,
    /// HdzZkHillCard, HdzLbCard); throws HDZ_INVALID_ARGUMENT for a game of another kind.
    template <typename Card> Card card_info(std::uint32_t card) const {
        Card info{};
        detail::check(detail::TypedCard<Card>::read(get(), card, &info));
        return info;
    }

    /// The C handle, for calling the C API directly (still owned by this object).
    const HdzGame *get() const noexcept { return game_.get(); }
    HdzGame *get() noexcept { return game_.get(); }

  protected:
    explicit Game(HdzGame *game) : game_(game) {}

  private:
    friend class View;

    /// A clone; none for an empty (moved-from) game, whose copies are empty too.
    HdzGame *clone_handle() const {
        if (!game_) {
            return nullptr;
        }
        HdzGame *copy = nullptr;
        detail::check(hdz_game_clone(game_.get(), &copy));
        return copy;
    }

    template <typename T> T read(HdzStatus (*call)(const HdzGame *, T *)) const {
        T value{};
        detail::check(call(get(), &value));
        return value;
    }

    template <typename T> T read_with(HdzStatus (*call)(const HdzGame *, std::uint32_t, T *), std::uint32_t arg) const {
        T value{};
        detail::check(call(get(), arg, &value));
        return value;
    }

    std::string text(HdzStatus (*call)(const HdzGame *, char **)) const {
        char *json = nullptr;
        detail::check(call(get(), &json));
        return detail::take(json);
    }

    std::unique_ptr<HdzGame, detail::GameDeleter> game_;
};

inline Game View::determinize(std::uint64_t seed) const {
    HdzGame *game = nullptr;
    detail::check(hdz_view_determinize(get(), seed, &game));
    return Game(game);
}

/// A bot for games of one kind: "random", "greedy", "ismcts", "expert" (the strongest), or either
/// search bot with a budget, "ismcts:N", "expert:N" (N iterations) or a thinking time,
/// "expert:250ms", "ismcts:1.5s" (docs/bots.md). It decides from the view of the seat to play and
/// the legal moves, never from hidden cards.
/// Move-only; a moved-from bot throws hdz::Error with HDZ_NULL_POINTER.
class Bot {
  public:
    /// The bot called `name` for games of `kind`, whose choices follow from `seed`.
    Bot(std::uint32_t kind, const std::string &name, std::uint64_t seed) {
        HdzBot *bot = nullptr;
        detail::check(hdz_bot_new(kind, detail::c_text(name, "the bot name"), seed, &bot));
        bot_.reset(bot);
    }

    /// An IS-MCTS bot for games of `kind` that searches for `milliseconds` (1 to
    /// HDZ_MAX_BOT_MILLISECONDS) per decision; its choices depend on the machine's speed.
    static Bot timed(std::uint32_t kind, std::uint32_t milliseconds, std::uint64_t seed = 0) {
        HdzBot *bot = nullptr;
        detail::check(hdz_bot_new_timed(kind, milliseconds, seed, &bot));
        return Bot(bot);
    }

    /// The kind of games the bot plays.
    HdzGameKind kind() const {
        HdzGameKind kind{};
        detail::check(hdz_bot_kind(bot_.get(), &kind));
        return kind;
    }

    /// The move the bot chooses for the seat to decide in `game`; `game` does not change.
    Action choose(const Game &game) {
        Action id = 0;
        detail::check(hdz_bot_choose(bot_.get(), game.get(), &id));
        return id;
    }

    /// The move the bot chooses for the seat of `view`, seeing only the view (a client's hint).
    /// Throws HDZ_NOT_YOUR_TURN if another seat decides now.
    Action choose(const View &view) {
        Action id = 0;
        detail::check(hdz_bot_choose_from_view(bot_.get(), view.get(), &id));
        return id;
    }

    /// The bot's estimate of each legal move of the view's seat, which must decide now, in the
    /// order of View::legal_moves(): action id, visits and estimated share of the win (NaN for a
    /// move never tried; a single legal move is searched too), as for a hint with its reasons.
    /// Only the expert estimates its moves; any other bot throws HDZ_INVALID_ARGUMENT.
    std::vector<HdzMoveEstimate> analyse(const View &view) {
        std::vector<HdzMoveEstimate> estimates(HDZ_MAX_LEGAL_MOVES);
        std::size_t count = 0;
        detail::check(hdz_bot_analyse(bot_.get(), view.get(), estimates.data(), estimates.size(), &count));
        estimates.resize(count);
        return estimates;
    }

    /// The estimates for the seat that decides now in `game`, from its view (throws
    /// HDZ_GAME_OVER once the game is over).
    std::vector<HdzMoveEstimate> analyse(const Game &game) {
        return analyse(game.view(game.current_player().value_or(0)));
    }

    /// The C handle, for calling the C API directly (still owned by this object).
    HdzBot *get() noexcept { return bot_.get(); }

  protected:
    explicit Bot(HdzBot *bot) : bot_(bot) {}

  private:
    std::unique_ptr<HdzBot, detail::BotDeleter> bot_;
};

/// Herr der Ziegen's own typed extras: its scores with their breakdown, what an action id means,
/// and the action id of a move (cells are `row * 7 + col`).
namespace hz {

/// The scores of a Herr der Ziegen game as things stand, with their breakdown and the winners.
inline HdzHzScores scores(const Game &game) {
    HdzHzScores scores{};
    detail::check(hdz_hz_scores(game.get(), &scores));
    return scores;
}

/// What the Herr der Ziegen action `id` means (its kind, card, cells, answer).
inline HdzHzMove describe(Action id) {
    HdzHzMove move{};
    detail::check(hdz_hz_action_describe(id, &move));
    return move;
}

/// Playing the card `card` from hand.
inline Action play(std::uint32_t card) {
    Action id = 0;
    detail::check(hdz_hz_action_play(card, &id));
    return id;
}

/// Taking the card at `cell`: take(2 * 7 + 3) takes the card at row 2, column 3.
inline Action take(std::uint32_t cell) {
    Action id = 0;
    detail::check(hdz_hz_action_take(cell, &id));
    return id;
}

/// Putting a small goat on the card at `cell`.
inline Action mark(std::uint32_t cell) {
    Action id = 0;
    detail::check(hdz_hz_action_mark(cell, &id));
    return id;
}

/// The dog move of the own marked card at `from_cell` to `to_cell` (one row or column).
inline Action dog(std::uint32_t from_cell, std::uint32_t to_cell) {
    Action id = 0;
    detail::check(hdz_hz_action_dog(from_cell, to_cell, &id));
    return id;
}

/// Making no dog move.
inline Action pass_dog() {
    Action id = 0;
    detail::check(hdz_hz_action_pass_dog(&id));
    return id;
}

/// Answering a swap request: `agree` true to agree.
inline Action answer(bool agree) {
    Action id = 0;
    detail::check(hdz_hz_action_answer(agree, &id));
    return id;
}

/// The action id of `move`, the reverse of describe.
inline Action from_move(const HdzHzMove &move) {
    Action id = 0;
    detail::check(hdz_hz_action_from_move(&move, &id));
    return id;
}

}  // namespace hz

}  // namespace hdz

#endif  // HERR_DER_ZIEGEN_HPP
