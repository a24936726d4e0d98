// Plays a seeded game of any game the library knows through the C++ wrapper, the engine's greedy
// bot at seat 0 against random legal moves, and prints the first moves and the final scores (for
// Herr der Ziegen with their breakdown, one of its typed extras).
//
//   usage: play [GAME [PLAYERS [SEED]]]     (default: herr-der-ziegen 4 7; `play --games` lists
//                                            the games)
//
// Build: see the Makefile beside this file (`make`, then `./build/play le-baron 5 42`).
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "herr_der_ziegen.hpp"

int main(int argc, char **argv) {
    if (argc > 1 && std::strcmp(argv[1], "--games") == 0) {
        for (const HdzGameKindInfo &info : hdz::kinds()) {
            std::cout << info.name << "\n";
        }
        return 0;
    }
    const std::string name = argc > 1 ? argv[1] : "herr-der-ziegen";
    const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 7;
    std::optional<HdzGameKindInfo> kind;
    for (const HdzGameKindInfo &info : hdz::kinds()) {
        if (name == info.name) {
            kind = info;
        }
    }
    if (!kind) {
        std::cerr << "unknown game " << name << " (play --games lists them)\n";
        return 2;
    }
    const std::uint32_t players =
        argc > 2 ? static_cast<std::uint32_t>(std::strtoul(argv[2], nullptr, 10)) : kind->min_players + 2;

    try {
        // Options are JSON: the defaults, set up exactly as hdz::Game(kind, players, seed) would.
        hdz::Game game = hdz::Game::with_options(kind->kind, hdz::default_options_json(kind->kind, players), seed);

        // Errors are exceptions that carry the status; the game is unchanged after one.
        try {
            game.apply(kind->num_actions);
        } catch (const hdz::Error &e) {
            std::cout << "refused as expected: " << e.what() << "\n";
        }

        hdz::Bot greedy(kind->kind, "greedy", 1);  // sees only seat 0's view
        std::mt19937_64 rng(seed);
        std::uint64_t moves = 0;
        std::optional<hdz::Game> copy;  // a clone taken halfway must finish the same way
        while (auto seat = game.current_player()) {
            const std::vector<hdz::Action> legal = game.legal_moves();
            const hdz::Action id = *seat == 0 ? greedy.choose(game) : legal[rng() % legal.size()];
            if (moves < 4) {
                std::cout << "seat " << *seat << ": " << game.describe(id) << "\n";
            }
            if (moves == 20) {
                copy = game;
            }
            game.apply(id);
            if (copy) {
                copy->apply(id);
            }
            moves++;
        }
        if (copy && copy->to_json() != game.to_json()) {
            std::cerr << "the clone ended differently\n";
            return 1;
        }

        const HdzOutcome outcome = game.outcome();
        std::cout << name << " " << hdz::version() << ": " << players << " players, seed " << seed << ", " << moves
                  << " moves; the " << (outcome.lower_wins ? "lowest" : "highest") << " score wins\n";
        for (std::uint32_t s = 0; s < outcome.players; s++) {
            std::cout << "seat " << s << ": " << outcome.scores[s] << (((outcome.winners >> s) & 1u) ? "  winner" : "");
            if (kind->kind == HDZ_GAME_KIND_HERR_DER_ZIEGEN) {
                const HdzHzPlayerScore &score = hdz::hz::scores(game).per_player[s];
                std::cout << "  (" << score.single << " single, " << score.doubled << " doubled, " << score.milk
                          << " milk)";
            }
            std::cout << "\n";
        }
    } catch (const hdz::Error &e) {
        std::cerr << "error: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
