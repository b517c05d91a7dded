//! IPv6 addresses in text form.

use crate::spec::Grammar;

/// The rules `ipv6`, `h16c`, `h16` and `ls32`: RFC 3986's `IPv6address` (they need
/// [`ipv4::RULES`](super::ipv4::RULES) too).
pub(super) const RULES: &str = r#"
ipv6: h16c{6} ls32
    | "::" h16c{5} ls32
    | h16? "::" h16c{4} ls32
    | (h16c{0,1} h16)? "::" h16c{3} ls32
    | (h16c{0,2} h16)? "::" h16c{2} ls32
    | (h16c{0,3} h16)? "::" h16c ls32
    | (h16c{0,4} h16)? "::" ls32
    | (h16c{0,5} h16)? "::" h16
    | (h16c{0,6} h16)? "::";
h16c: h16 ":";
h16: [0-9A-Fa-f]{1,4};
ls32: h16 ":" h16 | ipv4;
"#;

/// IPv6 addresses in text form (RFC 4291, section 2.2, in the ABNF of RFC 3986's
/// `IPv6address`): eight groups of one to four hexadecimal digits, or fewer around one `::`
/// that stands for one or more groups of zeros, the last two groups optionally written as an
/// IPv4 address (`::ffff:192.0.2.1`).
///
/// Simplified: no zone index (`fe80::1%eth0`, RFC 4007), which `std::net::Ipv6Addr` refuses
/// too; the embedded IPv4 address has no leading zeros (see [`ipv4()`](super::ipv4())). Both
/// cases of hexadecimal digits are in, so the language is wider than RFC 5952's canonical form.
///
/// # Examples
///
/// ```
/// use monolith_core::{grammars, Source};
/// let ip = grammars::ipv6();
/// assert!(ip.matches("2001:db8::8:800:200c:417a") && ip.matches("::ffff:129.144.52.38"));
/// assert!(!ip.matches("1::2::3") && !ip.matches("1:2:3:4:5:6:7:8:9"));
/// let s = ip.generate(&mut Source::random(1, 0)).unwrap();
/// assert!(s.parse::<std::net::Ipv6Addr>().is_ok());
/// ```
pub fn ipv6() -> Grammar {
    super::ready_made("ipv6", &["start: ipv6;", RULES, super::ipv4::RULES])
}
