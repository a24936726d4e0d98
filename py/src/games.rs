//! The Python classes of Ziegen Kriegen and Le Baron: [`game_classes!`] stamped once per game,
//! with the names, the title, the SVG renderer, the deck ids and their tables as the only
//! per-game data.

/// `herr_der_ziegen.ziegen_kriegen`.
pub mod ziegen_kriegen {
    game_classes! {
        game: ziegen_kriegen::Game,
        title: "Ziegen Kriegen",
        game_class: "ZiegenKriegenGame",
        view_class: "ZiegenKriegenPlayerView",
        move_class: "ZiegenKriegenMove",
        bot_class: "ZiegenKriegenBot",
        simulate: "ziegen_kriegen_simulate",
        trajectories: "ziegen_kriegen_trajectories",
        renderer: "herr_der_ziegen._render_ziegen_kriegen",
        decks: [
            ("goat_deck", ziegen_kriegen::cards::DEFAULT_GOAT_DECK),
            ("hill_deck", ziegen_kriegen::cards::DEFAULT_HILL_DECK),
        ],
        tables: [
            ("goat_heads", ziegen_kriegen::Tables::reconstructed().heads[1..]),
            ("hill_pairs", ziegen_kriegen::Tables::reconstructed().hills.map(|h| [h.low, h.high])),
        ],
    }
}

/// `herr_der_ziegen.le_baron`.
pub mod le_baron {
    game_classes! {
        game: le_baron::Game,
        title: "Le Baron",
        game_class: "LeBaronGame",
        view_class: "LeBaronPlayerView",
        move_class: "LeBaronMove",
        bot_class: "LeBaronBot",
        simulate: "le_baron_simulate",
        trajectories: "le_baron_trajectories",
        renderer: "herr_der_ziegen._render_le_baron",
        decks: [("deck", le_baron::DEFAULT_DECK)],
        tables: [("cards", le_baron::cards::RECONSTRUCTED.all_heads())],
    }
}
