//! The memory bound: a scenario whose values outgrow the process's memory ends as *too large*,
//! not as a failure.
//!
//! A spec that can concatenate a value with a copy of itself doubles it at each step, and a
//! correct candidate then exhausts the machine. Two guards stop that:
//!
//! * the engine's size estimate (see `env/size.rs`) declines, deterministically, the steps that
//!   would multiply a value past [`Generation::size_bound`](crate::engine::Generation::size_bound);
//! * this module's limit on the process's resident memory, [`Config::memory_limit`]
//!   (`MONOLITH_MEMORY_LIMIT`), which the run's watchdog samples every few milliseconds
//!   (on Linux from `/proc/self/statm`; elsewhere no limit applies). A scenario that passes
//!   it, or a call that fails to allocate, ends the scenario as too large: no report, no
//!   regression file, a count in [`Stats::too_large`](crate::Stats::too_large) and a warning
//!   that names the operations whose values grew.
//!
//! The limit's default and the syntax of a size are the configuration's (`config/memory.rs`),
//! re-exported here.
//!
//! [`Config::memory_limit`]: crate::Config::memory_limit

use std::fmt;

pub use crate::config::memory::{parse_size, DEFAULT_MEMORY_LIMIT};

/// The process's resident memory in bytes, if the platform says (Linux: `/proc/self/statm`).
///
/// # Examples
///
/// ```
/// # #[cfg(target_os = "linux")]
/// assert!(monolith_core::driver::memory::resident().unwrap() > 0);
/// ```
pub fn resident() -> Option<u64> {
    imp::resident()
}

/// The process's resident memory, if it is past `limit` (`None` for no limit, or when the
/// platform does not say).
pub(crate) fn past(limit: Option<u64>) -> Option<u64> {
    let limit = limit?;
    resident().filter(|&r| r > limit)
}

/// Whether a fatal abort at resident memory `rss` (if known) was most likely a failed
/// allocation: the process was past half its limit, or near its address-space limit.
pub(crate) fn likely_out_of_memory(limit: Option<u64>, rss: Option<u64>) -> bool {
    let near_limit = matches!((limit, rss), (Some(l), Some(r)) if r >= l / 2);
    let near_cap = matches!(
        (crate::config::memory::address_space_limit(), imp::virtual_size()),
        (Some(cap), Some(v)) if v >= cap / 4 * 3
    );
    near_limit || near_cap
}

/// The warning about scenarios that were too large (`what`, as "3 of 500 scenarios were too
/// large"), with the most memory seen, and the operations whose values grew most, if known.
pub(crate) fn too_large_warning(what: &str, resident: u64, grew: &[&str]) -> String {
    let which = match grew {
        [] => String::new(),
        names => {
            let names: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
            format!("; the values that grew most came from {}", names.join(", "))
        }
    };
    format!(
        "warning: {what}: the process's memory passed the limit (up to {}), and the scenario \
         ended there, not as a failure{which}. Bound the growth: a precondition on the size of \
         the values that the growing operations take (`.such_that(|v| v.len() < 10_000)` on \
         a handle, a guard on the abstract type, or `#[monolith(requires = |v| v.len() < \
         10_000)]` under `#[api]`), a lower `Generation::size_bound`, or a higher \
         MONOLITH_MEMORY_LIMIT if the machine has the memory",
        Bytes(resident)
    )
}

/// A number of bytes printed in the unit that suits it: `512 MiB`, `1.5 GiB`, `300 KiB`.
///
/// # Examples
///
/// ```
/// use monolith_core::driver::memory::Bytes;
/// assert_eq!(Bytes(1 << 30).to_string(), "1 GiB");
/// assert_eq!(Bytes(3 << 29).to_string(), "1.5 GiB");
/// assert_eq!(Bytes(512 << 20).to_string(), "512 MiB");
/// assert_eq!(Bytes(1000).to_string(), "1000 B");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] {
            if self.0 >= 1 << shift {
                let v = self.0 as f64 / (1u64 << shift) as f64;
                return if v.fract() == 0.0 {
                    write!(f, "{v} {unit}")
                } else {
                    write!(f, "{v:.1} {unit}")
                };
            }
        }
        write!(f, "{} B", self.0)
    }
}

#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
mod imp {
    use std::io::Read;

    /// The bytes in a page, as the kernel counts `/proc/self/statm`.
    fn page() -> u64 {
        // SAFETY: `sysconf` has no preconditions.
        let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        u64::try_from(p).ok().filter(|&p| p > 0).unwrap_or(4096)
    }

    /// Fields 1 (total program size) and 2 (resident set) of `/proc/self/statm`, in bytes.
    fn statm() -> Option<(u64, u64)> {
        let mut text = [0u8; 128];
        let mut f = std::fs::File::open("/proc/self/statm").ok()?;
        let n = f.read(&mut text).ok()?;
        let text = std::str::from_utf8(&text[..n]).ok()?;
        let mut fields = text.split_ascii_whitespace().map(|f| f.parse::<u64>().ok());
        let size = fields.next()??;
        let resident = fields.next()??;
        Some((size * page(), resident * page()))
    }

    pub(super) fn resident() -> Option<u64> {
        statm().map(|(_, r)| r)
    }

    pub(super) fn virtual_size() -> Option<u64> {
        statm().map(|(v, _)| v)
    }
}

#[cfg(not(target_os = "linux"))]
mod imp {
    pub(super) fn resident() -> Option<u64> {
        None
    }
    pub(super) fn virtual_size() -> Option<u64> {
        None
    }
}
