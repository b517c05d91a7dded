//! Floating-point numbers: [`float`] and [`finite_float`], for `f32` and `f64`.
//!
//! Values are drawn by class, so that the values that break floating-point code come up
//! often: the ones where rounding shows (`1e16 + 1.0 == 1e16`), the boundaries of the
//! format, and the special values.
//!
//! | first byte | class | share of uniform bytes |
//! |---|---|---|
//! | `0..96` | small integers: `0.0` (byte 0), `1.0`, `-1.0`, `2.0`, `-2.0`, ... up to ±47 | 37% |
//! | `96..160` | special values: `0.5`, `0.1`, `1/3`, `-0.0`, `2^p` and `2^p + 2` where `p` is the precision (`2^p + 1` rounds to `2^p`), the largest and smallest finite values, the smallest positive normal and subnormal values, `EPSILON`, the infinities, `NaN` (the last three only for [`float`]) | 25% |
//! | `160..224` | a few significant bits times a power of two: `m * 2^e`, `m` in `-128..128`, `e` from the type's precision down and up | 25% |
//! | `224..=255` | any value of the type (its bits, from 8 more bytes; for [`finite_float`], a non-finite one is rejected) | 12% |
//!
//! As results, two floats agree when they are equal or both NaN (so `0.0` and `-0.0` agree).

use super::{
    literal_printers, Built, Constructible, Cx, Deconstructible, Dx, Literal, Reject, Spec,
};
use crate::report::pattern::Pat;
use crate::source::Source;

/// A floating-point type that [`float`] can draw: `f32` or `f64`.
pub trait Float: Copy + PartialEq + PartialOrd + Literal + std::fmt::Debug + 'static {
    /// Bits of precision, the implicit one included (24 or 53).
    const PRECISION: i32;
    /// `m * 2^e`, exactly when it is representable.
    fn scaled(m: i32, e: i32) -> Self;
    /// The value of these bits (the low 32 for `f32`).
    fn from_bits_u64(bits: u64) -> Self;
    /// The special values, the non-finite ones last (see the module documentation).
    fn specials() -> &'static [Self];
    /// How many of [`specials`](Float::specials) are not finite.
    const NON_FINITE: usize = 3;
    /// Whether the value is finite.
    fn finite(self) -> bool;
    /// Whether the value is NaN.
    fn nan(self) -> bool;
}

macro_rules! impl_float {
    ($t:ident, $bits:ty, $prec:expr) => {
        impl Float for $t {
            const PRECISION: i32 = $prec;
            fn scaled(m: i32, e: i32) -> Self {
                (m as $t) * (2.0 as $t).powi(e)
            }
            fn from_bits_u64(bits: u64) -> Self {
                $t::from_bits(bits as $bits)
            }
            fn specials() -> &'static [Self] {
                const P: $t = (1u64 << $prec) as $t;
                const SPECIALS: [$t; 16] = [
                    0.5,
                    0.1,
                    1.0 / 3.0,
                    -0.0,
                    P,
                    P + 2.0,
                    -P,
                    $t::MAX,
                    $t::MIN,
                    $t::MIN_POSITIVE,
                    $t::from_bits(1),
                    $t::EPSILON,
                    1.0 + $t::EPSILON,
                    $t::INFINITY,
                    $t::NEG_INFINITY,
                    $t::NAN,
                ];
                &SPECIALS
            }
            fn finite(self) -> bool {
                self.is_finite()
            }
            fn nan(self) -> bool {
                self.is_nan()
            }
        }
    };
}
impl_float!(f32, u32, 24);
impl_float!(f64, u64, 53);

/// Draws a float (see the [module documentation](self)); `finite` leaves out the infinities and
/// NaN. Byte 0 gives `0.0`.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::draw_float, Source};
/// assert_eq!(draw_float::<f64>(&mut Source::from_bytes(&[0]), false), Some(0.0));
/// assert_eq!(draw_float::<f64>(&mut Source::from_bytes(&[1]), false), Some(1.0));
/// assert_eq!(draw_float::<f64>(&mut Source::from_bytes(&[2]), false), Some(-1.0));
/// assert_eq!(draw_float::<f64>(&mut Source::from_bytes(&[96]), false), Some(0.5));
/// ```
pub fn draw_float<T: Float>(src: &mut Source<'_>, finite: bool) -> Option<T> {
    let tag = src.draw_u8();
    let x = match tag {
        0..96 => {
            let k = i32::from(tag);
            let n = (k + 1) / 2;
            T::scaled(if k % 2 == 1 { n } else { -n }, 0)
        }
        96..160 => {
            let specials = T::specials();
            let n = if finite {
                specials.len() - T::NON_FINITE
            } else {
                specials.len()
            };
            specials[usize::from(tag - 96) % n]
        }
        160..224 => {
            let m = i32::from(src.draw_u8()) - 128;
            let e = i32::from(src.draw_u8() % 64) - 32 + T::PRECISION / 2;
            T::scaled(m, e)
        }
        _ => {
            let bits = (0..8).fold(0u64, |b, _| (b << 8) | u64::from(src.draw_u8()));
            T::from_bits_u64(bits)
        }
    };
    (!finite || x.finite()).then_some(x)
}

