//! The spacing of Rust code printed from tokens, made rustfmt's.
//!
//! `stringify!` prints the source of a closure as written when it is given the closure itself,
//! but a closure assembled inside a `macro_rules!` from fragments (`|$x: $t| $body`), or an older
//! compiler, puts a space between every two tokens: `| x : & u8 | * x < 8`. A reproducer that
//! prints such code reads badly and fails `cargo fmt --check` once pasted. [`respace`] reads the
//! code as tokens and prints them again with the spacing rustfmt gives a one-line expression:
//! `|x: &u8| *x < 8`. Only the spaces change; the tokens, and so the code's meaning, stay.

/// What kind of token a piece of code is, as far as spacing goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// An identifier or a keyword (`r#type` included).
    Word,
    /// A number, a string, a character or a byte string, raw or not.
    Literal,
    /// A lifetime or a loop label, `'a`.
    Lifetime,
    /// An operator or a separator, of one to three characters.
    Punct,
    /// `(`, `[` or `{`.
    Open,
    /// `)`, `]` or `}`.
    Close,
}

/// A token: its text in the code, and its kind.
#[derive(Clone, Copy, Debug)]
struct Token<'a> {
    text: &'a str,
    kind: Kind,
}

/// What a token does where it stands, which decides the spaces around it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    /// A word, a literal or a lifetime that ends an operand (`x`, `1`, `self`).
    Operand,
    /// A keyword after which an expression starts (`return`, `in`, `mut`, `move`).
    Keyword,
    /// A unary operator: `-3`, `*x`, `&x`, `&mut x`, `!x`, and `#` of an attribute.
    Prefix,
    /// A binary operator, spaced on both sides: `a + b`, `x = 1`, `a => b`, `-> T`.
    Binary,
    /// `?`.
    Postfix,
    /// A token that joins its neighbours: `.`, `::`, `..`, `..=`.
    Joint,
    /// `,` or `;`: no space before, one after.
    Sep,
    /// `:`: no space before, one after.
    Colon,
    /// The `!` of a macro call (`vec![...]`).
    Bang,
    /// `<` opening generic arguments (`Vec<u8>`, `::<T>`).
    GenOpen,
    /// `>` closing them.
    GenClose,
    /// The `|` opening a closure's parameters.
    BarOpen,
    /// The `|` closing them.
    BarClose,
    /// `||`, a closure's empty parameters.
    Bars,
    /// `(`, `[` or `{`.
    Open(char),
    /// `)`, `]` or `}`.
    Close(char),
}

/// The keywords after which an expression or a pattern starts: a `-`, `*`, `&`, `|` or `<`
/// after one is unary, opens a closure or generic arguments. (`self`, `true` and the like end
/// an operand; `fn` is not here so that `fn(u8) -> u8` prints unspaced.)
const KEYWORDS: [&str; 32] = [
    "as", "async", "box", "break", "const", "continue", "do", "dyn", "else", "enum", "extern",
    "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
    "return", "static", "struct", "trait", "type", "unsafe", "use", "where", "while",
];

/// The operators of two or three characters, longest first.
const OPERATORS: [&str; 24] = [
    "<<=", ">>=", "...", "..=", "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=",
    "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>", "..",
];

