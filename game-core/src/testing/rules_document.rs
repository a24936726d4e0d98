//! A game's rules document names every decision of its specification.

/// Whether `id` occurs in `text` as a whole id (`LB-D1` is not found in `LB-D12`).
pub fn names_decision(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(i, _)| !text[i + id.len()..].starts_with(|c: char| c.is_ascii_digit()))
}

/// The decisions `{prefix}1` to `{prefix}{count}` (`"ZK-D"` and 22: `ZK-D1` to `ZK-D22`) that
/// `document` never names.
pub fn decisions_not_named(document: &str, prefix: &str, count: u32) -> Vec<String> {
    (1..=count).map(|d| format!("{prefix}{d}")).filter(|id| !names_decision(document, id)).collect()
}

/// The rules document at `path` names each of the decisions `{prefix}1` to `{prefix}{count}`.
///
/// # Panics
/// If the document cannot be read or misses a decision, naming those it misses.
pub fn check_decisions_named(path: impl AsRef<std::path::Path>, prefix: &str, count: u32) {
    let path = path.as_ref();
    let document = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let missing = decisions_not_named(&document, prefix, count);
    assert!(missing.is_empty(), "{} never names {missing:?}", path.display());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decision_is_found_only_as_a_whole_id() {
        assert!(!names_decision("LB-D12 and LB-D10", "LB-D1"));
        assert!(names_decision("(LB-D1)", "LB-D1"));
        assert!(names_decision("LB-D12 then LB-D1.", "LB-D1"));
        assert_eq!(decisions_not_named("ZK-D1, ZK-D3", "ZK-D", 3), ["ZK-D2"]);
    }
}
