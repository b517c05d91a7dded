//! `#[derive(Data)]`: implements `monolith_core::spec::Data` (drawing) and
//! `monolith_core::spec::Literal` (printing) for a struct or an enum.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Data as Body, DeriveInput, Fields, Ident, Result, Type};

use crate::attrs::{is_closed, FieldDraw, TypeAttrs, VariantAttrs};

pub fn expand(input: DeriveInput) -> Result<TokenStream> {
    let attrs = TypeAttrs::parse(&input.attrs)?;
    let name = &input.ident;
    let krate = &attrs.krate;
    let printed = match &attrs.path {
        Some(p) => p.value(),
        None => name.to_string(),
    };
    let (draw, literal) = match &input.data {
        Body::Struct(s) => {
            let built = draw_fields(&s.fields, quote!(#name), krate)?;
            // A recursive struct counts its depth, and rejects at the bound.
            let draw = if mentions(&s.fields, name) {
                quote! {
                    #krate::spec::draw_alternative(cx, &[1], 0, |cx, _| {
                        ::core::result::Result::Ok(#built)
                    })
                }
            } else {
                quote! { ::core::result::Result::Ok(#built) }
            };
            let (pattern, print) = print_fields(&s.fields, quote!(#name), &printed, krate);
            let literal = quote! { let #pattern = self; #print };
            (draw, literal)
        }
        Body::Enum(e) => {
            let mut leaves = Vec::new();
            let mut nodes = Vec::new();
            let mut arms = Vec::new();
            for v in &e.variants {
                let va = VariantAttrs::parse(&v.attrs)?;
                let vname = &v.ident;
                let path = quote!(#name::#vname);
                let (pattern, print) = print_fields(
                    &v.fields,
                    path.clone(),
                    &format!("{printed}::{vname}"),
                    krate,
                );
                arms.push(quote! { #pattern => { #print } });
                if va.skip {
                    // Checked all the same, so that a misspelt attribute never goes unseen.
                    for f in &v.fields {
                        FieldDraw::parse(&f.attrs)?;
                    }
                    continue;
                }
                let weight = match &va.weight {
                    Some(w) => quote!(#w),
                    None => quote!(1),
                };
                let built = draw_fields(&v.fields, path, krate)?;
                let entry = (weight, built);
                if mentions(&v.fields, name) {
                    nodes.push(entry);
                } else {
                    leaves.push(entry);
                }
            }
            let n_leaves = leaves.len();
            let (weights, builds): (Vec<_>, Vec<_>) = leaves.into_iter().chain(nodes).unzip();
            if builds.is_empty() {
                return Err(syn::Error::new(
                    Span::call_site(),
                    "`#[derive(Data)]` needs at least one variant that is not `#[monolith(skip)]`: the engine must be able to draw the enum",
                ));
            }
            let last = builds.len() - 1;
            let draw_arms = builds.iter().enumerate().map(|(k, b)| {
                if k == last {
                    quote! { _ => ::core::result::Result::Ok(#b) }
                } else {
                    quote! { #k => ::core::result::Result::Ok(#b) }
                }
            });
            let draw = quote! {
                #krate::spec::draw_alternative(cx, &[#(#weights),*], #n_leaves, |cx, k| match k {
                    #(#draw_arms,)*
                })
            };
            let literal = quote! {
                match self { #(#arms)* }
            };
            (draw, literal)
        }
        Body::Union(u) => {
            return Err(syn::Error::new(
                u.union_token.span(),
                "`#[derive(Data)]` supports structs and enums, not unions",
            ))
        }
    };
    let shape = shape(&input, krate);
    let same = attrs.eq.as_ref().map(|eq| {
        quote! {
            fn same(r: &Self, c: &Self) -> bool { #eq(r, c) }
        }
    });
    let data_generics = with_bound(&input.generics, quote!(#krate::spec::Data));
    let (impl_d, _, where_d) = data_generics.split_for_impl();
    let lit_generics = with_bound(&input.generics, quote!(#krate::spec::Literal));
    let (impl_l, _, where_l) = lit_generics.split_for_impl();
    let (_, ty_generics, _) = input.generics.split_for_impl();
    Ok(quote! {
        #[automatically_derived]
        impl #impl_l #krate::spec::Literal for #name #ty_generics #where_l {
            fn literal(&self) -> ::std::string::String {
                #literal
            }
            fn shape(&self) -> u32 {
                #shape
            }
        }
        #[automatically_derived]
        impl #impl_d #krate::spec::Data for #name #ty_generics #where_d {
            fn draw(
                cx: &mut #krate::spec::Cx<'_, '_>,
            ) -> ::core::result::Result<Self, #krate::spec::Reject> {
                #draw
            }
            #same
        }
    })
}

/// The generics with `bound` added to every type parameter.
fn with_bound(generics: &syn::Generics, bound: TokenStream) -> syn::Generics {
    let mut g = generics.clone();
    for p in g.type_params_mut() {
        p.bounds.push(syn::parse_quote!(#bound));
    }
    g
}

/// An expression building `path` from its fields, each drawn.
fn draw_fields(fields: &Fields, path: TokenStream, krate: &syn::Path) -> Result<TokenStream> {
    let draws = fields
        .iter()
        .map(|f| draw_field(f, krate))
        .collect::<Result<Vec<_>>>()?;
    Ok(match fields {
        Fields::Named(named) => {
            let names = named.named.iter().map(|f| &f.ident);
            quote! { #path { #(#names: #draws),* } }
        }
        Fields::Unnamed(_) => quote! { #path ( #(#draws),* ) },
        Fields::Unit => quote! { #path },
    })
}

fn draw_field(f: &syn::Field, krate: &syn::Path) -> Result<TokenStream> {
    let ty = &f.ty;
    Ok(match FieldDraw::parse(&f.attrs)? {
        FieldDraw::Data => quote_spanned! {ty.span()=>
            <#ty as #krate::spec::Data>::draw(cx)?
        },
        FieldDraw::Spec(e) => quote_spanned! {e.span()=>
            #krate::spec::draw_with::<_>(cx, &(#e))?
        },
        FieldDraw::Range(r) => {
            let (a, b) = (&r.start, &r.end);
            let f = if is_closed(&r) {
                quote!(closed)
            } else {
                quote!(interval)
            };
            quote_spanned! {r.span()=>
                #krate::spec::draw_with(cx, &#krate::spec::#f::<#ty>(#a, #b))?
            }
        }
        FieldDraw::Len(r) => {
            let (a, b) = (&r.start, &r.end);
            let f = if is_closed(&r) {
                quote!(closed)
            } else {
                quote!(interval)
            };
            let len = quote!(#krate::spec::#f::<usize>(#a, #b));
            match last_segment(ty).as_deref() {
                Some("Vec") => quote_spanned! {r.span()=>
                    #krate::spec::draw_with(cx, &#krate::spec::vec(#krate::spec::data(), #len))?
                },
                Some("String") => quote_spanned! {r.span()=>
                    #krate::spec::draw_with(cx, &#krate::spec::string_of(#krate::spec::char(), #len))?
                },
                _ => {
                    return Err(syn::Error::new_spanned(
                        &r,
                        "`len` applies to a `Vec` or a `String` field; give other types a `spec`",
                    ))
                }
            }
        }
    })
}

/// The last segment of a path type (`Vec` for `std::vec::Vec<u8>`).
fn last_segment(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The pattern binding every field of `path`, and the expression printing it as `printed ..`.
fn print_fields(
    fields: &Fields,
    path: TokenStream,
    printed: &str,
    krate: &syn::Path,
) -> (TokenStream, TokenStream) {
    let binders: Vec<Ident> = (0..fields.len()).map(|i| format_ident!("__f{i}")).collect();
    let lits = binders
        .iter()
        .map(|b| quote!(#krate::spec::Literal::literal(#b)));
    match fields {
        Fields::Named(named) => {
            let names: Vec<_> = named.named.iter().map(|f| f.ident.clone()).collect();
            let fmt = if names.is_empty() {
                format!("{printed} {{{{}}}}")
            } else {
                let parts: Vec<String> = names
                    .iter()
                    .map(|n| format!("{}: {{}}", n.as_ref().expect("named")))
                    .collect();
                format!("{printed} {{{{ {} }}}}", parts.join(", "))
            };
            (
                quote! { #path { #(#names: #binders),* } },
                quote! { ::std::format!(#fmt, #(#lits),*) },
            )
        }
        Fields::Unnamed(_) => {
            let fmt = format!("{printed}({})", vec!["{}"; binders.len()].join(", "));
            (
                quote! { #path ( #(#binders),* ) },
                quote! { ::std::format!(#fmt, #(#lits),*) },
            )
        }
        Fields::Unit => (
            quote! { #path },
            quote! { ::std::string::String::from(#printed) },
        ),
    }
}

/// The `Literal::shape` body: the variant's number mixed with its fields' shapes.
fn shape(input: &DeriveInput, krate: &syn::Path) -> TokenStream {
    let mix = |fields: &Fields| {
        let binders: Vec<Ident> = (0..fields.len()).map(|i| format_ident!("__f{i}")).collect();
        let pattern = match fields {
            Fields::Named(named) => {
                let names = named.named.iter().map(|f| &f.ident);
                quote! { { #(#names: #binders),* } }
            }
            Fields::Unnamed(_) => quote! { ( #(#binders),* ) },
            Fields::Unit => quote! {},
        };
        (pattern, binders)
    };
    match &input.data {
        Body::Struct(s) => {
            let name = &input.ident;
            let (pattern, binders) = mix(&s.fields);
            quote! {
                let #name #pattern = self;
                let mut s = 0u32;
                #( s = s.wrapping_mul(31).wrapping_add(#krate::spec::Literal::shape(#binders)); )*
                s
            }
        }
        Body::Enum(e) => {
            let name = &input.ident;
            let arms = e.variants.iter().enumerate().map(|(k, v)| {
                let vname = &v.ident;
                let (pattern, binders) = mix(&v.fields);
                let k = k as u32 + 1;
                quote! {
                    #name::#vname #pattern => {
                        let mut s = #k;
                        #( s = s.wrapping_mul(31).wrapping_add(#krate::spec::Literal::shape(#binders)); )*
                        s
                    }
                }
            });
            quote! { match self { #(#arms)* } }
        }
        Body::Union(_) => quote!(0),
    }
}

/// Whether a field's type mentions the type being derived (by name or as `Self`): a recursive
/// variant, drawn only above the depth bound.
fn mentions(fields: &Fields, name: &Ident) -> bool {
    fn walk(ts: TokenStream, name: &Ident) -> bool {
        ts.into_iter().any(|t| match t {
            TokenTree::Ident(i) => i == *name || i == "Self",
            TokenTree::Group(g) => walk(g.stream(), name),
            _ => false,
        })
    }
    fields.iter().any(|f| walk(quote!(#f), name))
}
