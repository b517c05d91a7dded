//! Absolute URLs.

use crate::spec::Grammar;

const RULES: &str = r##"
start: scheme "://" authority path_abempty query? fragment?
     | "file:" ("//" host?)? path_absolute query? fragment?;
scheme: "http" | "https" | "ftp" | "ws" | "wss";
authority: (userinfo "@")? host (":" port?)?;
userinfo: (unreserved | pct_encoded | sub_delims | ":")*;
host: hostname | ipv4 | "[" ipv6 "]";
port: [0-9] | [1-9] [0-9]{1,3} | [1-5] [0-9]{4} | "6" [0-4] [0-9]{3} | "65" [0-4] [0-9]{2}
    | "655" [0-2] [0-9] | "6553" [0-5];
path_abempty: ("/" segment)*;
path_absolute: "/" (segment_nz ("/" segment)*)?;
segment: pchar*;
segment_nz: pchar+;
query: "?" (pchar | "/" | "?")*;
fragment: "#" (pchar | "/" | "?")*;
pchar: unreserved | pct_encoded | sub_delims | ":" | "@";
unreserved: [A-Za-z0-9._~-];
pct_encoded: "%" [0-9A-Fa-f] [0-9A-Fa-f];
sub_delims: [!$&'()*+,;=];
"##;

/// Absolute URLs (RFC 3986's `URI`, with RFC 8089 for `file`), kept to what the WHATWG URL
/// Standard (the `url` crate, browsers) also accepts as the same URL:
///
/// * the schemes `http`, `https`, `ftp`, `ws` and `wss`, in lower case, with an authority:
///   optional user information, a host, an optional port from 0 to 65535 (no leading zeros;
///   `host:` with an empty port is in), then a path of `/`-separated segments, a query and a
///   fragment, each optional, every character of them from RFC 3986's sets or percent-encoded;
/// * `file` URLs as RFC 8089 writes them: `file:///path`, `file://host/path`, `file:/path`
///   (no user information, no port), with a query and a fragment as above;
/// * hosts are [`hostname()`](super::hostname()) names (without their length bound), IPv4
///   addresses ([`ipv4()`](super::ipv4())), or IPv6 addresses in brackets
///   ([`ipv6()`](super::ipv6())).
///
/// Left out: other schemes (`mailto:`, `urn:`, `foo://`), upper-case schemes, relative
/// references, RFC 3986's registered names beyond host names (percent-encoded or with
/// sub-delimiters) and `IPvFuture` literals, IPv6 zone identifiers, internationalised names
/// and characters outside ASCII (IRIs, RFC 3987), and the many malformed strings the WHATWG
/// parser repairs (`http:example.com`, back slashes, spaces).
///
/// # Examples
///
/// ```
/// use monolith_core::{grammars, Source};
/// let url = grammars::url();
/// assert!(url.matches("https://user:pw@example.com:8080/a/b;p?q=1&r#top"));
/// assert!(url.matches("http://[2001:db8::7]/c=GB?objectClass?one") && url.matches("file:///etc/hosts"));
/// assert!(!url.matches("https://example.com:65536/") && !url.matches("mailto:ada@example.com"));
/// let s = url.generate(&mut Source::random(1, 0)).unwrap();
/// assert!(s.contains(':'));
/// ```
pub fn url() -> Grammar {
    super::ready_made(
        "url",
        &[
            RULES,
            super::hostname::RULES,
            super::ipv6::RULES,
            super::ipv4::RULES,
        ],
    )
}
