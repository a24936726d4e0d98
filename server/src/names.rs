//! Player names: what the server accepts. Markup is data (`<img src=x>` is a valid name, and
//! every client shows names as text); control characters and the invisible characters that
//! reorder text are refused, since no client can show them honestly.

use crate::protocol::Refusal;

/// The most characters of a name.
pub const MAX_NAME_CHARS: usize = 32;

/// `name` as it is kept: leading and trailing white space removed.
///
/// # Errors
/// `invalid_name` for an empty name, one over [`MAX_NAME_CHARS`] characters, or one with a
/// control character or a bidirectional formatting character.
pub fn checked_name(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Refusal::new("invalid_name", "a name has at least one character besides spaces"));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(Refusal::new("invalid_name", format!("a name has at most {MAX_NAME_CHARS} characters")));
    }
    if let Some(c) = name.chars().find(|&c| c.is_control() || is_bidi_control(c)) {
        return Err(Refusal::new(
            "invalid_name",
            format!("a name has no control or text-direction characters (U+{:04X})", u32::from(c)),
        ));
    }
    Ok(name.to_string())
}

/// The invisible characters that change the direction of the text around them (Unicode's
/// bidirectional formatting characters and marks).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_a_name_and_control_characters_are_not() {
        assert_eq!(checked_name("  <img src=x onerror=alert(1)> ").unwrap(), "<img src=x onerror=alert(1)>");
        assert_eq!(checked_name("Zoë").unwrap(), "Zoë");
        for bad in ["", "   ", "a\u{0}b", "a\nb", "a\u{7f}", "\u{202E}evil", &"x".repeat(33)] {
            assert_eq!(checked_name(bad).unwrap_err().code, "invalid_name", "{bad:?}");
        }
    }
}
