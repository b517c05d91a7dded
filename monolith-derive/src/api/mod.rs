//! `#[api]`: an API declared once, as a trait, becomes a function that builds the engine for
//! any reference and candidate implementing it. Each method is an operation; the receiver is
//! the handle mode; attributes on methods and parameters give specs, ranges, preconditions,
//! dependent arguments, weights and conversions of borrowed results.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, ToTokens};
use syn::parse::Parser;
use syn::{
    Attribute, Expr, ExprClosure, FnArg, GenericArgument, Ident, ImplItem, ItemImpl, ItemTrait,
    LitInt, LitStr, Pat, Path, PathArguments, Result, ReturnType, TraitItem, Type,
};

use crate::attrs::{bounded_range, is_closed};

pub(crate) mod module;

/// The macro's own arguments: `#[api(engine = name, var = "a", crate = "path")]`.
struct ApiArgs {
    /// `reference = T`: the reference's type, and the argument's tokens for errors. On an
    /// `impl` block, the other side; on a trait, with `candidate`, a remote API.
    reference: Option<(Type, TokenStream)>,
    /// `candidate = T`: the candidate's type, as `reference`.
    candidate: Option<(Type, TokenStream)>,
    engine: Option<Ident>,
    var: Option<LitStr>,
    krate: Path,
    /// `fuel = n`: the engine's fuel.
    fuel: Option<LitInt>,
    /// `reference_trait = Name`: the name of the trait the reference implements, generated when
    /// a method is nondeterministic.
    reference_trait: Option<Ident>,
    /// `protocol = "..."`: the protocol of each value's history of calls.
    protocol: Option<LitStr>,
    /// `negative`: calls out of the protocol now and then.
    negative: Option<Span>,
    /// `parallel = name`: also a function `name` that builds the parallel spec of the
    /// trait's `&self` methods (`parallel.rs`).
    parallel: Option<Ident>,
    /// `turbofish`: a remote API's functions print the candidate's generic arguments
    /// (`SmallVec::<[u8; 2]>::new()`), for a type a reproducer cannot infer them for.
    turbofish: Option<Span>,
}

