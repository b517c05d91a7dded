//! A file-like archive writer with nested directories, after `tar` and `zip` writers.
//!
//! The API ([`ArchiveWriter`]): `open(name)` a directory inside the current one, `write(name)`
//! a file there (returns its path), `close()` the current directory (returns how many entries
//! it holds), `finish()` the archive (returns every path, in order), and `cwd()`, the current
//! directory's path, callable at any time. Its protocol:
//!
//! ```text
//! archive: "new" entry* "finish";
//! entry:   "write" | "open" entry* "close";
//! ```
//!
//! so every `close` ends an `open`, `finish` comes once every directory is closed, and nothing
//! comes after it. `cwd` is not in the protocol, so it may come anywhere.
//!
//! The [`reference`](mod@reference) keeps the open directories' names on a vector; the
//! [`working`] candidate keeps the current path as one string, cut back at each `close`.
//!
//! **The bug.** The [`faulty`] candidate keeps the open directories' names in a fixed array
//! of four, for speed, and silently drops the name of a fifth level: a path five directories
//! deep loses its last component.
//!
//! **The shortest reproducer has 7 steps**: the writer, five `open`s, and a call that shows a
//! path (`cwd` or `write`). Four levels are right, and a path is observed only by a call.
//!
//! ```text
//! let mut w0 = Faulty::new();
//! w0.open(0);
//! w0.open(0);
//! w0.open(0);
//! w0.open(0);
//! w0.open(0);
//! assert_eq!(w0.cwd(), "/0/0/0/0/0"); // candidate returned "/0/0/0/0"
//! ```

pub mod faulty;
pub mod reference;
pub mod working;

pub use faulty::Faulty;
pub use working::Working;

use monolith_core::{api, Engine};

/// The protocol of a writer's calls, also checked by `demos/tests/engine/protocols.rs`.
pub const PROTOCOL: &str = r#"
    archive: "new" entry* "finish";
    entry: "write" | "open" entry* "close";
"#;

/// An archive writer with nested directories. The spec is this trait, with the protocol
/// [`PROTOCOL`] (written out again here, as the attribute needs a literal).
#[api(engine = archive_engine, var = "w", protocol = r#"
    archive: "new" entry* "finish";
    entry: "write" | "open" entry* "close";
"#)]
pub trait ArchiveWriter: Sized + 'static {
    /// An empty archive, at its root directory.
    fn new() -> Self;
    /// Opens the directory `name` inside the current one.
    fn open(&mut self, name: u8);
    /// Writes the file `name` in the current directory; returns its path.
    fn write(&mut self, name: u8) -> String;
    /// Closes the current directory; returns how many entries it holds.
    fn close(&mut self) -> usize;
    /// Ends the archive; returns every path written, directories included, in order.
    fn finish(&mut self) -> Vec<String>;
    /// The current directory's path (`/` at the root).
    fn cwd(&self) -> String;
}

/// The engine with the faulty candidate: finds the fifth level that loses its name.
///
/// # Examples
///
/// ```
/// use monolith_core::{Config, FailureKind};
/// let report = demos::protocols::archive::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Mismatch);
/// assert!(report.reproducer.contains(".open("), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    archive_engine::<reference::Levels, Faulty>()
}

/// The engine with the working candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// assert!(demos::protocols::archive::working_engine().run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    archive_engine::<reference::Levels, Working>()
}
