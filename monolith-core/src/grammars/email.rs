//! E-mail addresses.

use crate::spec::Grammar;

const RULES: &str = r#"
start: local "@" domain;
local: atom ("." atom)*;
atom: atext+;
atext: [A-Za-z0-9!#$%&'*+/=?^_`{|}~-];
domain: sub_domain ("." sub_domain)* | "[" ipv4 "]" | "[IPv6:" ipv6 "]";
sub_domain: [A-Za-z0-9] ([A-Za-z0-9-]{0,61} [A-Za-z0-9])?;
"#;

/// What [`email()`] generates from: the same language with fewer atoms and labels, so that
/// most strings drawn fit the length bounds (from the full grammar, about half the draws break
/// them). Every length up to the bounds can still be drawn.
const GENERATE: &str = r#"
start: local "@" domain;
local: atom ("." atom){0,3};
atom: atext{1,16};
atext: [A-Za-z0-9!#$%&'*+/=?^_`{|}~-];
domain: sub_domain ("." sub_domain){0,3} | "[" ipv4 "]" | "[IPv6:" ipv6 "]";
sub_domain: [A-Za-z0-9] ([A-Za-z0-9-]{0,61} [A-Za-z0-9])?;
"#;

/// The refinement of [`email()`]: RFC 5321's lengths.
const SHORT_ENOUGH: &str =
    "|s: &str| s.len() <= 254 && s.rsplit_once('@').is_some_and(|(local, _)| local.len() <= 64)";

fn short_enough(s: &str) -> bool {
    s.len() <= 254
        && s.rsplit_once('@')
            .is_some_and(|(local, _)| local.len() <= 64)
}

/// E-mail addresses, `local@domain` (RFC 5322's `addr-spec` with RFC 5321's `Mailbox`
/// restrictions): a dot-atom local part (`atext` runs separated by single dots: letters,
/// digits and ``!#$%&'*+/=?^_`{|}~-``), and a domain of labels of 1 to 63 letters, digits and
/// hyphens not starting or ending with a hyphen, or an address literal (`[192.0.2.1]`,
/// `[IPv6:2001:db8::1]`). The local part has at most 64 characters and the whole address at
/// most 254 (a refinement, named by the closure that checks it). Values are generated from a
/// narrower grammar of the same language (up to four atoms and four labels, atoms of up to
/// 16 characters: see [`Grammar::using`]), so that few are refused by the length bounds;
/// recognition takes the whole language.
///
/// Left out: quoted local parts (`"john..doe"@example.org`), comments and folding white space,
/// display names (`Ada <ada@example.com>`), internationalised addresses (RFC 6531's UTF-8 local
/// parts and domains), and RFC 5321's general address literals (`[tag:content]`). The IPv6
/// literal follows [`ipv6()`](super::ipv6()), where a `::` may stand for a single group (RFC
/// 5321 asks for two or more).
///
/// # Examples
///
/// ```
/// use monolith_core::{grammars, Source};
/// let email = grammars::email();
/// assert!(email.matches("user.name+tag@example.com") && email.matches("admin@mailserver1"));
/// assert!(email.matches("postmaster@[IPv6:2001:db8::1]"));
/// assert!(!email.matches("john..doe@example.com") && !email.matches("a@b@example.com"));
/// let s = email.generate(&mut Source::random(1, 0)).unwrap();
/// assert!(s.contains('@'));
/// ```
pub fn email() -> Grammar {
    // Never in a reproducer (which asserts the full grammar); a distinct name in the stats.
    let generate = super::ready_made("email", &[GENERATE, super::ipv6::RULES, super::ipv4::RULES])
        .code("monolith_core::grammars::email() (its generating grammar)");
    super::ready_made("email", &[RULES, super::ipv6::RULES, super::ipv4::RULES])
        .refine(SHORT_ENOUGH, short_enough)
        .using(generate)
}
