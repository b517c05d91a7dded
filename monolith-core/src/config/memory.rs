//! The memory limit's setting: its default on this machine and the syntax of a size
//! (`MONOLITH_MEMORY_LIMIT`). The limit itself is kept by the drivers (`driver/memory.rs`),
//! which re-export [`parse_size`] and [`DEFAULT_MEMORY_LIMIT`].

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

/// The process's address-space limit (`ulimit -v`), if it has one and the platform says.
pub(crate) fn address_space_limit() -> Option<u64> {
    imp::address_space_limit()
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
