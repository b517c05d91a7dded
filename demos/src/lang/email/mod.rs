//! An e-mail address normaliser: `normalize(&str) -> Option<String>` checks an address and
//! lowers its domain, `None` for a string that is not an address.
//!
//! The argument's type is the language of addresses, [`address`]: RFC 5322's `dot-atom` local
//! part (atoms of `atext`, letters, digits and the 19 specials `` !#$%&'*+-/=?^_`{|}~ ``,
//! separated by dots), an `@`, and a domain of at least two RFC 1123 labels (1 to 63 letters,
//! digits and hyphens, no hyphen at either end), refined by RFC 5321's and RFC 1035's limits
//! ([`within_limits`]: a local part of at most 64 characters, a domain of at most 253). The
//! result is `option(address())`: a normalised address is an address too. The
//! [`reference`](mod@reference) splits at the `@` and checks each side with `str` methods; the
//! [`candidate`] scans the bytes once.
//!
//! **The bug.** The faulty candidate writes the class of `atext` as byte ranges, and the range
//! of `#$%&'` as `b'#'..b'\''`, which excludes its end: an address with an apostrophe in its
//! local part is refused (`O'Brien@example.com`), a
//! [`Mismatch`](monolith_core::FailureKind::Mismatch). The grammar draws one `atext` character
//! in three from the specials, so one in 60 is an apostrophe, and most scenarios reach it
//! within their first calls. A plain
//! [`str()`](monolith_core::spec::str()) ([`plain_string_engine`]) is almost never an address:
//! `@` is not among the characters it draws but as one of the 1.1 million scalar values it
//! draws now and then, so both sides agree on `None` for every plain string. The shortest
//! reproducer is one call (the operation is a pure function, so no scenario is shorter):
//!
//! ```text
//! assert_eq!(Faulty::normalize("'@0.0"), Some("'@0.0".to_string())); // candidate returned None
//! ```

pub mod candidate;
pub mod reference;

pub use candidate::{Faulty, Working};

use monolith_core::spec::*;
use monolith_core::Engine;

/// Whether an address keeps to the lengths of RFC 5321 and RFC 1035: a local part of at most
/// 64 characters, a domain of at most 253.
pub fn within_limits(addr: &str) -> bool {
    addr.split_once('@')
        .is_some_and(|(local, domain)| local.len() <= 64 && domain.len() <= 253)
}

/// The grammar of the addresses the normaliser accepts, as RFC 5322 (`dot-atom`) and RFC 1123
/// (host names) write them, refined by [`within_limits`].
///
/// # Examples
///
/// ```
/// let address = demos::lang::email::address();
/// assert!(address.matches("O'Brien+news@mail.Example.com"));
/// assert!(!address.matches("a..b@example.com"));
/// assert!(!address.matches("a@example-.com"));
/// assert!(!address.matches(&format!("{}@example.com", "a".repeat(65))));
/// ```
pub fn address() -> Grammar {
    grammar(
        r#"
        start: local "@" domain;
        local: atom ("." atom)*;
        atom: atext+;
        atext: [A-Za-z] | [0-9] | [!#$%&'*+/=?^_`{|}~-];
        domain: label ("." label)+;
        label: [A-Za-z0-9] ([A-Za-z0-9-]{0,61} [A-Za-z0-9])?;
        "#,
    )
    .refine("demos::lang::email::within_limits", within_limits)
    .code("demos::lang::email::address()")
}

/// The spec, with the argument drawn by `arg`: the grammar of addresses or a plain string.
fn engine<const BUGGY: bool, A>(arg: A) -> Engine
where
    A: Constructible<R = String, C = String> + 'static,
{
    let (mut engine, ty) = super::engine_for("email", BUGGY);
    engine.declare(
        &format!("{ty}::normalize"),
        args().arg(str_of(arg)).returns(option(address())),
        reference::normalize,
        candidate::Normalizer::<BUGGY>::normalize,
    );
    engine
}

/// The engine of the faulty candidate: finds the apostrophe.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let report = demos::lang::email::faulty_engine().run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.steps, 1);
/// assert!(report.reproducer.contains("'@"), "{report}");
/// ```
pub fn faulty_engine() -> Engine {
    engine::<true, _>(address())
}

/// The engine of the working candidate: passes.
///
/// # Examples
///
/// ```
/// use monolith_core::Config;
/// let engine = demos::lang::email::working_engine();
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(500)).is_ok());
/// ```
pub fn working_engine() -> Engine {
    engine::<false, _>(address())
}

/// The faulty candidate's spec with a plain [`str()`](monolith_core::spec::str()) argument
/// instead of the grammar, for `demos/benches/lang.rs` and `demos/tests/engine/lang.rs`: it does not
/// find the bug.
pub fn plain_string_engine() -> Engine {
    engine::<true, _>(string())
}
