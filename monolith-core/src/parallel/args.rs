//! The arguments of an operation of a parallel spec: a tuple of constructible specs.

use crate::spec::{Constructible, Cx, Reject};

/// The arguments of an operation declared with [`Parallel::op`](super::Parallel::op): `()` or a
/// tuple of up to four [`Constructible`] specs of plain data. The drawn values go to other
/// threads and are used again on every round, so both sides' values are `Clone + Send + Sync`.
///
/// # Examples
///
/// ```
/// use monolith_core::parallel::Args;
/// use monolith_core::spec::{int, interval};
/// fn args<A: Args>(a: A) -> A { a }
/// let _ = args(());
/// let _ = args((int::<u8>(),));
/// let _ = args((interval(0, 8), int::<i32>()));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` are not the arguments of a parallel operation",
    note = "give `()` or a tuple of one to four constructible specs, as `(int::<u8>(),)`; handles of abstract types are not arguments in parallel mode: the shared value is the only one"
)]
pub trait Args: 'static {
    /// The reference-side values.
    type R: Clone + Send + Sync + 'static;
    /// The candidate-side values.
    type C: Clone + Send + Sync + 'static;
    /// Draws the values, and pushes each argument's Rust expression on `codes`.
    #[doc(hidden)]
    fn draw(
        &self,
        cx: &mut Cx<'_, '_>,
        codes: &mut Vec<String>,
    ) -> Result<(Self::R, Self::C), Reject>;

    /// The part of the state that the call with arguments `r` touches: its first
    /// [`key`](super::key) argument's, if it has one.
    #[doc(hidden)]
    fn call_part(&self, r: &Self::R) -> Option<u64>;
}

impl Args for () {
    type R = ();
    type C = ();
    fn draw(&self, _: &mut Cx<'_, '_>, _: &mut Vec<String>) -> Result<((), ()), Reject> {
        Ok(((), ()))
    }
    fn call_part(&self, _: &()) -> Option<u64> {
        None
    }
}

macro_rules! tuple_args {
    ($($A:ident $i:tt),+) => {
        impl<$($A),+> Args for ($($A,)+)
        where
            $($A: Constructible + 'static,
              $A::R: Clone + Send + Sync + 'static,
              $A::C: Clone + Send + Sync + 'static,)+
        {
            type R = ($($A::R,)+);
            type C = ($($A::C,)+);
            fn draw(
                &self,
                cx: &mut Cx<'_, '_>,
                codes: &mut Vec<String>,
            ) -> Result<(Self::R, Self::C), Reject> {
                let built = ($(self.$i.construct(cx)?,)+);
                $(codes.push(built.$i.code);)+
                Ok((($(built.$i.r,)+), ($(built.$i.c,)+)))
            }
            fn call_part(&self, r: &Self::R) -> Option<u64> {
                None$(.or_else(|| Constructible::part(&self.$i, &r.$i)))+
            }
        }
    };
}

tuple_args!(A 0);
tuple_args!(A 0, B 1);
tuple_args!(A 0, B 1, C 2);
tuple_args!(A 0, B 1, C 2, D 3);
