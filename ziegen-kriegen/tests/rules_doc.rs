//! The rules document states every decision of the specification: each of ZK-D1 to ZK-D22 is
//! named in `docs/rules-ziegen-kriegen.md`.

const DOC: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/rules-ziegen-kriegen.md"));

/// Whether `id` occurs in `text` as a whole id (`ZK-D1` is not found in `ZK-D12`).
fn names(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(i, _)| !text[i + id.len()..].starts_with(|c: char| c.is_ascii_digit()))
}

#[test]
fn every_decision_is_named_in_the_rules_document() {
    assert!(!names("ZK-D12 and ZK-D10", "ZK-D1"));
    assert!(names("(ZK-D1)", "ZK-D1"));
    let missing: Vec<String> = (1..=22).map(|d| format!("ZK-D{d}")).filter(|id| !names(DOC, id)).collect();
    assert!(missing.is_empty(), "docs/rules-ziegen-kriegen.md never names {missing:?}");
}
