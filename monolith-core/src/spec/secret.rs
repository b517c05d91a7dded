//! Secret arguments, for non-interference checked by self-composition (DropShadow's
//! hyperproperty): see [`secret`].

use super::{Built, Constructible, Cx, Reject, Spec};

/// Opens and closes the two codes of a secret in a printed line: `OPEN code_a SPLIT code_b
/// OPEN`. The rendering resolves them (see [`resolve`]).
const OPEN: char = '\u{2}';
const SPLIT: char = '\u{3}';

/// A secret argument: see [`secret`].
#[derive(Debug, Clone)]
pub struct Secret<S>(S);

/// A secret argument: drawn twice, one value for each run of an operation declared with
/// [`Engine::declare_deterministic`](crate::Engine::declare_deterministic), so that the two
/// runs differ in their secrets only. Results that then differ are an
/// [`Interference`](crate::FailureKind::Interference) failure: a public result depends on a
/// secret (DropShadow's non-interference). Declare the results that may depend on the
/// secret [`ignored`](super::ignored): they are not public.
///
/// The reproducer runs the scenario as a closure of the secrets, and compares its runs on the
/// two: `let run = |s0| { .. }; assert_eq!(run(0i64), run(1i64), ..)`.
///
/// Only for operations declared with `declare_deterministic`: beside a reference, the two
/// sides would receive different values.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine, FailureKind};
/// /// Leaks the parity of `high` (DropShadow's `BMO`).
/// fn bmo(low: i64, high: i64) -> i64 { if high % 2 == 0 { low + 271 } else { low } }
/// let mut engine = Engine::new();
/// engine.declare_deterministic("bmo", args().arg(int::<i64>()).arg(secret(int::<i64>())).returns(int::<i64>()), bmo);
/// let report = engine.run_random(&Config::with_seed(1)).unwrap_err();
/// assert_eq!(report.failure.kind, FailureKind::Interference);
/// assert!(report.reproducer.contains("let run = |s0| {"), "{report}");
/// assert!(report.reproducer.contains("assert_eq!(run(0i64), run(1i64)"), "{report}");
/// ```
pub fn secret<S: Constructible>(spec: S) -> Secret<S> {
    Secret(spec)
}

impl<S: Constructible> Spec for Secret<S> {
    type R = S::R;
    type C = S::C;
}

impl<S: Constructible> Constructible for Secret<S> {
    fn construct(&self, cx: &mut Cx<'_, '_>) -> Result<Built<S::R, S::C>, Reject> {
        let first = self.0.construct(cx)?;
        let second = self.0.construct(cx)?;
        cx.env.secret_drawn.set(true);
        let code = if cx.render {
            format!("{OPEN}{}{SPLIT}{}{OPEN}", first.code, second.code)
        } else {
            String::new()
        };
        Ok(Built {
            r: first.r,
            c: second.c,
            code,
        })
    }
}

/// The printed lines with each secret replaced: by a closure parameter `s0`, `s1`, ... when
/// `params`, with the codes of the two values given in order; otherwise by the code of the
/// candidate's (the second) value.
pub(crate) fn resolve(lines: &[String], params: bool) -> (Vec<String>, Vec<(String, String)>) {
    let mut secrets = Vec::new();
    let lines = lines
        .iter()
        .map(|line| {
            if !line.contains(OPEN) {
                return line.clone();
            }
            let mut out = String::new();
            for (i, part) in line.split(OPEN).enumerate() {
                if i % 2 == 0 {
                    out.push_str(part);
                    continue;
                }
                let (a, b) = part.split_once(SPLIT).unwrap_or((part, part));
                if params {
                    out.push_str(&format!("s{}", secrets.len()));
                    secrets.push((a.to_string(), b.to_string()));
                } else {
                    out.push_str(b);
                }
            }
            out
        })
        .collect();
    (lines, secrets)
}
