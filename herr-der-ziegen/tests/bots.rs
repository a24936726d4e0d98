//! The shared layer's bots and batch simulation play Herr der Ziegen: bots by name, time-bounded
//! searches, a pinned seeded IS-MCTS game, and batches that are deterministic, rotate seats and
//! stop when asked.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use game_core::bots::{
    bot_names, by_name, timed, timed_ismcts, Bot, Budget, ExpertBot, IsmctsBot, RandomBot, TimedBotError, UnknownBot,
    MAX_SEARCH_TIME,
};
use game_core::simulate::{simulate, simulate_until, SimulateError, MAX_ENTRANTS};
use herr_der_ziegen::bots::GreedyBot;
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::Options;

#[test]
fn the_names_listed_are_the_shared_layers() {
    assert_eq!(bot_names::<Game>(), ["random", "greedy", "ismcts", "ismcts:N", "expert", "expert:N"]);
}

#[test]
fn timed_searches_stay_within_bounds() {
    assert!(timed_ismcts::<Game>(Duration::ZERO, 1).is_none());
    assert!(timed_ismcts::<Game>(MAX_SEARCH_TIME + Duration::from_nanos(1), 1).is_none());
    let mut bot = timed_ismcts::<Game>(Duration::from_millis(3), 1).expect("3 ms is a budget");
    let game = Game::new(3, 4).unwrap();
    let legal = game.legal_moves();
    let start = std::time::Instant::now();
    let chosen = bot.choose(&game.view(0), &legal);
    assert!(legal.contains(&chosen));
    assert!(start.elapsed() >= Duration::from_millis(3), "the search uses its time");
}

#[test]
fn names_build_bots_and_odd_budgets_are_refused() {
    for name in [
        "random",
        "greedy",
        "ismcts",
        "ismcts:1",
        "ismcts:500",
        "ismcts:100000",
        "ismcts:250ms",
        "expert",
        "expert:1",
        "expert:100000",
        "expert:1ms",
        "expert:1.5s",
        "expert:10s",
    ] {
        assert!(by_name::<Game>(name, 1).is_some(), "{name}");
    }
    assert_eq!(
        UnknownBot::new::<Game>("ismcts:0").to_string(),
        "unknown bot \"ismcts:0\" (known: random, greedy, ismcts, ismcts:N, expert, expert:N with N from 1 to 100000, \
         or a time from 1ms to 999ms or 1s to 10s in place of N, as in expert:250ms or ismcts:1.5s)"
    );
    for name in [
        "",
        "Random",
        "ismcts:",
        "ismcts:0",
        "ismcts:05",
        "ismcts:+3",
        "ismcts:-1",
        "ismcts: 5",
        "ismcts:100001",
        "ismcts:4294967295",
        "expert:0",
        "expert:0ms",
        "expert:1000ms",
        "expert:1.0s",
        "expert:11s",
        "greedy:5",
        "random:1s",
    ] {
        assert!(by_name::<Game>(name, 1).is_none(), "{name}");
    }
}

#[test]
fn choosing_without_the_view_is_the_same_choice() {
    let (mut with_view, mut without) = (RandomBot::new(5), RandomBot::new(5));
    let mut game = Game::new(3, 9).unwrap();
    while let Some(player) = game.current_player() {
        let legal = game.legal_moves();
        let mv = Bot::<Game>::choose(&mut with_view, &game.view(player), &legal);
        assert_eq!(Bot::<Game>::choose_without_view(&mut without, &legal), Some(mv));
        game.apply(mv).unwrap();
    }
}

#[test]
fn ismcts_beats_random_and_is_reproducible() {
    let games = 16;
    let mut wins = 0.0;
    for seed in 0..games {
        let seat = (seed % 2) as u8;
        let mut game = Game::new(2, seed).unwrap();
        let mut search = IsmctsBot::<Game>::new(150, seed);
        let mut random = RandomBot::new(seed);
        while let Some(p) = game.current_player() {
            let legal = game.legal_moves();
            let view = game.view(p);
            let mv =
                if p == seat { search.choose(&view, &legal) } else { Bot::<Game>::choose(&mut random, &view, &legal) };
            game.apply(mv).unwrap();
        }
        let scores = game.scores();
        if scores.is_winner(seat) {
            wins += 1.0 / f64::from(scores.winners.count_ones());
        }
    }
    assert!(wins >= 13.0, "IS-MCTS won only {wins} of {games}");

    let game = Game::new(3, 5).unwrap();
    let view = game.view(0);
    let legal = game.legal_moves();
    assert_eq!(
        IsmctsBot::<Game>::new(100, 9).choose(&view, &legal),
        IsmctsBot::<Game>::new(100, 9).choose(&view, &legal)
    );
}

