//! The reference's trait of an API with nondeterministic operations.
//!
//! The candidate of a `#[monolith(nondet)]` method returns one of several right answers; the
//! reference cannot compute *the* answer, so it judges the candidate's instead (the paper's
//! `^?>`). Its method therefore has another signature: the candidate's result as a last
//! argument, and a `Diagnostic` of it as its result. `#[api]` writes that trait from the API
//! trait: the same methods, with each nondeterministic one turned into its judge, and without
//! the candidate's `check`.

use proc_macro2::TokenStream;
use quote::quote;
use syn::{FnArg, Ident, ItemTrait, Path, ReturnType, TraitItem};

/// The trait the reference implements: `item` renamed `name`, each method of `judged` given
/// the candidate's result as `candidate: &T` and returning `Diagnostic<T>` (`T` is
/// `Result<_, String>` for a method that may panic: the candidate's panic message, and the
/// reference's verdict on it), and `check` left out (it checks the candidate alone). When `T` holds `Self`, the judge is generic over the
/// candidate's type: `fn pick<Candidate>(&self, candidate: &Option<(i32, Candidate)>) ->
/// Diagnostic<Option<(i32, Self)>>`.
pub fn reference_trait(
    item: &ItemTrait,
    name: &Ident,
    judged: &[(Ident, bool)],
    check: Option<&Ident>,
    krate: &Path,
) -> TokenStream {
    let mut t = item.clone();
    let api = &item.ident;
    t.ident = name.clone();
    t.attrs.retain(|a| !a.path().is_ident("doc"));
    let doc = format!(
        " The reference's side of [`{api}`], written by `#[api]`: the same methods, but each nondeterministic one judges the candidate's result, given as its last argument, and returns a [`Diagnostic`]({}::spec::Diagnostic) of it.",
        quote!(#krate).to_string().replace(' ', "")
    );
    t.attrs.push(syn::parse_quote!(#[doc = #doc]));
    t.items.retain(|it| match (it, check) {
        (TraitItem::Fn(f), Some(c)) => f.sig.ident != *c,
        _ => true,
    });
    for it in &mut t.items {
        let TraitItem::Fn(f) = it else { continue };
        let Some(&(_, may_panic)) = judged.iter().find(|(m, _)| *m == f.sig.ident) else {
            continue;
        };
        let ReturnType::Type(_, ty) = &f.sig.output else {
            continue;
        };
        let ty: Box<syn::Type> = if may_panic {
            syn::parse_quote!(::std::result::Result<#ty, ::std::string::String>)
        } else {
            ty.clone()
        };
        // A result that holds `Self` holds the candidate's values on the candidate's side: the
        // judge is generic over the candidate's type, and answers with the reference's values.
        let given = if crate::api::mentions_self(&ty) {
            f.sig.generics.params.push(syn::parse_quote!(Candidate));
            crate::api::replace_self(&ty, &quote!(Candidate))
        } else {
            (*ty).clone()
        };
        f.sig
            .inputs
            .push(FnArg::Typed(syn::parse_quote!(candidate: &#given)));
        f.sig.output = syn::parse_quote!(-> #krate::spec::Diagnostic<#ty>);
        f.default = None;
        f.semi_token = Some(Default::default());
        f.attrs.retain(|a| !a.path().is_ident("doc"));
        let doc = format!(
            " Judges the candidate's result of [`{api}::{}`]: `Valid` with the value to go on with, or `Invalid` with an explanation.",
            f.sig.ident
        );
        f.attrs.push(syn::parse_quote!(#[doc = #doc]));
    }
    quote!(#t)
}
