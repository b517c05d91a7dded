//! [`parse_version`] with a planted bug: it skips a pre-release but not build metadata.

/// The major, minor and patch numbers of the semantic version `v`, as
/// [`super::parse_version`]. **Planted bug:** it cuts `v` at its first `-` only, so a version
/// with build metadata and no pre-release (`1.2.3+build`) has a patch of `3+build`, not a
/// number: `None`.
pub fn parse_version(v: &str) -> Option<(u64, u64, u64)> {
    let core = v.split('-').next()?;
    let mut numbers = core.split('.').map(|n| n.parse::<u64>().ok());
    let version = (numbers.next()??, numbers.next()??, numbers.next()??);
    numbers.next().is_none().then_some(version)
}