/// A whole seeded game of IS-MCTS against the greedy bot, pinned: the search's arithmetic (its
/// logarithm from `libm` included) must give the same moves on every platform and build.
#[test]
fn a_seeded_search_plays_the_same_game_everywhere() {
    let mut game = Game::new(2, 3).unwrap();
    let mut bots: [Box<dyn Bot<Game>>; 2] = [Box::new(IsmctsBot::<Game>::new(60, 3)), Box::new(GreedyBot::new())];
    let mut trace = 0u64;
    while let Some(p) = game.current_player() {
        let legal = game.legal_moves();
        let mv = bots[usize::from(p)].choose(&game.view(p), &legal);
        trace = trace.wrapping_mul(1_000_003).wrapping_add(u64::from(mv.action_id()));
        game.apply(mv).unwrap();
    }
    let totals = [game.scores().players[0].total, game.scores().players[1].total];
    assert_eq!((totals, trace), ([19, 29], 17_619_124_520_762_641_798), "the seeded IS-MCTS game changed");
}

#[test]
fn batches_are_deterministic_and_rotate_seats() {
    let options = Options::new(3).unwrap();
    let seeds: Vec<u64> = (0..12).collect();
    let a = simulate::<Game>(&options, &seeds, &["random", "greedy"], true).unwrap();
    let b = simulate::<Game>(&options, &seeds, &["random", "greedy"], true).unwrap();
    assert_eq!(a, b);
    assert_eq!(a[1].entrant_of_seat[..3], [1, 0, 1]);
    assert!(a.iter().all(|r| r.winners != 0 && r.decisions > 30));
    assert_eq!(
        simulate::<Game>(&options, &seeds, &["nobody"], true),
        Err(SimulateError::UnknownBot(UnknownBot::new::<Game>("nobody")))
    );
    assert_eq!(simulate::<Game>(&options, &seeds, &[], true), Err(SimulateError::NoBots));
    // As many entrants as a result can name, each seated where rotation puts it.
    let many = ["random"; MAX_ENTRANTS];
    let results = simulate::<Game>(&options, &(0..MAX_ENTRANTS as u64).collect::<Vec<_>>(), &many, true).unwrap();
    assert!(results.iter().enumerate().all(|(i, r)| usize::from(r.entrant_of_seat[0]) == i));
    let too_many = ["random"; MAX_ENTRANTS + 1];
    assert_eq!(simulate::<Game>(&options, &seeds, &too_many, true), Err(SimulateError::TooManyBots(MAX_ENTRANTS + 1)));
}

#[test]
fn unboxed_random_seats_play_as_the_boxed_bots_would() {
    // The batch keeps random bots unboxed; the games must be those of the `Bot` trait path.
    let options = Options::new(4).unwrap();
    let seeds: Vec<u64> = (40..52).collect();
    for entrants in [&["random", "greedy"][..], &["random"]] {
        let results = simulate::<Game>(&options, &seeds, entrants, true).unwrap();
        for (i, result) in results.iter().enumerate() {
            let seed = seeds[i];
            let mut seats: Vec<_> = (0..4u64)
                .map(|seat| {
                    let name = entrants[(seat as usize + i) % entrants.len()];
                    by_name::<Game>(name, seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(seat)).unwrap()
                })
                .collect();
            let mut game = Game::new(4, seed).unwrap();
            let mut decisions = 0;
            while let Some(player) = game.current_player() {
                let legal = game.legal_moves();
                let mv = seats[usize::from(player)].choose(&game.view(player), &legal);
                game.apply(mv).unwrap();
                decisions += 1;
            }
            let scores = game.scores();
            assert_eq!(result.decisions, decisions, "seed {seed}");
            assert_eq!(result.winners, u16::from(scores.winners), "seed {seed}");
            assert_eq!(
                result.scores[..4],
                std::array::from_fn::<i32, 4, _>(|p| scores.players[p].total as i32),
                "seed {seed}"
            );
        }
    }
}

