//! [`parse_version`]: the major, minor and patch numbers of a semantic version, read by hand.

pub mod faulty;

/// The major, minor and patch numbers of the semantic version `v` (`1.2.3`, `1.0.0-rc.1`,
/// `2.0.0+build.5`), or `None` if `v` is not one. The pre-release and the build metadata are
/// skipped, not checked.
///
/// # Examples
///
/// ```
/// use user_crate::version::parse_version;
/// assert_eq!(parse_version("1.20.3-rc.1+b7"), Some((1, 20, 3)));
/// assert_eq!(parse_version("1.2"), None);
/// ```
pub fn parse_version(v: &str) -> Option<(u64, u64, u64)> {
    let v = v.split_once('+').map_or(v, |(v, _build)| v);
    let core = v.split_once('-').map_or(v, |(core, _pre)| core);
    let mut numbers = core.split('.').map(number);
    let version = (numbers.next()??, numbers.next()??, numbers.next()??);
    numbers.next().is_none().then_some(version)
}

/// A version number: decimal digits, without a leading zero unless it is `0`.
fn number(s: &str) -> Option<u64> {
    let digits = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits || (s.len() > 1 && s.starts_with('0')) {
        return None;
    }
    s.parse().ok()
}
