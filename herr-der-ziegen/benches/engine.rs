//! Speed of the hot path: `cargo bench -p herr-der-ziegen --bench engine`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Game, NoEvents};

/// A mid-game position (4 players, about 40 moves in).
fn midgame() -> Game {
    let mut game = Game::new(4, 7).unwrap();
    let mut x = 1u64;
    for _ in 0..40 {
        let legal = game.legal_moves();
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        game.apply(legal[((x >> 33) % legal.len() as u64) as usize]).unwrap();
    }
    game
}

/// One complete random game through the public, checked API; returns the number of decisions.
fn random_game(players: u8, seed: u64) -> u64 {
    let mut game = Game::new(players, seed).unwrap();
    let mut x = seed;
    let mut decisions = 0;
    while !game.is_over() {
        let legal = game.legal_moves();
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        game.apply_with(legal[((x >> 33) % legal.len() as u64) as usize], &mut NoEvents).unwrap();
        decisions += 1;
    }
    decisions
}

fn bench(c: &mut Criterion) {
    let game = midgame();
    c.bench_function("legal_moves (4p midgame)", |b| b.iter(|| black_box(&game).legal_moves()));
    let mv = game.legal_moves()[0];
    c.bench_function("apply with events (4p midgame)", |b| {
        b.iter_batched(|| game.clone(), |mut g| g.apply(black_box(mv)).unwrap(), BatchSize::SmallInput)
    });
    c.bench_function("clone", |b| b.iter(|| black_box(&game).clone()));
    c.bench_function("view", |b| b.iter(|| black_box(&game).view(1)));
    let view = game.view(1);
    c.bench_function("determinize", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            black_box(&view).determinize(seed)
        })
    });
    let mut tensor = vec![0.0f32; herr_der_ziegen::observation::OBSERVATION_SIZE];
    c.bench_function("observation tensor", |b| b.iter(|| black_box(&view).observation(&mut tensor)));
    c.bench_function("to_json", |b| b.iter(|| black_box(&game).to_json()));
    let json = game.to_json();
    c.bench_function("from_json (validated)", |b| b.iter(|| Game::from_json(black_box(&json)).unwrap()));
    c.bench_function("new game (setup)", |b| b.iter(|| Game::new(4, black_box(9)).unwrap()));
    let mut group = c.benchmark_group("random game");
    for players in [2u8, 4] {
        group.throughput(Throughput::Elements(1));
        let mut seed = 0;
        group.bench_function(format!("{players} players"), |b| {
            b.iter(|| {
                seed += 1;
                random_game(players, seed)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