/// Floats of type `T`: see [`float`] and [`finite_float`].
#[derive(Debug, Clone, Copy)]
pub struct FloatSpec<T> {
    finite: bool,
    _t: std::marker::PhantomData<fn() -> T>,
}

/// Floats of type `T`, `f32` or `f64`, the infinities and NaN included (see the
/// [module documentation](self)).
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// let mut engine = Engine::new();
/// engine.declare("f64::max", args().arg(float::<f64>()).arg(float::<f64>()).returns(float::<f64>()),
///     |a: f64, b: f64| if a.is_nan() { b } else if b.is_nan() || a >= b { a } else { b },
///     f64::max);
/// assert!(engine.run_random(&Config::with_seed(1).scenarios(300)).is_ok());
/// ```
pub fn float<T: Float>() -> FloatSpec<T> {
    FloatSpec {
        finite: false,
        _t: std::marker::PhantomData,
    }
}

/// Finite floats of type `T`: [`float`] without the infinities and NaN.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::*;
/// let x = finite_float::<f32>();
/// # let _ = x;
/// ```
pub fn finite_float<T: Float>() -> FloatSpec<T> {
    FloatSpec {
        finite: true,
        _t: std::marker::PhantomData,
    }
}

impl<T: Float> Spec for FloatSpec<T> {
    type R = T;
    type C = T;
}

impl<T: Float> Constructible for FloatSpec<T> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<T, T>, Reject> {
        let x = draw_float::<T>(cx.source(), self.finite).ok_or(Reject)?;
        let code = if cx.rendering() {
            x.literal()
        } else {
            String::new()
        };
        Ok(Built { r: x, c: x, code })
    }
}

impl<T: Float> Deconstructible for FloatSpec<T> {
    fn deconstruct(&self, r: T, c: T, dx: &mut Dx<'_>) -> Pat {
        dx.shape(r.shape());
        if r.nan() && c.nan() {
            // Both NaN: they agree, and `assert_eq!(v, f64::NAN)` would not hold.
            return if dx.render { Pat::Wild } else { Pat::Skip };
        }
        super::concrete::observe(r, c, dx, |a, b| a == b, Literal::literal)
    }
    literal_printers!();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every class is drawn, and each value's literal reads back as the value.
    #[test]
    fn draws_every_class_and_prints_what_reads_back() {
        let (mut nan, mut inf, mut subnormal, mut fraction) = (false, false, false, false);
        for seed in 0..4_000u64 {
            let bytes: Vec<u8> = (0..9)
                .map(|k| (seed.wrapping_mul(2654435761) >> (k * 3)) as u8)
                .collect();
            let Some(x) = draw_float::<f64>(&mut Source::from_bytes(&bytes), false) else {
                continue;
            };
            nan |= x.is_nan();
            inf |= x.is_infinite();
            subnormal |= x.is_subnormal();
            fraction |= x.fract() != 0.0;
            let lit = x.literal();
            if let Some(decimal) = lit.strip_suffix("f64") {
                let back: f64 = decimal.parse().expect("a decimal");
                assert_eq!(back.to_bits(), x.to_bits(), "{lit}");
            }
            let y = draw_float::<f32>(&mut Source::from_bytes(&bytes), true);
            assert!(y.is_none_or(f32::is_finite));
            if let Some(decimal) = y
                .map(|y| y.literal())
                .as_deref()
                .and_then(|l| l.strip_suffix("f32"))
            {
                let back: f32 = decimal.parse().expect("a decimal");
                assert_eq!(Some(back.to_bits()), y.map(f32::to_bits), "{decimal}");
            }
        }
        assert!(nan && inf && subnormal && fraction);
    }
}
