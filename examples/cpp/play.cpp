// Plays a seeded game of Herr der Ziegen through the C++ wrapper, the engine's greedy bot at seat
// 0 against random legal moves, and prints the moves of the first turn, the goat kinds closed and
// the final scores.
//
//   usage: play [players (2-5, default 4)] [seed (default 7)]
//
// Build: see the Makefile beside this file (`make`, then `./build/play 4 7`).
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "herr_der_ziegen.hpp"

int main(int argc, char **argv) {
    const std::uint32_t players = argc > 1 ? static_cast<std::uint32_t>(std::strtoul(argv[1], nullptr, 10)) : 4;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 7;

    try {
        // Options are JSON: start with the defaults and let the last seat begin.
        std::string options = hdz::default_options_json(players);
        const std::string key = "\"start_player\":0";
        options.replace(options.find(key), key.size(), "\"start_player\":" + std::to_string(players - 1));
        hdz::Game game = hdz::Game::with_options(options, seed);

        // Errors are exceptions that carry the status; the game is unchanged after one.
        try {
            game.apply(HDZ_NUM_ACTIONS);
        } catch (const hdz::Error &e) {
            std::cout << "refused as expected: " << e.what() << "\n";
        }

        hdz::Bot greedy("greedy");  // sees only seat 0's view
        std::mt19937_64 rng(seed);
        std::uint64_t moves = 0;
        unsigned kinds_closed = 0;
        std::optional<hdz::Game> copy;  // a clone taken halfway must finish the same way
        while (auto player = game.current_player()) {
            const std::vector<hdz::Action> legal = game.legal_moves();
            const hdz::Action id = *player == 0 ? greedy.choose(game) : legal[rng() % legal.size()];
            if (moves < 4) {
                std::cout << "player " << *player << ": " << hdz::action_to_string(id) << "\n";
            }
            if (moves == 60) {
                copy = game;
            }
            for (const HdzEvent &event : game.apply(id)) {
                if (event.kind == HDZ_EVENT_KIND_KIND_CLOSED) {
                    kinds_closed++;
                }
            }
            if (copy) {
                copy->apply(id);
            }
            moves++;
        }
        if (copy && copy->to_json() != game.to_json()) {
            std::cerr << "the clone ended differently\n";
            return 1;
        }

        const HdzScores scores = game.scores();
        std::cout << "herr-der-ziegen " << hdz::version() << ": " << players << " players, seed " << seed << ", "
                  << moves << " moves, " << kinds_closed << " goat kinds closed\n";
        for (unsigned p = 0; p < scores.players; p++) {
            const HdzPlayerScore &s = scores.per_player[p];
            std::cout << "player " << p << ": " << s.total << " points (" << s.single << " single, " << s.doubled
                      << " doubled, " << s.milk << " milk)" << (((scores.winners >> p) & 1u) ? "  winner" : "")
                      << "\n";
        }
    } catch (const hdz::Error &e) {
        std::cerr << "error: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
