//! The reference: a `BTreeSet`, which judges the element the candidate chose (any element of
//! the set) and removes that one.

use super::SetApiReference;

use std::collections::BTreeSet;

use monolith_core::spec::{Diagnostic, Explanation, Literal};

/// A persistent set of integers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Set(BTreeSet<i32>);

impl SetApiReference for Set {
    /// The empty set.
    fn empty() -> Set {
        Set::default()
    }

    /// The set with `x` added.
    fn add(&self, x: i32) -> Set {
        let mut s = self.clone();
        s.0.insert(x);
        s
    }

    /// Whether `x` is in the set.
    fn contains(&self, x: i32) -> bool {
        self.0.contains(&x)
    }

    /// Judges the candidate's `choose_and_remove`: `None` exactly when the set is empty,
    /// otherwise an element `x` of the set, and then the reference's view of the result is
    /// `x` and this set without `x`. The candidate's set is not looked at here: the engine
    /// binds it, with the reference's, to a new variable, and later calls observe it.
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::Diagnostic;
    /// use demos::misc::choose_remove::reference::Set;
    /// use demos::misc::choose_remove::SetApiReference;
    /// let s = Set::empty().add(1).add(2);
    /// match s.choose_and_remove(&Some((2, ()))) {
    ///     Diagnostic::Valid(Some((2, rest))) => assert!(rest.contains(1) && !rest.contains(2)),
    ///     _ => unreachable!(),
    /// }
    /// assert!(matches!(s.choose_and_remove(&Some((3, ()))), Diagnostic::Invalid(_)));
    /// assert!(matches!(s.choose_and_remove::<()>(&None), Diagnostic::Invalid(_)));
    /// assert!(matches!(Set::empty().choose_and_remove::<()>(&None), Diagnostic::Valid(None)));
    /// ```
    fn choose_and_remove<Candidate>(
        &self,
        candidate: &Option<(i32, Candidate)>,
    ) -> Diagnostic<Option<(i32, Set)>> {
        match candidate {
            None if self.0.is_empty() => Diagnostic::Valid(None),
            None => {
                Diagnostic::Invalid(Explanation::assert(|v| format!("assert!({v}.is_some());")))
            }
            Some((x, _)) if self.0.contains(x) => {
                let mut rest = self.clone();
                rest.0.remove(x);
                Diagnostic::Valid(Some((*x, rest)))
            }
            Some(_) => {
                let elements: Vec<String> = self.0.iter().map(Literal::literal).collect();
                Diagnostic::Invalid(Explanation::assert(move |v| {
                    if elements.is_empty() {
                        format!("assert!({v}.is_none());")
                    } else {
                        format!(
                            "assert!(matches!({v}, Some(({}, _))));",
                            elements.join(" | ")
                        )
                    }
                }))
            }
        }
    }
}
