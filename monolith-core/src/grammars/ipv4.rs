//! IPv4 addresses in dotted-quad form.

use crate::spec::Grammar;

/// The rules `ipv4` and `dec_octet`: RFC 3986's `IPv4address`.
pub(super) const RULES: &str = r#"
ipv4: dec_octet "." dec_octet "." dec_octet "." dec_octet;
dec_octet: [0-9] | [1-9] [0-9] | "1" [0-9] [0-9] | "2" [0-4] [0-9] | "25" [0-5];
"#;

/// IPv4 addresses in dotted-quad form, four decimal octets from 0 to 255 (RFC 3986's
/// `IPv4address`, section 3.2.2).
///
/// Simplified: no leading zeros (`01.2.3.4` is refused, as `std::net::Ipv4Addr` refuses it,
/// since some parsers read it as octal), and none of the shorter or hexadecimal forms that
/// `inet_aton` accepts (`127.1`, `0x7f.0.0.1`).
///
/// # Examples
///
/// ```
/// use monolith_core::{grammars, Source};
/// let ip = grammars::ipv4();
/// assert!(ip.matches("192.0.2.255"));
/// assert!(!ip.matches("192.0.2.256") && !ip.matches("01.2.3.4"));
/// let s = ip.generate(&mut Source::random(1, 0)).unwrap();
/// assert!(s.parse::<std::net::Ipv4Addr>().is_ok());
/// ```
pub fn ipv4() -> Grammar {
    super::ready_made("ipv4", &["start: ipv4;", RULES])
}
