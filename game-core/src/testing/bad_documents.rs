//! The corpus of documents a game refuses, `testdata/bad-documents/<game>/`, read by the Rust, C
//! and Python test suites alike: valid states and views of the game each with one edit, listed in
//! an `index.tsv` beside them. Each line (lines starting with `#` say what the next file is) has
//! four tab-separated columns: the file, what it is loaded as (`state` or `view`), the refusal it
//! gets (`invalid_json`: not a document of the expected shape, [`StateRefusal::Json`];
//! `invalid_state`: a well-formed document that breaks a rule, [`StateRefusal::State`]) and a
//! fragment of the message, which starts with the JSON path concerned where there is one.

use std::path::Path;

use crate::refusal::StateRefusal;
use crate::rules::{GameRules, GameView};
use crate::StateErrorKind;

/// Words of Rust's own vocabulary that must not reach a user through a refusal's message.
const RUST_WORDS: [&str; 10] = ["Doc", "struct ", "enum ", "u8", "u16", "u32", "u64", "Option", "Vec<", "tuple"];

/// The name of a refusal in the index.
fn refusal_name(refusal: StateRefusal) -> &'static str {
    match refusal {
        StateRefusal::Json => "invalid_json",
        StateRefusal::State => "invalid_state",
    }
}

/// Checks the corpus of `G`, the folder named after the game (`G::NAME`) in `corpus_root`
/// (`testdata/bad-documents`): every file of the folder is listed once in its `index.tsv` and every
/// listed file exists; the corpus holds at least `at_least` documents, states and views both; and
/// each is refused by `G::from_json` or `G::View::from_json` with the refusal and a message
/// containing the fragment its line names, the message naming no Rust type. Returns the number of
/// documents.
///
/// # Panics
/// If the corpus is missing or not so, naming the file concerned.
pub fn check_bad_documents<G: GameRules>(corpus_root: &Path, at_least: usize) -> usize {
    let dir = corpus_root.join(G::NAME);
    let index = std::fs::read_to_string(dir.join("index.tsv"))
        .unwrap_or_else(|e| panic!("{}: no corpus of refused documents: {e}", dir.display()));
    let documents: Vec<Vec<&str>> =
        index.lines().filter(|line| !line.starts_with('#')).map(|line| line.split('\t').collect()).collect();
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").file_name().into_string().expect("a UTF-8 file name"))
        .filter(|name| name != "index.tsv")
        .collect();
    files.sort();
    let mut listed: Vec<String> = documents.iter().map(|d| d[0].to_string()).collect();
    listed.sort();
    assert_eq!(files, listed, "{}: every file is listed once, and every listed file exists", dir.display());
    let kinds = |kind: &str| documents.iter().filter(|d| d.get(1) == Some(&kind)).count();
    assert!(
        documents.len() >= at_least && kinds("state") > 0 && kinds("view") > 0,
        "{}: {} documents, {} states, {} views",
        dir.display(),
        documents.len(),
        kinds("state"),
        kinds("view")
    );

    for entry in &documents {
        let [file, document, expected, fragment] = entry[..] else { panic!("{}: 4 columns: {entry:?}", dir.display()) };
        let text = std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let refused = match document {
            "state" => G::from_json(&text).err(),
            "view" => G::View::from_json(&text).err(),
            other => panic!("{file}: unknown document type {other}"),
        };
        let error = refused.unwrap_or_else(|| panic!("{}: {file} was accepted", G::NAME));
        assert_eq!(refusal_name(StateErrorKind::refusal(&error)), expected, "{file}: {error:?}");
        let message = error.to_string();
        assert!(message.contains(fragment), "{file}: {message:?} lacks {fragment:?}");
        for word in RUST_WORDS {
            assert!(!message.contains(word), "{file}: {message:?} names Rust's {word:?}");
        }
    }
    documents.len()
}
