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
//! **Planted bug** (`BUGGY = true`, Parenchym's, on the colon): each part is stripped of leading
//! spaces, dots and dashes and of trailing spaces *before* `:` is removed, so the removal can
//! uncover what the strip would have taken: `:-rf` becomes `-rf`, `:.ssh` becomes `.ssh`, `a :`
//! becomes `a ` and `a : b` becomes `a  b`. Every failing input of the paper's Table 2 holds a
//! `:`. The working candidate removes `\` and `:` first, then folds spaces and strips; the
//! faulty one does the same for `\`.

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
            // The planted bug: the strip before `.replace(':', '')`.
            strip(&fold_blanks(&a.replace('\\', ""))).replace(':', "")
        } else {
            strip(&fold_blanks(&a.replace(['\\', ':'], ""))).to_string()
        }
    }
}

/// `s` without its leading spaces, dots and dashes and its trailing spaces.
fn strip(s: &str) -> &str {
    s.trim_start_matches([' ', '.', '-']).trim_end_matches(' ')
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
