//! The same bytes give the same report, byte for byte and header lines included, whichever
//! driver ran them (issue 12): random mode, the bytes API, a file, standard input, a token, and
//! the fuzzer entry point that libFuzzer and AFL++ call. How a failure was found (the seed, what
//! shrinking did) is not part of the report: `Report::origin` says it, beside the report.

use std::io::Write;
use std::process::{Command, Stdio};

use monolith_core::driver::fuzz::Fuzzer;
use monolith_core::{Config, Report};

const SEEDS: [u64; 3] = [1, 2, 3];

fn faulty() -> impl Iterator<Item = &'static demos::Demo> {
    demos::DEMOS.iter().filter(|d| d.faulty)
}

/// The failing scenario of `seed`, unshrunk and shrunk.
fn found(demo: &demos::Demo, seed: u64) -> (Report, Report) {
    let engine = (demo.engine)();
    let config = Config::with_seed(seed).scenarios(20_000);
    let raw = engine.run_random(&config.clone().shrink(false));
    let shrunk = engine.run_random(&config);
    match (raw, shrunk) {
        (Err(raw), Err(shrunk)) => (raw, shrunk),
        _ => panic!("{}: no failure with seed {seed}", demo.name),
    }
}

#[test]
fn every_in_process_driver_gives_the_same_report() {
    for demo in faulty() {
        let engine = (demo.engine)();
        for seed in SEEDS {
            let (raw, report) = found(demo, seed);
            let expected = report.to_string();
            assert!(
                expected.contains("\n// replay: MONOLITH_REPLAY="),
                "{expected}"
            );
            assert!(!expected.contains("MONOLITH_SEED"), "{expected}");
            // The random run's whole failing scenario, as bytes: shrunk the same way.
            let bytes = engine
                .run_bytes_with(&raw.bytes, &Config::default())
                .expect_err("the scenario's bytes fail");
            assert_eq!(bytes.to_string(), expected, "{}: seed {seed}", demo.name);
            assert_eq!(bytes.bytes, report.bytes);
            // The token of the shrunk scenario.
            let token = engine.replay_token(&report.token).unwrap().unwrap_err();
            assert_eq!(token.to_string(), expected, "{}: seed {seed}", demo.name);
            // The fuzzer entry point does not shrink: the same as the bytes unshrunk.
            let unshrunk = engine
                .run_bytes_with(&raw.bytes, &Config::default().shrink(false))
                .unwrap_err();
            assert_eq!(unshrunk.to_string(), raw.to_string());
            let fuzzed = Fuzzer::new((demo.engine)()).check(&raw.bytes).unwrap_err();
            assert_eq!(fuzzed.to_string(), raw.to_string(), "{}", demo.name);
            // How it was found is said apart.
            assert!(report
                .origin()
                .starts_with(&format!("// found with MONOLITH_SEED={seed} (scenario ")));
            assert_eq!(token.origin(), "");
        }
    }
}

/// Runs the demos binary on `demo` with `args`, the environment `env` and `stdin`; returns its
/// standard output (the report) after checking it exited with 1 (a failure).
fn cli(demo: &str, args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> String {
    cli_exits(1, demo, args, env, stdin)
}

/// [`cli`], checking that the binary exited with `code`.
fn cli_exits(code: i32, demo: &str, args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_demos"));
    cmd.arg(demo)
        .args(args)
        .env_remove("MONOLITH_SEED")
        .env_remove("MONOLITH_REPLAY")
        .env("MONOLITH_REGRESSIONS", "off")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("the demos binary runs");
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{demo} {args:?}: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

/// A parallel scenario replayed from a file whose race does not show (here a working
/// candidate's, where it never does) passes, and still prints the reproducer of its scenario
/// from the reference alone, to run where the race shows.
#[test]
fn a_replayed_race_that_does_not_show_still_prints_its_reproducer() {
    let demo = demos::concurrent::find("set-locked").unwrap();
    let printed = cli_exits(0, demo.name, &["-"], &[], &[]);
    let expected = (demo.reproducer)(&[]).unwrap();
    assert_eq!(printed, expected);
    assert!(printed.contains("std::thread::scope"), "{printed}");
}

#[test]
fn the_command_line_prints_the_same_report_for_a_seed_a_file_stdin_and_a_token() {
    let dir = std::env::temp_dir().join(format!("monolith-test-drivers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for demo in faulty().filter(|d| ["parray", "ptset"].contains(&d.name)) {
        for seed in SEEDS {
            let (raw, report) = found(demo, seed);
            let file = dir.join(format!("{}-{seed}", demo.name));
            std::fs::write(&file, &raw.bytes).unwrap();
            let path = file.to_str().unwrap();
            let seed = seed.to_string();
            let random = cli(demo.name, &[], &[("MONOLITH_SEED", &seed)], &[]);
            assert_eq!(random, format!("{report}\n"), "{}", demo.name);
            assert_eq!(cli(demo.name, &[path], &[], &[]), random);
            assert_eq!(cli(demo.name, &["-"], &[], &raw.bytes), random);
            let token = [("MONOLITH_REPLAY", report.token.as_str())];
            assert_eq!(cli(demo.name, &[], &token, &[]), random);
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
