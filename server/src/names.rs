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
    if name.chars().all(|c| c.is_whitespace() || is_invisible(c)) {
        return Err(Refusal::new("invalid_name", "a name has at least one visible character"));
    }
    Ok(name.to_string())
}

/// The invisible characters that change the direction of the text around them (Unicode's
/// bidirectional formatting characters and marks).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Characters that show nothing by themselves (Unicode's default-ignorable code points: zero
/// widths, joiners, the soft hyphen, variation selectors, tags, fillers): allowed in a name,
/// where they shape what is shown beside them, but not as all of it.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200D}'
            | '\u{2060}'..='\u{206F}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFF8}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_a_name_and_control_characters_are_not() {
        assert_eq!(checked_name("  <img src=x onerror=alert(1)> ").unwrap(), "<img src=x onerror=alert(1)>");
        assert_eq!(checked_name("Zoë").unwrap(), "Zoë");
        // A zero-width joiner shapes what is beside it (an emoji family): allowed with them.
        assert_eq!(checked_name("Ann \u{1F468}\u{200D}\u{1F469}").unwrap(), "Ann \u{1F468}\u{200D}\u{1F469}");
        for bad in [
            "",
            "   ",
            "a\u{0}b",
            "a\nb",
            "a\u{7f}",
            "\u{202E}evil",
            &"x".repeat(33),
            "\u{200B}",
            "\u{2060}\u{FEFF} \u{3164}",
            "\u{2800}\u{206A}\u{1D173}",
        ] {
            assert_eq!(checked_name(bad).unwrap_err().code, "invalid_name", "{bad:?}");
        }
    }
}
