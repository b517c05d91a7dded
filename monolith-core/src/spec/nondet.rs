//! Nondeterminism: the reference judges the candidate's result.
//!
//! When several results are correct, the reference cannot compute *the* result. An operation
//! declared with [`nondet`](crate::spec::Args0::nondet) (the paper's `^?>`) runs the candidate
//! first; the reference then receives the candidate's result as an extra last argument and
//! returns a [`Diagnostic`]: [`Valid`](Diagnostic::Valid) with its own view of the result, which
//! is then observed as usual, or [`Invalid`](Diagnostic::Invalid) with an [`Explanation`] that
//! prints the assertion the reproducer should fail on.

use std::rc::Rc;

use crate::report::pattern::Wrap;

/// The reference's verdict on a candidate's result.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::{Diagnostic, Explanation};
/// fn next(last: &mut i64, candidate: &i64) -> Diagnostic<i64> {
///     if *last < *candidate {
///         *last = *candidate;
///         Diagnostic::Valid(*candidate)
///     } else {
///         let bound = *last;
///         Diagnostic::Invalid(Explanation::assert(move |x| format!("assert!({x} > {bound});")))
///     }
/// }
/// let mut last = 3;
/// assert!(matches!(next(&mut last, &5), Diagnostic::Valid(5)));
/// assert!(matches!(next(&mut last, &5), Diagnostic::Invalid(_)));
/// ```
pub enum Diagnostic<R> {
    /// The candidate's result is acceptable; here is the reference's view of it.
    Valid(R),
    /// The candidate's result is wrong, and why.
    Invalid(Explanation),
}

/// Why a nondeterministic result was rejected, as a statement for the reproducer.
#[derive(Clone)]
pub struct Explanation {
    pub(crate) assertion: Wrap,
}

impl Explanation {
    /// An assertion about the candidate's result, given the name of the local that holds it.
    /// It must fail for the rejected value, so that the reproducer fails on the same step.
    ///
    /// # Examples
    ///
    /// ```
    /// let e = monolith_core::spec::Explanation::assert(|x| format!("assert!({x} >= 0);"));
    /// # let _ = e;
    /// ```
    pub fn assert(assertion: impl Fn(&str) -> String + 'static) -> Self {
        Explanation {
            assertion: Rc::new(assertion),
        }
    }

    /// A plain message: the reproducer fails with `panic!` and this message.
    ///
    /// # Examples
    ///
    /// ```
    /// let e = monolith_core::spec::Explanation::message("the sequence went backwards");
    /// # let _ = e;
    /// ```
    pub fn message(message: impl Into<String>) -> Self {
        let m: String = message.into();
        Explanation {
            assertion: Rc::new(move |x| {
                format!("panic!(\"{{:?}}: {}\", {x});", m.escape_default())
            }),
        }
    }
}

impl std::fmt::Debug for Explanation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Explanation({})", (self.assertion)("x"))
    }
}
