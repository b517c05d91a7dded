//! Assembling the reproducer: the `#[test]` item around the rendered statements.

use super::pattern::mut_marker;

/// The reproducer item: `#[test]`, the function, the preamble, the statements.
pub(crate) fn test_item(
    name: &str,
    preamble: &[String],
    lines: &[String],
    muts: &[String],
) -> String {
    let mut out = String::from("#[test]\n");
    out.push_str(&format!("fn {name}() {{\n"));
    for line in preamble {
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
