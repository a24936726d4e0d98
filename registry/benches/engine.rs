//! Speed of every game's hot path, one group per game of the registry:
//! `cargo bench -p game-registry --bench engine` (`-- le-baron` for one game).
//!
//! Each group times, on a 4-player position some moves in: the legal moves, a checked move with
//! its events, a copy, a view, a determinization of it, its observation tensor, the state's JSON
//! written and loaded (validated), a setup, and complete random games through the checked API.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use game_core::{GameRules, GameView, NoEvents};
use game_registry::{visit_index, GameVisitor, GAMES};

/// The next index of a list of `n`, from the language-neutral LCG of the golden files.
fn pick(x: &mut u64, n: usize) -> usize {
    *x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    ((*x >> 33) % n as u64) as usize
}

/// A position `moves` random moves into a 4-player game (fewer if the game ends first).
fn midgame<G: GameRules>(moves: usize) -> G {
    let mut game = G::new(4, 7).expect("every game seats 4");
    let mut x = 1;
    for _ in 0..moves {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.apply(legal[pick(&mut x, legal.len())]).expect("a listed move");
    }
    game
}

/// One complete random game through the public, checked API; returns the number of decisions.
fn random_game<G: GameRules>(options: &G::Options, seed: u64) -> u64 {
    let mut game = G::with_options(options, seed).expect("valid options");
    let (mut x, mut decisions) = (seed, 0);
    let mut legal = G::MoveList::default();
    while !game.is_over() {
        game.legal_moves_into(&mut legal);
        game.apply_with(legal[pick(&mut x, legal.len())], &mut NoEvents).expect("a listed move");
        decisions += 1;
    }
    decisions
}

/// The benchmarks of one game.
struct Bench<'c>(&'c mut Criterion);

impl GameVisitor for Bench<'_> {
    type Output = ();

    fn visit<G: GameRules>(self) {
        // A quarter into a Ziegen Kriegen round, well into the other games.
        let game: G = midgame(if G::MAX_GAME_LENGTH < 400 { 10 } else { 40 });
        let mut group = self.0.benchmark_group(G::NAME);
        group.bench_function("legal_moves", |b| b.iter(|| black_box(&game).legal_moves()));
        let mv = game.legal_moves()[0];
        group.bench_function("apply with events", |b| {
            b.iter_batched(|| game.clone(), |mut g| g.apply(black_box(mv)).expect("listed"), BatchSize::SmallInput)
        });
        group.bench_function("clone", |b| b.iter(|| black_box(&game).clone()));
        group.bench_function("view", |b| b.iter(|| black_box(&game).view(1)));
        let view = game.view(1);
        let mut seed = 0;
        group.bench_function("determinize", |b| {
            b.iter(|| {
                seed += 1;
                black_box(&view).determinize(seed)
            })
        });
        let mut tensor = vec![0.0f32; G::OBSERVATION_SIZE];
        group.bench_function("observation tensor", |b| b.iter(|| black_box(&view).observation(&mut tensor)));
        group.bench_function("to_json", |b| b.iter(|| black_box(&game).to_json()));
        let json = game.to_json();
        group.bench_function("from_json (validated)", |b| b.iter(|| G::from_json(black_box(&json)).expect("own JSON")));
        group.bench_function("new game (setup)", |b| b.iter(|| G::new(4, black_box(9)).expect("4 players")));
        let options = G::options_for(4).expect("4 players");
        group.throughput(Throughput::Elements(1));
        let mut seed = 0;
        group.bench_function("random game, 4 players", |b| {
            b.iter(|| {
                seed += 1;
                random_game::<G>(&options, seed)
            })
        });
        group.finish();
    }
}

fn bench(c: &mut Criterion) {
    for game in GAMES {
        visit_index(game.index, Bench(c)).expect("a listed game");
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
