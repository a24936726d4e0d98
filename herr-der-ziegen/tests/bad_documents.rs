//! The corpus of refused documents (`testdata/bad-documents/herr-der-ziegen/`): each file is
//! refused as its index says, by the check every game runs on its corpus
//! (`game_core::testing::check_bad_documents`). The C and Python suites read the same index.

use game_core::testing::check_bad_documents;
use herr_der_ziegen::prelude::*;
use std::path::Path;

use herr_der_ziegen::{Game, PlayerView};

#[test]
fn every_document_of_the_corpus_is_refused_as_its_index_says() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/bad-documents");
    check_bad_documents::<Game>(&corpus, 40);
}

/// Every state and view of a whole seeded game loads back equal: the corpus is made of such
/// documents, each with one edit, so what it refuses, its edit made refusable.
#[test]
fn every_state_and_view_of_a_whole_game_loads_back() {
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
