//! Replay tokens: a scenario's bytes as a short printable string.
//!
//! A token is `m1.` followed by the bytes in unpadded URL-safe base64. Shrunk scenarios are a
//! few dozen bytes, so tokens stay short enough to paste.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use crate::error::Error;

const PREFIX: &str = "m1.";

/// Encodes bytes as a replay token.
///
/// # Examples
///
/// ```
/// use monolith_core::token;
/// let t = token::encode(&[1, 2, 3]);
/// assert_eq!(t, "m1.AQID");
/// assert_eq!(token::decode(&t).unwrap(), vec![1, 2, 3]);
/// ```
pub fn encode(bytes: &[u8]) -> String {
    format!("{PREFIX}{}", URL_SAFE_NO_PAD.encode(bytes))
}

/// Decodes a replay token.
///
/// # Errors
///
/// [`Error::BadToken`] when the prefix is missing or the base64 is malformed.
///
/// # Examples
///
/// ```
/// assert!(monolith_core::token::decode("hello").is_err());
/// ```
pub fn decode(token: &str) -> Result<Vec<u8>, Error> {
    let token = token.trim();
    let body = token.strip_prefix(PREFIX).ok_or_else(|| Error::BadToken {
        token: token.to_string(),
        reason: format!("a token starts with `{PREFIX}`"),
    })?;
    URL_SAFE_NO_PAD.decode(body).map_err(|e| Error::BadToken {
        token: token.to_string(),
        reason: e.to_string(),
    })
}
