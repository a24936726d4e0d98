//! The guide documents every function the header declares.

/// The names of the functions the header declares.
fn declared_functions(header: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = header;
    while let Some(at) = rest.find("hdz_") {
        let word: String =
            rest[at..].chars().take_while(|&c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_').collect();
        rest = &rest[at + word.len()..];
        if rest.starts_with('(') {
            names.push(word);
        }
    }
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_exported_function_is_documented_in_the_guide() {
    let header = include_str!("../../../include/herr_der_ziegen.h");
    let guide = include_str!("../../../docs/c-api.md");
    // A declaration is `HdzStatus name(` at the start of a line or after a return type.
    let declared = declared_functions(
        &header.lines().filter(|line| !line.trim_start().starts_with('*')).collect::<Vec<_>>().join("\n"),
    );
    assert!(declared.len() > 50, "found only {declared:?}");
    assert!(declared.iter().any(|name| name == "hdz_last_error_message_copy"));
    let missing: Vec<&String> = declared
        .iter()
        .filter(|name| {
            // Named in backticks, as a call or alone: `hdz_x(...)` or `hdz_x`.
            !(guide.contains(&format!("`{name}(")) || guide.contains(&format!("`{name}`")))
        })
        .collect();
    assert!(missing.is_empty(), "docs/c-api.md does not document {missing:?}");
}
