//! The `#[monolith(..)]` attributes of `#[derive(Data)]`, parsed with their spans.

use syn::{Attribute, Expr, ExprRange, LitInt, LitStr, Path, RangeLimits, Result};

/// Attributes on the type: `#[monolith(crate = "path", path = "printed::Path", eq = path)]`.
pub struct TypeAttrs {
    /// The path to `monolith_core` in generated code.
    pub krate: Path,
    /// The path printed before the type's name in reproducers (its name alone by default).
    pub path: Option<LitStr>,
    /// A function `fn(&T, &T) -> bool` comparing the reference's value with the candidate's.
    pub eq: Option<Path>,
}

/// Attributes on an enum variant: `#[monolith(weight = 3)]`, `#[monolith(skip)]`.
#[derive(Default)]
pub struct VariantAttrs {
    /// How often the variant is drawn against the others (1 by default).
    pub weight: Option<LitInt>,
    /// Never drawn (it may still be compared and printed).
    pub skip: bool,
}

/// How a field is drawn: its type's `Data`, or one of the attributes.
pub enum FieldDraw {
    /// `<T as Data>::draw`.
    Data,
    /// `#[monolith(spec = EXPR)]`: any constructible spec of the field's type.
    Spec(Expr),
    /// `#[monolith(range = A..B)]` or `A..=B`: an integer range.
    Range(ExprRange),
    /// `#[monolith(len = A..B)]` or `A..=B`: the length of a `Vec` or a `String`.
    Len(ExprRange),
}

const TYPE_KEYS: &str = "`crate`, `path` or `eq`";
const VARIANT_KEYS: &str = "`weight` or `skip`";
const FIELD_KEYS: &str = "`spec`, `range` or `len`";

fn monolith_attrs(attrs: &[Attribute]) -> impl Iterator<Item = &Attribute> {
    attrs.iter().filter(|a| a.path().is_ident("monolith"))
}

impl TypeAttrs {
    pub fn parse(attrs: &[Attribute]) -> Result<Self> {
        let mut out = TypeAttrs {
            krate: syn::parse_quote!(::monolith_core),
            path: None,
            eq: None,
        };
        for attr in monolith_attrs(attrs) {
            attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("crate") {
                    let s: LitStr = meta.value()?.parse()?;
                    out.krate = s.parse()?;
                } else if meta.path.is_ident("path") {
                    let s: LitStr = meta.value()?.parse()?;
                    s.parse::<Path>()?;
                    out.path = Some(s);
                } else if meta.path.is_ident("eq") {
                    out.eq = Some(meta.value()?.parse()?);
                } else {
                    return Err(meta.error(format!(
                        "unknown `monolith` attribute on a type: expected {TYPE_KEYS}"
                    )));
                }
                Ok(())
            })?;
        }
        Ok(out)
    }
}

impl VariantAttrs {
    pub fn parse(attrs: &[Attribute]) -> Result<Self> {
        let mut out = VariantAttrs::default();
        for attr in monolith_attrs(attrs) {
            attr.parse_nested_meta(|meta| {
                if meta.path.is_ident("weight") {
                    let w: LitInt = meta.value()?.parse()?;
                    w.base10_parse::<u32>()?;
                    out.weight = Some(w);
                } else if meta.path.is_ident("skip") {
                    out.skip = true;
                } else {
                    return Err(meta.error(format!(
                        "unknown `monolith` attribute on a variant: expected {VARIANT_KEYS}"
                    )));
                }
                Ok(())
            })?;
        }
        Ok(out)
    }
}

impl FieldDraw {
    pub fn parse(attrs: &[Attribute]) -> Result<Self> {
        let mut out = FieldDraw::Data;
        for attr in monolith_attrs(attrs) {
            attr.parse_nested_meta(|meta| {
                let next = if meta.path.is_ident("spec") {
                    FieldDraw::Spec(meta.value()?.parse()?)
                } else if meta.path.is_ident("range") {
                    FieldDraw::Range(bounded_range(meta.value()?.parse()?)?)
                } else if meta.path.is_ident("len") {
                    FieldDraw::Len(bounded_range(meta.value()?.parse()?)?)
                } else {
                    return Err(meta.error(format!(
                        "unknown `monolith` attribute on a field: expected {FIELD_KEYS}"
                    )));
                };
                if !matches!(out, FieldDraw::Data) {
                    return Err(
                        meta.error(format!("a field takes one of {FIELD_KEYS}, not several"))
                    );
                }
                out = next;
                Ok(())
            })?;
        }
        Ok(out)
    }
}

/// A range with both ends: `A..B` or `A..=B`.
pub fn bounded_range(e: Expr) -> Result<ExprRange> {
    match e {
        Expr::Range(r) if r.start.is_some() && r.end.is_some() => Ok(r),
        other => Err(syn::Error::new_spanned(
            other,
            "expected a range with both ends, `A..B` or `A..=B`",
        )),
    }
}

/// Whether the range is closed (`A..=B`).
pub fn is_closed(r: &ExprRange) -> bool {
    matches!(r.limits, RangeLimits::Closed(_))
}
