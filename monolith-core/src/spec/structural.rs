//! Structural types: tuples (arity 2 to 4), `Option`, `Result` and `Vec`.
//!
//! Each is constructible when its parts are, and deconstructible when its parts are.
//! Deconstruction compares tags first (`Some`/`None`, `Ok`/`Err`, lengths), then the parts.

use super::{Built, Constructible, Cx, Deconstructible, Dx, Literal, Reject, Spec};
use crate::report::pattern::Pat;
use crate::source::spans::Label;

macro_rules! tuple_spec {
    ($($s:ident $i:tt),*) => {
        impl<$($s: Spec),*> Spec for ($($s,)*) {
            type R = ($($s::R,)*);
            type C = ($($s::C,)*);
        }
        impl<$($s: Constructible),*> Constructible for ($($s,)*) {
            fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<Self::R, Self::C>, Reject> {
                let parts = ($(self.$i.construct(cx)?,)*);
                let code = if cx.render {
                    let codes = [$(parts.$i.code.as_str()),*];
                    format!("({})", codes.join(", "))
                } else {
                    String::new()
                };
                Ok(Built { r: ($(parts.$i.r,)*), c: ($(parts.$i.c,)*), code })
            }
        }
        impl<$($s: Deconstructible),*> Deconstructible for ($($s,)*) {
            fn deconstruct(&self, r: Self::R, c: Self::C, dx: &mut Dx<'_>) -> Pat {
                let pats = [$(self.$i.deconstruct(r.$i, c.$i, dx)),*];
                if dx.render { Pat::Tuple(pats.into()) } else { Pat::Skip }
            }
            fn produces(&self, out: &mut Vec<usize>) {
                $(self.$i.produces(out);)*
            }
            fn print_candidate(&self, c: &Self::C) -> Option<String> {
                let parts = [$(self.$i.print_candidate(&c.$i)?),*];
                Some(format!("({})", parts.join(", ")))
            }
            fn print_reference(&self, r: &Self::R) -> Option<String> {
                let parts = [$(self.$i.print_reference(&r.$i)?),*];
                Some(format!("({})", parts.join(", ")))
            }
        }
    };
}
tuple_spec!(A 0, B 1);
tuple_spec!(A 0, B 1, C 2);
tuple_spec!(A 0, B 1, C 2, D 3);

/// `Option` of a spec: see [`option`].
#[derive(Debug, Clone, Copy)]
pub struct OptionSpec<S>(S);

/// `Option<T>` of a spec. Construction reads 1 byte: byte 0 gives `None`, an odd byte `Some`.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let maybe_index = option(lt(8usize));
/// # let _ = maybe_index;
/// ```
pub fn option<S: Spec>(spec: S) -> OptionSpec<S> {
    OptionSpec(spec)
}

impl<S: Spec> Spec for OptionSpec<S> {
    type R = Option<S::R>;
    type C = Option<S::C>;
}

impl<S: Constructible> Constructible for OptionSpec<S> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<Self::R, Self::C>, Reject> {
        if !cx.src.draw_bool() {
            let code = if cx.render {
                "None".into()
            } else {
                String::new()
            };
            return Ok(Built {
                r: None,
                c: None,
                code,
            });
        }
        let b = self.0.construct(cx)?;
        let code = if cx.render {
            format!("Some({})", b.code)
        } else {
            String::new()
        };
        Ok(Built {
            r: Some(b.r),
            c: Some(b.c),
            code,
        })
    }
}

impl<S: Deconstructible> Deconstructible for OptionSpec<S> {
    fn produces(&self, out: &mut Vec<usize>) {
        self.0.produces(out)
    }
    fn print_candidate(&self, c: &Self::C) -> Option<String> {
        match c {
            Some(c) => Some(format!("Some({})", self.0.print_candidate(c)?)),
            None => Some("None".into()),
        }
    }
    fn print_reference(&self, r: &Self::R) -> Option<String> {
        match r {
            Some(r) => Some(format!("Some({})", self.0.print_reference(r)?)),
            None => Some("None".into()),
        }
    }
    fn deconstruct(&self, r: Self::R, c: Self::C, dx: &mut Dx<'_>) -> Pat {
        dx.shape(1 + u32::from(r.is_some()));
        match (r, c) {
            (Some(r), Some(c)) => {
                let p = self.0.deconstruct(r, c, dx);
                if dx.render {
                    Pat::Variant("Some", Box::new(p))
                } else {
                    Pat::Skip
                }
            }
            (None, None) => {
                if dx.render {
                    Pat::Value {
                        expected: "None".into(),
                        got: None,
                    }
                } else {
                    Pat::Skip
                }
            }
            (r, c) => {
                dx.disagree();
                if !dx.render {
                    return Pat::Skip;
                }
                if let (Some(expected), Some(got)) =
                    (self.print_reference(&r), self.print_candidate(&c))
                {
                    return Pat::Value {
                        expected,
                        got: Some(got),
                    };
                }
                let (expected, got) = if r.is_some() {
                    ("Some(_)", "None")
                } else {
                    ("None", "Some(_)")
                };
                Pat::TagMismatch {
                    expected: expected.into(),
                    got: got.into(),
                }
            }
        }
    }
}