fn parse_args(args: TokenStream) -> Result<ApiArgs> {
    let mut out = ApiArgs {
        reference: None,
        candidate: None,
        engine: None,
        var: None,
        krate: syn::parse_quote!(::monolith_core),
        fuel: None,
        reference_trait: None,
        protocol: None,
        negative: None,
        parallel: None,
        turbofish: None,
    };
    let parser = syn::meta::parser(|meta| {
        if meta.path.is_ident("engine") {
            out.engine = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("parallel") {
            out.parallel = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("var") {
            out.var = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("fuel") {
            let n: LitInt = meta.value()?.parse()?;
            n.base10_parse::<usize>()?;
            out.fuel = Some(n);
        } else if meta.path.is_ident("protocol") {
            out.protocol = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("negative") {
            out.negative = Some(syn::spanned::Spanned::span(&meta.path));
        } else if meta.path.is_ident("turbofish") {
            out.turbofish = Some(syn::spanned::Spanned::span(&meta.path));
        } else if meta.path.is_ident("reference_trait") {
            out.reference_trait = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("crate") {
            let s: LitStr = meta.value()?.parse()?;
            out.krate = s.parse()?;
        } else if meta.path.is_ident("reference") || meta.path.is_ident("candidate") {
            let slot = if meta.path.is_ident("reference") {
                &mut out.reference
            } else {
                &mut out.candidate
            };
            if slot.is_some() {
                return Err(meta.error("this side is named twice"));
            }
            let path = meta.path.to_token_stream();
            let t: Type = meta.value()?.parse()?;
            *slot = Some((t, path));
        } else {
            return Err(meta.error(
                "unknown `api` argument: expected `engine`, `parallel`, `var`, `fuel`, `protocol`, `negative`, `reference_trait`, `crate`, `reference`, `candidate` or `turbofish`",
            ));
        }
        Ok(())
    });
    parser.parse2(args)?;
    if let (Some(span), None) = (out.negative, &out.protocol) {
        return Err(syn::Error::new(
            span,
            "`negative` makes calls out of a protocol: give the protocol too (`protocol = \"...\"`)",
        ));
    }
    Ok(out)
}

/// The operation names a protocol's text quotes (its terminals), skipping comments.
fn quoted_names(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '#' => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
            }
            '"' | '\'' => {
                let mut name = String::new();
                while let Some(d) = chars.next() {
                    match d {
                        '\\' => name.extend(chars.next()),
                        d if d == c => break,
                        d => name.push(d),
                    }
                }
                out.push(name);
            }
            _ => {}
        }
    }
    out
}

/// Refuses, at compile time, a protocol that quotes a name no method of the API has.
fn check_protocol(args: &ApiArgs, api: &Api) -> Result<()> {
    let Some(lit) = &args.protocol else {
        return Ok(());
    };
    for name in quoted_names(&lit.value()) {
        if api.methods.contains(&name) {
            continue;
        }
        let near = api
            .methods
            .iter()
            .filter(|m| distance(m, &name) <= 2)
            .min_by_key(|m| distance(m, &name));
        let hint = near.map_or(String::new(), |m| format!(" (did you mean `{m}`?)"));
        return Err(syn::Error::new(
            lit.span(),
            format!("the protocol names `{name}`, which is not a method of this API{hint}"),
        ));
    }
    Ok(())
}

/// The edit distance of two names, for suggestions.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// A method's `#[monolith(..)]` attributes.
#[derive(Default)]
pub(crate) struct MethodAttrs {
    skip: bool,
    weight: Option<LitInt>,
    convert: Option<LitStr>,
    returns: Option<Expr>,
    requires: Option<ExprClosure>,
    /// `nondet`: the candidate's result is judged by the reference, which takes it as a last
    /// argument and returns a `Diagnostic`.
    pub(crate) nondet: bool,
    /// `check`: not an operation, but the well-formedness check of every value of the
    /// candidate's type, run after each call that makes or changes one.
    pub(crate) check: bool,
    /// `may_panic`: both sides may panic, together (the paper's `^!>`).
    may_panic: bool,
    /// `path = Vec::from`: both sides are called through this path (a trait's function, an
    /// associated function of another type), and the reproducer prints `Vec::from(d0)`.
    path: Option<Path>,
    /// `reference = Model::peek_max`: in a remote API, the model's function for this method,
    /// when its name differs.
    reference: Option<Path>,
}

/// How a parameter is drawn.
#[derive(Default)]
pub(crate) struct ParamAttrs {
    spec: Option<Expr>,
    range: Option<syn::ExprRange>,
    pub(crate) dep: Option<ExprClosure>,
    pub(crate) requires: Option<ExprClosure>,
    /// `key`: in parallel mode, the argument names the part of the value the call touches
    /// (`monolith_core::parallel::key`); the sequential engine ignores it.
    pub(crate) key: Option<syn::Path>,
}

/// Takes the `#[monolith(..)]` attributes out of `attrs` (the compiler must not see them).
fn take_monolith(attrs: &mut Vec<Attribute>) -> Vec<Attribute> {
    let (ours, rest): (Vec<_>, Vec<_>) =
        attrs.drain(..).partition(|a| a.path().is_ident("monolith"));
    *attrs = rest;
    ours
}

impl MethodAttrs {
    fn parse(attrs: &[Attribute]) -> Result<Self> {
        let mut out = MethodAttrs::default();
        for attr in attrs {
            attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("skip") {
                    out.skip = true;
                } else if meta.path.is_ident("nondet") {
                    out.nondet = true;
                } else if meta.path.is_ident("check") {
                    out.check = true;
                } else if meta.path.is_ident("may_panic") {
                    out.may_panic = true;
                } else if meta.path.is_ident("weight") {
                    let w: LitInt = meta.value()?.parse()?;
                    w.base10_parse::<u32>()?;
                    out.weight = Some(w);
                } else if meta.path.is_ident("convert") {
                    let s: LitStr = meta.value()?.parse()?;
                    s.parse::<TokenStream>()?;
                    out.convert = Some(s);
                } else if meta.path.is_ident("returns") {
                    out.returns = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("requires") {
                    out.requires = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("path") {
                    out.path = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("reference") {
                    out.reference = Some(meta.value()?.parse()?);
                } else {
                    return Err(meta.error(
                        "unknown `monolith` attribute on a method: expected `skip`, `weight`, `convert`, `returns`, `requires`, `nondet`, `may_panic`, `check`, `path` or `reference`",
                    ));
                }
                Ok(())
            })?;
        }
        Ok(out)
    }
}

impl ParamAttrs {
    fn parse(attrs: &[Attribute]) -> Result<Self> {
        let mut out = ParamAttrs::default();
        for attr in attrs {
            attr.parse_nested_meta(|meta| {
                let how = out.spec.is_some() || out.range.is_some() || out.dep.is_some();
                let how_key = ["spec", "range", "dep"].iter().any(|k| meta.path.is_ident(k));
                if how_key && how {
                    return Err(meta.error(
                        "a parameter takes one of `spec`, `range` or `dep`, not several",
                    ));
                }
                if meta.path.is_ident("spec") {
                    out.spec = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("range") {
                    out.range = Some(bounded_range(meta.value()?.parse()?)?);
                } else if meta.path.is_ident("dep") {
                    out.dep = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("requires") {
                    out.requires = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("key") {
                    out.key = Some(meta.path.clone());
                } else {
                    return Err(meta.error(
                        "unknown `monolith` attribute on a parameter: expected `spec`, `range`, `dep`, `requires` or `key`",
                    ));
                }
                Ok(())
            })?;
        }
        Ok(out)
    }
}

/// A parameter: its attributes, its kind, and its name (none for the receiver).
pub(crate) type Param = (ParamAttrs, ParamKind, Option<Ident>);

/// How a handle of the API's abstract type is passed.
#[derive(Clone, Copy)]
pub(crate) enum Mode {
    Ref,
    Mut,
    Value,
}

/// A parameter's type, seen from the API: a handle of an abstract type (`Self`, or in a
/// module API another trait's; its index in [`Sides::handles`]), or data.
pub(crate) enum ParamKind {
    Handle(Mode, usize),
    Data(Box<Type>),
}

fn classify(ty: &Type, sides: &Sides) -> ParamKind {
    match ty {
        Type::Reference(r) => match sides.handle_of(&r.elem) {
            Some(k) => ParamKind::Handle(
                if r.mutability.is_some() {
                    Mode::Mut
                } else {
                    Mode::Ref
                },
                k,
            ),
            None => ParamKind::Data(Box::new(ty.clone())),
        },
        t => match sides.handle_of(t) {
            Some(k) => ParamKind::Handle(Mode::Value, k),
            None => ParamKind::Data(Box::new(t.clone())),
        },
    }
}

/// `ty` with `Self` replaced by `side` (the reference's or the candidate's type).
pub(crate) fn replace_self(ty: &Type, side: &TokenStream) -> Type {
    let tokens = replace_self_tokens(ty.to_token_stream(), side);
    syn::parse2(tokens).expect("a type with `Self` replaced is a type")
}

fn replace_self_tokens(ts: TokenStream, side: &TokenStream) -> TokenStream {
    use proc_macro2::{Group, TokenTree};
    ts.into_iter()
        .map(|t| match t {
            TokenTree::Ident(i) if i == "Self" => {
                // The side's type, as one group, so that it is one token tree in place of one.
                TokenTree::Group(Group::new(proc_macro2::Delimiter::None, side.clone()))
            }
            TokenTree::Group(g) => {
                let mut ng = Group::new(g.delimiter(), replace_self_tokens(g.stream(), side));
                ng.set_span(g.span());
                TokenTree::Group(ng)
            }
            other => other,
        })
        .collect()
}

pub(crate) fn mentions_self(ty: &Type) -> bool {
    mentions(ty, &|i| i == "Self")
}

/// Whether any identifier of `ty`, at any depth, is one that `hit` accepts.
pub(crate) fn mentions(ty: &Type, hit: &dyn Fn(&Ident) -> bool) -> bool {
    fn walk(ts: TokenStream, hit: &dyn Fn(&Ident) -> bool) -> bool {
        ts.into_iter().any(|t| match t {
            proc_macro2::TokenTree::Ident(i) => hit(&i),
            proc_macro2::TokenTree::Group(g) => walk(g.stream(), hit),
            _ => false,
        })
    }
    walk(ty.to_token_stream(), hit)
}

/// `ty` without references (`Option<&u32>` → `Option<u32>`), for a converted result.
fn strip_refs(ty: &Type) -> Type {
    match ty {
        Type::Reference(r) => strip_refs(&r.elem),
        Type::Path(p) => {
            let mut p = p.clone();
            for seg in &mut p.path.segments {
                if let PathArguments::AngleBracketed(a) = &mut seg.arguments {
                    for arg in &mut a.args {
                        if let GenericArgument::Type(t) = arg {
                            *t = strip_refs(t);
                        }
                    }
                }
            }
            Type::Path(p)
        }
        Type::Tuple(t) => {
            let mut t = t.clone();
            for e in &mut t.elems {
                *e = strip_refs(e);
            }
            Type::Tuple(t)
        }
        other => other.clone(),
    }
}

/// The result spec of a return type that mentions an abstract type (`Self`, or in a module
/// API another trait's name): the abstract type, under `Option`, `Result`, `Vec` and tuples;
/// the rest is data.
fn result_spec(ty: &Type, krate: &Path, sides: &Sides) -> Result<TokenStream> {
    if let Some(k) = sides.handle_of(ty) {
        let var = &sides.handles[k].var;
        return Ok(quote!(#var.clone()));
    }
    if !sides.mentions_handle(ty) {
        return Ok(quote!(#krate::spec::data::<#ty>()));
    }
    match ty {
        Type::Tuple(t) => {
            let parts = t
                .elems
                .iter()
                .map(|e| result_spec(e, krate, sides))
                .collect::<Result<Vec<_>>>()?;
            Ok(quote!((#(#parts,)*)))
        }
        Type::Path(p) => {
            let seg = p.path.segments.last().expect("a path has a segment");
            let args: Vec<&Type> = match &seg.arguments {
                PathArguments::AngleBracketed(a) => a
                    .args
                    .iter()
                    .filter_map(|g| match g {
                        GenericArgument::Type(t) => Some(t),
                        _ => None,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let name = seg.ident.to_string();
            match (name.as_str(), args.as_slice()) {
                ("Option", [x]) => {
                    let x = result_spec(x, krate, sides)?;
                    Ok(quote!(#krate::spec::option(#x)))
                }
                ("Vec", [x]) => {
                    let x = result_spec(x, krate, sides)?;
                    Ok(quote!(#krate::spec::vec_of(#x)))
                }
                ("Result", [x, e]) => {
                    let (x, e) = (result_spec(x, krate, sides)?, result_spec(e, krate, sides)?);
                    Ok(quote!(#krate::spec::result(#x, #e)))
                }
                _ => Err(syn::Error::new_spanned(
                    ty,
                    "a result that holds `Self` must be `Self`, or `Self` under `Option`, `Result`, `Vec` or a tuple; otherwise give `#[monolith(returns = spec)]`",
                )),
            }
        }
        other => Err(syn::Error::new_spanned(
            other,
            "this result type needs `#[monolith(returns = spec)]`",
        )),
    }
}

/// Gives a closure's untyped parameters the types the engine passes it.
fn annotate(mut c: ExprClosure, types: &[Type]) -> ExprClosure {
    for (input, ty) in c.inputs.iter_mut().zip(types) {
        if let Pat::Ident(_) | Pat::Wild(_) = input {
            let pat = input.clone();
            *input = Pat::Type(syn::PatType {
                attrs: Vec::new(),
                pat: Box::new(pat),
                colon_token: Default::default(),
                ty: Box::new(ty.clone()),
            });
        }
    }
    c
}

fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, ch) in name.chars().enumerate() {
        if ch.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(ch.to_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

/// The names `#[api]` derives from the trait's or the type's name `base` (snake case).
struct Names {
    engine_fn: Ident,
    var: String,
    test_name: String,
    fuel: Option<LitInt>,
    protocol: Option<LitStr>,
    negative: bool,
}

/// What the methods declare: one operation each, the candidate's check, and whether any
/// operation is nondeterministic.
#[derive(Default)]
struct Api {
    declares: Vec<TokenStream>,
    /// The declared methods' names.
    methods: Vec<String>,
    check: Option<Ident>,
    nondet: bool,
}

impl Api {
    /// Takes in one method: declares it, or records it as the check.
    fn add(
        &mut self,
        sig: &syn::Signature,
        ma: &MethodAttrs,
        params: &[Param],
        sides: &Sides,
        krate: &Path,
    ) -> Result<()> {
        if !ma.check {
            self.nondet |= ma.nondet;
            self.methods.push(sig.ident.to_string());
            self.declares.push(declare(sig, ma, params, sides, krate)?);
            return Ok(());
        }
        let receiver_only = params.len() == 1
            && matches!(sig.inputs.first(), Some(FnArg::Receiver(r)) if r.reference.is_some() && r.mutability.is_none());
        if !receiver_only || !matches!(sig.output, ReturnType::Default) || ma.nondet || ma.may_panic
        {
            return Err(syn::Error::new_spanned(
                &sig.ident,
                "a `check` method takes `&self` alone and returns nothing: it panics when the value is not well formed",
            ));
        }
        if self.check.is_some() {
            return Err(syn::Error::new_spanned(
                &sig.ident,
                "an API has one `check` method",
            ));
        }
        self.check = Some(sig.ident.clone());
        Ok(())
    }
}

fn names(args: &ApiArgs, base: &str) -> Names {
    let engine_fn = args
        .engine
        .clone()
        .unwrap_or_else(|| format_ident!("{}_engine", base));
    let var = args.var.as_ref().map(LitStr::value).unwrap_or_else(|| {
        base.chars()
            .next()
            .map(String::from)
            .unwrap_or_else(|| "a".into())
    });
    // `parray_engine` names its tests `parray_reproducer`.
    let e = engine_fn.to_string();
    let test_name = format!("{}_reproducer", e.strip_suffix("_engine").unwrap_or(&e));
    Names {
        engine_fn,
        var,
        test_name,
        fuel: args.fuel.clone(),
        protocol: args.protocol.clone(),
        negative: args.negative.is_some(),
    }
}

/// The paths the reference's and the candidate's functions are called by, the candidate's path
/// as the user wrote it, if it is one a `use` line can name, whether the API is remote (then
/// only the candidate's result is converted), and the abstract types (the sides' types are
/// those of `Self`, [`Sides::r`] and [`Sides::c`]).
struct Sides {
    rpath: TokenStream,
    cpath: TokenStream,
    written: Option<String>,
    remote: bool,
    /// With `turbofish`: the candidate's generic arguments as code (`[u8; 2]`).
    generics: Option<String>,
    /// The API's abstract types, as signatures name them: `Self` alone, or in a module API
    /// every trait of the module ([`module`]).
    handles: Vec<Handle>,
    /// Which of `handles` is `Self`.
    own: usize,
    /// The variable that holds the candidate's type's name as a reproducer prints it (`Seq`).
    short: Ident,
}

/// An abstract type as the signatures of an API name it, with its two sides and the variable
/// of its `Abstract` in the engine function.
#[derive(Clone)]
struct Handle {
    name: String,
    r: TokenStream,
    c: TokenStream,
    var: Ident,
}

impl Sides {
    /// The one abstract type of a trait's or an `impl` block's API: `Self`, held in `__ty`.
    /// `paths` are those the sides' functions are called by (`<R as Trait>`, `<Model>`).
    fn single(
        (r, c): (TokenStream, TokenStream),
        (rpath, cpath): (TokenStream, TokenStream),
        written: Option<String>,
        remote: bool,
    ) -> Sides {
        Sides {
            handles: vec![Handle {
                name: "Self".into(),
                r,
                c,
                var: format_ident!("__ty"),
            }],
            own: 0,
            short: format_ident!("__short"),
            rpath,
            cpath,
            written,
            remote,
            generics: None,
        }
    }

    /// The abstract type of `Self`.
    fn own_handle(&self) -> &Handle {
        &self.handles[self.own]
    }

    /// The reference's type of `Self`.
    fn r(&self) -> &TokenStream {
        &self.own_handle().r
    }

    /// The candidate's type of `Self`.
    fn c(&self) -> &TokenStream {
        &self.own_handle().c
    }

    /// The abstract type that `ty` names, if any: `Self`, or the name of another handle.
    fn handle_of(&self, ty: &Type) -> Option<usize> {
        let Type::Path(p) = ty else { return None };
        if p.qself.is_some() {
            return None;
        }
        if p.path.is_ident("Self") {
            return Some(self.own);
        }
        let id = p.path.get_ident()?;
        self.handles.iter().position(|h| id == &h.name)
    }

    /// Whether `ty` mentions an abstract type anywhere.
    fn mentions_handle(&self, ty: &Type) -> bool {
        mentions(ty, &|i| {
            i == "Self" || self.handles.iter().any(|h| i == &h.name)
        })
    }
}

/// The generic arguments of a type's last segment as code: `[u8; 2]` for
/// `smallvec::SmallVec<[u8; 2]>`.
fn generic_arguments(ty: &Type) -> Option<String> {
    let Type::Path(p) = ty else { return None };
    let PathArguments::AngleBracketed(a) = &p.path.segments.last()?.arguments else {
        return None;
    };
    let code = a.args.to_token_stream().to_string();
    let tight = [
        (" ,", ","),
        (" ;", ";"),
        ("< ", "<"),
        (" >", ">"),
        ("[ ", "["),
        (" ]", "]"),
    ];
    let code = tight
        .iter()
        .fold(code, |c, (from, to)| c.replace(from, to))
        .replace(" :: ", "::")
        .replace("& ", "&");
    Some(code)
}

/// The path of a type as written, without generic arguments (`std::collections::VecDeque` for
/// `std::collections::VecDeque<u8>`), when it has two segments or more: the path a user reaches
/// the type by, where the compiler's name of it may be private
/// (`alloc::collections::vec_deque::VecDeque`). A leading `self` or `super` is resolved where
/// the engine is built (`monolith_core::__private::written_path`).
fn written_path(ty: &Type) -> Option<String> {
    let Type::Path(p) = ty else { return None };
    let segments: Vec<String> = p
        .path
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    (p.qself.is_none() && segments.len() >= 2).then(|| {
        let lead = if p.path.leading_colon.is_some() {
            "::"
        } else {
            ""
        };
        format!("{lead}{}", segments.join("::"))
    })
}

/// A method to declare: its signature, attributes and parameters (the `#[monolith]`
/// attributes are taken out of `attrs` and the signature, so the compiler never sees them).
fn method(
    attrs: &mut Vec<Attribute>,
    sig: &mut syn::Signature,
    sides: &Sides,
) -> Result<Option<(MethodAttrs, Vec<Param>)>> {
    let ours = take_monolith(attrs);
    let ma = MethodAttrs::parse(&ours)?;
    let mut params = Vec::new();
    for input in &mut sig.inputs {
        let (attrs, kind, name) = match input {
            FnArg::Receiver(rcv) => {
                let attrs = take_monolith(&mut rcv.attrs);
                let mode = match (&rcv.reference, rcv.mutability) {
                    (Some(_), Some(_)) => Mode::Mut,
                    (Some(_), None) => Mode::Ref,
                    (None, _) => Mode::Value,
                };
                (attrs, ParamKind::Handle(mode, sides.own), None)
            }
            FnArg::Typed(pt) => {
                let attrs = take_monolith(&mut pt.attrs);
                let name = match &*pt.pat {
                    Pat::Ident(i) => Some(i.ident.clone()),
                    _ => None,
                };
                (attrs, classify(&pt.ty, sides), name)
            }
        };
        params.push((ParamAttrs::parse(&attrs)?, kind, name));
    }
    Ok((!ma.skip).then_some((ma, params)))
}

/// One abstract type of an engine: its sides, the prefix of its variables, and the
/// candidate's `check` method.
struct TypeDecl<'a> {
    sides: &'a Sides,
    var: String,
    check: Option<&'a Ident>,
}

impl<'a> TypeDecl<'a> {
    /// The one abstract type of an API on a trait or an `impl` block.
    fn single(sides: &'a Sides, names: &Names, api: &'a Api) -> Self {
        TypeDecl {
            sides,
            var: names.var.clone(),
            check: api.check.as_ref(),
        }
    }
}

/// The body of a generated engine function: the abstract types (each imported where the
/// reproducer names it, with the candidate's check, if a method is marked `check`), the fuel,
/// and the operations.
fn engine_body(
    krate: &Path,
    names: &Names,
    types: &[TypeDecl],
    trait_use: TokenStream,
    declares: &[TokenStream],
) -> TokenStream {
    let test_name = &names.test_name;
    let fuel = names.fuel.as_ref().map(|n| quote!(engine.fuel(#n);));
    let local = local_flag();
    let mut imports = Vec::new();
    let mut made = Vec::new();
    for (k, t) in types.iter().enumerate() {
        let Sides { written, short, .. } = t.sides;
        let path_var = format_ident!("__path{k}");
        let vars = candidate_path_vars(krate, t.sides.c(), written.as_deref(), (&path_var, short));
        imports.push(quote! {
            #vars
            engine.use_type(&#path_var);
        });
        let ty = abstract_type(krate, &t.var, t.sides, t.check, names);
        let ty_var = &t.sides.own_handle().var;
        made.push(quote!(let #ty_var = #ty;));
    }
    let vars = types.iter().map(|t| &t.sides.own_handle().var);
    quote! {
        #[allow(unused_imports)]
        use #krate::spec::*;
        let mut engine = #krate::Engine::new();
        #local
        #(#imports)*
        #trait_use
        engine.test_name(#test_name);
        #fuel
        #(#made)*
        #(#declares)*
        #(let _ = &#vars;)*
        engine
    }
}

/// `engine.abstract_type_with(..)` for the abstract type `Self` of `sides`, named `var`, with
/// the candidate's `check` method, and the protocol of `names`.
fn abstract_type(
    krate: &Path,
    var: &str,
    sides: &Sides,
    check: Option<&Ident>,
    names: &Names,
) -> TokenStream {
    let (r, c, cpath) = (sides.r(), sides.c(), &sides.cpath);
    let mut ty = quote!(#krate::spec::AbstractType::<#r, #c>::new(#var));
    if let Some(check) = check {
        let code = format!("{{}}.{check}();");
        ty = quote! {
            #ty.check(|_, __c: &#c| #cpath::#check(__c))
                .check_code(|__v| ::std::format!(#code, __v))
        };
    }
    if let Some(protocol) = &names.protocol {
        ty = quote!(#ty.protocol(#krate::spec::protocol(#protocol)));
    }
    if names.negative {
        ty = quote!(#ty.negative());
    }
    quote!(engine.abstract_type_with(#ty))
}

/// The statements that give the candidate `c`'s path as the reproducer's `use` line names it
/// (`__path`), its last segment (`__short`), and whether the spec is outside a library
/// (`__local`), for the generated functions. The path is the one the user wrote (`written`),
/// or else the compiler's name of the type.
pub(crate) fn candidate_paths(krate: &Path, c: &TokenStream, written: Option<&str>) -> TokenStream {
    let vars = candidate_path_vars(
        krate,
        c,
        written,
        (&format_ident!("__path"), &format_ident!("__short")),
    );
    let local = local_flag();
    quote! {
        #local
        #vars
    }
}

/// `let __local = ..;`: whether the spec is outside a library.
fn local_flag() -> TokenStream {
    quote! {
        // A spec outside a library (`tests/`, `examples/`, a binary, unit tests) names its
        // own crate `crate` in the reproducer's `use` lines.
        let __local = ::core::cfg!(test)
            || ::core::option_env!("CARGO_BIN_NAME").is_some()
            || ::core::option_env!("CARGO_TARGET_TMPDIR").is_some();
    }
}

/// The statements that give the candidate `c`'s path, as the reproducer's `use` line names it,
/// and its last segment, to the variables `path` and `short` (after [`candidate_paths`] has
/// given `__local`).
fn candidate_path_vars(
    krate: &Path,
    c: &TokenStream,
    written: Option<&str>,
    (path_var, short_var): (&Ident, &Ident),
) -> TokenStream {
    let path = match written {
        Some(p) => quote!(#krate::__private::written_path(#p, ::core::module_path!())),
        None => quote!(#krate::__private::type_path::<#c>()),
    };
    quote! {
        let #path_var = #krate::__private::crate_relative(
            &#path,
            ::core::module_path!(),
            __local,
        );
        let #short_var = #krate::__private::short_name(&#path_var).to_string();
    }
}

/// `#[api]` on a trait: an engine function generic over the reference and the candidate, or,
/// with both named, the engine of a remote API ([`expand_remote`]).
pub fn expand_trait(args: TokenStream, item: ItemTrait) -> Result<TokenStream> {
    let args = parse_args(args)?;
    match (&args.reference, &args.candidate) {
        (Some(_), Some(_)) => return expand_remote(args, item),
        (Some((_, p)), None) | (None, Some((_, p))) => {
            return Err(syn::Error::new_spanned(
                p,
                "on a trait, `reference` and `candidate` go together: they name the two types of a remote API (`#[api(reference = Model, candidate = other_crate::Type)]`); without them the engine is generic over both",
            ))
        }
        (None, None) => {}
    }
    refuse_turbofish(&args)?;
    expand_generic(args, item)
}

/// `turbofish` outside a remote API: the candidate is a type parameter, or the `impl` block's
/// own type, whose paths print as the compiler names them.
fn refuse_turbofish(args: &ApiArgs) -> Result<()> {
    match args.turbofish {
        Some(span) => Err(syn::Error::new(
            span,
            "`turbofish` applies to a remote API (`#[api(reference = Model, candidate = path::Type<..>, turbofish)]` on a trait)",
        )),
        None => Ok(()),
    }
}

/// `#[api]` on a trait without named sides: the engine function is generic over any reference
/// and candidate that implement it.
fn expand_generic(args: ApiArgs, mut item: ItemTrait) -> Result<TokenStream> {
    if let Some(other) = item
        .attrs
        .iter()
        .find(|a| a.path().segments.last().is_some_and(|s| s.ident == "api"))
    {
        return Err(syn::Error::new_spanned(
            other,
            "one `#[api]` on a trait that both sides implement: its engine is generic, so call it once per candidate (`engine::<Model, Faulty>()`, `engine::<Model, Working>()`); several `#[api]` apply to a remote API, which names both sides",
        ));
    }
    let krate = &args.krate;
    let trait_name = item.ident.clone();
    let names = names(&args, &snake(&trait_name.to_string()));
    // With a nondeterministic method, the reference implements a trait of its own, where that
    // method judges the candidate's result.
    let nondet = item.items.iter().any(|it| match it {
        TraitItem::Fn(f) => {
            let ours: Vec<Attribute> = f
                .attrs
                .iter()
                .filter(|a| a.path().is_ident("monolith"))
                .cloned()
                .collect();
            MethodAttrs::parse(&ours).is_ok_and(|m| m.nondet && !m.skip)
        }
        _ => false,
    });
    let reference_trait = args
        .reference_trait
        .clone()
        .unwrap_or_else(|| format_ident!("{}Reference", trait_name));
    let r_trait = if nondet {
        reference_trait.clone()
    } else {
        trait_name.clone()
    };
    let sides = Sides::single(
        (quote!(R), quote!(C)),
        (quote!(<R as #r_trait>), quote!(<C as #trait_name>)),
        None,
        false,
    );
    let mut api = Api::default();
    let mut parallel = crate::parallel::ParallelApi::default();
    let mut judged = Vec::new();
    for it in &mut item.items {
        let TraitItem::Fn(f) = it else { continue };
        if let Some((ma, params)) = method(&mut f.attrs, &mut f.sig, &sides)? {
            if args.parallel.is_some() {
                parallel.add(&f.sig, &ma, &params, &trait_name, krate)?;
            }
            api.add(&f.sig, &ma, &params, &sides, krate)?;
            if ma.nondet {
                judged.push((f.sig.ident.clone(), ma.may_panic));
            }
        }
    }
    let reference = if api.nondet {
        crate::judge::reference_trait(&item, &reference_trait, &judged, api.check.as_ref(), krate)
    } else {
        quote!()
    };
    let vis = &item.vis;
    let engine_fn = &names.engine_fn;
    let doc = format!(
        " The engine of the API [`{trait_name}`], for any reference `R` and candidate `C` that implement it: one operation per method (declared by `#[api]`)."
    );
    let trait_use = quote! {
        engine.preamble(&::std::format!(
            "use {};",
            #krate::__private::crate_relative(
                ::core::concat!(::core::module_path!(), "::", ::core::stringify!(#trait_name)),
                ::core::module_path!(),
                __local,
            )
        ));
    };
    check_protocol(&args, &api)?;
    let single = TypeDecl::single(&sides, &names, &api);
    let body = engine_body(krate, &names, &[single], trait_use, &api.declares);
    let parallel = match &args.parallel {
        Some(name) => {
            let n = name.to_string();
            let test = format!(
                "{}_linearizability",
                n.strip_suffix("_parallel").unwrap_or(&n)
            );
            parallel.function(name, &vis.clone(), &trait_name, (&names.var, &test), krate)?
        }
        None => quote!(),
    };
    Ok(quote! {
        #item

        #reference

        #parallel

        #[doc = #doc]
        #vis fn #engine_fn<R: #r_trait + 'static, C: #trait_name + 'static>() -> #krate::Engine {
            #body
        }
    })
}

/// `#[api(reference = Model, candidate = path::Type)]` on a trait: a remote API. The trait
/// restates, with its attributes, the methods of a type the user does not own (a published
/// crate's, `std`'s); it is not emitted, and nothing implements it. Both sides are called by
/// their inherent methods of the same names (or through a trait in scope, `Clone::clone`,
/// `Extend::extend`), so the reproducer imports the candidate's type by the path written here
/// and no trait.
fn expand_remote(args: ApiArgs, mut item: ItemTrait) -> Result<TokenStream> {
    let mut all = vec![args];
    all.extend(stacked(&mut item.attrs)?);
    for args in &all {
        refuse_in_remote(args)?;
    }
    // The methods are read once (their attributes are taken out); `Self` is the only handle.
    let probe = Sides::single(
        (quote!(()), quote!(())),
        (quote!(()), quote!(())),
        None,
        true,
    );
    let mut methods = Vec::new();
    for it in &mut item.items {
        let TraitItem::Fn(f) = it else { continue };
        if let Some((ma, params)) = method(&mut f.attrs, &mut f.sig, &probe)? {
            methods.push((f.sig.clone(), ma, params));
        }
    }
    // Engines of one declaration test the same spec: their tests (and regression files) are
    // named after it.
    let shared = (all.len() > 1).then(|| format!("{}_reproducer", snake(&item.ident.to_string())));
    let mut out = TokenStream::new();
    for args in &all {
        out.extend(remote_engine(args, &item, &methods, shared.as_deref())?);
    }
    Ok(out)
}

/// The other `#[api(..)]` attributes of an item, taken out of `attrs`: each makes an engine
/// of its own over the same declaration (one per candidate, say).
fn stacked(attrs: &mut Vec<Attribute>) -> Result<Vec<ApiArgs>> {
    let mut out = Vec::new();
    let mut rest = Vec::new();
    for attr in std::mem::take(attrs) {
        if attr
            .path()
            .segments
            .last()
            .is_some_and(|s| s.ident == "api")
        {
            let tokens = match &attr.meta {
                syn::Meta::List(l) => l.tokens.clone(),
                _ => TokenStream::new(),
            };
            out.push(parse_args(tokens)?);
        } else {
            rest.push(attr);
        }
    }
    *attrs = rest;
    Ok(out)
}

/// What a remote API does not take, and both sides, which it needs.
fn refuse_in_remote(args: &ApiArgs) -> Result<()> {
    if let Some(p) = &args.parallel {
        return Err(syn::Error::new_spanned(
            p,
            "`parallel` declares the parallel spec of a trait that both sides implement; a remote API's sides implement nothing",
        ));
    }
    if let Some(t) = &args.reference_trait {
        return Err(syn::Error::new_spanned(
            t,
            "a remote API's `nondet` methods are judged by the reference's inherent methods of the same names: there is no reference trait to name",
        ));
    }
    if args.reference.is_none() || args.candidate.is_none() {
        return Err(syn::Error::new(
            Span::call_site(),
            "each `#[api]` on a remote API names both sides: `#[api(reference = Model, candidate = other_crate::Type)]`",
        ));
    }
    Ok(())
}

/// A method as declared: its signature, attributes and parameters.
type Method = (syn::Signature, MethodAttrs, Vec<Param>);

/// The engine function of one `#[api(..)]` on a remote API.
fn remote_engine(
    args: &ApiArgs,
    item: &ItemTrait,
    methods: &[Method],
    test_name: Option<&str>,
) -> Result<TokenStream> {
    let (Some((r, _)), Some((c, _))) = (&args.reference, &args.candidate) else {
        unreachable!("a remote API names both sides")
    };
    let krate = &args.krate;
    let mut names = names(args, &snake(&item.ident.to_string()));
    if let Some(t) = test_name {
        names.test_name = t.to_string();
    }
    let mut sides = Sides::single(
        (r.to_token_stream(), c.to_token_stream()),
        (quote!(<#r>), quote!(<#c>)),
        written_path(c),
        true,
    );
    sides.generics = match args.turbofish {
        Some(span) => Some(generic_arguments(c).ok_or_else(|| {
            syn::Error::new(
                span,
                "`turbofish` prints the candidate's generic arguments: this candidate has none",
            )
        })?),
        None => None,
    };
    let mut api = Api::default();
    for (sig, ma, params) in methods {
        api.add(sig, ma, params, &sides, krate)?;
    }
    check_protocol(args, &api)?;
    let vis = &item.vis;
    let engine_fn = &names.engine_fn;
    let doc = format!(
        " The engine of the remote API `{}`: `{}` against `{}`, one operation per method (declared by `#[api]`).",
        item.ident,
        c.to_token_stream(),
        r.to_token_stream(),
    );
    let single = TypeDecl::single(&sides, &names, &api);
    let body = engine_body(krate, &names, &[single], quote!(), &api.declares);
    Ok(quote! {
        #[doc = #doc]
        #vis fn #engine_fn() -> #krate::Engine {
            #body
        }
    })
}

/// `#[api(reference = T)]` or `#[api(candidate = T)]` on an `impl` block: an engine function
/// for the block's type and the named one, which has inherent methods of the same names.
pub fn expand_impl(args: TokenStream, mut item: ItemImpl) -> Result<TokenStream> {
    let args = parse_args(args)?;
    if let Some(p) = &args.parallel {
        return Err(syn::Error::new_spanned(
            p,
            "`parallel` declares the parallel spec of a trait's `&self` methods: put `#[api(parallel = ..)]` on the trait",
        ));
    }
    refuse_turbofish(&args)?;
    let krate = &args.krate;
    if let Some((_, t, _)) = &item.trait_ {
        return Err(syn::Error::new_spanned(
            t,
            "put `#[api]` on the trait itself, or on an inherent `impl` block",
        ));
    }
    let (is_reference, other) = match (&args.reference, &args.candidate) {
        (Some((t, _)), None) => (true, t.clone()),
        (None, Some((t, _))) => (false, t.clone()),
        (Some(_), Some((_, p))) => {
            return Err(syn::Error::new_spanned(
                p,
                "an `impl` block is one side of the API: name the other, `reference` or `candidate`, not both (both go on a trait that restates a remote API)",
            ))
        }
        (None, None) => {
            return Err(syn::Error::new(
                Span::call_site(),
                "`#[api]` on an `impl` block names the other side: `#[api(reference = path::Model)]` on the candidate's block, or `#[api(candidate = path::Type)]` on the reference's",
            ))
        }
    };
    let this = (*item.self_ty).clone();
    let (r, c) = if is_reference {
        (other.to_token_stream(), this.to_token_stream())
    } else {
        (this.to_token_stream(), other.to_token_stream())
    };
    let written = written_path(if is_reference { &this } else { &other });
    let base = match &this {
        Type::Path(p) => p
            .path
            .segments
            .last()
            .map(|s| snake(&s.ident.to_string()))
            .unwrap_or_else(|| "api".into()),
        _ => "api".into(),
    };
    let names = names(&args, &base);
    let sides = Sides::single(
        (r.clone(), c.clone()),
        (quote!(<#r>), quote!(<#c>)),
        written,
        false,
    );
    let mut api = Api::default();
    for it in &mut item.items {
        let ImplItem::Fn(f) = it else { continue };
        if let Some((ma, params)) = method(&mut f.attrs, &mut f.sig, &sides)? {
            if ma.nondet && !is_reference {
                return Err(syn::Error::new_spanned(
                    &f.sig.ident,
                    "a `nondet` method is declared by its candidate's signature: put `#[api(reference = path::Model)]` on the candidate's `impl` block, whose reference then has the judge (`fn m(.., candidate: &T) -> Diagnostic<T>`)",
                ));
            }
            api.add(&f.sig, &ma, &params, &sides, krate)?;
        }
    }
    let engine_fn = &names.engine_fn;
    let doc = format!(
        " The engine of the API of `{}`: one operation per method of its `impl` block (declared by `#[api]`).",
        this.to_token_stream()
    );
    check_protocol(&args, &api)?;
    let single = TypeDecl::single(&sides, &names, &api);
    let body = engine_body(krate, &names, &[single], quote!(), &api.declares);
    Ok(quote! {
        #item

        #[doc = #doc]
        pub fn #engine_fn() -> #krate::Engine {
            #body
        }
    })
}

fn declare(
    sig: &syn::Signature,
    ma: &MethodAttrs,
    params: &[Param],
    sides: &Sides,
    krate: &Path,
) -> Result<TokenStream> {
    let Sides {
        rpath,
        cpath,
        short,
        ..
    } = sides;
    let (r, c) = (sides.r(), sides.c());
    let method = &sig.ident;
    // A generic method is instantiated at the types of its arguments' specs: a parameter whose
    // type is a type parameter (`F`, `impl Fn(&u8) -> bool`) takes its type from its `spec`.
    let type_params: Vec<Ident> = sig
        .generics
        .params
        .iter()
        .filter_map(|g| match g {
            syn::GenericParam::Type(t) => Some(Ok(t.ident.clone())),
            syn::GenericParam::Lifetime(_) => None,
            syn::GenericParam::Const(c) => Some(Err(syn::Error::new_spanned(
                c,
                "a method with a const parameter cannot be an operation: mark it `#[monolith(skip)]`, or declare it by hand",
            ))),
        })
        .collect::<Result<_>>()?;
    let generic = |ty: &Type| mentions(ty, &|i| i == "impl" || type_params.contains(i));
    if let ReturnType::Type(_, t) = &sig.output {
        if generic(t) {
            return Err(syn::Error::new_spanned(
                t,
                "a result of a type parameter's type cannot be compared: declare the method by hand",
            ));
        }
    }
    // The reference-side types of the parameters, as dependent closures see them.
    let mut seen: Vec<Type> = Vec::new();
    let mut chain = quote!(#krate::spec::args());
    let mut is_method = false;
    let mut closure_params_r = Vec::new();
    let mut closure_params_c = Vec::new();
    let mut call_args = Vec::new();
    // Whether a call passes an argument other than as the spec draws it (`&x`): then each side
    // is called from a closure.
    let mut wrapped = false;
    for (i, (pa, kind, name)) in params.iter().enumerate() {
        let arg = format_ident!("__a{i}");
        let prev = seen.clone();
        let first_is_receiver = i == 0 && matches!(sig.inputs.first(), Some(FnArg::Receiver(_)));
        if first_is_receiver {
            is_method = true;
        }
        let requires = if first_is_receiver {
            ma.requires.as_ref().or(pa.requires.as_ref())
        } else {
            pa.requires.as_ref()
        };
        let spec = match kind {
            ParamKind::Handle(mode, k) => {
                let Handle { r, c, var, .. } = &sides.handles[*k];
                if pa.spec.is_some() || pa.range.is_some() || pa.dep.is_some() {
                    let what = name
                        .as_ref()
                        .map(|n| format!("`{n}`"))
                        .unwrap_or("the receiver".into());
                    return Err(syn::Error::new(
                        name.as_ref().map(Ident::span).unwrap_or_else(|| sig.ident.span()),
                        format!("{what} is a handle of an abstract type: it takes `requires`, not `spec`, `range` or `dep`"),
                    ));
                }
                let h = match mode {
                    Mode::Ref => quote!(#var.by_ref()),
                    Mode::Mut => quote!(#var.by_mut()),
                    Mode::Value => quote!(#var.by_value()),
                };
                let (tr, tc) = match mode {
                    Mode::Ref => (quote!(&#r), quote!(&#c)),
                    Mode::Mut => (quote!(&mut #r), quote!(&mut #c)),
                    Mode::Value => (quote!(#r), quote!(#c)),
                };
                closure_params_r.push(quote!(#arg: #tr));
                closure_params_c.push(quote!(#arg: #tc));
                seen.push(syn::parse_quote!(&#r));
                match requires {
                    Some(p) => {
                        let p = annotate(p.clone(), &[syn::parse_quote!(&#r)]);
                        quote!(#h.such_that(#p))
                    }
                    None => h,
                }
            }
            ParamKind::Data(ty) => {
                // A `&T` of sized data without a spec of its own: `T` is drawn, and each side
                // is passed a reference to its value (`&3u8` in the reproducer).
                // A `&[T]`, a `Vec<T>` drawn; a `&str`, as `str()` draws it.
                let lent: Option<(Type, TokenStream)> = match &**ty {
                    Type::Reference(rf) if rf.mutability.is_none() && pa.spec.is_none() => {
                        match &*rf.elem {
                            Type::Slice(e) => {
                                let e = &e.elem;
                                let vec = syn::parse_quote!(::std::vec::Vec<#e>);
                                Some((vec, quote!(#krate::__private::slice_code)))
                            }
                            Type::Path(p) if p.path.is_ident("str") => None,
                            Type::TraitObject(_) => None,
                            e => Some((e.clone(), quote!(#krate::__private::borrowed_code))),
                        }
                    }
                    _ => None,
                };
                let ty = lent.as_ref().map_or(&**ty, |(t, _)| t);
                if generic(ty) {
                    // The spec's value type instantiates the method.
                    let Some(spec) = &pa.spec else {
                        return Err(syn::Error::new_spanned(
                            ty,
                            "a parameter of a generic type takes its type from its spec: give it one, `#[monolith(spec = closure!(k in int::<u8>() => move |x: &u8| *x < k))]` for a function, `#[monolith(spec = ..)]` otherwise",
                        ));
                    };
                    if let Some(p) = requires {
                        return Err(syn::Error::new_spanned(
                            p,
                            "`requires` does not apply to a parameter of a generic type: its spec draws only values it takes",
                        ));
                    }
                    closure_params_r.push(quote!(#arg));
                    closure_params_c.push(quote!(#arg));
                    seen.push(syn::parse_quote!(&_));
                    call_args.push(quote!(#arg));
                    chain = quote!(#chain.arg(#spec));
                    continue;
                }
                let tr = replace_self(ty, r);
                let tc = replace_self(ty, c);
                closure_params_r.push(quote!(#arg: #tr));
                closure_params_c.push(quote!(#arg: #tc));
                seen.push(syn::parse_quote!(&#tr));
                let spec = data_spec(ty, pa, requires, &prev, &tr, krate)?;
                if let Some((_, print)) = &lent {
                    wrapped = true;
                    call_args.push(quote!(&#arg));
                    chain = quote!(#chain.arg(#krate::spec::map_outof(
                        #spec,
                        |__x| __x,
                        |__x| __x,
                        #print,
                    )));
                    continue;
                }
                spec
            }
        };
        call_args.push(quote!(#arg));
        chain = quote!(#chain.arg(#spec));
    }
    let output = match &sig.output {
        ReturnType::Default => None,
        ReturnType::Type(_, t) => Some(&**t),
    };
    let result = match (&ma.returns, output) {
        (Some(e), _) => quote!(#e),
        (None, None) => quote!(#krate::spec::unit()),
        (None, Some(t)) if ma.convert.is_some() => {
            let t = strip_refs(t);
            result_spec(&t, krate, sides)?
        }
        (None, Some(t @ Type::Reference(_))) | (None, Some(t @ Type::ImplTrait(_))) => {
            return Err(syn::Error::new_spanned(
                t,
                "a borrowed or lazy result needs a conversion: `#[monolith(convert = \".cloned()\")]` (or `.to_vec()`, `.collect::<Vec<_>>()`), used on both sides and printed in the reproducer",
            ))
        }
        (None, Some(t)) => result_spec(t, krate, sides)?,
    };
    let chain = if ma.nondet {
        match &ma.convert {
            Some(conv) if !sides.remote => return Err(syn::Error::new_spanned(
                conv,
                "a `nondet` result is judged as the candidate returns it: it takes no `convert`",
            )),
            _ => {}
        }
        match output {
            Some(Type::Path(p)) if p.path.is_ident("Self") => None,
            other => other,
        }
        .map(|_| quote!(#chain.nondet(#result)))
        .ok_or_else(|| {
            syn::Error::new_spanned(
                &sig.ident,
                "a `nondet` method returns a value the reference can judge: not `()`, and not `Self` alone (`Self` inside an `Option` or a tuple is judged with the rest)",
            )
        })?
    } else {
        quote!(#chain.returns(#result))
    };
    let chain = if ma.may_panic {
        quote!(#chain.may_panic())
    } else {
        chain
    };
    // What each side calls: the method of its type, the path both share, or (in a remote API)
    // the model's function of another name.
    let rfn = match (&ma.reference, &ma.path) {
        (Some(f), _) => quote!(#f),
        (None, Some(p)) => quote!(#p),
        (None, None) => quote!(#rpath::#method),
    };
    let cfn = match &ma.path {
        Some(p) => quote!(#p),
        None => quote!(#cpath::#method),
    };
    if let (Some(f), false) = (&ma.reference, sides.remote) {
        return Err(syn::Error::new_spanned(
            f,
            "`reference = path` names the model's function of a remote API's method (`#[api(reference = Model, candidate = path::Type)]` on a trait); here both sides have the method's name",
        ));
    }
    if wrapped && ma.nondet {
        return Err(syn::Error::new_spanned(
            &sig.ident,
            "a `nondet` method takes its arguments as the spec draws them: give a `&T` parameter a spec of its own (`#[monolith(spec = ..)]`), or declare the method by hand",
        ));
    }
    let suffix: Option<TokenStream> = ma.convert.as_ref().map(LitStr::parse).transpose()?;
    // A remote API's reference returns the compared value itself; elsewhere both sides have
    // the same signature, and both results are converted.
    let rsuffix = suffix.as_ref().filter(|_| !sides.remote);
    let fr = if wrapped || rsuffix.is_some() {
        quote!(|#(#closure_params_r),*| #rfn(#(#call_args),*) #rsuffix)
    } else if ma.nondet && output.is_some_and(|t| sides.mentions_handle(t)) {
        // A judge of a result that holds `Self` is generic over the candidate's type.
        quote!(#rfn::<#c>)
    } else {
        rfn
    };
    let fc = if wrapped || suffix.is_some() {
        quote!(|#(#closure_params_c),*| #cfn(#(#call_args),*) #suffix)
    } else {
        cfn
    };
    let post = ma.convert.as_ref().map(|conv| {
        let text = conv.value();
        quote!(.post(|call| ::std::format!("{}{}", call, #text)))
    });
    // An operation called through a shared path is named by it (`Vec::from`).
    let (name, style) = match &ma.path {
        Some(p) => {
            let text = p.to_token_stream().to_string().replace(' ', "");
            (quote!(#text), quote!(.path(#text)))
        }
        None => {
            let name = method.to_string();
            let style = match &sides.generics {
                _ if is_method => quote!(.method()),
                Some(g) => quote!(.path(&::std::format!("{}::<{}>::{}", #short, #g, #name))),
                None => quote!(),
            };
            (quote!(&::std::format!("{}::{}", #short, #name)), style)
        }
    };
    let weight = ma.weight.as_ref().map(|w| quote!(.weight(#w)));
    Ok(quote! {
        engine
            .declare(#name, #chain, #fr, #fc)
            #style #post #weight;
    })
}

/// The spec of a data parameter of type `ty` (`tr` on the reference's side): its `spec`, its
/// `range`, its `dep` (on the types `prev` of the parameters before it), or `data::<T>()`,
/// filtered by `requires`.
pub(crate) fn data_spec(
    ty: &Type,
    pa: &ParamAttrs,
    requires: Option<&ExprClosure>,
    prev: &[Type],
    tr: &Type,
    krate: &Path,
) -> Result<TokenStream> {
    let base = if let Some(e) = &pa.spec {
        quote!(#e)
    } else if let Some(rg) = &pa.range {
        let (a, b) = (&rg.start, &rg.end);
        if is_closed(rg) {
            quote!(#krate::spec::closed::<#ty>(#a, #b))
        } else {
            quote!(#krate::spec::interval::<#ty>(#a, #b))
        }
    } else if let Some(d) = &pa.dep {
        let d = annotate(d.clone(), prev);
        quote!(#krate::spec::dep(#d))
    } else if matches!(ty, Type::Reference(r) if matches!(&*r.elem, Type::Path(p) if p.path.is_ident("str")))
    {
        quote!(#krate::spec::str())
    } else if matches!(ty, Type::Reference(_)) {
        return Err(syn::Error::new_spanned(
            ty,
            "a borrowed parameter needs a spec of its own (a `&T` of data or a `&[T]` is drawn as a `T` or a `Vec<T>`, and a `&str` as by `str()`)",
        ));
    } else {
        quote!(#krate::spec::data::<#ty>())
    };
    Ok(match requires {
        Some(p) if pa.dep.is_none() => {
            let p = annotate(p.clone(), &[syn::parse_quote!(&#tr)]);
            quote!(#krate::spec::such_that(#base, #p))
        }
        Some(p) => {
            return Err(syn::Error::new_spanned(
                p,
                "`requires` does not combine with `dep`: filter inside the dependent spec",
            ))
        }
        None => base,
    })
}
