//! Trajectories agree with the games they record.

use crate::events::NoEvents;
use crate::rules::GameRules;

/// Checks a batch of trajectories of `G` and returns it: its games are those
/// [`crate::simulate::simulate`] plays for the same batch; row for row it agrees with replaying
/// each seed through the per-step API (`with_options`, `view`, `observation`,
/// [`crate::legal_action_mask`], `Bot::choose`, `apply_with` without events) with the bots seated
/// and seeded as the batch seats them; and it is the same on one thread as on all.
///
/// # Panics
/// If any of this fails, or the batch is refused.
pub fn check_trajectories<G: GameRules>(
    options: &G::Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
) -> crate::trajectories::Trajectories {
    use crate::rules::GameView;
    use crate::simulate::{bot_seed, entrant_at, simulate};
    use crate::trajectories::{observe_into, play_until, seat_result, trajectories_until};
    use std::sync::atomic::AtomicBool;

    let batch = || trajectories_until::<G>(options, seeds, entrants, rotate, || {}, &AtomicBool::new(false));
    let all = batch().expect("the batch plays");
    assert_eq!(all.games, simulate::<G>(options, seeds, entrants, rotate).expect("the batch plays"));
    let one_thread = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a thread pool");
    assert_eq!(one_thread.install(batch).expect("the batch plays"), all, "rows depend on the threads");
    // The two steps on their own, into buffers that are not zero: every entry is written.
    let stop = AtomicBool::new(false);
    let decisions = play_until::<G>(options, seeds, entrants, rotate, || {}, &stop).expect("the batch plays");
    assert_eq!((&decisions.games, &decisions.seat, &decisions.action), (&all.games, &all.seat, &all.action));
    let mut observation = vec![7.0; all.observation.len()];
    let mut mask = vec![true; all.mask.len()];
    observe_into::<G>(options, &decisions, &mut observation, &mut mask, &stop).expect("the rows are written");
    assert!(observation == all.observation && mask == all.mask, "observe_into leaves earlier values");

    let (obs, actions) = (G::OBSERVATION_SIZE, G::NUM_ACTIONS);
    assert_eq!(all.observation.len(), all.rows() * obs);
    assert_eq!(all.mask.len(), all.rows() * actions);
    let (mut row, mut observation, mut mask) = (0, vec![0.0; obs], vec![false; actions]);
    for (index, &seed) in seeds.iter().enumerate() {
        let mut game = G::with_options(options, seed).expect("valid options");
        let players = usize::from(game.player_count());
        let mut bots: Vec<_> = (0..players)
            .map(|s| {
                let name = entrants[entrant_at(s, index, entrants.len(), rotate)];
                crate::bots::by_name::<G>(name, bot_seed(seed, s)).expect("a known bot")
            })
            .collect();
        let mut legal = G::MoveList::default();
        while let Some(seat) = game.current_player() {
            assert!(row < all.rows(), "game {index} has more decisions than its rows");
            let view = game.view(seat);
            view.observation(&mut observation);
            crate::legal_action_mask(&game, &mut mask);
            game.legal_moves_into(&mut legal);
            let mv = bots[usize::from(seat)].choose(&view, &legal);
            assert!(legal.contains(&mv));
            assert_eq!((all.game[row], all.seat[row]), (index as u32, seat), "row {row}");
            assert!(all.observation[row * obs..][..obs] == observation[..], "observation of row {row}");
            assert!(all.mask[row * actions..][..actions] == mask[..], "mask of row {row}");
            assert_eq!(all.action[row], G::action_id(mv), "action of row {row}");
            game.apply_with(mv, &mut NoEvents).expect("a legal move");
            row += 1;
        }
        let outcome = game.outcome();
        let first = all.game.partition_point(|&g| (g as usize) < index);
        for r in first..row {
            let seat = all.seat[r];
            assert_eq!(all.score[r], outcome.scores[usize::from(seat)], "score of row {r}");
            assert_eq!(all.result[r], seat_result(outcome.winners, seat), "result of row {r}");
        }
        assert_eq!(all.games[index].decisions as usize, row - first);
    }
    assert_eq!(row, all.rows(), "rows beyond the games' decisions");
    all
}