/// `Result` of two specs: see [`result`].
#[derive(Debug, Clone, Copy)]
pub struct ResultSpec<S, E>(S, E);

/// `Result<T, E>` of two specs. Construction reads 1 byte: byte 0 gives `Ok`, an odd byte `Err`.
/// Deconstruction compares the `Ok`/`Err` tags, then the payloads.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let parsed = result(int::<i32>(), string());
/// # let _ = parsed;
/// ```
pub fn result<S: Spec, E: Spec>(ok: S, err: E) -> ResultSpec<S, E> {
    ResultSpec(ok, err)
}

impl<S: Spec, E: Spec> Spec for ResultSpec<S, E> {
    type R = Result<S::R, E::R>;
    type C = Result<S::C, E::C>;
}

impl<S: Constructible, E: Constructible> Constructible for ResultSpec<S, E> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<Self::R, Self::C>, Reject> {
        if !cx.src.draw_bool() {
            let b = self.0.construct(cx)?;
            let code = if cx.render {
                format!("Ok({})", b.code)
            } else {
                String::new()
            };
            Ok(Built {
                r: Ok(b.r),
                c: Ok(b.c),
                code,
            })
        } else {
            let b = self.1.construct(cx)?;
            let code = if cx.render {
                format!("Err({})", b.code)
            } else {
                String::new()
            };
            Ok(Built {
                r: Err(b.r),
                c: Err(b.c),
                code,
            })
        }
    }
}

impl<S: Deconstructible, E: Deconstructible> Deconstructible for ResultSpec<S, E> {
    fn produces(&self, out: &mut Vec<usize>) {
        self.0.produces(out);
        self.1.produces(out);
    }
    fn print_candidate(&self, c: &Self::C) -> Option<String> {
        match c {
            Ok(c) => Some(format!("Ok({})", self.0.print_candidate(c)?)),
            Err(c) => Some(format!("Err({})", self.1.print_candidate(c)?)),
        }
    }
    fn print_reference(&self, r: &Self::R) -> Option<String> {
        match r {
            Ok(r) => Some(format!("Ok({})", self.0.print_reference(r)?)),
            Err(r) => Some(format!("Err({})", self.1.print_reference(r)?)),
        }
    }
    fn deconstruct(&self, r: Self::R, c: Self::C, dx: &mut Dx<'_>) -> Pat {
        dx.shape(3 + u32::from(r.is_ok()));
        let (name, p) = match (r, c) {
            (Ok(r), Ok(c)) => ("Ok", self.0.deconstruct(r, c, dx)),
            (Err(r), Err(c)) => ("Err", self.1.deconstruct(r, c, dx)),
            (r, c) => {
                dx.disagree();
                if !dx.render {
                    return Pat::Skip;
                }
                if let (Some(expected), Some(got)) =
                    (self.print_reference(&r), self.print_candidate(&c))
                {
                    return Pat::Value {
                        expected,
                        got: Some(got),
                    };
                }
                let (expected, got) = if r.is_ok() {
                    ("Ok(_)", "Err(_)")
                } else {
                    ("Err(_)", "Ok(_)")
                };
                return Pat::TagMismatch {
                    expected: expected.into(),
                    got: got.into(),
                };
            }
        };
        if dx.render {
            Pat::Variant(name, Box::new(p))
        } else {
            Pat::Skip
        }
    }
}

/// A collection length: mostly small, now and then large. Use it as the length spec of
/// [`vec`](fn@vec) (or of any collection built with [`map_outof`](crate::spec::map_outof)) when the
/// API has no natural bound: bugs that need a collection of hundreds or thousands of elements are
/// then reached without bending the spec.
///
/// | first byte | length | share of uniform bytes |
/// |---|---|---|
/// | `0..160` | `0..=8` (byte 0 gives 0) | 62% |
/// | `160..224` | `9..=64` | 25% |
/// | `224..248` | `65..=512` | 9% |
/// | `248..=255` | `513..=4096` | 3% |
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Source};
/// let items = vec(int::<u32>(), length());
/// # let _ = items;
/// assert_eq!(draw_length(&mut Source::from_bytes(&[0])), 0);
/// assert_eq!(draw_length(&mut Source::from_bytes(&[3])), 3);
/// assert!(draw_length(&mut Source::from_bytes(&[250, 1, 0])) > 512);
/// ```
pub fn length() -> super::Concrete<usize, super::GenFn<usize>> {
    super::Concrete::new(draw_length)
}

/// The draw behind [`length`].
pub fn draw_length(src: &mut crate::Source<'_>) -> usize {
    let draw = src.open();
    let tag = src.draw_u8();
    let n = match tag {
        0..160 => u64::from(tag) % 9,
        160..224 => 9 + src.draw_below(56),
        224..248 => 65 + src.draw_below(448),
        _ => 513 + src.draw_below(3584),
    };
    src.close(draw, Label::LengthDraw(encode_length));
    n as usize
}

