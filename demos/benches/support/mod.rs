//! What the benches share: number formatting, and writing their section of
//! `docs/benchmarks.md`. Each bench includes it with `mod support;` and uses a part of it.
#![allow(dead_code)]

/// The command line every bench understands: `--bench` (a real run; without it, as `cargo test
/// --all-targets` runs benches, a smoke run that writes nothing), `--print` (print the section,
/// do not write it), `--seeds N`, `--only NAME[,NAME]` and any other `--name VALUE` a bench
/// reads with [`Args::opt`].
pub struct Args {
    args: Vec<String>,
    /// `--bench` was given.
    pub bench: bool,
    /// Print the section instead of writing it (`--print`, or a smoke run).
    pub print_only: bool,
}

impl Args {
    pub fn parse() -> Args {
        let args: Vec<String> = std::env::args().collect();
        let bench = args.iter().any(|a| a == "--bench");
        let print_only = !bench || args.iter().any(|a| a == "--print");
        Args {
            args,
            bench,
            print_only,
        }
    }

    /// Whether the flag `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.args.iter().any(|a| a == name)
    }

    /// The value after `name`, if given.
    pub fn opt(&self, name: &str) -> Option<String> {
        self.args
            .iter()
            .position(|a| a == name)
            .and_then(|i| self.args.get(i + 1).cloned())
    }

    /// The value after `name` parsed, or `bench` in a real run and `smoke` otherwise.
    pub fn num<T: std::str::FromStr>(&self, name: &str, bench: T, smoke: T) -> T {
        self.opt(name)
            .and_then(|s| s.parse().ok())
            .unwrap_or(if self.bench { bench } else { smoke })
    }

    /// The faulty demos (the paper's and the planted ones), or those of `--only`.
    pub fn faulty_demos(&self) -> Vec<&'static demos::Demo> {
        let only: Option<Vec<String>> = self
            .opt("--only")
            .map(|s| s.split(',').map(String::from).collect());
        demos::all()
            .filter(|d| d.faulty)
            .filter(|d| only.as_ref().is_none_or(|o| o.iter().any(|x| x == d.name)))
            .collect()
    }
}

/// A faulty demo's stated minimal lengths for a table's cell: `29, 32, 35` for `pvec`, whose
/// panics have their own ([`demos::Demo::minima`]), and `—` where it states none.
pub fn minima(demo: &demos::Demo) -> String {
    let all: Vec<String> = demo.minima().iter().map(usize::to_string).collect();
    if all.is_empty() {
        "—".into()
    } else {
        all.join(", ")
    }
}

/// A faulty demo's failure for `seed`: found by random mode with shrinking off (at most
/// `scenarios`), then shrunk alone by `run_bytes_with` with the default settings. Returns the
/// unshrunk and the shrunk reports, and the seconds each part took (the shrink's includes
/// rendering the report); `None` if the bug was not found.
pub fn find_then_shrink(
    demo: &demos::Demo,
    seed: u64,
    scenarios: u64,
) -> Option<(monolith_core::Report, monolith_core::Report, f64, f64)> {
    use monolith_core::Config;
    let engine = (demo.engine)();
    let mut find = Config::with_seed(seed).scenarios(scenarios).shrink(false);
    find.progress = false;
    let start = std::time::Instant::now();
    let found = engine.run_random(&find).err()?;
    let find_secs = start.elapsed().as_secs_f64();
    let mut config = Config::default();
    config.progress = false;
    config.regressions = None;
    let start = std::time::Instant::now();
    let shrunk = engine
        .run_bytes_with(&found.bytes, &config)
        .expect_err("a failing buffer fails again");
    Some((found, shrunk, find_secs, start.elapsed().as_secs_f64()))
}

/// `n` with a comma every three digits: `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Puts `section`, which starts with the `begin` marker and ends with the `end` one, into
/// `docs/benchmarks.md` in place of the text between those markers, or at the end of the file
/// when they are missing; the rest of the file is left as it is.
pub fn write_section(begin: &str, end: &str, section: &str) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/benchmarks.md");
    let old = std::fs::read_to_string(path).unwrap_or_default();
    let new = match (old.find(begin), old.find(end)) {
        (Some(b), Some(e)) if b < e => {
            format!(
                "{}{}{}",
                &old[..b],
                section.trim_end(),
                &old[e + end.len()..]
            )
        }
        _ => format!("{}\n\n{}\n", old.trim_end(), section.trim_end()),
    };
    std::fs::write(path, new).expect("cannot write docs/benchmarks.md");
}

/// Writes `rows` (the first one a header) as CSV to `docs/data/{name}.csv`, the raw figures
/// that `demos/benches/report.rs` plots. Fields are written as given: they must hold no comma.
pub fn write_data(name: &str, rows: &[Vec<String>]) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/data");
    std::fs::create_dir_all(dir).expect("cannot create docs/data");
    let mut csv = String::new();
    for row in rows {
        debug_assert!(row.iter().all(|f| !f.contains(',')), "{row:?}");
        csv.push_str(&row.join(","));
        csv.push('\n');
    }
    std::fs::write(format!("{dir}/{name}.csv"), csv)
        .unwrap_or_else(|e| panic!("cannot write docs/data/{name}.csv: {e}"));
}
