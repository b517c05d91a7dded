//! The reference: the address split at its `@`, each side checked against its rule with
//! `str` methods.

/// The characters of RFC 5322's `atext` besides ASCII letters and digits.
const ATEXT_SPECIALS: &str = "!#$%&'*+-/=?^_`{|}~";

/// `addr` with its domain in lower case (domains are case-insensitive, local parts are not),
/// or `None` when it is not an address: a dot-atom local part (RFC 5322) of at most 64
/// characters (RFC 5321), an `@`, and a domain of at most 253 characters (RFC 1035) and at
/// least two labels of 1 to 63 letters, digits and hyphens, no hyphen at either end of a label
/// (RFC 1123).
///
/// # Examples
///
/// ```
/// use demos::lang::email::reference::normalize;
/// assert_eq!(normalize("O'Brien@Example.COM").as_deref(), Some("O'Brien@example.com"));
/// assert_eq!(normalize("a..b@example.com"), None);
/// assert_eq!(normalize("a@-example.com"), None);
/// assert_eq!(normalize("a@localhost"), None);
/// assert_eq!(normalize(&format!("{}@example.com", "a".repeat(65))), None);
/// ```
pub fn normalize(addr: &str) -> Option<String> {
    let (local, domain) = addr.split_once('@')?;
    let atext = |c: char| c.is_ascii_alphanumeric() || ATEXT_SPECIALS.contains(c);
    let atom = |a: &str| !a.is_empty() && a.chars().all(atext);
    let label = |l: &str| {
        (1..=63).contains(&l.len())
            && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    let labels: Vec<&str> = domain.split('.').collect();
    let local_ok = local.len() <= 64 && local.split('.').all(atom);
    let domain_ok = domain.len() <= 253 && labels.len() >= 2 && labels.iter().all(|l| label(l));
    if local_ok && domain_ok {
        Some(format!("{local}@{}", domain.to_ascii_lowercase()))
    } else {
        None
    }
}
