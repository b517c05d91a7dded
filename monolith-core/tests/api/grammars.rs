//! The ready-made grammars of `monolith_core::grammars`, each against a well-kept parser of its
//! format as the oracle:
//!
//! | grammar | oracle |
//! | --- | --- |
//! | `url()` | `url::Url::parse` (the WHATWG URL Standard), and its components against RFC 3986's own split (appendix B) |
//! | `email()` | `email_address::EmailAddress::parse_with_options`, without display names |
//! | `hostname()` | a hand check of RFC 1123 (labels, length, a top-level label that starts with a letter); generated names also through `url::Host::parse` |
//! | `ipv4()`, `ipv6()` | `std::net::Ipv4Addr`, `std::net::Ipv6Addr` (and `url::Host::parse` for IPv6) |
//! | `json()` | `serde_json::from_str::<serde_json::Value>` |
//! | `unix_path()` | no NUL, not empty, and `std::path::Path`'s components against a hand split of POSIX's pathname, round-tripped through a `PathBuf` |
//! | `semver()` | `semver::Version::parse`, whose `Display` gives the string back |
//!
//! For each grammar:
//!
//! * **generation**: [`SEEDS`] values, each accepted by the oracle and by the grammar's own
//!   recogniser; their coverage of the grammar's alternatives, repetition bounds and classes is
//!   complete, and named shapes appear (an IPv6 address with `::`, a JSON object in an array);
//! * **recognition**: the recogniser agrees with the oracle on test vectors, taken from the
//!   format's specification or its parser's published suite where there is one. Inputs that the
//!   grammar leaves out by a documented simplification while the oracle accepts them are listed
//!   apart (`left_out`), and both facts are asserted, so the documentation stays true.

use std::net::{Ipv4Addr, Ipv6Addr};
use std::path::{Component, Path, PathBuf};

use monolith_core::grammars;
use monolith_core::spec::Grammar;
use monolith_core::Source;

/// Generated values per grammar (seeds `0..SEEDS`).
const SEEDS: u64 = 2_000;

/// Generates from seeds `0..SEEDS`, checks each value with the recogniser and `oracle` (which
/// panics with its reason or returns false), and checks that generation covered the whole
/// grammar. At most `max_refused` seeds may give no value (every redraw failed a refinement).
fn generate_and_check(
    name: &str,
    g: &Grammar,
    max_refused: usize,
    oracle: impl Fn(&str) -> bool,
) -> Vec<String> {
    let mut values = Vec::new();
    let mut none = 0;
    for seed in 0..SEEDS {
        let Some(s) = g.generate(&mut Source::random(seed, 0)) else {
            none += 1;
            continue;
        };
        assert!(g.matches(&s), "{name}, seed {seed}: not recognised: {s:?}");
        assert!(
            oracle(&s),
            "{name}, seed {seed}: refused by the oracle: {s:?}"
        );
        values.push(s);
    }
    assert!(
        none <= max_refused,
        "{name}: {none} of {SEEDS} seeds gave no value"
    );
    let coverage = g.coverage();
    assert!(
        coverage.missing.is_empty(),
        "{name}: {coverage}, missing {:?}",
        coverage.missing
    );
    values
}

/// The recogniser agrees with the oracle on `valid` (both accept) and `invalid` (both refuse);
/// on `left_out` the oracle accepts and the grammar, by a documented simplification, refuses.
fn agree(
    name: &str,
    g: &Grammar,
    oracle: impl Fn(&str) -> bool,
    valid: &[&str],
    invalid: &[&str],
    left_out: &[&str],
) {
    for s in valid {
        assert!(oracle(s), "{name}: the oracle refuses a valid vector {s:?}");
        assert!(g.matches(s), "{name}: the grammar refuses {s:?}");
    }
    for s in invalid {
        assert!(
            !oracle(s),
            "{name}: the oracle accepts an invalid vector {s:?}"
        );
        assert!(!g.matches(s), "{name}: the grammar accepts {s:?}");
    }
    for s in left_out {
        assert!(
            oracle(s),
            "{name}: the oracle refuses a left-out vector {s:?}"
        );
        assert!(!g.matches(s), "{name}: the grammar accepts left-out {s:?}");
    }
}

/// Whether some value satisfies `shape`, with the shape's description on failure.
fn some(values: &[String], what: &str, shape: impl Fn(&str) -> bool) {
    assert!(
        values.iter().any(|s| shape(s)),
        "no generated value is {what}"
    );
}

// ---------------------------------------------------------------------------------------------
// URL

fn url_oracle(s: &str) -> bool {
    url::Url::parse(s).is_ok()
}

/// A URL split by RFC 3986's regular expression (appendix B).
struct Parts<'a> {
    scheme: &'a str,
    authority: Option<&'a str>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

