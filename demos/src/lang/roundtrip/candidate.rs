//! The candidate: a parser over the bytes of each line, and a printer that escapes with
//! `str::replace`.
//!
//! **Planted bug** (`BUGGY = true`): the printer escapes quotes first and backslashes second,
//! so the second replacement doubles the backslash that the first one wrote: a value `say "hi"`
//! is printed `"say \\"hi\\""`, where the first unescaped `"` ends the value and the line goes
//! on. The printed text is outside the language; the working candidate escapes backslashes
//! first.

use super::{Config, ParseError};

/// A configuration reformatter: the candidate with the planted bug when `BUGGY`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Reformatter<const BUGGY: bool>;

/// The candidate with the planted bug.
pub type Faulty = Reformatter<true>;
/// The correct candidate.
pub type Working = Reformatter<false>;

impl<const BUGGY: bool> Reformatter<BUGGY> {
    /// The canonical form of `text`: its pairs parsed, then printed one `key=value` line each
    /// (see [`reference::print`](super::reference::print)).
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::lang::roundtrip::{Faulty, Working};
    /// assert_eq!(Working::reformat("q = \"\\\"\"\n").unwrap(), "q=\"\\\"\"\n");
    /// assert_eq!(Faulty::reformat("q = \"\\\"\"\n").unwrap(), "q=\"\\\\\"\"\n"); // the planted bug
    /// ```
    pub fn reformat(text: &str) -> Result<String, ParseError> {
        Self::parse(text).map(|pairs| Self::print(&pairs))
    }

    /// The pairs of `text`, or the first line that is not of the format.
    pub fn parse(text: &str) -> Result<Config, ParseError> {
        let mut pairs = Vec::new();
        let mut rest = text;
        let mut line_no = 0;
        while !rest.is_empty() {
            line_no += 1;
            let error = ParseError { line: line_no };
            let end = rest.find('\n').ok_or(error)?;
            let line = &rest.as_bytes()[..end];
            rest = &rest[end + 1..];
            if line.is_empty() || line[0] == b'#' {
                continue;
            }
            pairs.push(Self::pair(line).ok_or(error)?);
        }
        Ok(pairs)
    }

    /// One `key = value` line, as bytes.
    fn pair(line: &[u8]) -> Option<(String, String)> {
        let key_end = line
            .iter()
            .position(|&b| !(b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'))
            .unwrap_or(line.len());
        if key_end == 0 || !line[0].is_ascii_lowercase() {
            return None;
        }
        let mut i = key_end;
        while line.get(i) == Some(&b' ') {
            i += 1;
        }
        if line.get(i) != Some(&b'=') {
            return None;
        }
        i += 1;
        while line.get(i) == Some(&b' ') {
            i += 1;
        }
        let key = String::from_utf8(line[..key_end].to_vec()).ok()?;
        let value = &line[i..];
        if value.first() == Some(&b'"') {
            let mut out = Vec::new();
            let mut j = 1;
            loop {
                match *value.get(j)? {
                    b'"' => break,
                    b'\\' if matches!(value.get(j + 1), Some(b'"' | b'\\')) => {
                        out.push(value[j + 1]);
                        j += 2;
                    }
                    b'\\' => return None,
                    b => {
                        out.push(b);
                        j += 1;
                    }
                }
            }
            if j + 1 != value.len() {
                return None;
            }
            // Whole characters: the value starts and ends at ASCII bytes of valid UTF-8.
            Some((key, String::from_utf8(out).ok()?))
        } else if !value.is_empty()
            && value
                .iter()
                .all(|&b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        {
            Some((key, String::from_utf8(value.to_vec()).ok()?))
        } else {
            None
        }
    }

    /// The canonical text of `pairs`.
    pub fn print(pairs: &Config) -> String {
        let mut out = String::new();
        for (key, value) in pairs {
            let bare = !value.is_empty()
                && value
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'));
            if bare {
                out.push_str(&format!("{key}={value}\n"));
            } else {
                out.push_str(&format!("{key}=\"{}\"\n", Self::escape(value)));
            }
        }
        out
    }

    /// `value` with `\` and `"` escaped by a backslash.
    fn escape(value: &str) -> String {
        if BUGGY {
            // The planted bug: the second replacement escapes the first one's backslashes.
            value.replace('"', "\\\"").replace('\\', "\\\\")
        } else {
            value.replace('\\', "\\\\").replace('"', "\\\"")
        }
    }
}
