//! `#[stub]`: a trait, the spec of a dependency, becomes `<Trait>Stub`, an implementation that
//! checks the client's calls against a protocol and answers from a tape of bytes. The runtime
//! (tape, protocol check, record, printing) is `monolith_core::stub`; this file only parses,
//! checks and expands.

use crate::api::mentions_self;
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, ToTokens};
use syn::parse::Parser;
use syn::{
    Attribute, ExprClosure, FnArg, GenericParam, Ident, ItemTrait, LitStr, Pat, Path, Result,
    ReturnType, Signature, TraitItem, TraitItemFn, Type,
};

/// The macro's own arguments: `#[stub(protocol = "..", name = KvStub, path = "..", crate = "..")]`.
struct StubArgs {
    protocol: Option<LitStr>,
    name: Option<Ident>,
    path: Option<LitStr>,
    krate: Path,
}

const STUB_KEYS: &str = "`protocol`, `name`, `path` or `crate`";

fn parse_args(args: TokenStream) -> Result<StubArgs> {
    let mut out = StubArgs {
        protocol: None,
        name: None,
        path: None,
        krate: syn::parse_quote!(::monolith_core),
    };
    let parser = syn::meta::parser(|meta| {
        if meta.path.is_ident("protocol") {
            // #[stub(protocol = r#"kv: "open" "close";"#)]
            out.protocol = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("name") {
            // #[stub(name = KvFake)]
            out.name = Some(meta.value()?.parse()?);
        } else if meta.path.is_ident("path") {
            // #[stub(path = "my_crate::KvStoreStub")]
            let s: LitStr = meta.value()?.parse()?;
            s.parse::<Path>()?;
            out.path = Some(s);
        } else if meta.path.is_ident("crate") {
            // #[stub(crate = "path::to::monolith_core")]
            let s: LitStr = meta.value()?.parse()?;
            out.krate = s.parse()?;
        } else {
            return Err(meta.error(format!("unknown `stub` argument: expected {STUB_KEYS}")));
        }
        Ok(())
    });
    parser.parse2(args)?;
    Ok(out)
}

/// A method's `#[stub(requires = |..| ..)]`: a predicate on the call's arguments.
fn take_requires(attrs: &mut Vec<Attribute>) -> Result<Option<ExprClosure>> {
    let (ours, rest): (Vec<_>, Vec<_>) = attrs.drain(..).partition(|a| a.path().is_ident("stub"));
    *attrs = rest;
    let mut requires = None;
    for attr in ours {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("requires") {
                // #[stub(requires = |key, value| *key < 100)]
                requires = Some(meta.value()?.parse()?);
                Ok(())
            } else {
                Err(meta.error("unknown `stub` attribute on a method: expected `requires`"))
            }
        })?;
    }
    Ok(requires)
}

/// One method of the trait, checked.
struct Method {
    sig: Signature,
    /// The parameters' types, receiver aside.
    types: Vec<Type>,
    /// Whether the receiver is `&mut self` (else `&self`).
    mutable: bool,
    requires: Option<ExprClosure>,
}

fn check_trait(t: &ItemTrait) -> Result<()> {
    if let Some(p) = t.generics.params.first() {
        return Err(syn::Error::new_spanned(
            p,
            "`#[stub]` applies to a trait without generic parameters",
        ));
    }
    Ok(())
}

fn check_method(f: &TraitItemFn) -> Result<bool> {
    let sig = &f.sig;
    if let Some(a) = &sig.asyncness {
        return Err(syn::Error::new_spanned(
            a,
            "a stub answers synchronously: `async` methods are not supported",
        ));
    }
    if let Some(p) = sig
        .generics
        .params
        .iter()
        .find(|p| !matches!(p, GenericParam::Lifetime(_)))
    {
        return Err(syn::Error::new_spanned(
            p,
            "a stubbed method takes no type or const parameters (the stub records its arguments with `Debug`, and its model is a `dyn` trait object)",
        ));
    }
    let receiver =
        match sig.inputs.first() {
            Some(FnArg::Receiver(r)) => r,
            _ => return Err(syn::Error::new_spanned(
                &sig.ident,
                "a stubbed method takes `&self` or `&mut self`: a stub is a value the client holds",
            )),
        };
    if receiver.reference.is_none() || receiver.colon_token.is_some() {
        return Err(syn::Error::new_spanned(
            receiver,
            "a stubbed method takes `&self` or `&mut self`, not `self`",
        ));
    }
    if let ReturnType::Type(_, ty) = &sig.output {
        if mentions_self(ty) {
            return Err(syn::Error::new_spanned(
                ty,
                "a stub draws its answers from a tape: it cannot return `Self`",
            ));
        }
    }
    Ok(receiver.mutability.is_some())
}

