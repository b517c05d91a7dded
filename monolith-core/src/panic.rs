//! Catching panics quietly, and the reference's way to decline a step.
//!
//! The engine runs user code (generators, reference, candidate, checks) under
//! [`std::panic::catch_unwind`]. While it does, a panic hook installed once per process records
//! the message instead of printing it, so a failing candidate does not flood the terminal; panics
//! outside the engine still reach the previous hook.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    static QUIET: Cell<u32> = const { Cell::new(0) };
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
}

static HOOK: Once = Once::new();

fn install_hook() {
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.with(Cell::get) > 0 {
                let loc = info
                    .location()
                    .map(|l| format!("{}:{}", portable_path(l.file()), l.line()));
                LAST.with(|l| *l.borrow_mut() = loc);
            } else {
                previous(info);
            }
        }));
    });
}

/// A panic location's file as reports print it: free of this machine's paths, so that a
/// report reads the same on every machine. Relative paths (the workspace's own files) stay;
/// an absolute path loses the current directory, or everything up to a crate's folder in
/// Cargo's registry or git checkouts, or up to the standard library's `library/`; any other
/// keeps its last three components.
pub(crate) fn portable_path(file: &str) -> String {
    let path = std::path::Path::new(file);
    if !path.is_absolute() {
        return file.to_string();
    }
    if let Some(rest) = std::env::current_dir().ok().and_then(|d| {
        path.strip_prefix(d)
            .ok()
            .map(|p| p.to_string_lossy().into_owned())
    }) {
        return rest;
    }
    let slash = file.replace('\\', "/");
    for marker in ["/registry/src/", "/git/checkouts/"] {
        if let Some(at) = slash.find(marker) {
            // Skip the index (or repository) folder: `serde-1.0.200/src/de.rs`.
            let after = &slash[at + marker.len()..];
            if let Some((_, krate)) = after.split_once('/') {
                return krate.to_string();
            }
        }
    }
    if let Some(at) = slash.find("/library/") {
        return slash[at + 1..].to_string();
    }
    let parts: Vec<&str> = slash.rsplit('/').take(3).collect();
    parts.into_iter().rev().collect::<Vec<_>>().join("/")
}

/// The message of a panic payload (`&str` or `String`), or a placeholder.
pub(crate) fn payload_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else if payload.downcast_ref::<BackOff>().is_some() {
        "the reference declined this step (monolith_core::back_off)".to_string()
    } else {
        "<non-string panic payload>".to_string()
    }
}

/// A caught panic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panic {
    /// The panic message (the payload only, so two sides' messages compare).
    pub message: String,
    /// Where it panicked, `file:line`.
    pub location: Option<String>,
    /// Whether the panic was [`back_off`].
    pub(crate) back_off: bool,
}

/// Keeps panics quiet on this thread while alive.
pub(crate) struct Quiet(());

impl Quiet {
    pub(crate) fn new() -> Quiet {
        install_hook();
        QUIET.with(|q| q.set(q.get() + 1));
        Quiet(())
    }
}

impl Drop for Quiet {
    fn drop(&mut self) {
        QUIET.with(|q| q.set(q.get() - 1));
    }
}

/// Runs `f`, turning a panic into [`Panic`]. Call only under a [`Quiet`] guard. The panic is
/// boxed so that the result, which the engine moves around on every call, stays small.
#[inline]
pub(crate) fn catch<T>(f: impl FnOnce() -> T) -> Result<T, Box<Panic>> {
    match panic::catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => Ok(v),
        Err(payload) => Err(caught(payload)),
    }
}

/// The [`Panic`] of a caught payload (out of the callers' hot paths).
#[cold]
#[inline(never)]
fn caught(payload: Box<dyn Any + Send>) -> Box<Panic> {
    let back_off = payload.downcast_ref::<BackOff>().is_some();
    let location = LAST.with(|l| l.borrow_mut().take());
    let message = payload_message(&*payload);
    Box::new(Panic {
        message,
        location,
        back_off,
    })
}

impl Panic {
    /// The message with its location, for reports.
    pub(crate) fn describe(&self) -> String {
        match &self.location {
            Some(l) => format!("{} (at {l})", self.message),
            None => self.message.clone(),
        }
    }
}

struct BackOff;

/// Declines the current step from inside a reference implementation (Monolith's
/// `PleaseBackOff`): the engine abandons the instruction, without running the candidate, and
/// chooses another. Use it when the reference cannot, or will not, handle these arguments.
///
/// A handle passed by value to the reference is consumed all the same: the variable disappears
/// from the scenario.
///
/// # Examples
///
/// ```
/// fn reference_div(a: i32, b: i32) -> i32 {
///     if b == 0 {
///         monolith_core::back_off();
///     }
///     a / b
/// }
/// # assert_eq!(reference_div(6, 3), 2);
/// ```
pub fn back_off() -> ! {
    // `resume_unwind` does not run the panic hook: declining prints nothing.
    panic::resume_unwind(Box::new(BackOff))
}

#[cfg(test)]
mod tests {
    use super::portable_path;

    #[test]
    fn locations_carry_no_machine_path() {
        assert_eq!(
            portable_path("demos/src/parray/faulty.rs"),
            "demos/src/parray/faulty.rs"
        );
        assert_eq!(
            portable_path("/home/ed/.cargo/registry/src/index.crates.io-6f17d22bba15001f/ropey-1.6.0/src/rope.rs"),
            "ropey-1.6.0/src/rope.rs"
        );
        assert_eq!(
            portable_path(
                "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/index.rs"
            ),
            "library/core/src/slice/index.rs"
        );
        assert_eq!(portable_path("/srv/build/x/y/z/lib.rs"), "y/z/lib.rs");
        let here = std::env::current_dir().unwrap().join("src/lib.rs");
        assert_eq!(portable_path(&here.to_string_lossy()), "src/lib.rs");
    }
}
