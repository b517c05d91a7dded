//! The reference: the multiset of the elements in the bag, which judges each element the
//! candidate takes out (the paper's `R.extract`, which returns a diagnostic).

use super::BagApiReference;

use monolith_core::spec::{Diagnostic, Explanation, Literal};

/// The elements in the bag, in no particular order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bag(Vec<i32>);

impl BagApiReference for Bag {
    /// The empty bag.
    fn new() -> Bag {
        Bag(Vec::new())
    }

    /// Adds `x`.
    fn push(&mut self, x: i32) {
        self.0.push(x);
    }

    /// Judges `candidate`, what the candidate's `pop` returned: `None` exactly when the bag is
    /// empty, otherwise one of the elements in the bag, which then leaves the bag.
    ///
    /// The explanation of a rejection is an assertion that fails for the rejected value, so the
    /// reproducer fails on the same step.
    ///
    /// # Examples
    ///
    /// ```
    /// use demos::bag_nondet::BagApiReference;
    /// use monolith_core::spec::Diagnostic;
    /// let mut b = demos::bag_nondet::reference::Bag::new();
    /// assert!(matches!(b.pop(&None), Diagnostic::Valid(None)));
    /// b.push(3);
    /// b.push(5);
    /// assert!(matches!(b.pop(&Some(5)), Diagnostic::Valid(Some(5))));
    /// assert!(matches!(b.pop(&Some(5)), Diagnostic::Invalid(_)));
    /// assert!(matches!(b.pop(&None), Diagnostic::Invalid(_)));
    /// assert!(matches!(b.pop(&Some(3)), Diagnostic::Valid(Some(3))));
    /// ```
    fn pop(&mut self, candidate: &Option<i32>) -> Diagnostic<Option<i32>> {
        match *candidate {
            None if self.0.is_empty() => Diagnostic::Valid(None),
            None => {
                Diagnostic::Invalid(Explanation::assert(|v| format!("assert!({v}.is_some());")))
            }
            Some(x) => match self.0.iter().position(|&y| y == x) {
                Some(i) => {
                    self.0.swap_remove(i);
                    Diagnostic::Valid(Some(x))
                }
                None => Diagnostic::Invalid(one_of(&self.0)),
            },
        }
    }

    /// The number of elements.
    fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the bag is empty.
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The assertion that a popped value is one of `elements`: `None` when there is none.
fn one_of(elements: &[i32]) -> Explanation {
    let mut distinct = elements.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let alternatives: Vec<String> = distinct.iter().map(Literal::literal).collect();
    Explanation::assert(move |v| match alternatives.as_slice() {
        [] => format!("assert!({v}.is_none());"),
        [x] => format!("assert_eq!({v}, Some({x}));"),
        xs => format!("assert!(matches!({v}, Some({})));", xs.join(" | ")),
    })
}
