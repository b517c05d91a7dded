//! Printing a value from its `Debug` output as a Rust expression that compiles for the common
//! derive shapes: [`rust_of_debug`] and [`debug_literal`].

use std::fmt::Debug;

/// `v` as a Rust expression, from its `Debug` output: [`rust_of_debug`] with `T`'s type name,
/// which qualifies the outermost struct or enum variant with `T`'s path. The printer of
/// [`arbitrary()`](super::arbitrary()).
///
/// # Examples
///
/// ```
/// mod shapes {
///     #[derive(Debug)]
///     pub enum Shape { Circle { r: u8 }, Poly(Vec<(i8, i8)>) }
/// }
/// use monolith_core::spec::debug_literal;
/// let s = shapes::Shape::Poly(vec![(1, -2)]);
/// assert!(debug_literal(&s).ends_with("::shapes::Shape::Poly(vec![(1, -2)])"));
/// let names = vec![Some("a b".to_string()), None];
/// assert_eq!(debug_literal(&names), r#"vec![Some("a b".to_string()), None]"#);
/// assert_eq!(debug_literal(&[1u8, 2]), "[1, 2]");
/// ```
pub fn debug_literal<T: Debug + ?Sized>(v: &T) -> String {
    rust_of_debug(&format!("{v:?}"), std::any::type_name::<T>())
}

/// Turns `Debug` output into a Rust expression, guided by the type name `ty`
/// (`std::any::type_name`, or `""` when unknown).
///
/// What compiles when pasted:
///
/// * integers, `bool`, `char`, `()` and tuples as they print; floats too, with `NaN` and the
///   infinities as `f64::NAN`, `f64::INFINITY`, `f64::NEG_INFINITY`;
/// * a string literal becomes `"..".to_string()` (a `String`);
/// * `[..]` becomes `vec![..]`, except where `ty` says an array (`[T; N]`, printed as is) or a
///   `VecDeque` (`[..].into()`); `{..}` of a set or a map becomes
///   `[..].into_iter().collect()`, of `(key, value)` pairs for a map;
/// * `Some`, `None`, `Ok`, `Err` as they print; the value in a `Box` (which `Debug` prints as
///   the value) becomes `Box::new(..)` where `ty` shows the `Box`;
/// * a struct with named fields, a tuple struct, a unit struct, and the unit, tuple and struct
///   variants of an enum, as they print: the outermost one whose type `ty` names is qualified
///   with its path (`Point { .. }` becomes `my::Point { .. }`, variant `Add(..)` of `my::Op`
///   becomes `my::Op::Add(..)`), also inside a `Vec`, `Option`, tuple or `Box` that `ty`
///   spells out. The fields of a struct have no type in `ty`: a struct or enum in a field
///   prints unqualified, and must be in scope in the reproducer (a `use` in
///   [`Engine::preamble`](crate::Engine::preamble), `use my::Kind::*;` for an enum's
///   variants).
///
/// What does not: custom `Debug` implementations, `f32` non-finite values (`f64::NAN` has the
/// wrong type), strings of another type than `String` where `ty` does not say so, the
/// collections that print as `[..]` but are not a `Vec`, an array or a `VecDeque` (a
/// `BinaryHeap`), and a `Box` inside a struct's field. Unparsable text is returned as it is.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::rust_of_debug;
/// assert_eq!(rust_of_debug("Move { dx: 1, dy: -2 }", "game::Move"), "game::Move { dx: 1, dy: -2 }");
/// assert_eq!(rust_of_debug("Jump(3)", "game::Cmd"), "game::Cmd::Jump(3)");
/// assert_eq!(
///     rust_of_debug("[Quit, Say(\"hi\")]", "alloc::vec::Vec<game::Cmd>"),
///     "vec![game::Cmd::Quit, game::Cmd::Say(\"hi\".to_string())]"
/// );
/// assert_eq!(rust_of_debug("{1: 'a'}", ""), "[(1, 'a')].into_iter().collect()");
/// assert_eq!(rust_of_debug("Some(5)", "core::option::Option<alloc::boxed::Box<u8>>"), "Some(Box::new(5))");
/// ```
pub fn rust_of_debug(debug: &str, ty: &str) -> String {
    let ty = TyParser::new(ty).parse();
    let mut p = DebugParser {
        s: debug.as_bytes(),
        at: 0,
    };
    match p.node() {
        Some(node) if p.skip_ws() => {
            let mut out = String::new();
            print_node(&node, ty.as_ref(), &mut out);
            out
        }
        _ => debug.to_string(),
    }
}

