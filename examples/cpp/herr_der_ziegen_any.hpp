// herr_der_ziegen_any.hpp: C++17 RAII classes over the game-agnostic C API (HdzAnyGame,
// HdzAnyBot) that plays Ziegen Kriegen, Le Baron and Herr der Ziegen. Include it beside
// herr_der_ziegen.hpp, whose hdz::Error it throws.
//
//   hdz::AnyGame game(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, 4, 7);   // kind, players, seed
//   hdz::AnyBot bot(HDZ_GAME_KIND_ZIEGEN_KRIEGEN, "greedy", 1);
//   while (!game.is_over()) {
//       game.apply(bot.choose(game));
//   }
//   HdzOutcome outcome = game.outcome();
//
// * hdz::AnyGame owns its HdzAnyGame through std::unique_ptr with hdz_any_game_free; copying
//   clones it (hdz_any_game_clone), moving moves the handle (a moved-from AnyGame throws
//   HDZ_NULL_POINTER on every call).
// * hdz::AnyBot owns an HdzAnyBot the same way (move-only).
// * Every failed call throws hdz::Error with the status and the library's message.
#ifndef HERR_DER_ZIEGEN_ANY_HPP
#define HERR_DER_ZIEGEN_ANY_HPP

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "herr_der_ziegen.hpp"

namespace hdz {

namespace detail {

struct AnyGameDeleter {
    void operator()(HdzAnyGame *game) const noexcept { hdz_any_game_free(game); }
};

struct AnyBotDeleter {
    void operator()(HdzAnyBot *bot) const noexcept { hdz_any_bot_free(bot); }
};

}  // namespace detail

/// What a game kind is (name, players, sizes).
inline HdzGameKindInfo kind_info(std::uint32_t kind) {
    HdzGameKindInfo info{};
    detail::check(hdz_game_kind_info(kind, &info));
    return info;
}

/// The default options of `kind` for `players` as JSON.
inline std::string default_options_json(std::uint32_t kind, std::uint32_t players) {
    char *json = nullptr;
    detail::check(hdz_any_default_options_json(kind, players, &json));
    return detail::take(json);
}

/// A game of any kind.
class AnyGame {
  public:
    /// A game of `kind` with the default options for `players`, shuffled from `seed`.
    AnyGame(std::uint32_t kind, std::uint32_t players, std::uint64_t seed) {
        HdzAnyGame *game = nullptr;
        detail::check(hdz_any_game_new(kind, players, seed, &game));
        game_.reset(game);
    }

    /// A game of `kind` set up by options JSON.
    static AnyGame with_options(std::uint32_t kind, const std::string &options_json, std::uint64_t seed) {
        HdzAnyGame *game = nullptr;
        detail::check(hdz_any_game_with_options(kind, detail::c_text(options_json, "options_json"), seed, &game));
        return AnyGame(game);
    }

    /// A game of `kind` loaded from a saved state.
    static AnyGame from_json(std::uint32_t kind, const std::string &json) {
        HdzAnyGame *game = nullptr;
        detail::check(hdz_any_game_from_json(kind, detail::c_text(json, "json"), &game));
        return AnyGame(game);
    }

    AnyGame(const AnyGame &other) : game_(other.copy()) {}
    AnyGame &operator=(const AnyGame &other) {
        if (this != &other) {
            game_.reset(other.copy());
        }
        return *this;
    }
    AnyGame(AnyGame &&) noexcept = default;
    AnyGame &operator=(AnyGame &&) noexcept = default;

    HdzGameKind kind() const { return read<HdzGameKind>(hdz_any_game_kind); }
    std::uint32_t players() const { return read<std::uint32_t>(hdz_any_game_players); }
    /// The seat that decides now, HDZ_NONE once the game is over.
    std::uint32_t current_player() const { return read<std::uint32_t>(hdz_any_game_current_player); }
    bool is_over() const { return read<bool>(hdz_any_game_is_over); }
    HdzOutcome outcome() const { return read<HdzOutcome>(hdz_any_game_outcome); }