/// `code` (Rust tokens, as `stringify!` or `proc_macro2` print them) with the spacing rustfmt
/// gives a one-line expression: no space around `.` and `::`, after a unary operator, inside
/// `(...)` and `[...]`, before `,` `;` `:` `?` or a call's parentheses; one space around a
/// binary operator and after `,` `;` `:`; one inside `{ ... }`. String and character literals
/// are kept as written, and so is every token: only the spaces between tokens change. Code
/// already spaced as rustfmt spaces it is returned unchanged.
///
/// What is unary or binary, a closure's `|` or an `or`, a generic `<` or a comparison, is told
/// from the token before: `*` after an operand is a product, after an operator or `(` a
/// dereference. A `<` opens generic arguments after `::`, or after a capitalised name when a
/// matching `>` follows over tokens that can be types (`Vec<u8>`; `MAX < x` stays a
/// comparison).
///
/// ```text
/// | x : & u8 | * x < 8          |x: &u8| *x < 8
/// | v : & Vec < u8 > | v . len () < 4
///                               |v: &Vec<u8>| v.len() < 4
/// x . 0 + 1                     x.0 + 1
/// f (x , y) ? . len ()          f(x, y)?.len()
/// & mut a , a :: b , - 3        &mut a, a::b, -3
/// vec ! [1 , 2]                 vec![1, 2]
/// ```
pub(crate) fn respace(code: &str) -> String {
    let mut rest: Vec<Token<'_>> = tokens(code);
    rest.reverse();
    let mut out = String::with_capacity(code.len());
    let mut prev: Option<Role> = None;
    let mut prev_text = "";
    // Open delimiters, open generic arguments, and the delimiter depth of the closure
    // parameters being printed.
    let mut depth = 0usize;
    let mut angles = 0usize;
    let mut params: Option<usize> = None;
    while let Some(mut t) = rest.pop() {
        // `>>` (or `>=`) that closes generic arguments is two tokens.
        if angles > 0 && t.kind == Kind::Punct && t.text.len() > 1 && t.text.starts_with('>') {
            rest.push(Token {
                text: &t.text[1..],
                kind: Kind::Punct,
            });
            t.text = &t.text[..1];
        }
        let starts_operand = prev.is_none_or(|p| {
            !matches!(
                p,
                Role::Operand | Role::Close(_) | Role::GenClose | Role::Postfix
            )
        });
        let role = match t.kind {
            Kind::Word if KEYWORDS.contains(&t.text) => Role::Keyword,
            Kind::Word | Kind::Literal | Kind::Lifetime => Role::Operand,
            Kind::Open => {
                depth += 1;
                Role::Open(t.text.chars().next().unwrap_or('('))
            }
            Kind::Close => {
                depth = depth.saturating_sub(1);
                Role::Close(t.text.chars().next().unwrap_or(')'))
            }
            Kind::Punct => match t.text {
                "," | ";" => Role::Sep,
                ":" => Role::Colon,
                "." | "::" | ".." | "..=" | "..." => Role::Joint,
                "?" => Role::Postfix,
                "!" if prev == Some(Role::Operand)
                    && rest.last().is_some_and(|n| n.kind == Kind::Open) =>
                {
                    Role::Bang
                }
                "-" | "*" | "&" | "&&" | "!" | "#" | "$" | "~" if starts_operand => Role::Prefix,
                "|" if params == Some(depth) => {
                    params = None;
                    Role::BarClose
                }
                "|" if starts_operand => {
                    params = Some(depth);
                    Role::BarOpen
                }
                "||" if starts_operand => Role::Bars,
                "<" if prev_text == "::"
                    || starts_operand
                    || (prev == Some(Role::Operand)
                        && prev_text.starts_with(|c: char| c.is_uppercase())
                        && closes_as_generics(&rest)) =>
                {
                    angles += 1;
                    Role::GenOpen
                }
                ">" if angles > 0 => {
                    angles -= 1;
                    Role::GenClose
                }
                _ => Role::Binary,
            },
        };
        if prev.is_some_and(|p| spaced(p, role)) {
            out.push(' ');
        }
        out.push_str(t.text);
        prev = Some(role);
        prev_text = t.text;
    }
    out
}

/// Whether a space goes between a token of role `a` and the next, of role `b`.
fn spaced(a: Role, b: Role) -> bool {
    use Role::*;
    match (a, b) {
        (_, Sep | Colon | Postfix | Close(')' | ']')) => false,
        (Open('(' | '['), _) => false,
        (Open(_), Close(_)) => false,
        (_, Close(_)) | (Open(_), _) => true,
        (Sep | Colon | Binary | BarClose | Bars, _) => true,
        (Prefix | Bang | GenOpen | BarOpen, _) => false,
        (_, Bang | GenOpen | GenClose | BarClose) => false,
        (Joint, _) | (_, Joint) => false,
        (_, Binary | BarOpen | Bars | Open('{')) => true,
        (Operand | Close(_) | GenClose | Postfix, Open(_)) => false,
        _ => true,
    }
}

