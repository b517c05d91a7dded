//! Semantic versions.

use crate::spec::Grammar;

const RULES: &str = r#"
start: core ("-" pre)? ("+" build)?;
core: number "." number "." number;
number: "0" | [1-9] [0-9]{0,18};
pre: pre_id ("." pre_id)*;
pre_id: "0" | [1-9] [0-9]* | [0-9]* [A-Za-z-] [0-9A-Za-z-]*;
build: build_id ("." build_id)*;
build_id: [0-9A-Za-z-]+;
"#;

/// Semantic versions (Semantic Versioning 2.0.0, its BNF): `MAJOR.MINOR.PATCH` without
/// leading zeros, an optional pre-release (`-` and dot-separated identifiers, numeric ones
/// without leading zeros) and optional build metadata (`+` and dot-separated identifiers).
///
/// Simplified: major, minor and patch have at most 19 digits, so that each fits a `u64` as
/// the `semver` crate requires (the specification sets no bound).
///
/// # Examples
///
/// ```
/// use monolith_core::{grammars, Source};
/// let v = grammars::semver();
/// assert!(v.matches("1.0.0-alpha.1+exp.sha.5114f85") && v.matches("1.0.0-0A.is.legal"));
/// assert!(!v.matches("1.2") && !v.matches("01.1.1") && !v.matches("1.2.3-0123"));
/// let s = v.generate(&mut Source::random(1, 0)).unwrap();
/// assert_eq!(s.split(['-', '+']).next().unwrap().split('.').count(), 3);
/// ```
pub fn semver() -> Grammar {
    super::ready_made("semver", &[RULES])
}
