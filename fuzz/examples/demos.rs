//! Lists every demo, the paper's (`demos::DEMOS`) and the planted-bug suite's
//! (`demos::planted::PLANTED`), for the fuzzing scripts, one a line:
//! `name<TAB>faulty<TAB>minimal_steps<TAB>suite`, with `-` for no minimal number of steps and
//! `paper` or `planted` for the suite.
//! Build it without libFuzzer:
//! `cargo run --manifest-path fuzz/Cargo.toml --no-default-features --example demos`.

fn main() {
    let suites = [
        ("paper", demos::DEMOS),
        ("planted", demos::planted::PLANTED),
    ];
    for (suite, list) in suites {
        for d in list {
            let steps = d.minimal_steps.map_or("-".to_string(), |n| n.to_string());
            println!("{}\t{}\t{}\t{}", d.name, d.faulty, steps, suite);
        }
    }
}
