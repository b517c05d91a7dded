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
    for line in preamble.iter().chain(lines) {
        out.push_str("    ");
        out.push_str(&resolve_muts(line, muts));
        out.push('\n');
    }
    out.push_str("}\n");
    out
}

/// Replaces the binding markers with `mut x` or `x`.
fn resolve_muts(line: &str, muts: &[String]) -> String {
    if !line.contains('\u{1}') {
        return line.to_string();
    }
    let mut out = line.to_string();
    for part in line.split('\u{1}').skip(1).step_by(2) {
        let replacement = if muts.iter().any(|m| m == part) {
            format!("mut {part}")
        } else {
            part.to_string()
        };
        out = out.replacen(&mut_marker(part), &replacement, 1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_mutable_bindings() {
        let lines = vec![
            format!("let {} = f();", mut_marker("a0")),
            format!("let {} = g();", mut_marker("a1")),
        ];
        let item = test_item("t", &[], &lines, &["a1".to_string()]);
        assert_eq!(
            item,
            "#[test]\nfn t() {\n    let a0 = f();\n    let mut a1 = g();\n}\n"
        );
    }
}
