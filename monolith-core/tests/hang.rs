//! A call that does not return: the watchdog saves the scenario, prints its token and exits
//! with code 124; the next run replays the saved hang first, printing each call before it runs,
//! so the hanging call is the last on screen (issue 12). The test runs itself as a child
//! process, since a hang ends the process.

use std::process::Command;
use std::time::Duration;

use monolith_core::spec::*;
use monolith_core::{Config, Engine};

/// A counter whose candidate never returns from `add(7)` (it gives up after 20 s, so that a
/// watchdog that misses the hang fails this test instead of hanging it).
fn engine() -> Engine {
    let mut e = Engine::new();
    e.test_name("spin");
    e.declare(
        "add",
        args().arg(closed(0u8, 9)).returns(unit()),
        |_: u8| {},
        |x: u8| {
            if x == 7 {
                std::thread::sleep(Duration::from_secs(20));
            }
        },
    );
    e
}

/// The child: a random run with a short step timeout, in the folder the parent gives.
#[test]
fn hang_child() {
    let Ok(dir) = std::env::var("MONOLITH_TEST_HANG_DIR") else {
        return;
    };
    let config = Config::with_seed(1)
        .scenarios(1000)
        .step_timeout(0.3)
        .regressions(dir);
    let _ = engine().run_random(&config);
}

fn child(dir: &std::path::Path) -> (Option<i32>, String) {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["hang_child", "--exact", "--nocapture", "--test-threads=1"])
        .env("MONOLITH_TEST_HANG_DIR", dir)
        .output()
        .expect("the test binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_hanging_candidate_is_saved_reported_and_replayed_with_the_hanging_call_last() {
    if std::env::var("MONOLITH_TEST_HANG_DIR").is_ok() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("monolith-test-hang-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);

    let (code, err) = child(&dir);
    assert_eq!(code, Some(124), "{err}");
    assert!(err.contains("a call did not return within 0.3 s"), "{err}");
    assert!(err.contains("// replay: MONOLITH_REPLAY=m2."), "{err}");
    let saved: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let name = saved[0].file_name().into_string().unwrap();
    assert!(name.starts_with("spin-hang-"), "{name}");

    // The next run replays the hang first, streaming its calls: the hanging call is last.
    let (code, err) = child(&dir);
    assert_eq!(code, Some(124), "{err}");
    assert!(err.contains("replaying the hang saved in"), "{err}");
    let calls: Vec<&str> = err.lines().filter(|l| l.starts_with("// step")).collect();
    assert!(
        calls.last().is_some_and(|l| l.ends_with("add(7u8)")),
        "{err}"
    );
    assert!(
        err.contains("the last call printed above did not return"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
