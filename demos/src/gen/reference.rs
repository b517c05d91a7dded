//! The reference: it remembers the last value and judges the candidate's next one (the paper's
//! `R.next`, which returns a diagnostic).

use super::GenApiReference;

use monolith_core::spec::{Diagnostic, Explanation};

/// The judge of one generator: the last value it accepted, if any.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Gen {
    last: Option<i64>,
}

impl GenApiReference for Gen {
    /// A generator that has produced nothing yet.
    fn new() -> Gen {
        Gen { last: None }
    }

    /// Judges `candidate`, the candidate's next value: it must be nonnegative and greater than
    /// the last accepted value. When it is, it becomes the last value.
    ///
    /// The explanation of a rejection is an assertion that fails for the rejected value, so the
    /// reproducer fails on the same step.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::gen::GenApiReference;
    /// use monolith_core::spec::Diagnostic;
    /// let mut g = demos::gen::reference::Gen::new();
    /// assert!(matches!(g.next(&0), Diagnostic::Valid(0)));
    /// assert!(matches!(g.next(&7), Diagnostic::Valid(7)));
    /// assert!(matches!(g.next(&7), Diagnostic::Invalid(_)));
    /// assert!(matches!(demos::gen::reference::Gen::new().next(&-1), Diagnostic::Invalid(_)));
    /// ```
    fn next(&mut self, candidate: &i64) -> Diagnostic<i64> {
        let x = *candidate;
        if x < 0 {
            return Diagnostic::Invalid(Explanation::assert(|v| format!("assert!({v} >= 0);")));
        }
        match self.last {
            Some(last) if x <= last => Diagnostic::Invalid(Explanation::assert(move |v| {
                format!("assert!({v} > {last});")
            })),
            _ => {
                self.last = Some(x);
                Diagnostic::Valid(x)
            }
        }
    }
}
