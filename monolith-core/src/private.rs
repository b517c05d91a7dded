//! What the macros of `monolith-derive` call that is not public API. Not covered by semver.
#![doc(hidden)]

/// The path of the type `T` without its generic arguments, for a `use` line:
/// `demos::parray::working::PArray` for `demos::parray::working::PArray`,
/// `smallvec::SmallVec` for `smallvec::SmallVec<[u8; 2]>`.
///
/// # Examples
///
/// ```
/// assert_eq!(monolith_core::__private::type_path::<Vec<u8>>(), "alloc::vec::Vec");
/// ```
pub fn type_path<T: ?Sized>() -> String {
    let name = std::any::type_name::<T>();
    name.split('<').next().unwrap_or(name).to_string()
}

/// The last segment of a path: `PArray` for `demos::parray::working::PArray`.
///
/// # Examples
///
/// ```
/// assert_eq!(monolith_core::__private::short_name("a::b::C"), "C");
/// ```
pub fn short_name(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or(path)
}
