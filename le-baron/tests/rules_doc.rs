//! The rules document states every decision of the specification: each of LB-D1 to LB-D22 is
//! named in `docs/rules-le-baron.md`.

#[test]
fn every_decision_is_named_in_the_rules_document() {
    let document = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/rules-le-baron.md");
    game_core::testing::check_decisions_named(document, "LB-D", 22);
}
