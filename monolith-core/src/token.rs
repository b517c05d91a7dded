//! Replay tokens: a scenario's bytes as a short printable string.
//!
//! A token is `m2.`, the bytes in unpadded URL-safe base64, `.` and a 16-bit checksum in hex, so
//! a token cut short in a copy is refused instead of replaying a shorter scenario. Shrunk
//! scenarios are a few dozen bytes, so tokens stay short enough to paste.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use crate::error::Error;

const PREFIX: &str = "m2.";
/// The prefix of the first format, without a checksum: still decoded.
const PREFIX_V1: &str = "m1.";

/// A 16-bit checksum of `bytes` (FNV-1a, folded): a token cut short or altered in a copy fails
/// it, instead of replaying a shorter scenario that passes.
pub(crate) fn checksum(bytes: &[u8]) -> u16 {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    (h ^ (h >> 16)) as u16
}

/// Encodes bytes as a replay token: `m2.`, the bytes in unpadded URL-safe base64, `.` and a
/// checksum in 4 hex digits.
///
/// # Examples
///
/// ```
/// use monolith_core::token;
/// let t = token::encode(&[1, 2, 3]);
/// assert!(t.starts_with("m2.AQID."));
/// assert_eq!(token::decode(&t).unwrap(), vec![1, 2, 3]);
/// ```
pub fn encode(bytes: &[u8]) -> String {
    format!(
        "{PREFIX}{}.{:04x}",
        URL_SAFE_NO_PAD.encode(bytes),
        checksum(bytes)
    )
}

/// Decodes a replay token. Base64 padding (`=`) is accepted and ignored, and so are tokens of
/// the first format (`m1.`, no checksum).
///
/// # Errors
///
/// [`Error::BadToken`] when the prefix is missing, the base64 is malformed, or the checksum
/// does not match: the token was cut short or altered.
///
/// # Examples
///
/// ```
/// use monolith_core::token;
/// assert!(token::decode("hello").is_err());
/// let t = token::encode(&[7; 20]);
/// let cut = &t[..t.len() - 8];
/// assert!(token::decode(cut).unwrap_err().to_string().contains("cut short or altered"));
/// assert_eq!(token::decode("m1.AQID==").unwrap(), vec![1, 2, 3]);
/// ```
pub fn decode(token: &str) -> Result<Vec<u8>, Error> {
    let token = token.trim();
    let bad = |reason: String| Error::BadToken {
        token: token.to_string(),
        reason,
    };
    let base64 = |body: &str| {
        URL_SAFE_NO_PAD
            .decode(body.trim_end_matches('='))
            .map_err(|e| bad(format!("not base64 ({e})")))
    };
    if let Some(body) = token.strip_prefix(PREFIX_V1) {
        return base64(body);
    }
    let body = token
        .strip_prefix(PREFIX)
        .ok_or_else(|| bad(format!("a token starts with `{PREFIX}`")))?;
    let cut_short = || bad("its checksum does not match: it was cut short or altered".into());
    let (data, sum) = body.rsplit_once('.').ok_or_else(cut_short)?;
    let bytes = base64(data)?;
    match u16::from_str_radix(sum, 16) {
        Ok(sum) if sum == checksum(&bytes) && data.len() + 5 == body.len() => Ok(bytes),
        _ => Err(cut_short()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cut_of_a_token_is_refused_or_the_same() {
        let bytes: Vec<u8> = (0..40u8).map(|b| b.wrapping_mul(37)).collect();
        let t = encode(&bytes);
        for end in 0..t.len() {
            assert!(decode(&t[..end]).is_err(), "{}", &t[..end]);
        }
        assert_eq!(decode(&t).unwrap(), bytes);
        assert_eq!(decode(&format!(" {t}\n")).unwrap(), bytes);
    }
}
