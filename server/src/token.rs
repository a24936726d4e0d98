//! Secrets from the operating system's generator: seat tokens (256 bits, stored only as their
//! SHA-256 hash and compared in constant time) and table ids (unguessable, so that a table's
//! address is an invitation).

use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

/// The bytes of a seat token: 256 bits, at least the 128 the protocol promises.
const TOKEN_BYTES: usize = 32;
/// The bytes of a table id: 96 bits, 24 hex digits.
const TABLE_ID_BYTES: usize = 12;

/// The SHA-256 hash of a token, which is all the server keeps of it.
pub type TokenHash = [u8; 32];

/// `n` bytes from the operating system's generator, as lowercase hex digits.
///
/// # Errors
/// The generator's error (the system has no source of randomness).
fn random_hex(n: usize) -> Result<String, getrandom::Error> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A new seat token and its hash.
///
/// # Errors
/// The generator's error.
pub fn new_token() -> Result<(String, TokenHash), getrandom::Error> {
    let token = random_hex(TOKEN_BYTES)?;
    let hash = hash_token(&token);
    Ok((token, hash))
}

/// A new table id.
///
/// # Errors
/// The generator's error.
pub fn new_table_id() -> Result<String, getrandom::Error> {
    random_hex(TABLE_ID_BYTES)
}

/// A seed for a deal or a bot from the operating system's generator.
///
/// # Errors
/// The generator's error.
pub fn random_seed() -> Result<u64, getrandom::Error> {
    getrandom::u64()
}

/// The hash stored for `token`.
pub fn hash_token(token: &str) -> TokenHash {
    Sha256::digest(token.as_bytes()).into()
}

/// Whether `token` is the one whose hash is `stored`, compared in constant time (the time
/// taken says nothing about how much of it matched).
pub fn token_matches(token: &str, stored: &TokenHash) -> bool {
    hash_token(token).ct_eq(stored).into()
}

/// Whether `text` looks like a table id (so that a bad one is refused before any look-up).
pub fn is_table_id(text: &str) -> bool {
    text.len() == 2 * TABLE_ID_BYTES && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_checked_by_their_hash() {
        let (a, hash_a) = new_token().unwrap();
        let (b, _) = new_token().unwrap();
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        assert!(token_matches(&a, &hash_a));
        assert!(!token_matches(&b, &hash_a));
        assert!(!token_matches("", &hash_a));
    }

    #[test]
    fn table_ids_are_recognised() {
        let id = new_table_id().unwrap();
        assert!(is_table_id(&id));
        assert!(!is_table_id("../../etc/passwd"));
        assert!(!is_table_id(&id.to_uppercase()));
    }
}
