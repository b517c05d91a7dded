//! What the benches share: number formatting, and writing their section of
//! `docs/benchmarks.md`. Each bench includes it with `mod support;` and uses a part of it.
#![allow(dead_code)]

/// `n` with a comma every three digits: `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Puts `section`, which starts with the `begin` marker and ends with the `end` one, into
/// `docs/benchmarks.md` in place of the text between those markers, or at the end of the file
/// when they are missing; the rest of the file is left as it is.
pub fn write_section(begin: &str, end: &str, section: &str) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/benchmarks.md");
    let old = std::fs::read_to_string(path).unwrap_or_default();
    let new = match (old.find(begin), old.find(end)) {
        (Some(b), Some(e)) if b < e => {
            format!(
                "{}{}{}",
                &old[..b],
                section.trim_end(),
                &old[e + end.len()..]
            )
        }
        _ => format!("{}\n\n{}\n", old.trim_end(), section.trim_end()),
    };
    std::fs::write(path, new).expect("cannot write docs/benchmarks.md");
}