/// A parsed `Debug` value.
#[derive(Debug)]
enum Node {
    /// A number, a char literal, `true`, a range: printed as it is.
    Atom(String),
    /// A string literal, with its quotes.
    Str(String),
    /// An identifier with its body: a struct, a variant, `Some(..)`.
    Named(String, Body),
    List(Vec<Node>),
    Tuple(Vec<Node>),
    Set(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

#[derive(Debug)]
enum Body {
    Unit,
    Tuple(Vec<Node>),
    Struct(Vec<(String, Node)>),
}

struct DebugParser<'a> {
    s: &'a [u8],
    at: usize,
}

impl DebugParser<'_> {
    /// Skips whitespace; whether the text ends here.
    fn skip_ws(&mut self) -> bool {
        while self.s.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
        self.at == self.s.len()
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.at).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// A quoted literal (`"..."` or `'...'`) with its escapes, as text.
    fn quoted(&mut self, q: u8) -> Option<String> {
        let start = self.at;
        self.at += 1;
        loop {
            match *self.s.get(self.at)? {
                b'\\' => self.at += 2,
                c if c == q => {
                    self.at += 1;
                    break;
                }
                _ => self.at += 1,
            }
        }
        String::from_utf8(self.s.get(start..self.at)?.to_vec()).ok()
    }

    /// A run of characters that are not punctuation: a number, an identifier, a range.
    fn word(&mut self) -> Option<String> {
        let start = self.at;
        while let Some(&c) = self.s.get(self.at) {
            if c.is_ascii_whitespace() || b"{}()[],:\"'".contains(&c) {
                break;
            }
            self.at += 1;
        }
        // `::` inside a path stays in the word.
        while self.s.get(self.at..self.at + 2) == Some(b"::") {
            self.at += 2;
            while let Some(&c) = self.s.get(self.at) {
                if c.is_ascii_whitespace() || b"{}()[],:\"'".contains(&c) {
                    break;
                }
                self.at += 1;
            }
        }
        (self.at > start)
            .then(|| String::from_utf8(self.s[start..self.at].to_vec()).ok())
            .flatten()
    }

    /// Items separated by commas until `close`, with a trailing comma allowed.
    fn items<X>(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Option<X>,
    ) -> Option<(Vec<X>, bool)> {
        let mut v = Vec::new();
        let mut trailing = false;
        loop {
            if self.eat(close) {
                return Some((v, trailing));
            }
            v.push(item(self)?);
            trailing = self.eat(b',');
            if !trailing && !self.eat(close) {
                return None;
            }
            if !trailing {
                return Some((v, false));
            }
        }
    }

