//! Every bad setting is refused with a message naming it (exit code 2), or honoured; none
//! panics, aborts, or passes silently (issue 12). Each case runs the `demos` binary with one
//! setting, so the environment of this process is never changed.

use std::process::{Command, Output};

fn run(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_demos"));
    cmd.args(args).env("MONOLITH_REGRESSIONS", "off");
    for (k, _) in std::env::vars() {
        if k.starts_with("MONOLITH_") && k != "MONOLITH_REGRESSIONS" {
            cmd.env_remove(k);
        }
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("the demos binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[track_caller]
fn refused(env: &[(&str, &str)], name: &str) {
    let o = run(&["parray"], env);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{env:?}: {err}");
    assert!(
        err.contains("invalid setting") && err.contains(name),
        "{env:?}: {err}"
    );
    assert!(!err.contains("panicked"), "{env:?}: {err}");
}

#[test]
fn settings_that_test_nothing_are_refused() {
    for s in ["0", "nan", "NaN", "-1", "-inf", "-0"] {
        refused(&[("MONOLITH_SECONDS", s)], "seconds");
    }
    refused(&[("MONOLITH_SCENARIOS", "0")], "scenarios");
    refused(&[("MONOLITH_FUEL", "0")], "fuel");
    refused(&[("MONOLITH_STEP_TIMEOUT", "0")], "step_timeout");
    refused(&[("MONOLITH_STEP_TIMEOUT", "nan")], "step_timeout");
    refused(
        &[("MONOLITH_STEP_TIMEOUT", "soon")],
        "MONOLITH_STEP_TIMEOUT",
    );
}

#[test]
fn huge_and_malformed_settings_are_refused_not_crashes() {
    refused(&[("MONOLITH_FUEL", "1000000000000")], "fuel");
    refused(&[("MONOLITH_FUEL", "18446744073709551615")], "fuel");
    refused(&[("MONOLITH_FUEL", "-3")], "MONOLITH_FUEL");
    refused(&[("MONOLITH_SCENARIOS", "lots")], "MONOLITH_SCENARIOS");
    refused(&[("MONOLITH_SHRINK", "maybe")], "MONOLITH_SHRINK");
    refused(&[("MONOLITH_SEED", "1.5")], "MONOLITH_SEED");
    // Huge fuel refused in file and stdin mode too.
    let o = run(
        &["parray", "-"],
        &[("MONOLITH_FUEL", "18446744073709551615")],
    );
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

#[test]
fn infinite_and_huge_durations_mean_no_time_limit() {
    for s in ["inf", "infinity", "1e20", "1.8e19"] {
        let o = run(
            &["parray-ok"],
            &[("MONOLITH_SECONDS", s), ("MONOLITH_SCENARIOS", "300")],
        );
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(0), "{s}: {err}");
        assert!(err.contains("300 scenarios"), "{s}: {err}");
    }
}

#[test]
fn a_large_fuel_allocates_only_what_the_scenario_uses() {
    // Ten million instructions allowed, 64 bytes of input: the scenario ends with its input,
    // and nothing is allocated for the fuel up front (which would be gigabytes).
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_demos"))
        .args(["parray-ok", "-"])
        .env("MONOLITH_REGRESSIONS", "off")
        .env("MONOLITH_FUEL", "10000000")
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the demos binary runs");
    let input: Vec<u8> = (0..64u8).map(|b| b.wrapping_mul(97)).collect();
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(&input)
        .expect("written");
    let o = child.wait_with_output().expect("it exits");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("1 scenario"), "{}", stderr(&o));
}

#[test]
fn a_truncated_or_padded_token_is_refused_or_the_same() {
    let token = monolith_core::token::encode(&[0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    let cut = &token[..token.len() - 3];
    let o = run(&["parray"], &[("MONOLITH_REPLAY", cut)]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("cut short"), "{err}");
    // Padding is ignored: the same scenario as without it.
    let plain = run(&["parray"], &[("MONOLITH_REPLAY", "m1.AAAAAQID")]);
    let padded = run(&["parray"], &[("MONOLITH_REPLAY", "m1.AAAAAQID==")]);
    assert_eq!(plain.status.code(), padded.status.code());
    assert_eq!(plain.stdout, padded.stdout);
}

#[test]
fn a_misspelt_variable_is_named_with_the_nearest_known_one() {
    let o = run(
        &["parray-ok"],
        &[("MONOLITH_SCENARIO", "5"), ("MONOLITH_SCENARIOS", "5")],
    );
    let err = stderr(&o);
    assert!(
        err.contains("unknown variable MONOLITH_SCENARIO; did you mean MONOLITH_SCENARIOS?"),
        "{err}"
    );
}

#[test]
fn the_cli_names_unknown_demos_and_extra_arguments() {
    let o = run(&["nosuch"], &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unknown demo \"nosuch\""),
        "{}",
        stderr(&o)
    );
    let o = run(&["--help"], &[]);
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stdout).contains("parray"));
    let o = run(&["parray", "a", "b"], &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unexpected argument \"b\""),
        "{}",
        stderr(&o)
    );
}

#[test]
fn builders_refuse_what_the_variables_refuse() {
    use monolith_core::Config;
    for c in [
        Config::default().scenarios(0),
        Config::default().seconds(0.0),
        Config::default().seconds(-1.0),
        Config::default().seconds(f64::NAN),
        Config::default().seconds(f64::NEG_INFINITY),
        Config::default().fuel(0),
        Config::default().fuel(usize::MAX),
        Config::default().step_timeout(0.0),
        Config::default().step_timeout(f64::NAN),
    ] {
        assert!(c.validate().is_err(), "{c:?}");
        let engine = demos::parray::working_engine();
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            engine.run_random(&c).is_ok()
        }));
        assert!(caught.is_err(), "{c:?} ran");
    }
    assert!(Config::default().seconds(f64::INFINITY).validate().is_ok());
    assert!(Config::default()
        .step_timeout(f64::INFINITY)
        .validate()
        .is_ok());
}
