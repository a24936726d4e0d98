//! The corpus of refused documents (`testdata/bad-documents/herr-der-ziegen/`): each file is refused with the status
//! its index names (`invalid_json`: `StateError::Json`; `invalid_state`: any other variant) and a
//! message that contains the index's fragment (which starts with the JSON path concerned) and
//! names no Rust type. The C and Python suites read the same index.

use game_core::DocumentError;
use herr_der_ziegen::prelude::*;
use std::path::PathBuf;

use herr_der_ziegen::{Game, PlayerView, StateError};

fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../testdata/bad-documents/herr-der-ziegen")
}

/// Words of Rust's own vocabulary that must not reach a user.
const RUST_WORDS: [&str; 10] = ["Doc", "struct ", "enum ", "u8", "u16", "u32", "u64", "Option", "Vec<", "tuple"];

#[test]
fn every_document_of_the_corpus_is_refused_as_its_index_says() {
    let index = std::fs::read_to_string(corpus_dir().join("index.tsv")).unwrap();
    let documents: Vec<Vec<&str>> =
        index.lines().filter(|line| !line.starts_with('#')).map(|line| line.split('\t').collect()).collect();
    assert!(documents.len() >= 40, "{} documents", documents.len());
    let mut files: Vec<String> = std::fs::read_dir(corpus_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name != "index.tsv")
        .collect();
    files.sort();
    let mut listed: Vec<String> = documents.iter().map(|d| d[0].to_string()).collect();
    listed.sort();
    assert_eq!(files, listed, "every file is listed once, and every listed file exists");

    for entry in &documents {
        let [file, document, expected_status, fragment] = entry[..] else { panic!("4 columns: {entry:?}") };
        let text = std::fs::read_to_string(corpus_dir().join(file)).unwrap();
        let result = match document {
            "state" => Game::from_json(&text).map(drop),
            "view" => PlayerView::from_json(&text).map(drop),
            other => panic!("{file}: unknown document type {other}"),
        };
        let err = result.expect_err(file);
        let status =
            if matches!(err, StateError::Document(DocumentError::Json(_))) { "invalid_json" } else { "invalid_state" };
        assert_eq!(status, expected_status, "{file}: {err:?}");
        let message = err.to_string();
        assert!(message.contains(fragment), "{file}: {message:?} lacks {fragment:?}");
        for word in RUST_WORDS {
            assert!(!message.contains(word), "{file}: {message:?} names Rust's {word:?}");
        }
    }
}

/// The documents the corpus is made from load: each refusal is the edit's doing.
#[test]
fn the_corpus_edits_valid_documents() {
    let mut game = Game::new(4, 5).unwrap();
    let mut x = 77u64;
    while !game.is_over() {
        let legal = game.legal_moves();
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        game.apply(legal[((x >> 33) % legal.len() as u64) as usize]).unwrap();
        assert_eq!(Game::from_json(&game.to_json()).as_ref(), Ok(&game));
        for seat in 0..4 {
            assert_eq!(PlayerView::from_json(&game.view(seat).to_json()), Ok(game.view(seat)));
        }
    }
}
