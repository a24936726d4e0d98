//! The rules document states every decision of the specification: each of ZK-D1 to ZK-D22 is
//! named in `docs/rules-ziegen-kriegen.md`.

#[test]
fn every_decision_is_named_in_the_rules_document() {
    let document = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/rules-ziegen-kriegen.md");
    game_core::testing::check_decisions_named(document, "ZK-D", 22);
}
