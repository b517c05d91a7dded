//! The reference: a `BTreeMap`, which judges the binding the candidate's `choose` returned.

use super::MapApiReference;

use std::collections::BTreeMap;

use monolith_core::spec::{Diagnostic, Explanation, Literal};

/// A map from integers to integers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Map(BTreeMap<i32, i32>);

impl MapApiReference for Map {
    /// The empty map.
    fn new() -> Map {
        Map::default()
    }
    /// Binds `k` to `v`; returns the value `k` was bound to, if any.
    fn insert(&mut self, k: i32, v: i32) -> Option<i32> {
        self.0.insert(k, v)
    }
    /// The value bound to `k`.
    fn get(&self, k: i32) -> Option<i32> {
        self.0.get(&k).copied()
    }
    /// Judges the candidate's `choose`: `None` exactly when the map is empty, otherwise one of
    /// its bindings, any one (Monolith's `choose_opt`).
    ///
    /// # Examples
    ///
    /// ```
    /// use monolith_core::spec::Diagnostic;
    /// use demos::misc::map_choose::MapApiReference;
    /// let mut m = demos::misc::map_choose::reference::Map::new();
    /// assert!(matches!(m.choose(&None), Diagnostic::Valid(None)));
    /// m.insert(1, 10);
    /// m.insert(2, 20);
    /// assert!(matches!(m.choose(&Some((2, 20))), Diagnostic::Valid(Some((2, 20)))));
    /// assert!(matches!(m.choose(&Some((2, 10))), Diagnostic::Invalid(_)));
    /// assert!(matches!(m.choose(&None), Diagnostic::Invalid(_)));
    /// ```
    fn choose(&self, candidate: &Option<(i32, i32)>) -> Diagnostic<Option<(i32, i32)>> {
        match *candidate {
            None if self.0.is_empty() => Diagnostic::Valid(None),
            None => {
                Diagnostic::Invalid(Explanation::assert(|v| format!("assert!({v}.is_some());")))
            }
            Some((k, v)) if self.0.get(&k) == Some(&v) => Diagnostic::Valid(Some((k, v))),
            Some(_) => {
                let bindings: Vec<String> =
                    self.0.iter().map(|(&k, &v)| (k, v).literal()).collect();
                Diagnostic::Invalid(Explanation::assert(move |v| match bindings.as_slice() {
                    [] => format!("assert!({v}.is_none());"),
                    [b] => format!("assert_eq!({v}, Some({b}));"),
                    bs => format!("assert!(matches!({v}, Some({})));", bs.join(" | ")),
                }))
            }
        }
    }
}
