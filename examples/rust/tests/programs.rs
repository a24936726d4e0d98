//! The example programs play every game of the registry: `play` watches a bot game to its end,
//! `replay` records one and verifies it, `tournament` and `speed` run small batches. The programs
//! take their games from the registry, so a game added there is tried here without a change.

use std::path::PathBuf;
use std::process::{Command, Output};

use game_registry::GAMES;

/// The built example `name` (cargo builds the examples of this crate before its tests, beside
/// the test binary's folder).
fn example(name: &str) -> Command {
    let test_binary = std::env::current_exe().expect("the test binary's path");
    let profile_dir = test_binary.parent().and_then(|deps| deps.parent()).expect("target/<profile>/deps");
    let program: PathBuf = profile_dir.join("examples").join(name);
    assert!(program.exists(), "{} is not built", program.display());
    Command::new(program)
}

/// Runs `command`, expecting success, and returns its standard output.
fn run(mut command: Command) -> String {
    let Output { status, stdout, stderr } = command.output().expect("the example starts");
    let (stdout, stderr) = (String::from_utf8_lossy(&stdout), String::from_utf8_lossy(&stderr));
    assert!(status.success(), "{command:?} failed ({status}):\n{stdout}\n{stderr}");
    stdout.into_owned()
}

#[test]
fn play_watches_a_bot_game_of_every_game_to_its_end() {
    for game in GAMES {
        let players = game.min_players.max(3).min(game.max_players).to_string();
        let mut play = example("play");
        play.args(["--game", game.name, "--players", &players, "--seed", "7", "--bots", "greedy,random"]);
        play.args(["--color", "never"]);
        let out = run(play);
        assert!(out.contains(game.title), "{}: {out}", game.name);
        assert!(out.contains("winner"), "{} printed no winner:\n{out}", game.name);
    }
}

#[test]
fn play_refuses_an_unknown_game_and_a_seat_out_of_range() {
    let out = example("play").args(["--game", "chess"]).output().expect("play starts");
    assert!(!out.status.success());
    let out =
        example("play").args(["--game", "le-baron", "--players", "3", "--human", "3"]).output().expect("play starts");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--human 3"));
}

#[test]
fn replay_records_and_verifies_a_game_of_every_game() {
    let dir = std::env::temp_dir().join(format!("goat-games-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    for game in GAMES {
        let path = dir.join(format!("{}.json", game.name));
        let path = path.to_str().expect("a UTF-8 path");
        let players = game.min_players.max(3).to_string();
        let recorded = run({
            let mut c = example("replay");
            c.args(["record", path, "--game", game.name, "--players", &players, "--seed", "5"]);
            c
        });
        assert!(recorded.contains(game.title), "{recorded}");
        let verified = run({
            let mut c = example("replay");
            c.args(["verify", path]);
            c
        });
        assert!(verified.contains("reproduced") && verified.contains(game.title), "{verified}");
        // A replay whose first move is changed no longer verifies.
        let text = std::fs::read_to_string(path).expect("the replay");
        let mut doc: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        let first = doc["moves"][0].as_u64().expect("a first move");
        doc["moves"][0] = serde_json::json!(first + 1);
        std::fs::write(path, doc.to_string()).expect("written");
        let out = example("replay").args(["verify", path]).output().expect("replay starts");
        assert!(!out.status.success(), "{}: a changed replay verified", game.name);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn tournament_and_speed_run_small_batches_of_every_game() {
    for game in GAMES {
        let players = game.min_players.max(2).to_string();
        let standings = run({
            let mut c = example("tournament");
            c.args(["--game", game.name, "--players", &players, "--games", "8", "--bots", "greedy,random"]);
            c
        });
        assert!(standings.contains("greedy") && standings.contains("random"), "{standings}");
        let speed = run({
            let mut c = example("speed");
            c.args(["--game", game.name, &players, "20"]);
            c
        });
        assert!(speed.contains("games"), "{speed}");
    }
}

/// Fits `game`'s model to a few games of the greedy bot, twice: the weights are printed, finite,
/// better than every card alike, and the same on both runs.
fn check_training(game: &str, features: usize) {
    let fit = || {
        run({
            let mut c = example("train_opponent_model");
            c.args(["--game", game, "--games", "10", "--bot", "greedy", "--seed", "5"]);
            c
        })
    };
    let first = fit();
    assert!(first.contains("fitted on: ") && first.contains("held out: "), "{first}");
    let weights = first.lines().find_map(|l| l.strip_prefix("weights: [")).expect("the weights are printed");
    let weights: Vec<f32> = weights.trim_end_matches(']').split(", ").map(|w| w.parse().expect("a number")).collect();
    assert_eq!(weights.len(), features);
    assert!(weights.iter().all(|w| w.is_finite()) && weights.iter().any(|&w| w != 0.0));
    // The greedy bot's cards are far from random: the fit beats every card alike.
    let fitted = first.lines().find(|l| l.starts_with("fitted on: ")).expect("the fit's line");
    let number = |after: &str| -> f64 {
        let rest = &fitted[fitted.find(after).expect("the figure") + after.len()..];
        rest.split(|c: char| c != '.' && !c.is_ascii_digit()).next().expect("digits").parse().expect("a number")
    };
    assert!(number("log-loss ") < number("every card alike: "), "{fitted}");
    assert_eq!(fit(), first, "the same games and the same fit give the same weights");
}

#[test]
fn train_opponent_model_fits_the_same_weights_on_every_run() {
    check_training("ziegen-kriegen", ziegen_kriegen::bots::opponent_model::FEATURES);
    check_training("le-baron", le_baron::bots::opponent_model::FEATURES);
}
