//! The candidate: one pass over the bytes, a state per side of the `@`, and the domain lowered
//! as it is copied.
//!
//! **Planted bug** (`BUGGY = true`): the class of `atext` is written as byte ranges, and the
//! range of `#$%&'` as `b'#'..b'\''`, which excludes its end: the apostrophe. An address with
//! an apostrophe in its local part (`O'Brien@example.com`) is refused.

/// An e-mail address normaliser: the candidate with the planted bug when `BUGGY`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Normalizer<const BUGGY: bool>;

/// The candidate with the planted bug.
pub type Faulty = Normalizer<true>;
/// The correct candidate.
pub type Working = Normalizer<false>;

impl<const BUGGY: bool> Normalizer<BUGGY> {
    /// Whether `b` is a character of RFC 5322's `atext`.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::lang::email::{Faulty, Working};
    /// assert!(Working::is_atext(b'\'') && Working::is_atext(b'&'));
    /// assert!(!Faulty::is_atext(b'\'') && Faulty::is_atext(b'&')); // the planted bug
    /// ```
    pub fn is_atext(b: u8) -> bool {
        if BUGGY {
            // The planted bug: an exclusive range where `#$%&'` needs an inclusive one.
            matches!(b, b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'!' | b'#'..b'\''
                | b'*' | b'+' | b'-' | b'/' | b'=' | b'?' | b'^'..=b'`' | b'{'..=b'~')
        } else {
            matches!(b, b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'!' | b'#'..=b'\''
                | b'*' | b'+' | b'-' | b'/' | b'=' | b'?' | b'^'..=b'`' | b'{'..=b'~')
        }
    }

    /// `addr` with its domain in lower case, or `None` when it is not an address (see
    /// [`reference::normalize`](super::reference::normalize)).
    pub fn normalize(addr: &str) -> Option<String> {
        let bytes = addr.as_bytes();
        let at = bytes.iter().position(|&b| b == b'@')?;
        if at > 64 || bytes.len() - at - 1 > 253 {
            return None;
        }
        // The local part: atoms of atext separated by single dots, none empty.
        let mut after_dot = true;
        for &b in &bytes[..at] {
            if b == b'.' && !after_dot {
                after_dot = true;
            } else if Self::is_atext(b) {
                after_dot = false;
            } else {
                return None;
            }
        }
        if after_dot {
            return None;
        }
        // The domain: labels of letters, digits and hyphens, lowered as they are copied.
        let mut out = String::with_capacity(addr.len());
        out.push_str(&addr[..=at]);
        let (mut labels, mut label_len, mut last) = (1, 0, b'.');
        for &b in &bytes[at + 1..] {
            match b {
                b'.' if label_len > 0 && last != b'-' => {
                    labels += 1;
                    label_len = 0;
                }
                b'-' if label_len > 0 && label_len < 63 => label_len += 1,
                b if b.is_ascii_alphanumeric() && label_len < 63 => label_len += 1,
                _ => return None,
            }
            last = b;
            out.push(char::from(b.to_ascii_lowercase()));
        }
        if label_len == 0 || last == b'-' || labels < 2 {
            return None;
        }
        Some(out)
    }
}
