//! Assembling the reproducer: the `#[test]` item around the rendered statements.

use super::pattern::mut_marker;

/// The reproducer item: `#[test]`, the function, the preamble, the statements.
pub(crate) fn test_item(
    name: &str,
    preamble: &[(String, Option<String>)],
    lines: &[String],
    muts: &[String],
) -> String {
    let mut out = String::from("#[test]\n");
    out.push_str(&format!("fn {name}() {{\n"));
    // A type's import, only where the statements name the type.
    let preamble: Vec<String> = preamble
        .iter()
        .filter(|(_, name)| {
            name.as_ref()
                .is_none_or(|n| lines.iter().any(|l| uses(l, n)))
        })
        .map(|(line, _)| line.clone())
        .collect();
    for line in merge_uses(&preamble) {
        out.push_str(&format!("    {line}\n"));
    }
    for (i, line) in lines.iter().enumerate() {
        out.push_str("    ");
        out.push_str(&resolve_bindings(line, muts, &lines[i + 1..]));
        out.push('\n');
    }
    out.push_str("}\n");
    out
}

/// The preamble with repeated lines dropped and the `use` lines of one module merged, in the
/// place of the first: `use a::b::Iter;` and `use a::b::Seq;` become `use a::b::{Iter, Seq};`.
fn merge_uses(preamble: &[String]) -> Vec<String> {
    // A line `use module::Name;`, split at its last `::`.
    fn split(line: &str) -> Option<(&str, &str)> {
        let path = line.strip_prefix("use ")?.strip_suffix(';')?;
        let (module, name) = path.rsplit_once("::")?;
        let plain = |s: &str| {
            s.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == ':')
        };
        (plain(module) && plain(name) && !name.is_empty()).then_some((module, name))
    }
    let mut out: Vec<(String, Vec<&str>)> = Vec::new();
    for line in preamble {
        match split(line) {
            Some((module, name)) => match out
                .iter_mut()
                .find(|(m, names)| !names.is_empty() && m == module)
            {
                Some((_, names)) if names.contains(&name) => {}
                Some((_, names)) => names.push(name),
                None => out.push((module.to_string(), vec![name])),
            },
            None if out.iter().any(|(l, names)| names.is_empty() && l == line) => {}
            None => out.push((line.clone(), Vec::new())),
        }
    }
    out.into_iter()
        .map(|(head, names)| match names.as_slice() {
            [] => head,
            [one] => format!("use {head}::{one};"),
            many => format!("use {head}::{{{}}};", many.join(", ")),
        })
        .collect()
}

/// Replaces the binding markers with `mut x`, `x`, or `_x` when no later line uses `x`, so
/// that the pasted test compiles without warnings.
fn resolve_bindings(line: &str, muts: &[String], later: &[String]) -> String {
    if !line.contains('\u{1}') {
        return line.to_string();
    }
    let mut out = line.to_string();
    for part in line.split('\u{1}').skip(1).step_by(2) {
        let replacement = if !later.iter().any(|l| uses(l, part)) {
            format!("_{part}")
        } else if muts.iter().any(|m| m == part) {
            format!("mut {part}")
        } else {
            part.to_string()
        };
        out = out.replacen(&mut_marker(part), &replacement, 1);
    }
    out
}

/// Whether `line` mentions the identifier `name`.
fn uses(line: &str, name: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(name).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + name.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uses_of_one_module_merge_and_repeats_drop() {
        let lines: Vec<String> = [
            "use a::b::Iter;",
            "use std::collections::VecDeque;",
            "use a::b::Seq;",
            "use a::b::Iter;",
            "let x = 1;",
            "let x = 1;",
            "use a::{C, D};",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            merge_uses(&lines),
            [
                "use a::b::{Iter, Seq};",
                "use std::collections::VecDeque;",
                "let x = 1;",
                "use a::{C, D};",
            ]
        );
    }

    #[test]
    fn marks_mutable_and_unused_bindings() {
        let lines = vec![
            format!("let {} = f();", mut_marker("a0")),
            format!("let {} = g(&a0);", mut_marker("a1")),
            format!("let {} = h();", mut_marker("a2")),
            "a1.push(a10);".to_string(),
        ];
        let item = test_item("t", &[], &lines, &["a1".to_string()]);
        assert_eq!(
            item,
            "#[test]\nfn t() {\n    let a0 = f();\n    let mut a1 = g(&a0);\n    let _a2 = h();\n    a1.push(a10);\n}\n"
        );
    }
}
