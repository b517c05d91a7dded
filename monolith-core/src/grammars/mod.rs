//! Ready-made language types: grammars of everyday formats, ready to use as argument or result
//! specs (see [`Grammar`] and the [`grammar` module](mod@crate::spec::grammar)).
//!
//! | function | language | follows |
//! | --- | --- | --- |
//! | [`url()`] | absolute `http`, `https`, `ftp`, `ws`, `wss` and `file` URLs | RFC 3986, RFC 8089 |
//! | [`email()`] | e-mail addresses, dot-atom local part | RFC 5321, RFC 5322 |
//! | [`hostname()`] | DNS host names | RFC 1123 |
//! | [`ipv4()`] | dotted-quad IPv4 addresses without leading zeros | RFC 3986 `IPv4address` |
//! | [`ipv6()`] | IPv6 addresses, `::` compression and embedded IPv4 | RFC 4291, RFC 3986 `IPv6address` |
//! | [`json()`] | JSON texts | RFC 8259 |
//! | [`unix_path()`] | absolute and relative Unix paths | POSIX pathnames (after FLAT-PY's `Path`) |
//! | [`semver()`] | semantic versions | Semantic Versioning 2.0.0 |
//!
//! Each function's documentation says what its grammar simplifies: every one is kept to what a
//! well-kept parser of the format accepts, so a generated string is valid input for real code.
//! `tests/api/grammars.rs` checks that, grammar by grammar, against such a parser (`url`,
//! `email_address`, `std::net`, `serde_json`, `std::path`, `semver`): thousands of generated
//! strings are accepted by it, and the recogniser agrees with it on published test vectors.
//!
//! # The `.code` convention
//!
//! A failure's reproducer rebuilds each grammar it asserts with a Rust expression. Every
//! function here sets it to its own path, `monolith_core::grammars::NAME()`, so a reproducer
//! reads `assert!(monolith_core::grammars::url().matches(&x), ...)` rather than a copy of the
//! grammar's text. A grammar derived with [`Grammar::refine`], [`Grammar::cover`] or
//! [`Grammar::using`] keeps that expression (a refinement is asserted by its own name); call
//! [`Grammar::code`] again to point a reproducer elsewhere.
//!
//! # Examples
//!
//! ```
//! use monolith_core::{grammars, spec::*, Config, Engine};
//!
//! // The major version of a semantic version, against a candidate that reads it by hand.
//! fn major(v: String) -> u64 {
//!     v.split('.').next().unwrap().parse().unwrap()
//! }
//! let mut engine = Engine::new();
//! engine.declare("major", args().arg(grammars::semver()).returns(int::<u64>()), major, major);
//! assert!(engine.run_random(&Config::with_seed(1).scenarios(200)).is_ok());
//! ```

mod email;
mod hostname;
mod ipv4;
mod ipv6;
mod json;
mod semver;
mod unix_path;
mod url;

pub use self::email::email;
pub use self::hostname::hostname;
pub use self::ipv4::ipv4;
pub use self::ipv6::ipv6;
pub use self::json::json;
pub use self::semver::semver;
pub use self::unix_path::unix_path;
pub use self::url::url;

use crate::spec::Grammar;

/// The grammar of `text` (rules joined from the parts), reproduced by calling
/// `monolith_core::grammars::{name}()`.
fn ready_made(name: &str, parts: &[&str]) -> Grammar {
    let text = parts.join("\n");
    Grammar::new(&text)
        .unwrap_or_else(|e| panic!("the ready-made grammar `{name}` does not compile: {e}"))
        .code(&format!("monolith_core::grammars::{name}()"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Source;

    #[test]
    fn every_ready_made_grammar_compiles_and_generates_its_own_strings() {
        let all = [
            ("url", url()),
            ("email", email()),
            ("hostname", hostname()),
            ("ipv4", ipv4()),
            ("ipv6", ipv6()),
            ("json", json()),
            ("unix_path", unix_path()),
            ("semver", semver()),
        ];
        for (name, g) in &all {
            assert!(format!("{g:?}").contains(&format!("monolith_core::grammars::{name}()")));
            for seed in 0..50 {
                if let Some(s) = g.generate(&mut Source::random(seed, 0)) {
                    assert!(g.matches(&s), "{name}: {s:?}");
                }
            }
            // Byte 0 gives the smallest string, which is in the language too.
            let s = g
                .generate(&mut Source::from_bytes(&[]))
                .expect("the smallest");
            assert!(g.matches(&s), "{name}: {s:?}");
        }
    }
}
