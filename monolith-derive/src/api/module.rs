//! `#[api]` on an inline module of traits: a remote API of several abstract types (a sequence
//! and its iterator, a graph and its cursors). Each trait restates the methods of one type;
//! the signatures name the other types by their traits' names (`fn iter(&self) -> Iter`).
//! Several `#[api(..)]` on one module make one engine each, over the same declaration (one per
//! candidate).

use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};
use syn::{Attribute, Item, ItemMod, ItemTrait, LitStr, Path, Result, TraitItem, Type};

use super::{
    engine_body, method, names, parse_args, snake, stacked, take_monolith, written_path, Api,
    ApiArgs, Handle, Method, Sides, TypeDecl,
};

/// A trait's own `#[monolith(..)]`: the variables' prefix, and the sides' types when they are
/// not the trait's name in the modules named by `reference` and `candidate`.
#[derive(Default)]
struct TraitAttrs {
    var: Option<LitStr>,
    reference: Option<Type>,
    candidate: Option<Type>,
}

impl TraitAttrs {
    fn parse(attrs: &[Attribute]) -> Result<Self> {
        let mut out = TraitAttrs::default();
        for attr in attrs {
            attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("var") {
                    out.var = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("reference") {
                    out.reference = Some(meta.value()?.parse()?);
                } else if meta.path.is_ident("candidate") {
                    out.candidate = Some(meta.value()?.parse()?);
                } else {
                    return Err(meta.error(
                        "unknown `monolith` attribute on a trait of a module API: expected `var`, `reference` or `candidate`",
                    ));
                }
                Ok(())
            })?;
        }
        Ok(out)
    }
}

/// One trait of the module: its name, attributes and declared methods.
struct Declared {
    item: ItemTrait,
    attrs: TraitAttrs,
    methods: Vec<Method>,
}

/// `#[api(reference = model_module, candidate = path::module)]` on `mod name { trait A {..}
/// trait B {..} }`: the engine of a remote API whose abstract types are the traits' names in
/// those modules (`model_module::A` against `path::module::A`, ...).
pub fn expand_module(args: TokenStream, mut item: ItemMod) -> Result<TokenStream> {
    // Every `#[api(..)]` on the module, this one first: one engine each. The module is not
    // emitted: its other attributes (documentation) go with it.
    let mut all = vec![parse_args(args)?];
    all.extend(stacked(&mut item.attrs)?);
    for args in &all {
        refuse(args)?;
    }
    let Some((_, content)) = item.content.take() else {
        return Err(syn::Error::new_spanned(
            &item,
            "`#[api]` on a module reads the traits inside it: write the module inline, `mod name { trait A { .. } trait B { .. } }`",
        ));
    };
    let mut declared = Vec::new();
    for it in content {
        match it {
            Item::Trait(t) => declared.push(t),
            other => {
                return Err(syn::Error::new_spanned(
                    other,
                    "a module API holds traits only, one for each abstract type (the module is a declaration: nothing in it is emitted)",
                ))
            }
        }
    }
    if declared.is_empty() {
        return Err(syn::Error::new_spanned(
            &item.ident,
            "a module API holds a trait for each abstract type: this one has none",
        ));
    }
    let handles: Vec<Handle> = declared
        .iter()
        .enumerate()
        .map(|(k, t)| Handle {
            name: t.ident.to_string(),
            r: quote!(()),
            c: quote!(()),
            var: format_ident!("__ty{k}"),
        })
        .collect();
    // The methods are read once (their attributes are taken out), against the handles' names.
    let mut traits = Vec::new();
    for (k, mut t) in declared.into_iter().enumerate() {
        let attrs = TraitAttrs::parse(&take_monolith(&mut t.attrs))?;
        let sides = module_sides(&handles, k, None);
        let mut methods = Vec::new();
        for ti in &mut t.items {
            match ti {
                TraitItem::Fn(f) => {
                    if let Some((ma, params)) = method(&mut f.attrs, &mut f.sig, &sides)? {
                        methods.push((f.sig.clone(), ma, params));
                    }
                }
                other => {
                    return Err(syn::Error::new_spanned(
                        other,
                        "a trait of a module API declares methods only: name another abstract type by its own trait",
                    ))
                }
            }
        }
        traits.push(Declared {
            item: t,
            attrs,
            methods,
        });
    }
    let mut out = TokenStream::new();
    for args in &all {
        out.extend(engine_fn(args, &item, &traits, &handles)?);
    }
    Ok(out)
}

