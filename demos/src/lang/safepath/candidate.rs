//! The candidate: a port of Parenchym's `safepath` (`pym/lib.py`), the case study of FLAT-PY's
//! section 7.3, with the path normalised before its parts are sanitised.
//!
//! ```python
//! path = RE_INVALID_FS_CHARS.sub('', path)
//! path = RE_BLANKS.sub(' ', path)
//! ...
//!     b = a.strip().lstrip('.-').replace('/', '').replace('\\', '').replace(':', '')
//! ```
//!
//! **Planted bug** (`BUGGY = true`, Parenchym's own): each part is stripped of spaces and of
//! leading dots and dashes *before* `\` and `:` are removed, so a removal can uncover what the
//! strip would have taken: `:-rf` becomes `-rf`, `\.ssh` becomes `.ssh`, `. a` becomes ` a`,
//! `a :` becomes `a ` and `a : b` becomes `a  b`. The working candidate removes first, then
//! folds spaces and strips.

/// A path sanitiser: the candidate with the planted bug when `BUGGY`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Sanitizer<const BUGGY: bool>;

/// The candidate with the planted bug.
pub type Faulty = Sanitizer<true>;
/// The correct candidate.
pub type Working = Sanitizer<false>;

impl<const BUGGY: bool> Sanitizer<BUGGY> {
    /// The safe version of `path` (see [`reference::safepath`](super::reference::safepath)).
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::lang::safepath::{Faulty, Working};
    /// assert_eq!(Working::safepath("a/:-rf"), "a/rf");
    /// assert_eq!(Faulty::safepath("a/:-rf"), "a/-rf"); // the planted bug
    /// ```
    pub fn safepath(path: &str) -> String {
        // RE_INVALID_FS_CHARS.sub('', path)
        let path: String = path
            .chars()
            .filter(|&c| !super::reference::is_control(c))
            .collect();
        // RE_BLANKS.sub(' ', path)
        let path = fold_blanks(&path);
        let parts: Vec<String> = normpath(&path)
            .into_iter()
            .map(Self::sanitise_part)
            .filter(|b| !b.is_empty())
            .collect();
        parts.join("/")
    }

    /// One part of a normalised path, sanitised.
    fn sanitise_part(a: &str) -> String {
        if BUGGY {
            // The planted bug: `a.strip().lstrip('.-')`, then the removals.
            a.trim_matches(' ')
                .trim_start_matches(['.', '-'])
                .replace(['\\', ':'], "")
        } else {
            let b = fold_blanks(&a.replace(['\\', ':'], ""));
            b.trim_start_matches([' ', '.', '-'])
                .trim_end_matches(' ')
                .to_string()
        }
    }
}

/// `s` with each run of spaces folded to one.
fn fold_blanks(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c != ' ' || !out.ends_with(' ') {
            out.push(c);
        }
    }
    out
}

/// The parts of `path`, normalised: empty parts and `.` dropped, `..` resolved (at the root,
/// dropped).
fn normpath(path: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    for p in path.split('/') {
        match p {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            _ => parts.push(p),
        }
    }
    parts
}