    fn node(&mut self) -> Option<Node> {
        match self.peek()? {
            b'"' => self.quoted(b'"').map(Node::Str),
            b'\'' => self.quoted(b'\'').map(Node::Atom),
            b'[' => {
                self.at += 1;
                self.items(b']', Self::node).map(|(v, _)| Node::List(v))
            }
            b'(' => {
                self.at += 1;
                let (v, trailing) = self.items(b')', Self::node)?;
                match (v.len(), trailing) {
                    // `(x)` is not a tuple, but `Debug` never prints it.
                    (1, false) => None,
                    _ => Some(Node::Tuple(v)),
                }
            }
            b'{' => {
                self.at += 1;
                let (v, _) = self.items(b'}', |p| {
                    let k = p.node()?;
                    Some((k, if p.eat(b':') { Some(p.node()?) } else { None }))
                })?;
                if v.iter().all(|(_, val)| val.is_some()) && !v.is_empty() {
                    Some(Node::Map(
                        v.into_iter()
                            .map(|(k, val)| (k, val.expect("checked")))
                            .collect(),
                    ))
                } else if v.iter().all(|(_, val)| val.is_none()) {
                    Some(Node::Set(v.into_iter().map(|(k, _)| k).collect()))
                } else {
                    None
                }
            }
            _ => {
                let w = self.word()?;
                let ident = w
                    .bytes()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
                    && w.bytes()
                        .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b':');
                if !ident || w == "NaN" || w == "inf" {
                    return Some(Node::Atom(w));
                }
                match self.peek() {
                    Some(b'(') => {
                        self.at += 1;
                        let (v, _) = self.items(b')', Self::node)?;
                        Some(Node::Named(w, Body::Tuple(v)))
                    }
                    Some(b'{') => {
                        self.at += 1;
                        let (v, _) = self.items(b'}', |p| {
                            let f = p.word()?;
                            p.eat(b':').then_some(())?;
                            Some((f, p.node()?))
                        })?;
                        Some(Node::Named(w, Body::Struct(v)))
                    }
                    _ => Some(Node::Named(w, Body::Unit)),
                }
            }
        }
    }
}

/// A parsed type name: a path with its generic arguments, a tuple, an array.
#[derive(Debug)]
enum Ty {
    Path(String, Vec<Ty>),
    Tuple(Vec<Ty>),
    Array(Box<Ty>),
    Other,
}

struct TyParser<'a> {
    s: &'a [u8],
    at: usize,
}

impl<'a> TyParser<'a> {
    fn new(s: &'a str) -> Self {
        TyParser {
            s: s.as_bytes(),
            at: 0,
        }
    }

    fn parse(mut self) -> Option<Ty> {
        let t = self.ty()?;
        (self.at == self.s.len()).then_some(t)
    }

    fn ws(&mut self) {
        while self.s.get(self.at) == Some(&b' ') {
            self.at += 1;
        }
    }

    fn ty(&mut self) -> Option<Ty> {
        self.ws();
        match *self.s.get(self.at)? {
            b'(' => {
                self.at += 1;
                let v = self.list(b')')?;
                Some(Ty::Tuple(v))
            }
            b'[' => {
                self.at += 1;
                let t = self.ty()?;
                self.ws();
                if self.s.get(self.at) == Some(&b';') {
                    while self.s.get(self.at).is_some_and(|&c| c != b']') {
                        self.at += 1;
                    }
                    self.at += 1;
                    Some(Ty::Array(Box::new(t)))
                } else {
                    self.at += 1;
                    Some(Ty::Other)
                }
            }
            b'&' | b'*' => {
                while self
                    .s
                    .get(self.at)
                    .is_some_and(|&c| !c.is_ascii_alphabetic() && c != b'[' && c != b'(')
                {
                    self.at += 1;
                }
                // `&mut T`, `*const T`: the pointee's type, which is not the value's.
                for kw in ["mut ", "const ", "dyn "] {
                    if self.s[self.at..].starts_with(kw.as_bytes()) {
                        self.at += kw.len();
                    }
                }
                self.ty().map(|_| Ty::Other)
            }
            _ => {
                let start = self.at;
                while self
                    .s
                    .get(self.at)
                    .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b':')
                {
                    self.at += 1;
                }
                if self.at == start {
                    return None;
                }
                let path = String::from_utf8(self.s[start..self.at].to_vec()).ok()?;
                let args = if self.s.get(self.at) == Some(&b'<') {
                    self.at += 1;
                    self.list(b'>')?
                } else {
                    Vec::new()
                };
                Some(Ty::Path(path, args))
            }
        }
    }

    fn list(&mut self, close: u8) -> Option<Vec<Ty>> {
        let mut v = Vec::new();
        loop {
            self.ws();
            if self.s.get(self.at) == Some(&close) {
                self.at += 1;
                return Some(v);
            }
            v.push(self.ty()?);
            self.ws();
            match *self.s.get(self.at)? {
                b',' => self.at += 1,
                c if c == close => {}
                _ => return None,
            }
        }
    }
}

