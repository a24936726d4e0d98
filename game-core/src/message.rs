//! How error messages quote untrusted input, the same way in every game and every layer.

/// Longest text taken from an untrusted document into an error message, in characters.
pub const MAX_QUOTED_CHARS: usize = 200;

/// `text` cut to [`MAX_QUOTED_CHARS`] characters, marked with `...` when cut: how every error
/// message quotes untrusted input (a server may log or send back what it quotes).
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(MAX_QUOTED_CHARS) {
        Some((end, _)) => format!("{}...", &text[..end]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_on_a_character_boundary() {
        assert_eq!(excerpt("short"), "short");
        let long = "é".repeat(MAX_QUOTED_CHARS + 5);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), MAX_QUOTED_CHARS + 3);
        assert!(cut.ends_with("..."));
    }
}
