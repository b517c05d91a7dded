//! A reference for an API whose methods take `&self`.

use std::cell::{Ref, RefCell, RefMut};
use std::fmt;
use std::hash::{Hash, Hasher};

/// A sequential reference's state behind `&self`: for a trait whose methods take `&self` (as a
/// concurrent candidate's do), implemented by the reference too, as `#[api(parallel = ..)]`
/// asks. The engine calls the reference on one thread only, so a `RefCell` suffices; `Model`
/// adds what the linearizability search needs of the state, `Clone`, `Eq` and `Hash`, from
/// the inner value's.
///
/// # Examples
///
/// ```
/// use monolith_core::parallel::Model;
/// use std::collections::BTreeSet;
///
/// pub trait Set {
///     fn insert(&self, k: u8) -> bool;
/// }
/// impl Set for Model<BTreeSet<u8>> {
///     fn insert(&self, k: u8) -> bool {
///         self.state_mut().insert(k)
///     }
/// }
///
/// let m = Model::<BTreeSet<u8>>::default();
/// assert!(m.insert(3));
/// assert!(!m.insert(3));
/// assert_eq!(m.clone(), m);
/// assert_eq!(m.state().len(), 1);
/// ```
#[derive(Default)]
pub struct Model<T>(RefCell<T>);

impl<T> Model<T> {
    /// A model holding `state`.
    ///
    /// # Examples
    ///
    /// ```
    /// let m = monolith_core::parallel::Model::new(vec![1u8]);
    /// assert_eq!(*m.state(), [1]);
    /// ```
    pub fn new(state: T) -> Self {
        Model(RefCell::new(state))
    }

    /// Borrows the state.
    ///
    /// # Panics
    ///
    /// While the state is borrowed by [`Model::state_mut`].
    ///
    /// # Examples
    ///
    /// ```
    /// let m = monolith_core::parallel::Model::new(3u8);
    /// assert_eq!(*m.state(), 3);
    /// ```
    pub fn state(&self) -> Ref<'_, T> {
        self.0.borrow()
    }

    /// Borrows the state mutably.
    ///
    /// # Panics
    ///
    /// While the state is borrowed.
    ///
    /// # Examples
    ///
    /// ```
    /// let m = monolith_core::parallel::Model::new(3u8);
    /// *m.state_mut() += 1;
    /// assert_eq!(m.into_inner(), 4);
    /// ```
    pub fn state_mut(&self) -> RefMut<'_, T> {
        self.0.borrow_mut()
    }

    /// The state.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(monolith_core::parallel::Model::new("a").into_inner(), "a");
    /// ```
    pub fn into_inner(self) -> T {
        self.0.into_inner()
    }
}

impl<T: Clone> Clone for Model<T> {
    fn clone(&self) -> Self {
        Model::new(self.state().clone())
    }
}

impl<T: PartialEq> PartialEq for Model<T> {
    fn eq(&self, other: &Self) -> bool {
        *self.state() == *other.state()
    }
}

impl<T: Eq> Eq for Model<T> {}

impl<T: Hash> Hash for Model<T> {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.state().hash(h)
    }
}

impl<T: fmt::Debug> fmt::Debug for Model<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Model").field(&*self.state()).finish()
    }
}
