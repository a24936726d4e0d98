//! The corpus of refused documents (`testdata/bad-documents/le-baron/`): each file, a valid state or
//! view of a seeded game with one edit, is refused as its index says, by the check every game runs
//! on its corpus (`game_core::testing::check_bad_documents`). The C and Python suites read the
//! same index.

use std::path::Path;

use game_core::testing::check_bad_documents;

#[test]
fn every_document_of_the_corpus_is_refused_as_its_index_says() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/bad-documents");
    check_bad_documents::<le_baron::Game>(&corpus, 12);
}
