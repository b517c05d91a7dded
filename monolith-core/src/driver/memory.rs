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
//! [`Config::memory_limit`]: crate::Config::memory_limit

use std::fmt;

/// The default [`Config::memory_limit`](crate::Config::memory_limit): 1 GiB of resident
/// memory, or less on a machine (or under an address-space limit) where that would be more than
/// a quarter of what there is.
pub const DEFAULT_MEMORY_LIMIT: u64 = 1 << 30;

/// The smallest default limit, whatever the machine: below this, ordinary scenarios would be
/// cut short.
const MIN_DEFAULT: u64 = 64 << 20;

/// The default limit on this machine: [`DEFAULT_MEMORY_LIMIT`], at most a quarter of the
/// physical memory and of the process's address-space limit (`ulimit -v`), if known.
pub(crate) fn default_limit() -> u64 {
    let mut limit = DEFAULT_MEMORY_LIMIT;
    for known in [imp::physical(), imp::address_space_limit()]
        .into_iter()
        .flatten()
    {
        limit = limit.min(known / 4);
    }
    limit.max(MIN_DEFAULT)
}

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
        (imp::address_space_limit(), imp::virtual_size()),
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

/// Parses a memory size: a number with a unit (`512MiB`, `512M`, `2GiB`, `2G`, `300KiB`,
/// `4096B`; a bare number is MiB), or `off` for no limit (`None`).
///
/// # Errors
///
/// A message naming what is wrong.
///
/// # Examples
///
/// ```
/// use monolith_core::driver::memory::parse_size;
/// assert_eq!(parse_size("512MiB"), Ok(Some(512 << 20)));
/// assert_eq!(parse_size("2G"), Ok(Some(2 << 30)));
/// assert_eq!(parse_size("256"), Ok(Some(256 << 20)));
/// assert_eq!(parse_size("1.5 GiB"), Ok(Some(3 << 29)));
/// assert_eq!(parse_size("off"), Ok(None));
/// assert!(parse_size("lots").is_err());
/// assert!(parse_size("0").is_err());
/// ```
pub fn parse_size(text: &str) -> Result<Option<u64>, String> {
    let t = text.trim();
    if matches!(t, "off" | "none" | "inf") {
        return Ok(None);
    }
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "m" | "mb" | "mib" => 20,
        "b" => 0,
        "k" | "kb" | "kib" => 10,
        "g" | "gb" | "gib" => 30,
        "t" | "tb" | "tib" => 40,
        other => {
            return Err(format!(
                "unknown unit {other:?} (a size such as 512MiB or 2GiB, or off)"
            ))
        }
    };
    let n: f64 = number
        .parse()
        .map_err(|_| "not a size (a size such as 512MiB or 2GiB, or off)".to_string())?;
    let bytes = n * (1u64 << shift) as f64;
    if !(bytes >= 1.0 && bytes < u64::MAX as f64) {
        return Err("a limit of no memory lets nothing run (off turns the limit off)".into());
    }
    Ok(Some(bytes as u64))
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

    pub(super) fn physical() -> Option<u64> {
        // SAFETY: `sysconf` has no preconditions.
        let (pages, size) = unsafe {
            (
                libc::sysconf(libc::_SC_PHYS_PAGES),
                libc::sysconf(libc::_SC_PAGESIZE),
            )
        };
        let (pages, size) = (u64::try_from(pages).ok()?, u64::try_from(size).ok()?);
        pages.checked_mul(size).filter(|&b| b > 0)
    }

    pub(super) fn address_space_limit() -> Option<u64> {
        // SAFETY: a zeroed `rlimit` is a valid value of this plain C struct, which `getrlimit`
        // fills in.
        let mut limit: libc::rlimit = unsafe { std::mem::zeroed() };
        // SAFETY: `limit` is a valid place for the result.
        if unsafe { libc::getrlimit(libc::RLIMIT_AS, &mut limit) } != 0 {
            return None;
        }
        (limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur as u64)
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
    pub(super) fn physical() -> Option<u64> {
        None
    }
    pub(super) fn address_space_limit() -> Option<u64> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_at_most_a_gibibyte_and_at_least_the_floor() {
        let d = default_limit();
        assert!((MIN_DEFAULT..=DEFAULT_MEMORY_LIMIT).contains(&d), "{d}");
    }

    #[test]
    fn sizes_parse_with_units_and_refuse_nonsense() {
        assert_eq!(parse_size("4096B"), Ok(Some(4096)));
        assert_eq!(parse_size(" 300 KiB "), Ok(Some(300 << 10)));
        assert_eq!(parse_size("none"), Ok(None));
        assert!(parse_size("12 parsecs")
            .unwrap_err()
            .contains("unknown unit"));
        assert!(parse_size("-1G").is_err());
        assert!(parse_size("").is_err());
    }
}