fn method(f: &mut TraitItemFn) -> Result<Method> {
    let requires = take_requires(&mut f.attrs)?;
    let mutable = check_method(f)?;
    let mut sig = f.sig.clone();
    let mut types = Vec::new();
    for (i, input) in sig.inputs.iter_mut().skip(1).enumerate() {
        if let FnArg::Typed(pt) = input {
            pt.attrs.clear();
            *pt.pat = Pat::Ident(syn::PatIdent {
                attrs: Vec::new(),
                by_ref: None,
                mutability: None,
                ident: format_ident!("__a{}", i),
                subpat: None,
            });
            types.push((*pt.ty).clone());
        }
    }
    if let Some(c) = &requires {
        if c.inputs.len() != types.len() {
            return Err(syn::Error::new_spanned(
                &c.inputs,
                format!(
                    "`requires` takes one parameter per argument of `{}` ({}), each by reference",
                    sig.ident,
                    types.len()
                ),
            ));
        }
    }
    Ok(Method {
        sig,
        types,
        mutable,
        requires,
    })
}

/// The predicate's closure, its parameters typed `&T` after the method's arguments.
fn typed_predicate(c: &ExprClosure, types: &[Type]) -> TokenStream {
    let pats = c.inputs.iter().map(|p| match p {
        Pat::Type(pt) => pt.pat.to_token_stream(),
        other => other.to_token_stream(),
    });
    let body = &c.body;
    quote!(|#(#pats: &#types),*| -> bool { #body })
}

fn expand_method(m: &Method) -> TokenStream {
    let sig = &m.sig;
    let name = &sig.ident;
    let name_str = name.to_string();
    let args: Vec<Ident> = (0..m.types.len())
        .map(|i| format_ident!("__a{}", i))
        .collect();
    let ret = match &sig.output {
        ReturnType::Default => quote!(()),
        ReturnType::Type(_, ty) => ty.to_token_stream(),
    };
    let requires = m.requires.as_ref().map(|c| {
        let pred = typed_predicate(c, &m.types);
        let text = c.body.to_token_stream().to_string();
        quote! {
            if !(#pred)(#(&#args),*) {
                self.__core.borrow().refuse(#text);
            }
        }
    });
    let model = if m.mutable {
        quote!(self.__model.as_deref_mut())
    } else {
        quote!(self.__model.as_deref())
    };
    quote! {
        #sig {
            self.__core.borrow_mut().enter(
                #name_str,
                ::std::vec![#(::std::format!("{:?}", &#args)),*],
            );
            #requires
            match #model {
                ::std::option::Option::Some(__model) => {
                    let __answer = __model.#name(#(#args),*);
                    self.__core.borrow_mut().answered(&__answer);
                    __answer
                }
                ::std::option::Option::None => self.__core.borrow_mut().answer::<#ret>(),
            }
        }
    }
}

pub fn expand(args: TokenStream, mut t: ItemTrait) -> Result<TokenStream> {
    let args = parse_args(args)?;
    check_trait(&t)?;
    let protocol = args.protocol.clone().ok_or_else(|| {
        syn::Error::new(
            Span::call_site(),
            "`#[stub]` needs a protocol: `#[stub(protocol = r#\"s: \"open\" \"close\";\"#)]`",
        )
    })?;
    let mut methods = Vec::new();
    let mut errors: Option<syn::Error> = None;
    for item in &mut t.items {
        let result = match item {
            TraitItem::Fn(f) => method(f).map(Some),
            TraitItem::Type(ty) => Err(syn::Error::new_spanned(
                &ty.ident,
                "a stub cannot choose an associated type: `#[stub]` applies to traits of methods",
            )),
            TraitItem::Const(c) => Err(syn::Error::new_spanned(
                &c.ident,
                "a stub cannot choose an associated constant: `#[stub]` applies to traits of methods",
            )),
            _ => Ok(None),
        };
        match result {
            Ok(Some(m)) => methods.push(m),
            Ok(None) => {}
            Err(e) => match &mut errors {
                Some(all) => all.combine(e),
                None => errors = Some(e),
            },
        }
    }
    if let Some(e) = errors {
        return Err(e);
    }

    let krate = &args.krate;
    let vis = &t.vis;
    let trait_name = &t.ident;
    let trait_str = trait_name.to_string();
    let stub = args
        .name
        .clone()
        .unwrap_or_else(|| format_ident!("{}Stub", trait_name));
    let stub_str = stub.to_string();
    let path = args
        .path
        .as_ref()
        .map_or_else(|| stub_str.clone(), LitStr::value);
    let names: Vec<String> = methods.iter().map(|m| m.sig.ident.to_string()).collect();
    let bodies = methods.iter().map(expand_method);
    let doc = format!(
        "A stub of [`{trait_str}`], generated by `#[stub]`: it checks that its client calls it \
         in the order of [`{stub_str}::PROTOCOL`], records the calls, and answers from a tape of \
         bytes ([`{stub_str}::from_tape`], the engine's argument [`{stub_str}::spec`]) or from a \
         model of the dependency ([`{stub_str}::with_model`]). A call out of protocol panics, and \
         so does a stub dropped before its history is complete."
    );
    let protocol_doc =
        format!("The protocol the calls must follow, over the methods of [`{trait_str}`].");

    Ok(quote! {
        #t

        #[doc = #doc]
        #vis struct #stub {
            __core: ::std::cell::RefCell<#krate::stub::StubCore>,
            __model: ::std::option::Option<::std::boxed::Box<dyn #trait_name>>,
        }

        impl #stub {
            #[doc = #protocol_doc]
            pub const PROTOCOL: &'static str = #protocol;

            fn __new(
                tape: &[u8],
                model: ::std::option::Option<::std::boxed::Box<dyn #trait_name>>,
            ) -> Self {
                ::std::thread_local! {
                    static PROTOCOL: #krate::spec::Protocol =
                        #krate::stub::stub_protocol(#trait_str, #protocol, &[#(#names),*]);
                }
                let protocol = PROTOCOL.with(::std::clone::Clone::clone);
                #stub {
                    __core: ::std::cell::RefCell::new(#krate::stub::StubCore::new(
                        #trait_str,
                        protocol,
                        #krate::stub::Tape::new(tape),
                    )),
                    __model: model,
                }
            }

            /// A stub that answers from `tape`, in call order (an answer past its end is the
            /// simplest of its type). The reproducers print stubs this way.
            pub fn from_tape(tape: &[u8]) -> Self {
                Self::__new(tape, ::std::option::Option::None)
            }

            /// A stub whose answers come from `model`: it still checks the protocol and
            /// records the calls.
            pub fn with_model(model: impl #trait_name + 'static) -> Self {
                Self::__new(&[], ::std::option::Option::Some(::std::boxed::Box::new(model)))
            }

            /// The spec of this stub as an argument: the engine draws its tape.
            pub fn spec() -> #krate::stub::StubSpec<Self> {
                #krate::stub::stub::<Self>()
            }

            /// The spec of this stub over a fresh model from `make` on each side, printed in
            /// reproducers as `code` (a Rust expression of a stub).
            pub fn model_spec<M: #trait_name + 'static>(
                make: fn() -> M,
                code: &str,
            ) -> #krate::stub::ModelSpec<Self> {
                #krate::stub::model(
                    move || Self::with_model(make()),
                    move || Self::with_model(make()),
                    code,
                )
            }

            /// The calls so far, with their answers.
            pub fn calls(&self) -> ::std::vec::Vec<#krate::stub::Call> {
                self.__core.borrow().calls().to_vec()
            }

            /// Whether the calls so far are a whole sentence of the protocol.
            pub fn is_complete(&self) -> bool {
                self.__core.borrow().is_complete()
            }
        }

        impl #krate::stub::Stub for #stub {
            const PATH: &'static str = #path;
            fn from_tape(tape: &[u8]) -> Self {
                #stub::from_tape(tape)
            }
        }

        impl #trait_name for #stub {
            #(#bodies)*
        }

        impl ::std::ops::Drop for #stub {
            fn drop(&mut self) {
                if !::std::thread::panicking() {
                    self.__core.get_mut().finish();
                }
            }
        }

        impl ::std::fmt::Debug for #stub {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Debug::fmt(&*self.__core.borrow(), f)
            }
        }
    })
}
