//! What each language type ([`Grammar`](crate::spec::Grammar)) generated over a run: part of
//! a passing run's [`Stats`](crate::Stats), counted by the grammars' registry
//! (`spec/grammar/registry.rs`).

/// What one language type generated over a run.
///
/// # Examples
///
/// ```
/// use monolith_core::{spec::*, Config, Engine};
/// let even = regex("[0-9]{1,4}").refine("even", |s| s.ends_with(['0', '2', '4', '6', '8']));
/// let mut engine = Engine::new();
/// engine.declare("len", args().arg(even).returns(int::<usize>()),
///     |s: String| s.len(), |s: String| s.len());
/// let stats = engine.run_random(&Config::with_seed(1).scenarios(100)).unwrap();
/// let l = &stats.languages[0];
/// assert!(l.drawn > 0 && l.refused > 0);
/// assert!(l.covered <= l.items);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct LanguageStats {
    /// The grammar's label, on one line and distinct from the run's other labels: the
    /// expression given to [`Grammar::code`](crate::spec::Grammar::code), or else the
    /// reproducer's expression with the refinements' names
    /// (`regex(r#"[a-z]+"#).refine("short")`); a long one shortened around `...` and ended
    /// with a checksum of the whole
    /// (`grammar(r#"start: number (op number)*; n...+; op: '+' | '-';"#) #368a`), a repeated
    /// one numbered (`regex(r#"[a-z]+"#) (2)`).
    pub name: String,
    /// Values generated.
    pub drawn: u64,
    /// Values a refinement (or the declared language, under a fuzzing grammar) refused.
    pub refused: u64,
    /// Coverage items produced at least once since the grammar was made: alternatives,
    /// repetition bounds and character classes.
    pub covered: usize,
    /// Coverage items in all.
    pub items: usize,
}
