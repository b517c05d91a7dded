//! `#[api(protocol = ..)]`: the interface-grammar paper's tree cursor, as the guide's chapter
//! "Call protocols and stubs" writes it. The paper's simplified grammar lets a `moveleft` match
//! a `moveright` made one level up, which the model refuses; the corrected grammar keeps every
//! move on the tree, and the planted bug is found and shrunk to its 4 calls. Without a
//! protocol, the same spec calls `moveup` at the root at once.

use monolith_core::{api, Config, FailureKind};

/// The cursor with the paper's grammar, as printed.
#[api(engine = paper_cursor_engine, var = "c", protocol = r#"
    tree: "movedown" tree
        | "movedown" tree "moveup" tree
        | "moveright" tree
        | "moveright" tree "moveleft" tree
        | ;
"#)]
pub trait PaperCursor: Sized + 'static {
    fn new() -> Self;
    fn movedown(&mut self);
    fn moveup(&mut self);
    fn moveright(&mut self);
    fn moveleft(&mut self);
    fn position(&self) -> Vec<u32>;
}

/// A cursor over a tree: its path from the root, one sibling index per level. A `tree` is a
/// walk from the current level that may end deeper; a `back` returns to where it began; a
/// `level` ends at the level where it began, anywhere right of its start.
#[api(engine = cursor_engine, var = "c", protocol = r#"
    tree: (back | "moveright")* ("movedown" tree)?;
    back: "moveright" back* "moveleft" | "movedown" level "moveup";
    level: (back | "moveright")*;
"#)]
pub trait TreeCursor: Sized + 'static {
    fn new() -> Self;
    fn movedown(&mut self);
    fn moveup(&mut self);
    fn moveright(&mut self);
    fn moveleft(&mut self);
    /// The sibling index at each level, from the root down.
    fn position(&self) -> Vec<u32>;
}

/// The same API with no protocol.
#[api(engine = free_cursor_engine, var = "c")]
pub trait FreeCursor: Sized + 'static {
    fn new() -> Self;
    fn movedown(&mut self);
    fn moveup(&mut self);
    fn moveright(&mut self);
    fn moveleft(&mut self);
    fn position(&self) -> Vec<u32>;
}

/// The model: the path itself. It panics where the paper's cursor would dereference null.
#[derive(Debug, Clone)]
pub struct Path(Vec<u32>);

/// Implements the cursor traits for [`Path`], one move per method.
macro_rules! path_cursor {
    ($($cursor:ident),*) => {$(
        impl $cursor for Path {
            fn new() -> Path {
                Path(vec![0])
            }
            fn movedown(&mut self) {
                self.0.push(0)
            }
            fn moveup(&mut self) {
                assert!(self.0.len() > 1, "the root's parent");
                self.0.pop();
            }
            fn moveright(&mut self) {
                *self.0.last_mut().expect("a level") += 1
            }
            fn moveleft(&mut self) {
                let i = self.0.last_mut().expect("a level");
                *i = i.checked_sub(1).expect("a first child's left sibling");
            }
            fn position(&self) -> Vec<u32> {
                self.0.clone()
            }
        }
    )*};
}

path_cursor!(TreeCursor, PaperCursor, FreeCursor);

/// The current column apart, the columns above it on a stack. With `BUGGY`, moving down
/// pushes 0 instead of the current column, so moving up again forgets where it was.
#[derive(Debug, Clone)]
pub struct Stacked<const BUGGY: bool> {
    column: u32,
    above: Vec<u32>,
}

impl<const BUGGY: bool> TreeCursor for Stacked<BUGGY> {
    fn new() -> Self {
        Stacked {
            column: 0,
            above: Vec::new(),
        }
    }
    fn movedown(&mut self) {
        self.above.push(if BUGGY { 0 } else { self.column });
        self.column = 0;
    }
    fn moveup(&mut self) {
        self.column = self.above.pop().expect("the root's parent");
    }
    fn moveright(&mut self) {
        self.column += 1;
    }
    fn moveleft(&mut self) {
        self.column -= 1;
    }
    fn position(&self) -> Vec<u32> {
        let mut p = self.above.clone();
        p.push(self.column);
        p
    }
}

fn config(seed: u64, scenarios: u64) -> Config {
    let mut config = Config::with_seed(seed).scenarios(scenarios);
    config.progress = false;
    config.regressions = None;
    config
}

#[test]
fn the_papers_grammar_lets_a_moveleft_match_a_moveright_one_level_up() {
    let report = paper_cursor_engine::<Path, Path>()
        .run_random(&config(1, 1_000))
        .expect_err("a move off the tree");
    assert_eq!(report.failure.kind, FailureKind::ReferencePanic, "{report}");
    assert!(
        report
            .failure
            .message
            .contains("a first child's left sibling"),
        "{report}"
    );
    assert_eq!(report.failure.steps, 4, "{report}");
    assert!(
        report
            .reproducer
            .contains("c0.moveright();\n    c0.movedown();\n"),
        "{report}"
    );
}

#[test]
fn the_cursor_never_leaves_the_tree() {
    for seed in 1..=10 {
        cursor_engine::<Path, Stacked<false>>()
            .run_random(&config(seed, 500))
            .unwrap_or_else(|r| panic!("seed {seed}: {r}"));
    }
}

#[test]
fn the_planted_bug_shrinks_to_its_four_calls() {
    for seed in 1..=10 {
        let report = cursor_engine::<Path, Stacked<true>>()
            .run_random(&config(seed, 20_000))
            .expect_err("the planted bug");
        assert_eq!(report.failure.kind, FailureKind::Mismatch, "{report}");
        assert_eq!(report.failure.steps, 4, "seed {seed}: {report}");
        if seed == 1 {
            let body = "    let mut c0 = Stacked::new();\n    c0.moveright();\n    c0.movedown();\n    assert_eq!(c0.position(), vec![1u32, 0u32]); // candidate returned vec![0, 0]\n";
            assert!(report.reproducer.contains(body), "{report}");
        }
    }
}

#[test]
fn without_the_protocol_the_model_is_called_off_the_tree() {
    let report = free_cursor_engine::<Path, Path>()
        .run_random(&config(1, 100))
        .expect_err("a move off the tree");
    assert_eq!(report.failure.kind, FailureKind::ReferencePanic, "{report}");
}