fn split(s: &str) -> Parts<'_> {
    let (scheme, rest) = s.split_once(':').expect("a scheme");
    let (rest, fragment) = match rest.split_once('#') {
        Some((r, f)) => (r, Some(f)),
        None => (rest, None),
    };
    let (rest, query) = match rest.split_once('?') {
        Some((r, q)) => (r, Some(q)),
        None => (rest, None),
    };
    let (authority, path) = match rest.strip_prefix("//") {
        Some(r) => {
            let end = r.find('/').unwrap_or(r.len());
            (Some(&r[..end]), &r[end..])
        }
        None => (None, rest),
    };
    Parts {
        scheme,
        authority,
        path,
        query,
        fragment,
    }
}

/// The path the WHATWG parser keeps of an RFC 3986 path: dot segments removed (RFC 3986 section
/// 5.2.4, with `%2e` read as `.`), and `/` for an empty path.
fn without_dot_segments(path: &str) -> String {
    let is_dot = |seg: &str| seg == "." || seg.eq_ignore_ascii_case("%2e");
    let is_dot_dot = |seg: &str| {
        let lower = seg.to_ascii_lowercase();
        matches!(lower.as_str(), ".." | ".%2e" | "%2e." | "%2e%2e")
    };
    let segments: Vec<&str> = path.split('/').skip(1).collect();
    let mut out: Vec<&str> = Vec::new();
    for (i, seg) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        if is_dot_dot(seg) {
            out.pop();
            if last {
                out.push("");
            }
        } else if is_dot(seg) {
            if last {
                out.push("");
            }
        } else {
            out.push(seg);
        }
    }
    format!("/{}", out.join("/"))
}

