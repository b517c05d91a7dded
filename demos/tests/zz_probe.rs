use monolith_core::Config;
#[test]
fn probe() {
    let names: Vec<String> = std::env::var("PROBE")
        .unwrap()
        .split(',')
        .map(String::from)
        .collect();
    let seeds: Vec<u64> = std::env::var("SEEDS")
        .unwrap()
        .split(',')
        .map(|s| s.parse().unwrap())
        .collect();
    for name in &names {
        let demo = demos::find(name).unwrap();
        let engine = (demo.engine)();
        for &seed in &seeds {
            let t = std::time::Instant::now();
            let report = engine
                .run_random(&Config::with_seed(seed).scenarios(100_000))
                .expect_err("fail");
            println!(
                "=== {name} seed {seed}: {} steps ({:?}) min {:?}",
                report.failure.steps,
                t.elapsed(),
                demo.minimal_steps
            );
            if std::env::var("SHOW").is_ok() {
                println!("{}", report.reproducer);
            }
        }
    }
}