/// The bytes [`draw_length`] reads to give `n` (at most 4,096): its inverse, for the shrinker.
pub(crate) fn encode_length(n: usize) -> Vec<u8> {
    let below = |n: u64, k: usize| crate::Source::encode_below(n, k as u64);
    match n {
        0..9 => vec![n as u8],
        9..65 => [vec![160], below(56, n - 9)].concat(),
        65..513 => [vec![224], below(448, n - 65)].concat(),
        _ => [vec![248], below(3584, (n - 513).min(3583))].concat(),
    }
}

/// `Vec` of a spec with a length spec: see [`vec`](fn@vec).
#[derive(Debug, Clone, Copy)]
pub struct VecSpec<S, L>(S, L);

/// `Vec<T>` of an element spec, with an explicit length spec (an integer spec of `usize`, such
/// as [`lt`](crate::spec::lt)`(8)`). Construction draws the length first, then the elements.
/// Deconstruction compares lengths, then elements; a deconstructed `Vec` must be concrete.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let small_vecs = vec(int::<u8>(), lt(8usize));
/// # let _ = small_vecs;
/// ```
pub fn vec<S: Spec, L>(elem: S, len: L) -> VecSpec<S, L> {
    VecSpec(elem, len)
}

/// `Vec<T>` of an element spec with the natural lengths of [`length`]: `vec(elem, length())`.
/// As a result, where a length spec means nothing, this is the one to write.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// let mut engine = Engine::new();
/// fn evens(v: Vec<u8>) -> Vec<u8> { v.into_iter().filter(|x| x % 2 == 0).collect() }
/// engine.declare("evens", args().arg(vec_of(int::<u8>())).returns(vec_of(int::<u8>())),
///     evens, evens);
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(100)).is_ok());
/// ```
pub fn vec_of<S: Spec>(elem: S) -> VecSpec<S, super::Concrete<usize, super::GenFn<usize>>> {
    vec(elem, length())
}

impl<S: Spec, L> Spec for VecSpec<S, L> {
    type R = Vec<S::R>;
    type C = Vec<S::C>;
}

impl<S: Constructible, L: Constructible<R = usize, C = usize>> Constructible for VecSpec<S, L> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<Self::R, Self::C>, Reject> {
        let collection = cx.src.open();
        let length = cx.src.open();
        let n = self.1.construct(cx)?.r;
        cx.src.close(length, Label::Length);
        let mut r = Vec::with_capacity(n);
        let mut c = Vec::with_capacity(n);
        let mut codes = Vec::new();
        for _ in 0..n {
            let element = cx.src.open();
            let b = self.0.construct(cx)?;
            cx.src.close(element, Label::Element);
            r.push(b.r);
            c.push(b.c);
            if cx.render {
                codes.push(b.code);
            }
        }
        cx.src.close(collection, Label::Collection);
        let code = if cx.render {
            format!("vec![{}]", codes.join(", "))
        } else {
            String::new()
        };
        Ok(Built { r, c, code })
    }
}

impl<S: Deconstructible, L> Deconstructible for VecSpec<S, L>
where
    S::R: Literal,
    S::C: Literal,
{
    fn print_candidate(&self, c: &Self::C) -> Option<String> {
        Some(c.literal())
    }
    fn print_reference(&self, r: &Self::R) -> Option<String> {
        Some(r.literal())
    }
    fn deconstruct(&self, r: Self::R, c: Self::C, dx: &mut Dx<'_>) -> Pat {
        let (rn, cn) = (r.len(), c.len());
        dx.shape(5 + if rn < 8 { rn as u32 } else { 5 + rn.ilog2() });
        if rn != cn {
            dx.disagree();
            if !dx.render {
                return Pat::Skip;
            }
            return Pat::Value {
                expected: r.literal(),
                got: Some(c.literal()),
            };
        }
        // When rendering, both sides print whole (an element's own pattern may be a tuple or
        // a variant, which has no single expected expression), and the comment names the
        // first position where they differ.
        let literals = dx.render.then(|| (r.literal(), c.literal()));
        let mut first_difference = None;
        for (k, (r, c)) in r.into_iter().zip(c).enumerate() {
            let agreed = !dx.mismatch;
            let _ = self.0.deconstruct(r, c, dx);
            if agreed && dx.mismatch {
                first_difference = Some(k);
            }
        }
        let Some((expected, got)) = literals else {
            return Pat::Skip;
        };
        Pat::Value {
            expected,
            got: first_difference.map(|k| format!("{got} (first difference at index {k})")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoded_lengths_draw_back() {
        for n in [0, 8, 9, 64, 65, 512, 513, 4096] {
            let bytes = encode_length(n);
            assert_eq!(
                draw_length(&mut crate::Source::from_bytes(&bytes)),
                n,
                "{n}"
            );
        }
    }
}
