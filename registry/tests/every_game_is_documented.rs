//! Every game of the registry has the files users and the other test suites read by the game's
//! name: its rules and state-format documents, its golden transcripts, its perft counts, its
//! corpus of refused documents and its fuzz seeds. A game added to the registry without them fails
//! here (the C, Python and JavaScript suites then read them by name too).

use std::path::Path;

use game_registry::GAMES;

/// The repository's root (this crate is one folder below it).
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the registry crate is in the repository")
}

#[test]
fn every_game_has_its_documents_and_test_data() {
    for game in GAMES {
        let name = game.name;
        for file in [
            format!("docs/rules-{name}.md"),
            format!("docs/state-format-{name}.md"),
            format!("testdata/golden-{name}.json"),
            format!("testdata/perft-{name}.json"),
            format!("testdata/bad-documents/{name}/index.tsv"),
        ] {
            let path = root().join(&file);
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {file}: {e}"));
            assert!(!text.trim().is_empty(), "{name}: {file} is empty");
        }
        let rules = std::fs::read_to_string(root().join(format!("docs/rules-{name}.md"))).expect("read above");
        assert!(rules.contains(game.title), "docs/rules-{name}.md never names {}", game.title);
    }
}

/// The fuzz targets that take the input of one game, chosen by its first byte (`fuzz/README.md`).
const GAME_FUZZ_TARGETS: [&str; 4] = ["actions", "state_json", "view_json", "replay_json"];

#[test]
fn every_game_has_seeds_in_every_fuzz_target() {
    for target in GAME_FUZZ_TARGETS {
        let dir = root().join("fuzz/corpus").join(target);
        let seeds: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| {
                let entry = entry.expect("an entry");
                let bytes = std::fs::read(entry.path()).expect("a seed file");
                (entry.file_name().into_string().expect("a UTF-8 name"), bytes)
            })
            .collect();
        for game in GAMES {
            let prefix = format!("{}-", game.name);
            let own: Vec<&(String, Vec<u8>)> = seeds.iter().filter(|(file, _)| file.starts_with(&prefix)).collect();
            assert!(
                !own.is_empty(),
                "fuzz/corpus/{target} has no seeds of {} (cd fuzz && cargo run --release --example seed_corpus)",
                game.name
            );
            for (file, bytes) in own {
                assert_eq!(
                    bytes.first().map(|&b| usize::from(b)),
                    Some(game.index),
                    "fuzz/corpus/{target}/{file} does not start with the number of {}",
                    game.name
                );
            }
        }
    }
}

#[test]
fn no_file_names_a_game_the_registry_does_not_have() {
    let known = |name: &str| GAMES.iter().any(|g| g.name == name);
    for (folder, prefix, suffix) in [
        ("docs", "rules-", ".md"),
        ("docs", "state-format-", ".md"),
        ("testdata", "golden-", ".json"),
        ("testdata", "perft-", ".json"),
    ] {
        for entry in std::fs::read_dir(root().join(folder)).expect("the folder") {
            let file = entry.expect("an entry").file_name().into_string().expect("a UTF-8 name");
            if let Some(name) = file.strip_prefix(prefix).and_then(|rest| rest.strip_suffix(suffix)) {
                assert!(known(name), "{folder}/{file} names no game of the registry");
            }
        }
    }
}
