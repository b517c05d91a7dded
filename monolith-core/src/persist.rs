//! Regression files: every distinct failure saved once, replayed first on every run.
//!
//! In the spirit of proptest's `proptest-regressions`, a failure found by any driver is saved
//! as a small RON file in a regressions folder, by default `monolith-regressions/` in the
//! package being tested (`$CARGO_MANIFEST_DIR`, else the current directory; set
//! `MONOLITH_REGRESSIONS` to another folder, or to `off`). The file holds the shrunk scenario's bytes (as a replay token), the seed if any,
//! the failure's kind and operation, and the printed reproducer. Commit these files: every run
//! replays them before anything else, under `cargo test` too.
//!
//! Failures are de-duplicated by test, kind and operation, the same identity the shrinker
//! uses: a second failure of the same kind on the same operation does not add a file. A
//! file that cannot be read or parsed is reported by name and skipped; the others still run.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::report::{FailureKind, Report};

/// The header of every regression file.
const HEADER: &str =
    "// monolith-rs regression file: a failing scenario, replayed first on every run.\n\
// Commit it to your repository; delete it once the failure is fixed and understood.\n";

/// One saved failure.
///
/// # Examples
///
/// ```
/// use monolith_core::persist::Regression;
/// let text = r#"(test: "t", kind: Mismatch, operation: Some("get"), steps: 3, seed: None, scenario: None, token: "m1.AAEC", reproducer: "")"#;
/// let r: Regression = ron::from_str(text).unwrap();
/// assert_eq!(r.steps, 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Regression {
    /// The engine's test name ([`Engine::test_name`](crate::Engine::test_name)).
    pub test: String,
    /// What went wrong.
    pub kind: FailureKind,
    /// On which operation.
    pub operation: Option<String>,
    /// The scenario's length, in instructions.
    pub steps: usize,
    /// The random seed that found it, if any.
    pub seed: Option<u64>,
    /// The scenario index under that seed.
    pub scenario: Option<u64>,
    /// The scenario's bytes, as a replay token.
    pub token: String,
    /// The reproducer, as printed when it was found.
    pub reproducer: String,
}

impl Regression {
    pub(crate) fn of(test: &str, report: &Report) -> Regression {
        Regression {
            test: test.to_string(),
            kind: report.failure.kind,
            operation: report.failure.operation.clone(),
            steps: report.failure.steps,
            seed: report.seed.map(|s| s.0),
            scenario: report.seed.map(|s| s.1),
            token: report.token.clone(),
            reproducer: report.reproducer.clone(),
        }
    }

    /// The file name: test, kind and operation, so each distinct failure has one file.
    ///
    /// # Examples
    ///
    /// ```
    /// # use monolith_core::persist::Regression;
    /// # let r: Regression = ron::from_str(r#"(test: "t", kind: Mismatch, operation: Some("PArray::get"), steps: 3, seed: None, scenario: None, token: "m1.", reproducer: "")"#).unwrap();
    /// assert_eq!(r.file_name(), "t-mismatch-parray_get.ron");
    /// ```
    pub fn file_name(&self) -> String {
        let kind = format!("{:?}", self.kind).to_lowercase();
        let op = self.operation.as_deref().unwrap_or("none");
        format!("{}-{kind}-{}.ron", sanitize(&self.test), sanitize(op))
    }
}

fn sanitize(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_matches('_').to_string()
}

/// Where failures are saved and loaded from.
pub trait Persistence {
    /// The saved failures of the engine named `test`: each file's path with its contents, or
    /// the error that prevents reading it.
    fn load(&self, test: &str) -> Vec<(PathBuf, Result<Regression, Error>)>;
    /// Saves a failure unless the same failure is already saved. Returns the new file.
    ///
    /// # Errors
    ///
    /// When the file cannot be written.
    fn save(&self, regression: &Regression) -> Result<Option<PathBuf>, Error>;
}

/// Regression files in a folder.
///
/// # Examples
///
/// ```
/// use monolith_core::persist::{FileRegressions, Persistence};
/// let dir = std::env::temp_dir().join("monolith-doc-example-empty");
/// let files = FileRegressions::new(&dir);
/// assert!(files.load("anything").is_empty());
/// ```
#[derive(Debug, Clone)]
pub struct FileRegressions {
    dir: PathBuf,
}

impl FileRegressions {
    /// Regression files in `dir` (created when the first failure is saved).
    ///
    /// # Examples
    ///
    /// ```
    /// let files = monolith_core::persist::FileRegressions::new("monolith-regressions");
    /// # let _ = files;
    /// ```
    pub fn new(dir: impl AsRef<Path>) -> FileRegressions {
        FileRegressions {
            dir: dir.as_ref().to_path_buf(),
        }
    }
}

impl Persistence for FileRegressions {
    fn load(&self, test: &str) -> Vec<(PathBuf, Result<Regression, Error>)> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let prefix = format!("{}-", sanitize(test));
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect();
        paths.sort();
        // Every `.ron` file is read: this test's files are replayed, another test's are left to
        // it, and a file that cannot be read is reported whatever its name.
        paths
            .into_iter()
            .filter_map(|path| {
                let named = path
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&prefix));
                let loaded = match read(&path) {
                    Ok(r) if r.test == test => Ok(r),
                    Ok(_) if !named => return None,
                    Ok(r) => Err(Error::CorruptRegression {
                        path: path.clone(),
                        reason: format!("it belongs to the test {:?}", r.test),
                    }),
                    Err(e) => Err(e),
                };
                Some((path, loaded))
            })
            .collect()
    }

    fn save(&self, regression: &Regression) -> Result<Option<PathBuf>, Error> {
        let path = self.dir.join(regression.file_name());
        if path.exists() {
            return Ok(None);
        }
        let io = |source| Error::Io {
            path: path.clone(),
            source,
        };
        std::fs::create_dir_all(&self.dir).map_err(|source| Error::Io {
            path: self.dir.clone(),
            source,
        })?;
        let body = ron::ser::to_string_pretty(regression, ron::ser::PrettyConfig::default())
            .map_err(|e| Error::CorruptRegression {
                path: path.clone(),
                reason: e.to_string(),
            })?;
        // Write to a temporary file first, so an interrupted run never leaves half a file.
        let tmp = path.with_extension("ron.tmp");
        std::fs::write(&tmp, format!("{HEADER}{body}\n")).map_err(io)?;
        std::fs::rename(&tmp, &path).map_err(io)?;
        Ok(Some(path))
    }
}

fn read(path: &Path) -> Result<Regression, Error> {
    let text = std::fs::read_to_string(path).map_err(|source| Error::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let r: Regression = ron::from_str(&text).map_err(|e| Error::CorruptRegression {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })?;
    crate::token::decode(&r.token).map_err(|e| Error::CorruptRegression {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })?;
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_sanitized() {
        assert_eq!(sanitize("PArray::get"), "parray_get");
        assert_eq!(sanitize("__a  b__"), "a_b");
    }
}
