//! The reference: a parser over the characters of each line, and a printer that escapes one
//! character at a time.

use super::{Config, ParseError};

/// Whether `c` may appear in a bare (unquoted) value.
pub fn is_bare(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')
}

/// The pairs of `text`, in order (see [`config`](super::config) for the format), or the
/// first line that is not a pair, a comment or blank, counted from 1 (a last line without its
/// `\n` is not a line of the format).
///
/// # Examples
///
/// ```
/// use demos::lang::roundtrip::{reference::parse, ParseError};
/// let pairs = parse("# db\nhost = \"db\\\"1\"\nport=5432\n").unwrap();
/// assert_eq!(pairs, vec![("host".into(), "db\"1".into()), ("port".into(), "5432".into())]);
/// assert_eq!(parse("a=b\nc=\n"), Err(ParseError { line: 2 }));
/// assert_eq!(parse("a=b"), Err(ParseError { line: 1 }));
/// ```
pub fn parse(text: &str) -> Result<Config, ParseError> {
    let mut pairs = Vec::new();
    let mut lines: Vec<&str> = text.split('\n').collect();
    // The piece after the last `\n`: empty, or a line without its `\n`.
    let last = lines.pop().unwrap_or("");
    for (i, line) in lines.iter().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        pairs.push(pair(line).ok_or(ParseError { line: i + 1 })?);
    }
    if !last.is_empty() {
        return Err(ParseError {
            line: lines.len() + 1,
        });
    }
    Ok(pairs)
}

/// One `key = value` line.
fn pair(line: &str) -> Option<(String, String)> {
    let mut chars = line.chars().peekable();
    let mut key = String::new();
    while let Some(&c) = chars.peek() {
        let ok = if key.is_empty() {
            c.is_ascii_lowercase()
        } else {
            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'
        };
        if !ok {
            break;
        }
        key.push(c);
        chars.next();
    }
    let rest: String = chars.collect();
    let value = rest.trim_start_matches(' ').strip_prefix('=')?;
    let value = value.trim_start_matches(' ');
    if key.is_empty() {
        return None;
    }
    let value = if let Some(quoted) = value.strip_prefix('"') {
        let mut out = String::new();
        let mut chars = quoted.chars();
        loop {
            match chars.next()? {
                '"' => break,
                '\\' => match chars.next()? {
                    e @ ('"' | '\\') => out.push(e),
                    _ => return None,
                },
                c => out.push(c),
            }
        }
        if chars.next().is_some() {
            return None;
        }
        out
    } else if !value.is_empty() && value.chars().all(is_bare) {
        value.to_string()
    } else {
        return None;
    };
    Some((key, value))
}

/// The canonical text of `pairs`: a `key=value` line each, the value bare when it can be,
/// otherwise quoted, with `\` and `"` escaped.
///
/// # Examples
///
/// ```
/// use demos::lang::roundtrip::reference::print;
/// let pairs = vec![("a".into(), "x y".into()), ("b".into(), "say \"hi\"".into())];
/// assert_eq!(print(&pairs), "a=\"x y\"\nb=\"say \\\"hi\\\"\"\n");
/// ```
pub fn print(pairs: &Config) -> String {
    let mut out = String::new();
    for (key, value) in pairs {
        out.push_str(key);
        out.push('=');
        if !value.is_empty() && value.chars().all(is_bare) {
            out.push_str(value);
        } else {
            out.push('"');
            for c in value.chars() {
                if matches!(c, '"' | '\\') {
                    out.push('\\');
                }
                out.push(c);
            }
            out.push('"');
        }
        out.push('\n');
    }
    out
}

/// The canonical form of `text`: [`print()`] of [`parse`].
pub fn reformat(text: &str) -> Result<String, ParseError> {
    parse(text).map(|pairs| print(&pairs))
}
