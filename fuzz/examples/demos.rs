//! Lists the demos for the fuzzing scripts, one a line: `name<TAB>faulty<TAB>minimal_steps`
//! (`-` when none). Build it without libFuzzer:
//! `cargo run --manifest-path fuzz/Cargo.toml --no-default-features --example demos`.

fn main() {
    for d in demos::DEMOS {
        let steps = d.minimal_steps.map_or("-".to_string(), |n| n.to_string());
        println!("{}\t{}\t{}", d.name, d.faulty, steps);
    }
}
