//! Every game of the registry has the files users and the other test suites read by the game's
//! name: its rules and state-format documents, its golden transcripts, its perft counts and its
//! corpus of refused documents. A game added to the registry without them fails here (the C,
//! Python and JavaScript suites then read them by name too).

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