/// Whether the tokens after a `<` (`rest`, the next one last) reach its matching `>` over
/// tokens that can be generic arguments: names, paths, references, tuples, arrays, lifetimes,
/// `Fn(A) -> B`, `Item = T`, bounds joined by `+`. A `|`, `&&`, `.`, `{` or a binary operator
/// other than those means a comparison.
fn closes_as_generics(rest: &[Token<'_>]) -> bool {
    let mut angles = 1usize;
    let mut parens = 0usize;
    for t in rest.iter().rev() {
        match (t.kind, t.text) {
            (Kind::Word | Kind::Literal | Kind::Lifetime, _) => {}
            (Kind::Open, "(" | "[") => parens += 1,
            (Kind::Close, ")" | "]") if parens > 0 => parens -= 1,
            (Kind::Punct, "::" | "," | "&" | "*" | "=" | "->" | "+" | "?" | ";") => {}
            (Kind::Punct, "<") => angles += 1,
            (Kind::Punct, ">" | ">=") => angles -= 1,
            (Kind::Punct, ">>" | ">>=") => angles = angles.saturating_sub(2),
            _ => return false,
        }
        if angles == 0 {
            return true;
        }
    }
    false
}

/// The tokens of `code`. Text that is not Rust (an unclosed string) ends as a last token of
/// its own, so that nothing is lost.
fn tokens(code: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(c) = code[at..].chars().next() {
        if c.is_whitespace() {
            at += c.len_utf8();
            continue;
        }
        let rest = &code[at..];
        let prev_is_dot = out.last().is_some_and(|t: &Token<'_>| t.text == ".");
        let (len, kind) = if c == '"' {
            (quoted(rest, '"'), Kind::Literal)
        } else if c == '\'' {
            char_or_lifetime(rest)
        } else if c.is_ascii_digit() {
            (number(rest, prev_is_dot), Kind::Literal)
        } else if c.is_alphabetic() || c == '_' {
            word(rest)
        } else if "([{".contains(c) {
            (1, Kind::Open)
        } else if ")]}".contains(c) {
            (1, Kind::Close)
        } else {
            let op = OPERATORS.iter().find(|op| rest.starts_with(*op));
            (op.map_or(c.len_utf8(), |op| op.len()), Kind::Punct)
        };
        out.push(Token {
            text: &rest[..len],
            kind,
        });
        at += len;
    }
    out
}

/// The length of a literal that starts at `rest[0]` with `quote` and ends at the next `quote`
/// not escaped by `\` (or at the end of the code).
fn quoted(rest: &str, quote: char) -> usize {
    let mut chars = rest.char_indices().skip(1);
    while let Some((i, c)) = chars.next() {
        if c == '\\' {
            chars.next();
        } else if c == quote {
            return i + 1;
        }
    }
    rest.len()
}

/// A character literal (`'x'`, `'\''`, `'\u{1F600}'`) or a lifetime (`'a`, `'static`), at
/// the start of `rest`.
fn char_or_lifetime(rest: &str) -> (usize, Kind) {
    let mut chars = rest.chars().skip(1);
    match (chars.next(), chars.next()) {
        (Some('\\'), _) => (quoted(rest, '\''), Kind::Literal),
        (Some(c), Some('\'')) => (2 + c.len_utf8(), Kind::Literal),
        _ => (1 + identifier(&rest[1..]), Kind::Lifetime),
    }
}

/// The length of the identifier characters at the start of `rest`.
fn identifier(rest: &str) -> usize {
    rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len())
}

/// A number at the start of `rest`: digits, `_`, a suffix (`1u8`, `0x1F`), a fraction unless
/// it follows a `.` (`x.0.1` indexes twice), an exponent's sign (`1.5e-3`).
fn number(rest: &str, after_dot: bool) -> usize {
    let mut len = identifier(rest);
    let fraction = &rest[len..];
    if !after_dot
        && fraction.starts_with('.')
        && fraction[1..].starts_with(|c: char| c.is_ascii_digit())
    {
        len += 1 + identifier(&fraction[1..]);
    }
    let hex = rest.starts_with("0x") || rest.starts_with("0X");
    let exponent = &rest[len..];
    if !hex
        && rest[..len].ends_with(['e', 'E'])
        && exponent.starts_with(['+', '-'])
        && exponent[1..].starts_with(|c: char| c.is_ascii_digit())
    {
        len += 1 + identifier(&exponent[1..]);
    }
    len
}

/// An identifier or keyword at the start of `rest`, or a literal with a prefix: `b"..."`,
/// `b'x'`, `c"..."`, a raw string `r#"..."#`, and a raw identifier `r#type`.
fn word(rest: &str) -> (usize, Kind) {
    let len = identifier(rest);
    let after = &rest[len..];
    match &rest[..len] {
        "b" | "c" if after.starts_with('"') => (len + quoted(after, '"'), Kind::Literal),
        "b" if after.starts_with('\'') => (len + quoted(after, '\''), Kind::Literal),
        "r" if after.starts_with('#')
            && after[1..].starts_with(|c: char| c.is_alphabetic() || c == '_') =>
        {
            (len + 1 + identifier(&after[1..]), Kind::Word)
        }
        "r" | "br" | "cr" if after.starts_with(['"', '#']) => {
            let hashes = after.len() - after.trim_start_matches('#').len();
            if !after[hashes..].starts_with('"') {
                return (len, Kind::Word);
            }
            let close = format!("\"{}", "#".repeat(hashes));
            let body = &after[hashes + 1..];
            let end = body.find(&close).map_or(body.len(), |e| e + close.len());
            (len + hashes + 1 + end, Kind::Literal)
        }
        _ => (len, Kind::Word),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(spaced: &str, tidy: &str) {
        assert_eq!(respace(spaced), tidy, "from {spaced:?}");
        // rustfmt's spacing is kept as it is.
        assert_eq!(respace(tidy), tidy, "from {tidy:?}");
    }

    #[test]
    fn closures_from_macro_rules_print_as_rustfmt_prints_them() {
        check("| x : & u8 | * x < 8", "|x: &u8| *x < 8");
        check("| x : &u8 | *x < 8", "|x: &u8| *x < 8");
        check(
            "| v : & Vec < u8 > | v . len () < 4",
            "|v: &Vec<u8>| v.len() < 4",
        );
        check(
            "| a : & i32 , b : & i32 | a . cmp (b)",
            "|a: &i32, b: &i32| a.cmp(b)",
        );
        check(
            "| & (a , b) : & (u8 , u8) | a <= b",
            "|&(a, b): &(u8, u8)| a <= b",
        );
        check("| | 1", "|| 1");
        check("|| 1", "|| 1");
        check("move | x | x + 1", "move |x| x + 1");
        check("| x : u8 | -> bool { x > 3 }", "|x: u8| -> bool { x > 3 }");
        check(
            "| v : & [u8] | v . iter () . map (| x | * x as u32) . sum :: < u32 > () < 10",
            "|v: &[u8]| v.iter().map(|x| *x as u32).sum::<u32>() < 10",
        );
        check("| x | (x , 1)", "|x| (x, 1)");
        check("| x | - x", "|x| -x");
        check("| s : & str | s . len () <= 3", "|s: &str| s.len() <= 3");
    }

    #[test]
    fn expressions_print_as_rustfmt_prints_them() {
        check("x . 0 + 1", "x.0 + 1");
        check("x . 0 . 1", "x.0.1");
        check("& mut a", "&mut a");
        check("& & x", "&&x");
        check("a && b || ! c", "a && b || !c");
        check("a :: b", "a::b");
        check("f (x , y)", "f(x, y)");
        check("f (x , y) ? . len ()", "f(x, y)?.len()");
        check("[1 , 2]", "[1, 2]");
        check("(1 ,)", "(1,)");
        check("- 3", "-3");
        check("a - - 3", "a - -3");
        check("f (- 3 , * x , ! y)", "f(-3, *x, !y)");
        check("a * b / c % d", "a * b / c % d");
        check("x as usize - 1", "x as usize - 1");
        check("vec ! [1 , 2]", "vec![1, 2]");
        check("x != y", "x != y");
        check("0 .. n", "0..n");
        check("(0 ..= 3) . rev ()", "(0..=3).rev()");
        check("x [1 ..]", "x[1..]");
        check("Some (x) . is_some ()", "Some(x).is_some()");
        check("i32 :: MAX", "i32::MAX");
        check(
            "x . iter () . collect :: < Vec < _ > > ()",
            "x.iter().collect::<Vec<_>>()",
        );
        check(
            "x . iter () . collect :: < Vec < _ >> ()",
            "x.iter().collect::<Vec<_>>()",
        );
        check(
            "HashMap :: < u8 , Vec < u8 > > :: new ()",
            "HashMap::<u8, Vec<u8>>::new()",
        );
        check("Box :: new (| x : u8 | x)", "Box::new(|x: u8| x)");
        check("& 'static str", "&'static str");
        check("fn (& i32) -> bool", "fn(&i32) -> bool");
        check("impl Fn (u8) -> u8", "impl Fn(u8) -> u8");
    }

    #[test]
    fn comparisons_stay_comparisons() {
        check("MAX < x", "MAX < x");
        check("A < b && c > d", "A < b && c > d");
        check("a < b", "a < b");
        check("x >> 2 > 1", "x >> 2 > 1");
        check("a | b", "a | b");
        check("Some (1) | None", "Some(1) | None");
    }

    #[test]
    fn blocks_and_matches() {
        check(
            "| x : u8 | { let y = x + 1 ; y * 2 }",
            "|x: u8| { let y = x + 1; y * 2 }",
        );
        check(
            "match x { Some (y) => y , None => 0 }",
            "match x { Some(y) => y, None => 0 }",
        );
        check("if x { 1 } else { - 1 }", "if x { 1 } else { -1 }");
        check(
            "S { a : 1 , .. S :: default () }",
            "S { a: 1, ..S::default() }",
        );
        check("{ }", "{}");
        check("return - 1", "return -1");
    }

    #[test]
    fn literals_are_kept_as_written() {
        check(r#"s . split (" , ")"#, r#"s.split(" , ")"#);
        check(r#"s == "a \" b""#, r#"s == "a \" b""#);
        check("c == ' '", "c == ' '");
        check(r"c != '\''", r"c != '\''");
        check(r##"r#"a " b"# . len ()"##, r##"r#"a " b"#.len()"##);
        check(r#"b"x y" . len ()"#, r#"b"x y".len()"#);
        check("r#type . len ()", "r#type.len()");
        check("1.5e-3 * x", "1.5e-3 * x");
        check("0x1F + 1u8", "0x1F + 1u8");
        // Text that is not Rust loses no character.
        assert_eq!(respace(r#"f ("a"#), r#"f("a"#);
    }
}
