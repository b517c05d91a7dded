//! Boxes of an erased type that downcast without a virtual call.
//!
//! The environment keeps each abstract type's values in a `Box<dyn Store>`, and the pool each
//! type's recent values in a `Box<dyn Any>`; every step looks several of them up by type. A
//! downcast through [`Any`] calls `type_id` through the vtable each time. An [`Erased`] box
//! reads the concrete type's id once, when it is made, and a downcast then compares two
//! constants: the same check, a few instructions fewer on the engine's hot path.

use std::any::{Any, TypeId};
use std::ops::{Deref, DerefMut};

/// A box of the trait object `D` (`dyn Any`, or a trait with `Any` as supertrait) with the
/// [`TypeId`] of the concrete value behind it.
pub(crate) struct Erased<D: ?Sized> {
    /// The type id of the value `boxed` points to: set with it, never changed apart from it.
    id: TypeId,
    boxed: Box<D>,
}

impl Erased<dyn Any> {
    /// Boxes a value of any type.
    pub(crate) fn new<T: Any>(value: T) -> Self {
        Erased {
            id: TypeId::of::<T>(),
            boxed: Box::new(value),
        }
    }
}

impl Erased<dyn crate::env::Store> {
    /// Wraps an abstract type's store, reading its concrete type once.
    pub(crate) fn store(boxed: Box<dyn crate::env::Store>) -> Self {
        let any: &dyn Any = &*boxed;
        Erased {
            id: any.type_id(),
            boxed,
        }
    }
}

impl<D: ?Sized> Erased<D> {
    /// The type id of the value inside.
    #[inline]
    pub(crate) fn id(&self) -> TypeId {
        self.id
    }

    /// The value, if it is a `T`.
    #[inline]
    pub(crate) fn downcast_ref<T: Any>(&self) -> Option<&T> {
        if self.id != TypeId::of::<T>() {
            return None;
        }
        let ptr = (&*self.boxed as *const D).cast::<T>();
        // SAFETY: `id` is the type id of the value `boxed` points to (both are set together
        // and never changed apart), so that value is a `T`, and the thin pointer is its
        // address; the reference borrows `self`, as the box's own would.
        Some(unsafe { &*ptr })
    }

    /// The value, mutably, if it is a `T`.
    #[inline]
    pub(crate) fn downcast_mut<T: Any>(&mut self) -> Option<&mut T> {
        if self.id != TypeId::of::<T>() {
            return None;
        }
        let ptr = (&mut *self.boxed as *mut D).cast::<T>();
        // SAFETY: as in `downcast_ref`; the reference borrows `self` mutably, so it is the
        // only one.
        Some(unsafe { &mut *ptr })
    }
}

/// The trait object's own methods. Mutable access cannot replace the value (it is unsized
/// behind the box), so the recorded type id stays right.
impl<D: ?Sized> Deref for Erased<D> {
    type Target = D;
    fn deref(&self) -> &D {
        &self.boxed
    }
}

impl<D: ?Sized> DerefMut for Erased<D> {
    fn deref_mut(&mut self) -> &mut D {
        &mut self.boxed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn downcasts_to_its_own_type_only() {
        let mut e = Erased::new(vec![1u8, 2]);
        assert_eq!(e.id(), TypeId::of::<Vec<u8>>());
        assert_eq!(e.downcast_ref::<Vec<u8>>(), Some(&vec![1, 2]));
        assert!(e.downcast_ref::<Vec<i8>>().is_none());
        e.downcast_mut::<Vec<u8>>().unwrap().push(3);
        assert_eq!(e.downcast_ref::<Vec<u8>>().map(Vec::len), Some(3));
        assert!(e.downcast_mut::<u8>().is_none());
        // The trait object's methods see the same value.
        assert!(e.is::<Vec<u8>>());
    }
}