/// What a module API does not take: each has a reason.
fn refuse(args: &ApiArgs) -> Result<()> {
    let why = if args.parallel.is_some() {
        Some("`parallel` declares the parallel spec of a trait that both sides implement: a module API's sides implement nothing")
    } else if args.reference_trait.is_some() {
        Some("a module API's `nondet` methods are judged by the reference's inherent methods of the same names: there is no reference trait to name")
    } else if args.turbofish.is_some() {
        Some("`turbofish` applies to a remote API on a trait, whose candidate is written with its generic arguments")
    } else if args.protocol.is_some() {
        Some("a protocol is the history of one abstract type: declare it on a single trait's API")
    } else {
        None
    };
    if let Some(why) = why {
        return Err(syn::Error::new(proc_macro2::Span::call_site(), why));
    }
    match (&args.reference, &args.candidate) {
        (Some(_), Some(_)) => Ok(()),
        _ => Err(syn::Error::new(
            proc_macro2::Span::call_site(),
            "`#[api]` on a module names both sides' modules: `#[api(reference = model, candidate = crate::path::to::module)]`; each trait is the type of its name in both",
        )),
    }
}

/// The sides of trait `k` (its types are `handles[k]`'s), with every handle, and the
/// candidate's path as written.
fn module_sides(handles: &[Handle], k: usize, written: Option<String>) -> Sides {
    let Handle { r, c, .. } = &handles[k];
    let mut sides = Sides::single(
        (r.clone(), c.clone()),
        (quote!(<#r>), quote!(<#c>)),
        written,
        true,
    );
    sides.handles = handles.to_vec();
    sides.own = k;
    sides.short = format_ident!("__short{k}");
    sides
}

/// `module::Name`: the type of the trait `name` in the module a side names, or the trait's own
/// `reference`/`candidate` attribute.
fn side_type(module: &Type, name: &syn::Ident, own: Option<&Type>) -> Result<Type> {
    if let Some(t) = own {
        return Ok(t.clone());
    }
    match module {
        Type::Path(p) if p.qself.is_none() => {
            let mut path: Path = p.path.clone();
            path.segments.push(syn::PathSegment::from(name.clone()));
            Ok(Type::Path(syn::TypePath { qself: None, path }))
        }
        other => Err(syn::Error::new_spanned(
            other,
            "a module API's sides are modules (`reference = model`, `candidate = crate::seq`), each holding a type of every trait's name",
        )),
    }
}

/// The engine function of one `#[api(..)]`.
fn engine_fn(
    args: &ApiArgs,
    item: &ItemMod,
    traits: &[Declared],
    handles: &[Handle],
) -> Result<TokenStream> {
    let krate = &args.krate;
    let base = snake(&item.ident.to_string());
    let mut names = names(args, &base);
    // The module names the tests of every engine it makes.
    names.test_name = format!("{base}_reproducer");
    let (Some((rm, _)), Some((cm, _))) = (&args.reference, &args.candidate) else {
        unreachable!("refused")
    };
    // Every handle's sides for this engine.
    let mut handles = handles.to_vec();
    let mut written = Vec::new();
    for (h, t) in handles.iter_mut().zip(traits) {
        let r = side_type(rm, &t.item.ident, t.attrs.reference.as_ref())?;
        let c = side_type(cm, &t.item.ident, t.attrs.candidate.as_ref())?;
        written.push(written_path(&c));
        h.r = r.to_token_stream();
        h.c = c.to_token_stream();
    }
    let sides: Vec<Sides> = (0..traits.len())
        .map(|k| module_sides(&handles, k, written[k].clone()))
        .collect();
    let mut apis = Vec::new();
    for (t, sides) in traits.iter().zip(&sides) {
        let mut api = Api::default();
        for (sig, ma, params) in &t.methods {
            api.add(sig, ma, params, sides, krate)?;
        }
        apis.push(api);
    }
    let types: Vec<TypeDecl> = traits
        .iter()
        .zip(&sides)
        .zip(&apis)
        .map(|((t, sides), api)| TypeDecl {
            sides,
            var: t
                .attrs
                .var
                .as_ref()
                .map(LitStr::value)
                .unwrap_or_else(|| snake(&t.item.ident.to_string()).chars().take(1).collect()),
            check: api.check.as_ref(),
        })
        .collect();
    let declares: Vec<TokenStream> = apis.iter().flat_map(|a| a.declares.clone()).collect();
    let body = engine_body(krate, &names, &types, quote!(), &declares);
    let engine_fn = &names.engine_fn;
    let vis = &item.vis;
    let doc = format!(
        " The engine of the module API `{}`: the types of `{}` against those of `{}`, one abstract type per trait, one operation per method (declared by `#[api]`).",
        item.ident,
        cm.to_token_stream(),
        rm.to_token_stream(),
    );
    Ok(quote! {
        #[doc = #doc]
        #vis fn #engine_fn() -> #krate::Engine {
            #body
        }
    })
}
