//! The layering of the module map (`src/lib.rs`): no module imports from a module above it.
//!
//! Reads the crate's sources (std only, no parser: comments and literals are blanked, then the
//! paths that start with `crate::`, `$crate::`, `super::` or `self::` are resolved, `use`
//! trees expanded), and fails on an import from a higher layer that is not in [`ALLOWED`],
//! the known exceptions, each with its reason. An exception that no longer occurs fails too,
//! so the list only shrinks. Test modules (`#[cfg(test)]`) are exempt: a test may drive its
//! module through the layers above it.
//!
//! `scripts/check-layers.sh` compiles this file alone with `rustc --test` (no build of the
//! crate), for a quick check that prints the exceptions.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The layers, bottom to top: a module may import from its own layer and the layers below.
/// Every top-level module of the crate is in one.
const LAYERS: &[(&str, &[&str])] = &[
    ("support", &["error", "token", "panic", "hash", "docs"]),
    (
        "report, configuration, regression files",
        &["report", "config", "persist"],
    ),
    ("byte source", &["source"]),
    ("environment and pool", &["env", "pool", "erased"]),
    ("spec language", &["spec"]),
    ("ready-made grammars", &["grammars"]),
    ("stubs", &["stub"]),
    ("engine", &["engine"]),
    ("shrinker", &["shrink"]),
    ("parallel mode", &["parallel"]),
    (
        "drivers, and what the derive macros call",
        &["driver", "private"],
    ),
];

/// The known upward imports: the importing file (under `src/`), the imported path's prefix
/// (from the crate root), and why it stays. None remain.
const ALLOWED: &[(&str, &str, &str)] = &[];

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Colons,
    Open,
    Close,
    Comma,
    Semi,
    Star,
    Punct(char),
}

