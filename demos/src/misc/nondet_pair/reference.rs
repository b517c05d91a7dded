//! The reference: sort, then judge the part of the candidate's pair whose order is free.

use monolith_core::spec::{Diagnostic, Explanation, Literal};

/// Judges `part`, a part the candidate may return in any order, against `expected`, sorted:
/// as a multiset. `field` is the part's place in the pair, for the reproducer's assertion.
fn same_elements(part: &[i32], expected: &[i32], field: usize) -> Result<(), Explanation> {
    let mut got = part.to_vec();
    got.sort_unstable();
    if got == expected {
        return Ok(());
    }
    let expected = expected.to_vec().literal();
    Err(Explanation::assert(move |v| {
        format!("assert_eq!({{ let mut part = {v}.{field}; part.sort(); part }}, {expected});")
    }))
}

/// Judges the candidate's `below_nth(v, k)`: its left part must hold the `k` smallest elements
/// of `v`, in any order; then the reference's view is that part and its own `k`-th smallest
/// element (from 0), which the engine compares with the candidate's right part.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::Diagnostic;
/// use demos::misc::nondet_pair::reference::below_nth;
/// assert!(matches!(below_nth(vec![5, 1, 3], 2, &(vec![3, 1], 5)), Diagnostic::Valid((_, 5))));
/// assert!(matches!(below_nth(vec![5, 1, 3], 2, &(vec![1], 5)), Diagnostic::Invalid(_)));
/// ```
pub fn below_nth(
    v: Vec<i32>,
    k: usize,
    candidate: &(Vec<i32>, i32),
) -> Diagnostic<(Vec<i32>, i32)> {
    let mut sorted = v;
    sorted.sort_unstable();
    match same_elements(&candidate.0, &sorted[..k], 0) {
        Ok(()) => Diagnostic::Valid((candidate.0.clone(), sorted[k])),
        Err(why) => Diagnostic::Invalid(why),
    }
}

/// Judges the candidate's `above_nth(v, k)`: its right part must hold the elements of `v`
/// after the `k`-th smallest (from 0), in any order; then the reference's view is its own
/// `k`-th smallest element, which the engine compares with the candidate's left part, and
/// that right part.
///
/// # Examples
///
/// ```
/// use monolith_core::spec::Diagnostic;
/// use demos::misc::nondet_pair::reference::above_nth;
/// assert!(matches!(above_nth(vec![5, 1, 3], 0, &(1, vec![5, 3])), Diagnostic::Valid((1, _))));
/// assert!(matches!(above_nth(vec![5, 1, 3], 0, &(1, vec![5])), Diagnostic::Invalid(_)));
/// ```
pub fn above_nth(
    v: Vec<i32>,
    k: usize,
    candidate: &(i32, Vec<i32>),
) -> Diagnostic<(i32, Vec<i32>)> {
    let mut sorted = v;
    sorted.sort_unstable();
    match same_elements(&candidate.1, &sorted[k + 1..], 1) {
        Ok(()) => Diagnostic::Valid((sorted[k], candidate.1.clone())),
        Err(why) => Diagnostic::Invalid(why),
    }
}