    /// The legal action ids, in the game's order.
    std::vector<std::uint32_t> legal_moves() const {
        std::vector<std::uint32_t> ids(HDZ_MAX_LEGAL_MOVES);
        std::size_t count = 0;
        detail::check(hdz_any_game_legal_moves(get(), ids.data(), ids.size(), &count));
        ids.resize(count);
        return ids;
    }

    /// Plays the action `id` for the player to act.
    void apply(std::uint32_t id) { detail::check(hdz_any_game_apply(get(), id)); }

    std::string describe(std::uint32_t id) const {
        char *text = nullptr;
        detail::check(hdz_any_game_describe_action(get(), id, &text));
        return detail::take(text);
    }
    std::string to_json() const { return text(hdz_any_game_to_json); }
    std::string last_events_json() const { return text(hdz_any_game_last_events_json); }
    std::string scores_json() const { return text(hdz_any_game_scores_json); }
    std::string view_json(std::uint32_t seat) const {
        char *json = nullptr;
        detail::check(hdz_any_game_view_json(get(), seat, &json));
        return detail::take(json);
    }

    /// The observation tensor of `seat`.
    std::vector<float> observation(std::uint32_t seat) const {
        std::size_t len = 0;
        HdzStatus status = hdz_any_game_observation(get(), seat, nullptr, 0, &len);
        if (status != HDZ_BUFFER_TOO_SMALL) {
            detail::check(status);
        }
        std::vector<float> tensor(len);
        detail::check(hdz_any_game_observation(get(), seat, tensor.data(), tensor.size(), &len));
        return tensor;
    }

    /// A game consistent with what `seat` knows, the unseen cards placed from `seed`.
    AnyGame determinize(std::uint32_t seat, std::uint64_t seed) const {
        HdzAnyGame *sample = nullptr;
        detail::check(hdz_any_game_determinize(get(), seat, seed, &sample));
        return AnyGame(sample);
    }

    /// The typed views of one kind (hdz::Error with HDZ_INVALID_ARGUMENT for another kind).
    HdzZkView zk_view(std::uint32_t seat) const {
        HdzZkView view{};
        detail::check(hdz_zk_view(get(), seat, &view));
        return view;
    }
    HdzLbView lb_view(std::uint32_t seat) const {
        HdzLbView view{};
        detail::check(hdz_lb_view(get(), seat, &view));
        return view;
    }
    HdzLbCard lb_card(std::uint32_t card) const {
        HdzLbCard info{};
        detail::check(hdz_lb_card_info(get(), card, &info));
        return info;
    }

    /// The handle, for calls the class does not wrap.
    const HdzAnyGame *get() const noexcept { return game_.get(); }
    HdzAnyGame *get() noexcept { return game_.get(); }

  private:
    explicit AnyGame(HdzAnyGame *game) : game_(game) {}

    HdzAnyGame *copy() const {
        HdzAnyGame *game = nullptr;
        detail::check(hdz_any_game_clone(get(), &game));
        return game;
    }

    template <typename T>
    T read(HdzStatus (*call)(const HdzAnyGame *, T *)) const {
        T value{};
        detail::check(call(get(), &value));
        return value;
    }

    std::string text(HdzStatus (*call)(const HdzAnyGame *, char **)) const {
        char *json = nullptr;
        detail::check(call(get(), &json));
        return detail::take(json);
    }

    std::unique_ptr<HdzAnyGame, detail::AnyGameDeleter> game_;
};

/// A bot for games of one kind.
class AnyBot {
  public:
    /// The bot called `name` ("random", "greedy", "ismcts", "ismcts:N") for games of `kind`.
    AnyBot(std::uint32_t kind, const std::string &name, std::uint64_t seed) {
        HdzAnyBot *bot = nullptr;
        detail::check(hdz_any_bot_new(kind, detail::c_text(name, "name"), seed, &bot));
        bot_.reset(bot);
    }

    /// The move the bot chooses for the player to decide in `game`.
    std::uint32_t choose(const AnyGame &game) {
        std::uint32_t id = 0;
        detail::check(hdz_any_bot_choose(bot_.get(), game.get(), &id));
        return id;
    }

  private:
    std::unique_ptr<HdzAnyBot, detail::AnyBotDeleter> bot_;
};

}  // namespace hdz

#endif
