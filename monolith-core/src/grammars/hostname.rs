//! DNS host names.

use crate::spec::Grammar;

/// The rules `hostname`, `label` and `toplabel`, without the length bound.
pub(super) const RULES: &str = r#"
hostname: (label ".")* toplabel;
label: [A-Za-z0-9] ([A-Za-z0-9-]{0,61} [A-Za-z0-9])?;
toplabel: [A-Za-z] ([A-Za-z0-9-]{0,61} [A-Za-z0-9])?;
"#;

/// The refinement of [`hostname()`]: at most 253 characters, the longest name DNS carries.
const SHORT_ENOUGH: &str = "|s: &str| s.len() <= 253";

/// DNS host names (RFC 1123, section 2.1, after RFC 952): labels of 1 to 63 letters, digits
/// and hyphens, neither starting nor ending with a hyphen, separated by dots, at most 253
/// characters in all (a refinement, named `|s: &str| s.len() <= 253`).
///
/// As RFC 1123 asks, the top-level label starts with a letter, so that a host name never
/// reads as an IPv4 address (`192.0.2.1`, or the `0x7f` and bare-number forms that URL
/// parsers take as IPv4). Left out: the trailing dot of a fully qualified name (`example.com.`)
/// and internationalised names other than their ASCII form (`xn--` labels are in, unchecked).
///
/// # Examples
///
/// ```
/// use monolith_core::{grammars, Source};
/// let host = grammars::hostname();
/// assert!(host.matches("www.example.com") && host.matches("3com.com") && host.matches("localhost"));
/// assert!(!host.matches("-a.example") && !host.matches("a..b") && !host.matches("192.0.2.1"));
/// assert!(!host.matches(&format!("{}.com", vec!["a".repeat(63); 4].join("."))));
/// let s = host.generate(&mut Source::random(1, 0)).unwrap();
/// assert!(s.split('.').all(|label| (1..=63).contains(&label.len())));
/// ```
pub fn hostname() -> Grammar {
    super::ready_made("hostname", &["start: hostname;", RULES])
        .refine(SHORT_ENOUGH, |s| s.len() <= 253)
}