/// The path's last segment.
fn last_segment(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}

/// Whether `path` is a type of the standard library.
fn is_std(path: &str) -> bool {
    ["core::", "alloc::", "std::"]
        .iter()
        .any(|p| path.starts_with(p))
        || !path.contains("::")
}

fn print_list(items: &[Node], ty: Option<&Ty>, out: &mut String) {
    for (i, n) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_node(n, ty, out);
    }
}

fn print_node(node: &Node, ty: Option<&Ty>, out: &mut String) {
    // A `Box` prints as its value.
    if let Some(Ty::Path(p, args)) = ty {
        if last_segment(p) == "Box" && is_std(p) && args.len() == 1 {
            out.push_str("Box::new(");
            print_node(node, args.first(), out);
            out.push(')');
            return;
        }
    }
    let (path, args): (Option<&str>, &[Ty]) = match ty {
        Some(Ty::Path(p, a)) => (Some(p.as_str()), a.as_slice()),
        _ => (None, &[]),
    };
    let std_name = path.filter(|p| is_std(p)).map(last_segment);
    match node {
        Node::Atom(a) => out.push_str(match a.as_str() {
            "NaN" => "f64::NAN",
            "inf" => "f64::INFINITY",
            "-inf" => "f64::NEG_INFINITY",
            a => a,
        }),
        Node::Str(s) => {
            out.push_str(s);
            match std_name {
                Some("String") | None => out.push_str(".to_string()"),
                Some("str") => {}
                Some(_) => out.push_str(".into()"),
            }
        }
        Node::List(items) => match (ty, std_name) {
            (Some(Ty::Array(elem)), _) => {
                out.push('[');
                print_list(items, Some(elem), out);
                out.push(']');
            }
            (_, Some("VecDeque")) => {
                out.push('[');
                print_list(items, args.first(), out);
                out.push_str("].into()");
            }
            _ => {
                out.push_str("vec![");
                print_list(items, args.first(), out);
                out.push(']');
            }
        },
        Node::Tuple(items) => {
            out.push('(');
            for (i, n) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let t = match ty {
                    Some(Ty::Tuple(ts)) => ts.get(i),
                    _ => None,
                };
                print_node(n, t, out);
            }
            if items.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Node::Set(items) if items.is_empty() => out.push_str("Default::default()"),
        Node::Set(items) => {
            out.push('[');
            print_list(items, args.first(), out);
            out.push_str("].into_iter().collect()");
        }
        Node::Map(pairs) => {
            out.push('[');
            for (i, (k, v)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push('(');
                print_node(k, args.first(), out);
                out.push_str(", ");
                print_node(v, args.get(1), out);
                out.push(')');
            }
            out.push_str("].into_iter().collect()");
        }
        Node::Named(name, body) => {
            // The types of the parts, where the type name spells them out.
            let parts: &[Ty] = match (name.as_str(), std_name) {
                ("Some", Some("Option")) => args,
                ("Ok", Some("Result")) => &args[..args.len().min(1)],
                ("Err", Some("Result")) => args.get(1..).unwrap_or(&[]),
                _ => &[],
            };
            let known = matches!(
                name.as_str(),
                "Some" | "None" | "Ok" | "Err" | "true" | "false"
            );
            match path {
                Some(p) if !known && !is_std(p) && !name.contains("::") => {
                    out.push_str(p);
                    if last_segment(p) != name {
                        out.push_str("::");
                        out.push_str(name);
                    }
                }
                _ => out.push_str(name),
            }
            match body {
                Body::Unit => {}
                Body::Tuple(items) => {
                    out.push('(');
                    for (i, n) in items.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        print_node(n, parts.get(i), out);
                    }
                    out.push(')');
                }
                Body::Struct(fields) => {
                    out.push_str(" { ");
                    for (i, (f, n)) in fields.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(f);
                        out.push_str(": ");
                        print_node(n, None, out);
                    }
                    out.push_str(" }");
                }
            }
        }
    }
}
