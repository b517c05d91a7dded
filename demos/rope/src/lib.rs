//! A text rope: a binary tree of shared text leaves of at most 64 bytes, where appending one
//! rope to another shares both instead of copying.
//!
//! The reference ([`reference`](mod@reference)) is a plain `String`. The working rope
//! ([`working`]) and the faulty one ([`faulty`]) rebalance a rope longer than 4 KiB that has
//! grown too deep, by rebuilding it from its leaves; the faulty one loses the rope's last bytes
//! when it does. A scenario of 200 calls (the engine's default fuel) that never appends adds
//! at most 16 bytes a call, 3,200 in all, and never reaches the rebalancing: the bug needs
//! ropes appended to each other again and again, each append adding a whole rope's length (a
//! rope appended to a copy of itself doubles).

pub mod faulty;
pub mod reference;
pub mod working;

use monolith_core::spec::{lt, one_of, string_of, OneOf, Range, StringOf};
use monolith_core::{api, Engine};

/// The text of the arguments: 0 to 16 bytes of a small ASCII alphabet, so that every index is
/// a character boundary.
pub fn text() -> StringOf<OneOf<char>, Range<usize>> {
    string_of(one_of(['a', 'b', 'c', 'd', 'e', 'f']), lt(17))
}

/// The rope API, which the reference and both candidates implement. The spec is this trait:
/// `#[api]` makes each method an operation and generates `rope_engine::<R, C>()`. Indices are
/// byte offsets; every one drawn is at most the length (below it for `byte_at`).
#[api(engine = rope_engine, var = "r")]
pub trait RopeApi: Sized + Clone {
    /// The empty rope.
    fn new() -> Self;
    /// A rope holding `s`.
    fn from_string(#[monolith(spec = text())] s: String) -> Self;
    /// Adds `s` at the end.
    fn push_str(&mut self, #[monolith(spec = text())] s: String);
    /// Adds the text of `other` at the end; `other` is unchanged.
    fn append(&mut self, other: &Self);
    /// The length in bytes.
    fn len(&self) -> usize;
    /// Whether the rope is empty; not an operation.
    #[monolith(skip)]
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The byte at `i`.
    #[monolith(requires = |r| !r.is_empty())]
    fn byte_at(&self, #[monolith(dep = |r| lt(r.len()))] i: usize) -> u8;
    /// The text from `start` to `end`, at most 32 bytes of it (the spec draws no more).
    fn slice(
        &self,
        #[monolith(dep = |r| closed(0, r.len()))] start: usize,
        #[monolith(dep = |r, start| closed(*start, r.len().min(*start + 32)))] end: usize,
    ) -> String;
    /// Inserts `s` at `i`.
    fn insert(
        &mut self,
        #[monolith(dep = |r| closed(0, r.len()))] i: usize,
        #[monolith(spec = text())] s: String,
    );
    /// Keeps the text before `at`, and returns the rest as a new rope.
    fn split_off(&mut self, #[monolith(dep = |r| closed(0, r.len()))] at: usize) -> Self;
}

/// The engine with the faulty rope: finds the bug in the rebalancing of long ropes.
///
/// # Examples
///
/// ```
/// let report = rope::faulty_engine().run_random(&monolith_core::Config::with_seed(1).scenarios(300)).unwrap_err();
/// assert!(report.reproducer.contains(".append("));
/// ```
pub fn faulty_engine() -> Engine {
    rope_engine::<reference::Rope, faulty::Rope>()
}

/// The engine with the working rope: passes.
///
/// # Examples
///
/// ```
/// assert!(rope::working_engine().run_random(&monolith_core::Config::with_seed(1).scenarios(300)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    rope_engine::<reference::Rope, working::Rope>()
}
