//! `#[api(parallel = name)]`: the trait's `&self` methods as the operations of a parallel spec
//! (`monolith_core::parallel::Parallel`), for a candidate shared between threads and a
//! sequential reference.
//!
//! A method that takes nothing and returns `Self` makes each round's value; a method whose
//! receiver is `&self`, whose other parameters are data and whose result does not mention
//! `Self` is an operation. Other methods (`&mut self`, `self`, handles of `Self`) cannot run
//! while another thread shares the value, and are left to the sequential engine.

use proc_macro2::TokenStream;
use quote::quote;
use syn::{FnArg, Ident, Path, Result, ReturnType, Type};

use crate::api::{data_spec, mentions_self, MethodAttrs, Mode, Param, ParamKind};

/// The operations of the parallel spec, and the method that makes a value.
#[derive(Default)]
pub(crate) struct ParallelApi {
    ops: Vec<TokenStream>,
    constructor: Option<Ident>,
}

impl ParallelApi {
    /// Takes in one method of the trait.
    pub(crate) fn add(
        &mut self,
        sig: &syn::Signature,
        ma: &MethodAttrs,
        params: &[Param],
        trait_name: &Ident,
        krate: &Path,
    ) -> Result<()> {
        let output = match &sig.output {
            ReturnType::Default => None,
            ReturnType::Type(_, t) => Some(&**t),
        };
        let receiver = matches!(sig.inputs.first(), Some(FnArg::Receiver(_)));
        if !receiver {
            if params.is_empty()
                && output.is_some_and(|t| matches!(t, Type::Path(p) if p.path.is_ident("Self")))
                && self.constructor.is_none()
            {
                self.constructor = Some(sig.ident.clone());
            }
            return Ok(());
        }
        let shared = matches!(
            params.first(),
            Some((_, ParamKind::Handle(Mode::Ref, _), _))
        );
        let handles = params[1..]
            .iter()
            .any(|(_, k, _)| matches!(k, ParamKind::Handle(..)));
        if !shared || handles || output.is_some_and(mentions_self) || ma.check {
            return Ok(());
        }
        if ma.nondet {
            return Err(syn::Error::new_spanned(
                &sig.ident,
                "a `nondet` method cannot be declared for parallel mode by `#[api]`: declare the parallel spec with `Parallel::op_nondet`, or mark the method `#[monolith(skip)]`",
            ));
        }
        let method = &sig.ident;
        let mut specs = Vec::new();
        let mut types = Vec::new();
        let mut names = Vec::new();
        for (i, (pa, kind, name)) in params.iter().enumerate().skip(1) {
            let ParamKind::Data(ty) = kind else {
                unreachable!("handles are ruled out above")
            };
            if let Some(d) = &pa.dep {
                return Err(syn::Error::new_spanned(
                    d,
                    format!(
                        "`dep` draws `{}` from the value, which parallel mode shares between threads and does not lend to generators: give it a `spec` or a `range`, or mark `{method}` `#[monolith(skip)]`",
                        name.as_ref().map(Ident::to_string).unwrap_or_default()
                    ),
                ));
            }
            let spec = data_spec(ty, pa, pa.requires.as_ref(), &[], ty, krate)?;
            specs.push(match pa.key {
                Some(_) => quote!(#krate::parallel::key(#spec)),
                None => spec,
            });
            types.push(ty.clone());
            names.push(quote::format_ident!("__a{i}"));
        }
        let name = method.to_string();
        self.ops.push(quote! {
            .op(
                #name,
                (#(#specs,)*),
                |__r: &mut R, (#(#names,)*): (#(#types,)*)| <R as #trait_name>::#method(__r, #(#names),*),
                |__c: &C, (#(#names,)*): (#(#types,)*)| <C as #trait_name>::#method(__c, #(#names),*),
            )
        });
        Ok(())
    }

    /// The function that builds the parallel spec.
    pub(crate) fn function(
        &self,
        name: &Ident,
        vis: &syn::Visibility,
        trait_name: &Ident,
        (var, test): (&str, &str),
        krate: &Path,
    ) -> Result<TokenStream> {
        let Some(new) = &self.constructor else {
            return Err(syn::Error::new_spanned(
                name,
                "parallel mode makes a fresh value for each round: declare a method that takes nothing and returns `Self`, as `fn new() -> Self;`",
            ));
        };
        if self.ops.is_empty() {
            return Err(syn::Error::new_spanned(
                name,
                "parallel mode calls methods that take `&self` (a value shared between threads): the trait has none",
            ));
        }
        let ops = &self.ops;
        let doc = format!(
            " The parallel spec of the API [`{trait_name}`]: its `&self` methods, run on a candidate `C` shared between threads and checked for linearizability against a sequential reference `R` (declared by `#[api]`; see `monolith_core::parallel`)."
        );
        let constructor = format!("{{}}::{new}()");
        let paths = crate::api::candidate_paths(krate, &quote!(C), None);
        Ok(quote! {
            #[doc = #doc]
            #vis fn #name<R, C>() -> #krate::parallel::Parallel<R, C>
            where
                R: #trait_name + ::core::clone::Clone + ::core::cmp::Eq + ::core::hash::Hash + 'static,
                C: #trait_name + ::core::marker::Send + ::core::marker::Sync + 'static,
            {
                #[allow(unused_imports)]
                use #krate::spec::*;
                #paths
                let __trait = #krate::__private::crate_relative(
                    ::core::concat!(::core::module_path!(), "::", ::core::stringify!(#trait_name)),
                    ::core::module_path!(),
                    __local,
                );
                #krate::parallel::Parallel::new(
                    &::std::format!(#constructor, __short),
                    <R as #trait_name>::#new,
                    <C as #trait_name>::#new,
                )
                .uses(&[__path.as_str(), __trait.as_str()])
                .test_name(#test)
                .var(#var)
                #(#ops)*
            }
        })
    }
}
