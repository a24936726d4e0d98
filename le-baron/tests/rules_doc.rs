//! The rules document states every decision of the specification: each of LB-D1 to LB-D22 is
//! named in `docs/rules-le-baron.md`.

const DOC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/rules-le-baron.md"));

/// Whether `id` occurs in `text` as a whole id (`LB-D1` is not found in `LB-D12`).
fn names(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(i, _)| !text[i + id.len()..].starts_with(|c: char| c.is_ascii_digit()))
}

#[test]
fn every_decision_is_named_in_the_rules_document() {
    assert!(!names("LB-D12 and LB-D10", "LB-D1"));
    assert!(names("(LB-D1)", "LB-D1"));
    let missing: Vec<String> = (1..=22).map(|d| format!("LB-D{d}")).filter(|id| !names(DOC, id)).collect();
    assert!(missing.is_empty(), "docs/rules-le-baron.md never names {missing:?}");
}
