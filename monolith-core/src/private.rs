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

/// A path the user wrote in `#[api(candidate = path)]`, as the crate the spec is declared in
/// (the first segment of `module_path`) names it from outside: a leading `crate` becomes that
/// crate's name, which [`crate_relative`] turns back into `crate` for a spec outside a library;
/// a leading `self` or `super` is resolved against `module_path`.
///
/// # Examples
///
/// ```
/// use monolith_core::__private::written_path;
/// assert_eq!(written_path("std::collections::VecDeque", "my_crate::specs"), "std::collections::VecDeque");
/// assert_eq!(written_path("crate::queue::Queue", "my_crate::specs"), "my_crate::queue::Queue");
/// assert_eq!(written_path("self::faulty::Seq", "my_crate::seq"), "my_crate::seq::faulty::Seq");
/// assert_eq!(written_path("super::queue::Queue", "my_crate::specs"), "my_crate::queue::Queue");
/// ```
pub fn written_path(path: &str, module_path: &str) -> String {
    let krate = module_path.split("::").next().unwrap_or(module_path);
    if let Some(rest) = path.strip_prefix("crate::") {
        return format!("{krate}::{rest}");
    }
    let mut module: Vec<&str> = module_path.split("::").collect();
    let mut rest = path;
    let mut relative = false;
    loop {
        if let Some(r) = rest.strip_prefix("self::") {
            rest = r;
        } else if let Some(r) = rest.strip_prefix("super::") {
            if module.len() > 1 {
                module.pop();
            }
            rest = r;
        } else {
            break;
        }
        relative = true;
    }
    if relative {
        format!("{}::{rest}", module.join("::"))
    } else {
        path.to_string()
    }
}

/// `&code`, with parentheses where `&` would bind tighter than the expression (a negation, a
/// cast): how `#[api]` prints a value passed to a `&T` parameter.
///
/// # Examples
///
/// ```
/// use monolith_core::__private::borrowed_code;
/// assert_eq!(borrowed_code("3u8"), "&3u8");
/// assert_eq!(borrowed_code("-1i64"), "&(-1i64)");
/// ```
pub fn borrowed_code(code: &str) -> String {
    crate::spec::arg::borrowed_code(code)
}

/// A `Vec` literal lent as a slice, `&[1u8, 2u8]` for `vec![1u8, 2u8]` (clippy's
/// `useless_vec` would flag `&vec![..]`): how `#[api]` prints a value passed to a `&[T]`
/// parameter. Other code is borrowed as by [`borrowed_code`].
///
/// # Examples
///
/// ```
/// use monolith_core::__private::slice_code;
/// assert_eq!(slice_code("vec![1u8, 2u8]"), "&[1u8, 2u8]");
/// assert_eq!(slice_code("vec![]"), "&[]");
/// assert_eq!(slice_code("xs"), "&xs");
/// ```
pub fn slice_code(code: &str) -> String {
    match code.strip_prefix("vec!") {
        Some(items) if items.starts_with('[') => format!("&{items}"),
        _ => borrowed_code(code),
    }
}

/// `path` as a `use` line of the crate the spec is compiled in can name it: when that crate
/// is not a library (an integration test, a bench, an example, a binary, or a library's own
/// unit tests: `local`), its name is not a path the reproducer can use, so a leading segment
/// that names it (the first segment of `module_path`, the module the spec is declared in)
/// becomes `crate`. Paths into other crates, and every path of a spec in a library, stay as
/// they are.
///
/// `#[api]` passes `cfg!(test)` or whether Cargo set `CARGO_BIN_NAME` or
/// `CARGO_TARGET_TMPDIR` (binaries and examples; integration tests and benches) as `local`.
///
/// # Examples
///
/// ```
/// use monolith_core::__private::crate_relative;
/// // A spec in `tests/monolith.rs` (crate `monolith`) of a candidate in `tests/monolith.rs`...
/// assert_eq!(crate_relative("monolith::specs::Queue", "monolith::specs", true), "crate::specs::Queue");
/// // ... and of a candidate in the library `my_queue`.
/// assert_eq!(crate_relative("my_queue::Queue", "monolith::specs", true), "my_queue::Queue");
/// // A spec in a library keeps the library's name, for the crate's tests to use.
/// assert_eq!(crate_relative("my_queue::Queue", "my_queue::specs", false), "my_queue::Queue");
/// ```
pub fn crate_relative(path: &str, module_path: &str, local: bool) -> String {
    let krate = module_path.split("::").next().unwrap_or(module_path);
    match path
        .strip_prefix(krate)
        .and_then(|rest| rest.strip_prefix("::"))
    {
        Some(rest) if local && !krate.is_empty() => format!("crate::{rest}"),
        _ => path.to_string(),
    }
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