/// `s` with the characters of `set` percent-encoded, as the WHATWG parser encodes them.
fn encode(s: &str, set: &[char]) -> String {
    s.chars()
        .map(|c| {
            if set.contains(&c) {
                format!("%{:02X}", c as u32)
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The host the WHATWG parser makes of a generated host.
fn expected_host(host: &str) -> url::Host<String> {
    if let Some(v6) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        url::Host::Ipv6(v6.parse().expect("an IPv6 literal"))
    } else if let Ok(v4) = host.parse::<Ipv4Addr>() {
        url::Host::Ipv4(v4)
    } else {
        url::Host::Domain(host.to_ascii_lowercase())
    }
}

/// A generated URL is accepted by `url::Url::parse`, with the same components.
fn url_generated(s: &str) -> bool {
    let u = match url::Url::parse(s) {
        Ok(u) => u,
        Err(e) => panic!("url refuses {s:?}: {e}"),
    };
    let p = split(s);
    assert_eq!(u.scheme(), p.scheme, "{s:?}");
    assert_eq!(u.fragment(), p.fragment, "{s:?}");
    // The special-query percent-encode set adds `'` to what RFC 3986 allows in a query.
    let query = p.query.map(|q| q.replace('\'', "%27"));
    assert_eq!(u.query(), query.as_deref(), "{s:?}");
    let drive_letter = |seg: &str| {
        let b = seg.as_bytes();
        b.len() == 2 && b[0].is_ascii_alphabetic() && (b[1] == b':' || b[1] == b'|')
    };
    let file = p.scheme == "file";
    // `file` paths keep a Windows drive letter (`/c:/..`) and move the host into the path.
    let quirk = file && p.path.split('/').any(drive_letter);
    if !quirk {
        assert_eq!(u.path(), without_dot_segments(p.path), "{s:?}");
    }
    let Some(authority) = p.authority else {
        assert!(file, "{s:?}");
        return true;
    };
    let (userinfo, host_port) = match authority.rsplit_once('@') {
        Some((ui, hp)) => (Some(ui), hp),
        None => (None, authority),
    };
    let (host, port) = if host_port.starts_with('[') {
        let end = host_port.find(']').expect("a closing bracket") + 1;
        let port = host_port[end..].strip_prefix(':');
        (&host_port[..end], port)
    } else {
        match host_port.rsplit_once(':') {
            Some((h, port)) => (h, Some(port)),
            None => (host_port, None),
        }
    };
    if file {
        assert!(userinfo.is_none() && port.is_none(), "{s:?}");
        if host.is_empty() || host.eq_ignore_ascii_case("localhost") || quirk {
            return true;
        }
    }
    assert_eq!(
        u.host().map(|h| h.to_owned()),
        Some(expected_host(host)),
        "{s:?}"
    );
    match port.filter(|p| !p.is_empty()) {
        Some(port) => assert_eq!(u.port_or_known_default(), port.parse().ok(), "{s:?}"),
        None => assert_eq!(u.port(), None, "{s:?}"),
    }
    let (user, password) = match userinfo.map(|ui| ui.split_once(':')) {
        None => ("", None),
        Some(None) => (userinfo.unwrap_or(""), None),
        Some(Some((user, password))) => (user, Some(password)),
    };
    // The userinfo percent-encode set adds `;`, `=` and `:` to what RFC 3986 allows.
    assert_eq!(u.username(), encode(user, &[';', '=']), "{s:?}");
    let password = password
        .filter(|p| !p.is_empty())
        .map(|p| encode(p, &[';', '=', ':']));
    assert_eq!(u.password(), password.as_deref(), "{s:?}");
    true
}

#[test]
fn url_generation_is_accepted_by_the_url_crate() {
    let g = grammars::url();
    let values = generate_and_check("url", &g, 0, url_generated);
    some(&values, "a URL with user information", |s| {
        split(s).authority.is_some_and(|a| a.contains('@'))
    });
    some(&values, "a URL with an IPv6 host", |s| s.contains("://["));
    some(&values, "a file URL with a host", |s| {
        s.starts_with("file://") && !s.starts_with("file:///")
    });
    some(&values, "a URL with a query and a fragment", |s| {
        s.contains('?') && s.contains('#')
    });
}

#[test]
fn url_recognition_agrees_with_the_url_crate() {
    let valid = [
        // RFC 3986, sections 1.1.2, 3, 5.4 and 6.2.
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "http://www.ietf.org/rfc/rfc2396.txt",
        "http://[2001:db8::7]/c=GB?objectClass?one",
        "http://a/b/c/g",
        "http://a/b/c/g/",
        "http://a/g",
        "http://a/b/c/d;p?y",
        "http://a/b/c/g?y",
        "http://a/b/c/d;p?q#s",
        "http://a/b/c/g#s",
        "http://a/b/c/g?y#s",
        "http://a/b/c/;x",
        "http://a/b/c/g;x?y#s",
        "http://a/b/c/",
        "http://a/b/",
        "http://a/",
        "http://a/b/c/g.",
        "http://a/b/c/.g",
        "http://a/b/c/g..",
        "http://a/b/c/..g",
        "http://a/b/c/./../g",
        "http://a/b/c/g;x=1/../y",
        "http://www.example.com/",
        "http://example.com/%7Efoo",
        "http://example.com/a/./b/../b/%63/%7bfoo%7d",
        "http://example.com:/",
        "http://example.com:80/",
        "http://example.com/?",
        "http://example.com/#",
        // RFC 8089, section 2 and appendix B.
        "file:///path/to/file",
        "file:/path/to/file",
        "file://host.example.com/path/to/file",
        "file:///c:/path/to/file",
        "file://localhost/etc/fstab",
        // The WHATWG URL Standard's examples.
        "https://example.com/",
        "https://user:password@example.org/",
        "https://example.org/?query#fragment",
        "https://example.com:65535/",
        "https://example.com:0/",
        "http://127.0.0.1/",
        "http://[::1]:8080/",
        "http://[::ffff:192.0.2.1]/",
        "ws://example.com/chat",
        "wss://example.com:443/socket?x=1",
        "https://!$&'()*+,;=:%41@example.com/",
    ];
    let invalid = [
        "http://example.com:65536/",
        "http://example.com:8a/",
        "http://[::1/",
        "http://[1:2:3:4:5:6:7:8:9]/",
        "http://[1::2::3]/",
        "http://[::1.2.3.256]/",
        "http://[fe80::1%25eth0]/",
        "http://256.0.0.1/",
        "http://1.2.3.4.5/",
        "http://a.1/",
        "http://exa mple.com/",
        "http://exa<mple.com/",
        "http://ex%ample.com/",
        "http://",
        "http://user@/",
        "://example.com",
        "1http://example.com",
        "file://host:80/",
        "file://user@host/",
        "",
    ];
    // Accepted by the WHATWG parser, outside the grammar by its documented simplifications.
    let left_out = [
        // Upper-case schemes and other schemes.
        "HTTP://www.EXAMPLE.com/",
        "foo://example.com:8042/over/there?name=ferret#nose",
        "mailto:John.Doe@example.com",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "telnet://192.0.2.16:80/",
        "ldap://[2001:db8::7]/c=GB?objectClass?one",
        // `file:` with a rootless path (RFC 8089 appendix E).
        "file:c:/path/to/file",
        // Hosts other than host names and IP literals, ports with leading zeros.
        "http://0x7f.1/",
        "http://127.1/",
        "http://example.com./",
        "http://ex_ample.com/",
        "http://example.com:080/",
        // Repaired by the WHATWG parser, invalid in RFC 3986.
        "http:example.com",
        "http:///example.com",
        "http://example.com/a b",
        "http://example.com/%zz",
        "http://example.com/\u{e9}",
        "http://example.com\\a",
        "http://example.com/#a#b",
    ];
    // The valid vectors' components, as for generated URLs (dot segments in RFC 3986's 5.4).
    for s in valid {
        url_generated(s);
    }
    agree(
        "url",
        &grammars::url(),
        url_oracle,
        &valid,
        &invalid,
        &left_out,
    );
}

// ---------------------------------------------------------------------------------------------
// E-mail

fn email_oracle(s: &str) -> bool {
    let options = email_address::Options::default().without_display_text();
    email_address::EmailAddress::parse_with_options(s, options).is_ok()
}

#[test]
fn email_generation_is_accepted_by_email_address() {
    let g = grammars::email();
    let values = generate_and_check("email", &g, SEEDS as usize / 100, email_oracle);
    some(&values, "an address with a dotted local part", |s| {
        s.split('@').next().unwrap().contains('.')
    });
    some(&values, "an address with an IPv4 literal", |s| {
        s.contains("@[") && !s.contains("IPv6")
    });
    some(&values, "an address with an IPv6 literal", |s| {
        s.contains("@[IPv6:")
    });
    some(&values, "an address of 60 or more characters", |s| {
        s.len() >= 60
    });
}

#[test]
fn email_recognition_agrees_with_email_address() {
    let valid = [
        // Wikipedia's examples (those email_address's own tests use), RFC 5321 and RFC 3696.
        "simple@example.com",
        "very.common@example.com",
        "disposable.style.email.with+symbol@example.com",
        "other.email-with-hyphen@example.com",
        "fully-qualified-domain@example.com",
        "user.name+tag+sorting@example.com",
        "x@example.com",
        "example-indeed@strange-example.com",
        "test/test@test.com",
        "admin@mailserver1",
        "example@s.example",
        "mailhost!username@example.org",
        "user%example.com@example.org",
        "user-@example.org",
        "postmaster@[123.123.123.123]",
        "postmaster@[IPv6:2001:0db8:85a3:0000:0000:8a2e:0370:7334]",
        "customer/department=shipping@example.com",
        "$A12345@example.com",
        "!def!xyz%abc@example.com",
        "_somename@example.com",
        "a@1.2.3.4.example",
        "1234567890123456789012345678901234567890123456789012345678901234@example.com",
    ];
    let invalid = [
        "Abc.example.com",
        "A@b@c@example.com",
        "a\"b(c)d,e:f;g<h>i[j\\k]l@example.com",
        "just\"not\"right@example.com",
        "this is\"not\\allowed@example.com",
        "this\\ still\\\"not\\\\allowed@example.com",
        "1234567890123456789012345678901234567890123456789012345678901234+x@example.com",
        "john..doe@example.com",
        ".john@example.com",
        "john.@example.com",
        "john@-example.com",
        "john@example-.com",
        "john@example..com",
        "john@",
        "@example.com",
        "",
        "Ada Lovelace <ada@example.com>",
    ];
    let left_out = [
        // Quoted local parts.
        "\" \"@example.org",
        "\"john..doe\"@example.org",
        "\"very.(),:;<>[]\\\".VERY.\\\"very@\\\\ \\\"very\\\".unusual\"@strange.example.com",
        // Internationalised addresses (RFC 6531).
        "I\u{f1}t\u{eb}rn\u{e2}ti\u{f4}n\u{e0}liz\u{e6}ti\u{f8}n@example.com",
        "\u{7528}\u{6237}@\u{4f8b}\u{5b50}.\u{5e7f}\u{544a}",
        // Domains with characters other than letters, digits and hyphens, which email_address
        // allows (any `atext` inside a label).
        "i.like.underscores@but_they_are_not_allowed_in_this_part",
        // General address literals.
        "postmaster@[tag:content]",
    ];
    agree(
        "email",
        &grammars::email(),
        email_oracle,
        &valid,
        &invalid,
        &left_out,
    );
}

// ---------------------------------------------------------------------------------------------
// Host names

/// RFC 1123, section 2.1, by hand: labels of 1 to 63 letters, digits and hyphens, no hyphen at
/// either end, at most 253 characters, and a top-level label that starts with a letter.
fn rfc1123(s: &str) -> bool {
    let label = |l: &str| {
        (1..=63).contains(&l.len())
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    let top = s.rsplit('.').next().unwrap_or("");
    s.len() <= 253 && s.split('.').all(label) && top.starts_with(|c: char| c.is_ascii_alphabetic())
}

#[test]
fn hostname_generation_is_accepted_by_hand_and_by_the_url_crate() {
    let g = grammars::hostname();
    let values = generate_and_check("hostname", &g, SEEDS as usize / 100, |s| {
        let host = url::Host::parse(s);
        assert_eq!(
            host,
            Ok(url::Host::Domain(s.to_ascii_lowercase())),
            "url: {s:?}"
        );
        rfc1123(s)
    });
    some(&values, "a name of several labels", |s| {
        s.matches('.').count() >= 3
    });
    some(&values, "a name with a 63-character label", |s| {
        s.split('.').any(|l| l.len() == 63)
    });
    some(&values, "a name of more than 200 characters", |s| {
        s.len() > 200
    });
}

#[test]
fn hostname_recognition_agrees_with_rfc_1123() {
    let long_label = "a".repeat(63);
    let longest = format!("{0}.{0}.{0}.{1}", long_label, "b".repeat(61));
    let too_long = format!("{0}.{0}.{0}.{1}", long_label, "b".repeat(62));
    let label_too_long = format!("{}.com", "a".repeat(64));
    assert_eq!(longest.len(), 253);
    let valid = [
        "example.com",
        "www.example.com",
        "a",
        "localhost",
        "A0c",
        "a-0c.example",
        "3com.com",
        "1.example.org",
        "xn--80ak6aa92e.com",
        "a--b.example",
        long_label.as_str(),
        longest.as_str(),
    ];
    let invalid = [
        "",
        "-a.com",
        "a-.com",
        "a..b",
        ".a",
        "a b",
        "192.0.2.1",
        "123",
        "0x7f",
        "example.123",
        "a_b.com",
        "caf\u{e9}.com",
        "example.com.",
        too_long.as_str(),
        label_too_long.as_str(),
    ];
    agree(
        "hostname",
        &grammars::hostname(),
        rfc1123,
        &valid,
        &invalid,
        &[],
    );
}

// ---------------------------------------------------------------------------------------------
// IP addresses

#[test]
fn ipv4_generation_is_accepted_by_std() {
    let g = grammars::ipv4();
    let values = generate_and_check("ipv4", &g, 0, |s| {
        // No leading zeros: the address prints back as generated.
        s.parse::<Ipv4Addr>().is_ok_and(|a| a.to_string() == s)
    });
    some(&values, "an address with a 255", |s| s.contains("255"));
    some(&values, "an address with a one-digit octet", |s| {
        s.split('.').any(|o| o.len() == 1)
    });
}

#[test]
fn ipv4_recognition_agrees_with_std() {
    let valid = [
        "0.0.0.0",
        "255.255.255.255",
        "192.0.2.1",
        "127.0.0.1",
        "10.0.0.255",
        "198.51.100.42",
        "249.250.251.252",
        "1.22.133.244",
    ];
    let invalid = [
        "",
        "256.0.0.1",
        "1.2.3",
        "1.2.3.4.5",
        "01.2.3.4",
        "1.2.3.04",
        "1.2.3.00",
        "1.2.3.4 ",
        " 1.2.3.4",
        "1..3.4",
        "0x7f.0.0.1",
        "1.2.3.-1",
        "+1.2.3.4",
        "1.2.3.4.",
        "1234.1.1.1",
        "1.2.3.260",
        "127.1",
        "1.2.3.a",
    ];
    agree(
        "ipv4",
        &grammars::ipv4(),
        |s| s.parse::<Ipv4Addr>().is_ok(),
        &valid,
        &invalid,
        &[],
    );
}

#[test]
fn ipv6_generation_is_accepted_by_std_and_the_url_crate() {
    let g = grammars::ipv6();
    let values = generate_and_check("ipv6", &g, 0, |s| {
        let Ok(a) = s.parse::<Ipv6Addr>() else {
            return false;
        };
        let host = url::Host::parse(&format!("[{s}]"));
        assert_eq!(host, Ok(url::Host::Ipv6(a)), "url: {s:?}");
        a.to_string().parse::<Ipv6Addr>() == Ok(a)
    });
    some(&values, "an address with `::`", |s| s.contains("::"));
    some(&values, "an address of eight groups", |s| {
        !s.contains("::") && s.matches(':').count() == 7
    });
    some(&values, "an address with an embedded IPv4", |s| {
        s.contains('.')
    });
    some(&values, "`::` with an embedded IPv4", |s| {
        s.contains("::") && s.contains('.')
    });
}

#[test]
fn ipv6_recognition_agrees_with_std() {
    let valid = [
        // RFC 4291, section 2.2.
        "ABCD:EF01:2345:6789:ABCD:EF01:2345:6789",
        "2001:DB8:0:0:8:800:200C:417A",
        "2001:DB8::8:800:200C:417A",
        "FF01:0:0:0:0:0:0:101",
        "FF01::101",
        "0:0:0:0:0:0:0:1",
        "::1",
        "0:0:0:0:0:0:0:0",
        "::",
        "0:0:0:0:0:0:13.1.68.3",
        "0:0:0:0:0:FFFF:129.144.52.38",
        "::13.1.68.3",
        "::FFFF:129.144.52.38",
        // RFC 5952, sections 2 and 5.
        "2001:db8:0:0:1:0:0:1",
        "2001:0db8:0:0:1:0:0:1",
        "2001:db8::1:0:0:1",
        "2001:db8::0:1:0:0:1",
        "2001:0db8::1:0:0:1",
        "2001:db8:0:0:1::1",
        "2001:db8:0000:0:1::1",
        "2001:DB8:0:0:1::1",
        "2001:db8:aaaa:bbbb:cccc:dddd:eeee:0001",
        "2001:db8::aaaa:0:0:1",
        "2001:db8:0:0:aaaa::1",
        "::ffff:192.0.2.1",
        // `::` for a single group, at either end, and an IPv4 tail after five groups.
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
        "1:2:3:4:5::1.2.3.4",
        "1:2:3:4:5:6:1.2.3.4",
        "1::",
    ];
    let invalid = [
        "",
        "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7",
        "1::2::3",
        "12345::",
        ":1:2:3:4:5:6:7",
        "1:2:3:4:5:6:7:",
        "1:2:3:4:5:6:7:8::",
        "::1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6::1.2.3.4",
        "1:2:3:4:5:6:7:1.2.3.4",
        "::1.2.3.256",
        "::01.2.3.4",
        "::1.2.3",
        "1.2.3.4::",
        "::1.2.3.4:5",
        "g::1",
        "[::1]",
        " ::1",
        ":::",
        "fe80::1%eth0",
        "2001:0DB8:0:CD3/60",
    ];
    agree(
        "ipv6",
        &grammars::ipv6(),
        |s| s.parse::<Ipv6Addr>().is_ok(),
        &valid,
        &invalid,
        &[],
    );
}

// ---------------------------------------------------------------------------------------------
// JSON

fn json_oracle(s: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(s).is_ok()
}

/// Whether `v` holds an object inside an array, at any depth.
fn object_in_array(v: &serde_json::Value) -> bool {
    match v {
        serde_json::Value::Array(items) => {
            items.iter().any(|i| i.is_object() || object_in_array(i))
        }
        serde_json::Value::Object(members) => members.values().any(object_in_array),
        _ => false,
    }
}

/// How deep `v` nests: 1 for a scalar.
fn depth(v: &serde_json::Value) -> usize {
    1 + match v {
        serde_json::Value::Array(items) => items.iter().map(depth).max().unwrap_or(0),
        serde_json::Value::Object(members) => members.values().map(depth).max().unwrap_or(0),
        _ => 0,
    }
}

#[test]
fn json_generation_is_accepted_by_serde_json() {
    let g = grammars::json();
    let values = generate_and_check("json", &g, 0, json_oracle);
    let parsed: Vec<serde_json::Value> = values
        .iter()
        .map(|s| serde_json::from_str(s).expect("checked"))
        .collect();
    assert!(parsed.iter().any(object_in_array), "no object in an array");
    assert!(parsed.iter().any(|v| v.is_object()), "no object at the top");
    some(&values, "a text with a surrogate pair", |s| {
        let lower = s.to_ascii_lowercase();
        lower.contains("\\ud8") || lower.contains("\\udb")
    });
    assert!(
        parsed.iter().any(|v| depth(v) >= 6),
        "no value nested 6 deep"
    );
}

#[test]
fn json_recognition_agrees_with_serde_json() {
    // After JSONTestSuite (Nicolas Seriot): `y_` files must parse, `n_` files must not; its
    // `i_` files (implementation-defined) are sorted by what serde_json does.
    let valid = [
        "[]",
        "{}",
        "[[]   ]",
        "[\"\"]",
        "[\"a\"]",
        "[false]",
        "[null, 1, \"1\", {}]",
        "[1\n]",
        " [1]",
        "[-0]",
        "[-123]",
        "[1E22]",
        "[1E-2]",
        "[1E+2]",
        "[123e65]",
        "[0e+1]",
        "[0e1]",
        "[ 4]",
        "[20e1]",
        "[123.456e78]",
        "[-0.000000000000000000000000000000000000000000000000000000000000000000000000000001]",
        "[123123123123123123123123123123]",
        "[100000000000000000000]",
        "[1e-400]",
        "[1e-0400]",
        "[-1E-99999999999999999999]",
        "{\"a\":\"b\",\"a\":\"c\"}",
        "{\"\":0}",
        "{\"a\":[]}",
        "{\"asd\":\"sdf\", \"dfg\":\"fgh\"}",
        "[\"\\u0060\\u012a\\u12AB\"]",
        "[\"\\uD801\\udc37\"]",
        "[\"\\uDBFF\\uDFFF\"]",
        "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]",
        "[\"\\u0000\"]",
        "[\"\\u00e9\"]",
        "[\"\u{20ac}\u{1d11e}\"]",
        "[\"\u{2028}\"]",
        "[\"\u{7f}\"]",
        "\"asd\"",
        "42",
        "-0.5e-7",
        "null",
        "true",
        " [] ",
        "\t\r\n{\"a\" : [ { } ] }\n",
    ];
    let invalid = [
        "",
        " ",
        "[1,]",
        "[,1]",
        "01",
        "[01]",
        "[-01]",
        "[\"\\x\"]",
        "[\"\\a\"]",
        "[\"\\\"]",
        "[1 true]",
        "[1 2]",
        "[-]",
        "[- 1]",
        "[.123]",
        "[1.]",
        "[1.e1]",
        "[1e]",
        "[1e+]",
        "[0.3e]",
        "[1.2.3]",
        "[+1]",
        "[0x1]",
        "[Infinity]",
        "[NaN]",
        "[nul]",
        "[tru]",
        "[True]",
        "{\"a\" 1}",
        "{a:1}",
        "{\"a\":1,}",
        "{'a':1}",
        "{\"a\":1}}",
        "[1]]",
        "[",
        "]",
        "{",
        "[\"a\"",
        "\"\\u00\"",
        "\"\\uqqqq\"",
        "[\"\\u00A\"]",
        "[\"a\tb\"]",
        "[\"a\nb\"]",
        "[\u{a0}1]",
        "[1]x",
        "/* comment */[]",
        "[*]",
        "'single'",
        // Implementation-defined: serde_json refuses lone surrogates and numbers beyond f64.
        "[\"\\uD800\"]",
        "[\"\\uDd1ea\"]",
        "[\"\\uD800\\u0041\"]",
        "[1e400]",
        "[1e0400]",
        "[123123e100000]",
        "[-123123e100000]",
        "[1.5e+9999]",
    ];
    let left_out = [
        // Positive exponents of three digits or more that stay within f64's range.
        "[0e999]",
        "[1.5e100]",
        "[1e+0100]",
        "[0.0000001e300]",
    ];
    agree(
        "json",
        &grammars::json(),
        json_oracle,
        &valid,
        &invalid,
        &left_out,
    );
}

// ---------------------------------------------------------------------------------------------
// Unix paths

/// POSIX's pathname, by hand: not empty, no NUL.
fn unix_path_oracle(s: &str) -> bool {
    !s.is_empty() && !s.contains('\0')
}

/// The components of a Unix path, split by hand: a root for a leading `/`, `.` only at the
/// start of a relative path, and empty names (repeated or trailing slashes) dropped.
fn components_by_hand(s: &str) -> Vec<Component<'_>> {
    let absolute = s.starts_with('/');
    let mut out = Vec::new();
    if absolute {
        out.push(Component::RootDir);
    }
    for (i, name) in s.split('/').filter(|n| !n.is_empty()).enumerate() {
        match name {
            "." if i == 0 && !absolute => out.push(Component::CurDir),
            "." => {}
            ".." => out.push(Component::ParentDir),
            _ => out.push(Component::Normal(name.as_ref())),
        }
    }
    out
}

#[test]
fn unix_path_generation_round_trips_through_std_path() {
    let g = grammars::unix_path();
    let values = generate_and_check("unix_path", &g, 0, |s| {
        let path = Path::new(s);
        let components: Vec<Component<'_>> = path.components().collect();
        assert_eq!(components, components_by_hand(s), "{s:?}");
        assert_eq!(path.is_absolute(), s.starts_with('/'), "{s:?}");
        let rebuilt: PathBuf = components.iter().collect();
        assert_eq!(
            rebuilt.components().collect::<Vec<_>>(),
            components,
            "{s:?}"
        );
        unix_path_oracle(s)
    });
    some(&values, "an absolute path", |s| {
        s.starts_with('/') && s.len() > 1
    });
    some(&values, "a relative path", |s| !s.starts_with('/'));
    some(&values, "a path with `..`", |s| {
        s.split('/').any(|n| n == "..")
    });
    some(&values, "a path with a repeated slash", |s| {
        s.contains("//")
    });
    some(&values, "a path with a non-ASCII name", |s| !s.is_ascii());
}

#[test]
fn unix_path_recognition_agrees_with_posix() {
    let valid = [
        "/",
        "//",
        "///",
        "/usr/bin/env",
        "a",
        ".",
        "..",
        "./a",
        "../a/",
        "a//b",
        "/a/./b/../c/",
        "caf\u{e9}/\u{1F600}",
        " ",
        "\n",
        "-rf",
        "a\\b",
        "\u{1}\u{7f}",
    ];
    let invalid = ["", "\0", "a\0b", "/\0", "/a/\0/b"];
    agree(
        "unix_path",
        &grammars::unix_path(),
        unix_path_oracle,
        &valid,
        &invalid,
        &[],
    );
}

// ---------------------------------------------------------------------------------------------
// Semantic versions

#[test]
fn semver_generation_is_accepted_by_the_semver_crate() {
    let g = grammars::semver();
    let values = generate_and_check("semver", &g, 0, |s| {
        // The crate keeps every part as written: it prints the version back.
        semver::Version::parse(s).is_ok_and(|v| v.to_string() == s)
    });
    some(&values, "a version with a pre-release", |s| {
        s.split('+').next().unwrap().contains('-')
    });
    some(&values, "a version with build metadata", |s| {
        s.contains('+')
    });
    some(&values, "a version with both", |s| {
        s.split('+').next().unwrap().contains('-') && s.contains('+')
    });
    some(&values, "a version with a 19-digit number", |s| {
        s.split(['.', '-', '+']).take(3).any(|n| n.len() == 19)
    });
}

#[test]
fn semver_recognition_agrees_with_the_semver_crate() {
    // semver.org's examples and the test strings published with its regular expression.
    let valid = [
        "0.0.4",
        "1.2.3",
        "10.20.30",
        "1.1.2-prerelease+meta",
        "1.1.2+meta",
        "1.1.2+meta-valid",
        "1.0.0-alpha",
        "1.0.0-beta",
        "1.0.0-alpha.beta",
        "1.0.0-alpha.beta.1",
        "1.0.0-alpha.1",
        "1.0.0-alpha0.valid",
        "1.0.0-alpha.0valid",
        "1.0.0-alpha-a.b-c-somethinglong+build.1-aef.1-its-okay",
        "1.0.0-rc.1+build.1",
        "2.0.0-rc.1+build.123",
        "1.2.3-beta",
        "10.2.3-DEV-SNAPSHOT",
        "1.2.3-SNAPSHOT-123",
        "1.0.0",
        "2.0.0",
        "1.1.7",
        "2.0.0+build.1848",
        "2.0.1-alpha.1227",
        "1.0.0-alpha+beta",
        "1.2.3----RC-SNAPSHOT.12.9.1--.12+788",
        "1.2.3----R-S.12.9.1--.12+meta",
        "1.2.3----RC-SNAPSHOT.12.9.1--.12",
        "1.0.0+0.build.1-rc.10000aaa-kk-0.1",
        "1.0.0-0A.is.legal",
        "1.0.0-x.7.z.92",
        "1.0.0-x-y-z.--",
        "1.0.0-beta.11",
        "1.0.0+20130313144700",
        "1.0.0-beta+exp.sha.5114f85",
        "1.0.0+21AF26D3----117B344092BD",
        "1.0.0+001",
        "9999999999999999999.0.0",
    ];
    let invalid = [
        "",
        "1",
        "1.2",
        "1.2.3-0123",
        "1.2.3-0123.0123",
        "1.1.2+.123",
        "+invalid",
        "-invalid",
        "-invalid+invalid",
        "-invalid.01",
        "alpha",
        "alpha.beta",
        "alpha.beta.1",
        "alpha.1",
        "alpha+beta",
        "alpha_beta",
        "alpha.",
        "alpha..",
        "beta",
        "1.0.0-alpha_beta",
        "-alpha.",
        "1.0.0-alpha..",
        "1.0.0-alpha..1",
        "1.0.0-alpha...1",
        "1.0.0-alpha....1",
        "1.0.0-alpha.....1",
        "1.0.0-alpha......1",
        "1.0.0-alpha.......1",
        "01.1.1",
        "1.01.1",
        "1.1.01",
        "1.2.3.DEV",
        "1.2-SNAPSHOT",
        "1.2.31.2.3----RC-SNAPSHOT.12.09.1--..12+788",
        "1.2-RC-SNAPSHOT",
        "-1.0.3-gamma+b7718",
        "+justmeta",
        "9.8.7+meta+meta",
        "9.8.7-whatever+meta+meta",
        "99999999999999999999999.999999999999999999.99999999999999999----RC-SNAPSHOT.12.09.1--------------------------------..12",
        "1.0.0-",
        "1.0.0+",
        "v1.0.0",
        " 1.0.0",
        "1.0.0 ",
        // Beyond u64.
        "99999999999999999999999.999999999999999999.99999999999999999",
        "18446744073709551616.0.0",
    ];
    let left_out = [
        // Numbers of 20 digits that still fit a u64.
        "18446744073709551615.0.0",
        "10000000000000000000.1.2",
    ];
    agree(
        "semver",
        &grammars::semver(),
        |s| semver::Version::parse(s).is_ok(),
        &valid,
        &invalid,
        &left_out,
    );
}
