//! Polarity is checked by the type system: misuse does not compile. Each case in `tests/ui/`
//! pins the compiler's message in its `.stderr` file (regenerate with `TRYBUILD=overwrite`).

#[test]
fn misuse_does_not_compile() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
