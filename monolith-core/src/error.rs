//! Errors of the library's own inputs: settings, replay tokens, regression files, input files.

use std::fmt;
use std::path::PathBuf;

/// An error reading one of monolith's own inputs. Failures of the candidate are not errors:
/// they are [`Report`](crate::Report)s.
///
/// # Examples
///
/// ```
/// let e = monolith_core::token::decode("nope").unwrap_err();
/// assert!(e.to_string().contains("replay token"));
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A replay token that does not decode.
    BadToken {
        /// The token as given.
        token: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A regression file that cannot be read or parsed.
    CorruptRegression {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// A setting that would make a run test nothing, or that cannot be honoured: the
    /// setting's name (the `MONOLITH_*` variable, or the [`Config`](crate::Config) field), its
    /// value, and why.
    BadSetting {
        /// The setting.
        name: String,
        /// Its value, as given.
        value: String,
        /// What is wrong with it.
        reason: String,
    },
    /// An input or output error on a file.
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
}

/// `Result` with this crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadToken { token, reason } => {
                write!(f, "invalid replay token {token:?}: {reason}")
            }
            Error::CorruptRegression { path, reason } => {
                write!(f, "corrupt regression file {}: {reason}", path.display())
            }
            Error::BadSetting {
                name,
                value,
                reason,
            } => write!(f, "invalid setting {name}={value}: {reason}"),
            Error::Io { path, source } => write!(f, "{}: {source}", path.display()),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}