/// `src` with comments, strings and character literals blanked (newlines kept).
fn blank(src: &str) -> String {
    let b: Vec<char> = src.chars().collect();
    let at = |i: usize| b.get(i).copied().unwrap_or('\0');
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let word_before = i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_');
        let byte_prefix = i > 0 && b[i - 1] == 'b' && !(i > 1 && b[i - 2].is_alphanumeric());
        if c == '/' && at(i + 1) == '/' {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if b[i] == '\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
            }
        } else if c == 'r'
            && (!word_before || byte_prefix)
            && (at(i + 1) == '"' || (at(i + 1) == '#' && matches!(at(i + 2), '"' | '#')))
        {
            let mut j = i + 1;
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            j += 1;
            while j < b.len() {
                if b[j] == '"' && (1..=hashes).all(|k| at(j + k) == '#') {
                    j += 1 + hashes;
                    break;
                }
                if b[j] == '\n' {
                    out.push('\n');
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != '"' {
                if b[j] == '\\' {
                    j += 1;
                }
                if at(j) == '\n' {
                    out.push('\n');
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j + 1;
        } else if c == '\'' && at(i + 1) == '\\' {
            let mut j = i + 3;
            while j < b.len() && b[j] != '\'' {
                j += 1;
            }
            out.push_str("' '");
            i = j + 1;
        } else if c == '\'' && at(i + 2) == '\'' {
            out.push_str("' '");
            i += 3;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The tokens of blanked source, each with its line.
fn tokens(src: &str) -> Vec<(Tok, usize)> {
    let b: Vec<char> = src.chars().collect();
    let at = |i: usize| b.get(i).copied().unwrap_or('\0');
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < b.len() {
        let c = b[i];
        if c == '\n' {
            line += 1;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let raw = c == 'r' && at(i + 1) == '#' && (at(i + 2).is_alphabetic() || at(i + 2) == '_');
        if c.is_alphabetic() || c == '_' || raw || (c == '$' && at(i + 1).is_alphabetic()) {
            let start = i;
            i += if raw { 3 } else { 1 };
            while i < b.len() && ident(b[i]) {
                i += 1;
            }
            out.push((Tok::Ident(b[start..i].iter().collect()), line));
            continue;
        }
        if c.is_ascii_digit() {
            while i < b.len() && ident(b[i]) {
                i += 1;
            }
            out.push((Tok::Punct('0'), line));
            continue;
        }
        let tok = match c {
            ':' if at(i + 1) == ':' => {
                i += 1;
                Tok::Colons
            }
            '{' => Tok::Open,
            '}' => Tok::Close,
            ',' => Tok::Comma,
            ';' => Tok::Semi,
            '*' => Tok::Star,
            c => Tok::Punct(c),
        };
        out.push((tok, line));
        i += 1;
    }
    out
}

fn name(t: Option<&(Tok, usize)>) -> Option<&str> {
    match t {
        Some((Tok::Ident(s), _)) => Some(s),
        _ => None,
    }
}

/// Expands the `use` tree at `t[i..]` under `prefix` into `out`; the index after the tree.
fn use_tree(
    t: &[(Tok, usize)],
    mut i: usize,
    mut path: Vec<String>,
    out: &mut Vec<Vec<String>>,
) -> usize {
    loop {
        match t.get(i).map(|x| &x.0) {
            Some(Tok::Ident(s)) if s == "as" => {
                out.push(path);
                return i + 2;
            }
            Some(Tok::Ident(s)) => {
                path.push(s.clone());
                i += 1;
            }
            Some(Tok::Star) => {
                out.push(path);
                return i + 1;
            }
            Some(Tok::Open) => {
                i += 1;
                while i < t.len() && t[i].0 != Tok::Close {
                    i = use_tree(t, i, path.clone(), out);
                    if t.get(i).map(|x| &x.0) == Some(&Tok::Comma) {
                        i += 1;
                    }
                }
                return i + 1;
            }
            _ => {
                out.push(path);
                return i;
            }
        }
        if t.get(i).map(|x| &x.0) == Some(&Tok::Colons) {
            i += 1;
        } else {
            out.push(path);
            return i;
        }
    }
}

/// `path`, as written in module `module`, from the crate root; `None` for a path that does not
/// start at the crate, its module or a parent (`std::...`, a name in scope).
fn resolve(module: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut abs = match path.first().map(String::as_str) {
        Some("crate" | "$crate") => vec![],
        Some("self" | "super") => module.to_vec(),
        _ => return None,
    };
    let mut rest = &path[1..];
    if path[0] == "super" {
        abs.pop();
    }
    while let Some((first, tail)) = rest.split_first() {
        match first.as_str() {
            "super" => {
                abs.pop();
            }
            "self" => {}
            _ => break,
        }
        rest = tail;
    }
    abs.extend(rest.iter().cloned());
    Some(abs)
}

/// One path a file names, from the crate root.
struct Import {
    file: String,
    line: usize,
    module: Vec<String>,
    path: Vec<String>,
}

/// The paths `file` (module `module`) names outside its test modules.
fn imports(file: &str, module: &[String], src: &str, out: &mut Vec<Import>) {
    let t = tokens(&blank(src));
    let kind = |i: usize| t.get(i).map(|x| &x.0);
    // The inline modules open at each brace depth, to resolve `super::` inside them.
    let mut inline: Vec<(usize, Vec<String>)> = Vec::new();
    let mut current = module.to_vec();
    let mut depth = 0;
    let mut i = 0;
    let mut push = |line: usize, current: &[String], path: &[String]| {
        if let Some(path) = resolve(current, path) {
            out.push(Import {
                file: file.to_string(),
                line,
                module: current.to_vec(),
                path,
            });
        }
    };
    while i < t.len() {
        let cfg_test = kind(i) == Some(&Tok::Punct('#'))
            && kind(i + 1) == Some(&Tok::Punct('['))
            && name(t.get(i + 2)) == Some("cfg")
            && kind(i + 3) == Some(&Tok::Punct('('))
            && name(t.get(i + 4)) == Some("test")
            && kind(i + 5) == Some(&Tok::Punct(')'))
            && kind(i + 6) == Some(&Tok::Punct(']'));
        if cfg_test {
            // Skip the item: up to its `;`, or its braced body.
            let mut j = i + 7;
            while j < t.len() && t[j].0 != Tok::Semi && t[j].0 != Tok::Open {
                j += 1;
            }
            if kind(j) == Some(&Tok::Open) {
                let mut d = 0;
                while j < t.len() {
                    match t[j].0 {
                        Tok::Open => d += 1,
                        Tok::Close => {
                            d -= 1;
                            if d == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
            }
            i = j + 1;
            continue;
        }
        match &t[i].0 {
            Tok::Open => depth += 1,
            Tok::Close => {
                if inline.last().is_some_and(|(d, _)| *d == depth) {
                    current = inline.pop().map(|(_, m)| m).unwrap_or_default();
                }
                depth -= 1;
            }
            Tok::Ident(s) if s == "mod" && kind(i + 2) == Some(&Tok::Open) => {
                if let Some(m) = name(t.get(i + 1)) {
                    depth += 1;
                    inline.push((depth, current.clone()));
                    current.push(m.to_string());
                    i += 3;
                    continue;
                }
            }
            Tok::Ident(s) if s == "use" => {
                let mut paths = Vec::new();
                let next = use_tree(&t, i + 1, Vec::new(), &mut paths);
                for p in paths {
                    push(t[i].1, &current, &p);
                }
                i = next;
                continue;
            }
            Tok::Ident(s)
                if matches!(s.as_str(), "crate" | "$crate" | "super")
                    && kind(i + 1) == Some(&Tok::Colons) =>
            {
                let mut path = vec![s.clone()];
                let mut j = i + 1;
                while kind(j) == Some(&Tok::Colons) {
                    match name(t.get(j + 1)) {
                        Some(n) => path.push(n.to_string()),
                        None => break,
                    }
                    j += 2;
                }
                push(t[i].1, &current, &path);
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
}

/// The `.rs` files under `dir`, each with its module path (`lib.rs`: the root).
fn files(dir: &Path, base: &Path, out: &mut Vec<(PathBuf, Vec<String>)>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, base, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path
                .strip_prefix(base)
                .expect("under src")
                .with_extension("");
            let mut module: Vec<String> = rel
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            if module.last().is_some_and(|s| s == "mod" || s == "lib") {
                module.pop();
            }
            out.push((path, module));
        }
    }
}

fn src_dir() -> PathBuf {
    let dir = std::env::var_os("MONOLITH_CORE_DIR")
        .map(PathBuf::from)
        .or_else(|| option_env!("CARGO_MANIFEST_DIR").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from("monolith-core"));
    dir.join("src")
}

#[test]
fn no_module_imports_from_a_module_above_it() {
    let src = src_dir();
    let mut found = Vec::new();
    let mut all = Vec::new();
    files(&src, &src, &mut all);
    assert!(!all.is_empty(), "no sources under {}", src.display());
    // The crate root's own names: its re-exports (`crate::Config`) and exported macros
    // (`crate::closures`), each the item of a module.
    let mut root: BTreeMap<String, String> = BTreeMap::new();
    // `lib.rs` mounts `private.rs` as `__private`.
    root.insert("__private".into(), "private".into());
    for (path, module) in &all {
        let text = std::fs::read_to_string(path).expect("a source file");
        let rel = path
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        imports(&rel, module, &text, &mut found);
        let t = tokens(&blank(&text));
        for (k, tok) in t.iter().enumerate() {
            if name(Some(tok)) == Some("macro_export") {
                if let Some(m) = t[k..]
                    .windows(3)
                    .find(|w| name(Some(&w[0])) == Some("macro_rules"))
                {
                    if let (Some(n), Some(top)) = (name(Some(&m[2])), module.first()) {
                        root.insert(n.to_string(), top.clone());
                    }
                }
            }
        }
    }
    for import in found.iter().filter(|i| i.module.is_empty()) {
        if let [top, .., item] = import.path.as_slice() {
            root.insert(item.clone(), top.clone());
        }
    }
    let layer = |m: &str| LAYERS.iter().position(|(_, ms)| ms.contains(&m));
    let mut errors = Vec::new();
    for (_, module) in &all {
        if let Some(top) = module.first() {
            if layer(top).is_none() {
                errors.push(format!("module `{top}` is in no layer: add it to LAYERS"));
            }
        }
    }
    let mut used = vec![false; ALLOWED.len()];
    for import in &found {
        let (Some(from), Some(first)) = (import.module.first(), import.path.first()) else {
            continue;
        };
        let to = root.get(first).unwrap_or(first);
        let (Some(lf), Some(lt)) = (layer(from), layer(to)) else {
            if layer(from).is_some() && from != to {
                errors.push(format!(
                    "{}:{}: `crate::{}` is no module and no re-export of the crate root",
                    import.file,
                    import.line,
                    import.path.join("::")
                ));
            }
            continue;
        };
        if lt <= lf {
            continue;
        }
        let path = import.path.join("::");
        let allowed = ALLOWED.iter().position(|(file, prefix, _)| {
            *file == import.file && (path == *prefix || path.starts_with(&format!("{prefix}::")))
        });
        match allowed {
            Some(k) => used[k] = true,
            None => errors.push(format!(
                "{}:{}: `{from}` ({}) imports `crate::{path}` from `{to}` ({}), a layer above it",
                import.file, import.line, LAYERS[lf].0, LAYERS[lt].0
            )),
        }
    }
    println!("known upward imports ({}), by reason:", ALLOWED.len());
    let mut reasons: Vec<&str> = Vec::new();
    for (_, _, reason) in ALLOWED {
        if !reasons.contains(reason) {
            reasons.push(reason);
        }
    }
    for reason in reasons {
        println!("* {reason}:");
        for (file, prefix, _) in ALLOWED.iter().filter(|a| a.2 == reason) {
            println!("    {file}: crate::{prefix}");
        }
    }
    for (k, (file, prefix, _)) in ALLOWED.iter().enumerate() {
        if !used[k] {
            errors.push(format!(
                "{file} no longer imports `crate::{prefix}`: remove it from ALLOWED"
            ));
        }
    }
    assert!(
        errors.is_empty(),
        "the module map's layering is broken:\n{}",
        errors.join("\n")
    );
}