#[test]
fn a_set_stop_flag_ends_the_batch_and_a_clear_one_changes_nothing() {
    let options = Options::new(4).unwrap();
    let seeds: Vec<u64> = (0..64).collect();
    let played = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    // Stopped from inside, after the fourth finished game: later games are not played.
    let stopped = simulate_until::<Game>(
        &options,
        &seeds,
        &["greedy"],
        true,
        || {
            if played.fetch_add(1, Ordering::Relaxed) + 1 == 4 {
                stop.store(true, Ordering::Relaxed);
            }
        },
        &stop,
    );
    assert_eq!(stopped, Err(SimulateError::Stopped));
    let played = played.load(Ordering::Relaxed);
    assert!((4..seeds.len()).contains(&played), "{played} games played");
    let whole = simulate_until::<Game>(&options, &seeds, &["greedy"], true, || {}, &AtomicBool::new(false));
    assert_eq!(whole, simulate::<Game>(&options, &seeds, &["greedy"], true));
}

#[test]
fn timed_experts_are_made_like_timed_searches() {
    assert_eq!(timed::<Game>("expert", Duration::ZERO, 1).err(), Some(TimedBotError::Time(Duration::ZERO)));
    assert!(matches!(timed::<Game>("greedy", Duration::from_millis(3), 1), Err(TimedBotError::NotASearch(_))));
    let mut bot = timed::<Game>("expert", Duration::from_millis(3), 1).expect("3 ms is a budget");
    assert_eq!(bot.name(), "expert");
    let game = Game::new(3, 4).unwrap();
    let legal = game.legal_moves();
    assert!(legal.contains(&bot.choose(&game.view(0), &legal)));
}

#[test]
fn the_expert_estimates_a_single_legal_move_too() {
    let game = Game::new(3, 11).unwrap();
    let view = game.view(game.current_player().unwrap());
    let only = &game.legal_moves()[..1];
    let analysis = ExpertBot::<Game>::new(Budget::Iterations(50), 7).analyse(&view, only);
    assert_eq!(analysis.len(), 1);
    assert_eq!((analysis[0].mv, analysis[0].visits), (only[0], 50), "searched, every iteration on it");
    assert!(analysis[0].value.is_some_and(|v| (0.0..=1.0).contains(&v)), "{analysis:?}");
    // A choice answers at once, without a search: the bot's random state does not move on.
    let mut chooser = ExpertBot::<Game>::new(Budget::Iterations(50), 7);
    assert_eq!(chooser.choose(&view, only), only[0]);
    assert_eq!(format!("{chooser:?}"), format!("{:?}", ExpertBot::<Game>::new(Budget::Iterations(50), 7)));
}

#[test]
fn the_expert_analyses_every_legal_move_and_plays_the_most_tried() {
    let mut game = Game::new(3, 11).unwrap();
    // A few moves in, where the choice is wide.
    for _ in 0..6 {
        let legal = game.legal_moves();
        game.apply(legal[legal.len() / 2]).unwrap();
    }
    let seat = game.current_player().unwrap();
    let view = game.view(seat);
    let legal = game.legal_moves();
    assert!(legal.len() > 1);
    let analysis = ExpertBot::<Game>::new(Budget::Iterations(300), 7).analyse(&view, &legal);
    assert_eq!(analysis.iter().map(|a| a.mv).collect::<Vec<_>>(), legal.to_vec(), "every legal move, in order");
    assert_eq!(analysis.iter().map(|a| a.visits).sum::<u32>(), 300, "each iteration tries one move");
    for a in &analysis {
        assert_eq!(a.value.is_some(), a.visits > 0);
        assert!(a.value.is_none_or(|v| (0.0..=1.0).contains(&v)), "{a:?}");
    }
    let most_tried = analysis.iter().map(|a| a.visits).max().unwrap();
    let chosen = ExpertBot::<Game>::new(Budget::Iterations(300), 7).choose(&view, &legal);
    assert_eq!(analysis.iter().find(|a| a.mv == chosen).unwrap().visits, most_tried);
    // Through the trait, as the bindings ask it; bots that do not search answer None.
    // `estimates_moves` says so before any search.
    let mut named = by_name::<Game>("expert:300", 7).unwrap();
    assert!(named.estimates_moves());
    assert_eq!(named.analyse(&view, &legal), Some(analysis));
    for name in ["ismcts:300", "greedy", "random"] {
        let mut bot = by_name::<Game>(name, 7).unwrap();
        assert!(!bot.estimates_moves(), "{name}");
        assert_eq!(bot.analyse(&view, &legal), None, "{name}");
    }
}
