//! The reference: the parts normalised first, then each part sanitised in one pass over its
//! characters.

/// Control characters, which a file name must not hold: U+0000 to U+001F and U+007F.
pub fn is_control(c: char) -> bool {
    c <= '\u{1f}' || c == '\u{7f}'
}

/// The safe version of `path` (see [`is_sanitized`](super::is_sanitized) for what safe
/// means): control characters removed and runs of spaces folded to one; then normalised, that
/// is empty parts and `.` dropped and `..` resolved (at the root, dropped); then each part
/// sanitised: `\` and `:` removed, runs of spaces folded, leading spaces, dots and dashes and
/// trailing spaces stripped; parts left empty are dropped. The result is relative.
///
/// # Examples
///
/// ```
/// use demos::lang::safepath::reference::safepath;
/// assert_eq!(safepath("/etc/../.ssh/ id_rsa"), "ssh/id_rsa");
/// assert_eq!(safepath(":-rf  x/a\\b"), "rf x/ab");
/// assert_eq!(safepath("/../.."), "");
/// ```
pub fn safepath(path: &str) -> String {
    let mut parts: Vec<String> = Vec::new();
    for raw in path.split('/') {
        let part = fold(raw.chars().filter(|&c| !is_control(c)));
        match part.as_str() {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            _ => parts.push(part),
        }
    }
    let parts: Vec<String> = parts
        .iter()
        .map(|p| sanitise(p))
        .filter(|p| !p.is_empty())
        .collect();
    parts.join("/")
}

/// The characters, runs of spaces folded to one.
fn fold(chars: impl Iterator<Item = char>) -> String {
    let mut out = String::new();
    for c in chars {
        if !(c == ' ' && out.ends_with(' ')) {
            out.push(c);
        }
    }
    out
}

/// One part sanitised, in one pass: `\` and `:` skipped, spaces, dots and dashes skipped
/// until a character is kept, a space skipped after a space; then trailing spaces cut.
fn sanitise(part: &str) -> String {
    let mut out = String::new();
    for c in part.chars() {
        match c {
            '\\' | ':' => {}
            ' ' | '.' | '-' if out.is_empty() => {}
            ' ' if out.ends_with(' ') => {}
            _ => out.push(c),
        }
    }
    out.truncate(out.trim_end_matches(' ').len());
    out
}
