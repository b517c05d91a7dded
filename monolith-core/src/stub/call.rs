//! A recorded call to a stub: the method, its arguments and its answer.

use std::fmt;

/// One call a client made to a stub, as the stub recorded it: see [`StubCore::calls`].
///
/// [`StubCore::calls`]: super::StubCore::calls
///
/// # Examples
///
/// ```
/// use monolith_core::stub::Call;
/// let call = Call { method: "get", args: vec!["3".into()], answer: Some("Some(7u8)".into()) };
/// assert_eq!(call.to_string(), "get(3) -> Some(7u8)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// The method's name.
    pub method: &'static str,
    /// Each argument, printed with `Debug`.
    pub args: Vec<String>,
    /// The answer, printed as a Rust expression ([`Literal`](crate::spec::Literal)); `None`
    /// while the call is under way, or when it has no answer (it returns `()`).
    pub answer: Option<String>,
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({})", self.method, self.args.join(", "))?;
        match &self.answer {
            Some(a) => write!(f, " -> {a}"),
            None => Ok(()),
        }
    }
}
