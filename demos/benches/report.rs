//! The benchmark report's summary: for every faulty demo, the time random mode takes to find its
//! bug (median and maximum over the seeds), beside libFuzzer's and AFL++'s, and the shrunk length
//! against the known minimum; the engine's throughput beside the hand-written driver's and
//! proptest-state-machine's; and the lines of reference and spec per operation of every demo.
//! Written to the `report` section of `docs/benchmarks.md`, with four SVG plots in
//! `docs/plots/`.
//!
//! It runs no scenario itself: it reads the raw figures that the other benches wrote to
//! `docs/data/` (`shrink.csv` from `cargo bench -p demos --bench shrink`, `throughput.csv` from
//! `cargo bench -p demos --bench parray`, `fuzz.csv` from `scripts/fuzz-bench-planted.sh
//! --write`), and counts the lines of the demos' sources. `scripts/bench-report.sh` runs all of
//! them, then this. Options: `--print` (print the section, write nothing). Without `--bench`
//! (as `cargo test --all-targets` runs it) it reads what is there, draws into `target/` and
//! writes nothing under `docs/`.

mod support;

#[path = "support/plot.rs"]
mod plot;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use plot::{Chart, Glyph, Series};

const BEGIN: &str = "<!-- report:begin (written by `cargo bench -p demos --bench report`) -->";
const END: &str = "<!-- report:end -->";

/// Monolith's published figure: about 10 lines of reference plus spec per operation (Sek, 150
/// operations).
const MONOLITH_LINES_PER_OP: f64 = 10.0;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A CSV file of `docs/data/`: its rows as maps from column name to field.
fn read_csv(name: &str) -> Vec<BTreeMap<String, String>> {
    let path = root().join("docs/data").join(format!("{name}.csv"));
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("report: no docs/data/{name}.csv (run its bench first): left out");
        return Vec::new();
    };
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split(',').collect();
    lines
        .filter(|l| !l.is_empty())
        .map(|l| {
            header
                .iter()
                .zip(l.split(','))
                .map(|(h, f)| (h.to_string(), f.to_string()))
                .collect()
        })
        .collect()
}

fn num(row: &BTreeMap<String, String>, col: &str) -> Option<f64> {
    row.get(col).and_then(|f| f.parse().ok())
}

fn median(v: &[f64]) -> Option<f64> {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied()
}

fn time(t: f64) -> String {
    if t < 1e-3 {
        format!("{:.0} µs", t * 1e6)
    } else if t < 1.0 {
        format!("{:.1} ms", t * 1e3)
    } else {
        format!("{t:.2} s")
    }
}

/// Random mode's figures for one faulty demo, over the seeds of `shrink.csv`.
struct Random {
    seeds: usize,
    found: usize,
    find: Vec<f64>,
    after: Vec<f64>,
    /// The seeds found whose shrunk length is the minimal length of their failure.
    minimal: usize,
}

fn random_figures(demo: &demos::Demo, rows: &[BTreeMap<String, String>]) -> Option<Random> {
    let mine: Vec<_> = rows
        .iter()
        .filter(|r| r.get("demo").map(String::as_str) == Some(demo.name))
        .collect();
    if mine.is_empty() {
        return None;
    }
    let found: Vec<_> = mine
        .iter()
        .filter(|r| r.get("found").map(String::as_str) == Some("true"))
        .collect();
    Some(Random {
        seeds: mine.len(),
        found: found.len(),
        find: found
            .iter()
            .filter_map(|r| num(r, "find_seconds"))
            .collect(),
        after: found.iter().filter_map(|r| num(r, "after")).collect(),
        minimal: found
            .iter()
            .filter(|r| num(r, "after").is_some_and(|a| Some(a) == num(r, "minimal")))
            .count(),
    })
}

/// A demo module's size: the module that declares its spec, and its reference.
struct Module {
    /// The module's path in `demos` (`parray`, `crates/lru`).
    key: String,
    /// The module's folder, from the repository's root.
    path: String,
    demos: Vec<&'static str>,
    operations: usize,
    spec_lines: usize,
    reference_lines: usize,
}

/// The lines of code of `text`: not blank, not a comment, and before any `#[cfg(test)]`.
fn code_lines(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("#[cfg(test)]"))
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
        .count()
}

/// The module path (relative to `demos/src`, with `/`) of the engine function of every demo
/// registered in a `Demo { name: .., engine: path::function, .. }` literal of `demos/src`.
fn demo_modules() -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let src = root().join("demos/src");
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            if p.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&p) else {
                continue;
            };
            // The module this file is: `lib.rs` the root, `x/mod.rs` `x`, `x/y.rs` `x/y`.
            let rel = p.strip_prefix(&src).unwrap().with_extension("");
            let rel = rel.to_string_lossy().replace('\\', "/");
            let base = match rel.as_str() {
                "lib" | "main" => String::new(),
                r => r.strip_suffix("/mod").unwrap_or(r).to_string(),
            };
            let mut rest = text.as_str();
            while let Some(at) = rest.find("name: \"") {
                rest = &rest[at + 7..];
                let Some(end) = rest.find('"') else { break };
                let name = rest[..end].to_string();
                let Some(e) = rest.find("engine:") else { break };
                let path: String = rest[e + 7..]
                    .trim_start()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                let mut segs: Vec<&str> = path.split("::").collect();
                segs.pop(); // the function
                if segs.first() == Some(&"crate") || segs.first() == Some(&"demos") {
                    segs.remove(0);
                    out.insert(name, segs.join("/"));
                } else {
                    let mut m = base.clone();
                    for s in segs {
                        if !m.is_empty() {
                            m.push('/');
                        }
                        m.push_str(s);
                    }
                    out.insert(name, m);
                }
            }
        }
    }
    out
}

fn modules() -> Vec<Module> {
    let paths = demo_modules();
    let src = root().join("demos/src");
    let read = |p: PathBuf| std::fs::read_to_string(p).ok();
    let mut out: Vec<Module> = Vec::new();
    for demo in demos::all() {
        let Some(path) = paths.get(demo.name) else {
            eprintln!("report: no module found for the demo {}", demo.name);
            continue;
        };
        let operations = (demo.engine)().operations().count();
        if let Some(m) = out.iter_mut().find(|m| &m.key == path) {
            m.demos.push(demo.name);
            m.operations = m.operations.max(operations);
            continue;
        }
        // A demo in a crate of its own (`demos/parray/`, re-exported by `demos`) has its spec
        // in the crate's `lib.rs`.
        let own_crate = root().join("demos").join(path).join("src");
        let (dir, spec, shown) = if own_crate.is_dir() {
            let spec = read(own_crate.join("lib.rs"));
            (own_crate, spec, format!("demos/{path}/src"))
        } else {
            let spec = read(src.join(path).join("mod.rs"))
                .or_else(|| read(src.join(format!("{path}.rs"))));
            (src.join(path), spec, format!("demos/src/{path}"))
        };
        let reference = read(dir.join("reference.rs"));
        out.push(Module {
            key: path.clone(),
            path: shown,
            demos: vec![demo.name],
            operations,
            spec_lines: spec.as_deref().map_or(0, code_lines),
            reference_lines: reference.as_deref().map_or(0, code_lines),
        });
    }
    out
}

fn main() {
    let args = support::Args::parse();
    let shrink = read_csv("shrink");
    let fuzz = read_csv("fuzz");
    let throughput = read_csv("throughput");
    let faulty: Vec<&demos::Demo> = demos::all().filter(|d| d.faulty).collect();
    let plots = if args.bench {
        root().join("docs/plots")
    } else {
        root().join("target/plots")
    };
    std::fs::create_dir_all(&plots).expect("cannot create the plots' directory");

    let mut md = String::new();
    let w = &mut md;
    let _ = writeln!(w, "{BEGIN}\n");
    let _ = writeln!(w, "## Summary: every faulty demo, every driver\n");
    let seeds = shrink
        .iter()
        .filter_map(|r| num(r, "seed"))
        .fold(0.0, f64::max);
    let _ = writeln!(
        w,
        "Random mode: seeds 1 to {seeds}, each found by `faulty_engine().run_random(..)` with \
         `Config::with_seed(s).scenarios(100000)` and shrinking off, then shrunk alone with the \
         default settings (the figures of the shrink-quality section, from \
         `docs/data/shrink.csv`). libFuzzer and AFL++: the fuzzing section's runs \
         (`docs/data/fuzz.csv`): libFuzzer's median over its seeds from an empty corpus, AFL++'s \
         one run from a seed corpus, each capped. \"minimal\" counts the seeds whose reproducer \
         has the stated minimal length of its failure (`pvec`'s panics have their own). Times \
         are of one noisy shared machine.\n"
    );
    let _ = writeln!(
        w,
        "| demo | random: found | random: median | random: max | libFuzzer | AFL++ | shrunk: median (max) | minimum | minimal |"
    );
    let _ = writeln!(w, "|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut labels = Vec::new();
    let (mut r_med, mut r_max, mut lf, mut afl) = (vec![], vec![], vec![], vec![]);
    let (mut s_med, mut s_max, mut s_min) = (vec![], vec![], vec![]);
    for demo in &faulty {
        let random = random_figures(demo, &shrink);
        let fz = fuzz
            .iter()
            .find(|r| r.get("demo").map(String::as_str) == Some(demo.name));
        let lf_secs = fz.and_then(|r| num(r, "libfuzzer_median_seconds"));
        let afl_secs = fz.and_then(|r| num(r, "afl_seconds"));
        let lf_cell = match fz {
            None => "—".to_string(),
            Some(r) => match lf_secs {
                Some(t) => format!(
                    "{} ({}/{})",
                    time(t),
                    r.get("libfuzzer_found").map_or("?", String::as_str),
                    r.get("libfuzzer_runs").map_or("?", String::as_str)
                ),
                None => "not found".into(),
            },
        };
        let afl_cell = match (fz, afl_secs) {
            (None, _) => "—".to_string(),
            (Some(_), Some(t)) => time(t),
            (Some(_), None) => "not found".into(),
        };
        labels.push(demo.name.to_string());
        lf.push(lf_secs);
        afl.push(afl_secs);
        let Some(r) = random else {
            let _ = writeln!(
                w,
                "| `{}` | — | | | {lf_cell} | {afl_cell} | | {} | |",
                demo.name,
                support::minima(demo)
            );
            r_med.push(None);
            r_max.push(None);
            s_med.push(None);
            s_max.push(None);
            s_min.push(demo.minimal_steps.map(|m| m as f64));
            continue;
        };
        let find_med = median(&r.find);
        let find_max = r.find.iter().cloned().reduce(f64::max);
        let after_med = median(&r.after);
        let after_max = r.after.iter().cloned().reduce(f64::max);
        r_med.push(find_med);
        r_max.push(find_max);
        s_med.push(after_med);
        s_max.push(after_max);
        s_min.push(demo.minimal_steps.map(|m| m as f64));
        let minimal = match demo.minimal_steps {
            Some(_) => format!("{}/{}", r.minimal, r.found),
            None => "—".into(),
        };
        let _ = writeln!(
            w,
            "| `{}` | {}/{} | {} | {} | {lf_cell} | {afl_cell} | {} ({}) | {} | {minimal} |",
            demo.name,
            r.found,
            r.seeds,
            find_med.map_or("—".into(), time),
            find_max.map_or("—".into(), time),
            after_med.map_or("—".into(), |a| format!("{a:.0}")),
            after_max.map_or("—".into(), |a| format!("{a:.0}")),
            support::minima(demo),
        );
    }
    let _ = writeln!(
        w,
        "\n![Time to first detection](plots/detection.svg)\n\n![Shrunk length against the \
         minimum](plots/shrink.svg)\n"
    );

    // Throughput.
    if !throughput.is_empty() {
        let _ = writeln!(
            w,
            "Throughput on the persistent-array workload (the throughput section above, from \
             `docs/data/throughput.csv`): median steps per second over its rounds, with the \
             lowest and the highest.\n\n![Throughput](plots/throughput.svg)\n"
        );
    }

    // Lines of spec per operation.
    let modules = modules();
    let _ = writeln!(
        w,
        "### Lines of reference and spec per operation\n\nCounted in each demo's module: the \
         lines of its `reference.rs` and of the file that declares its spec (`mod.rs`), not \
         blank, not comments (documentation included) and before any `#[cfg(test)]`; the \
         candidates are not counted. Operations: `Engine::operations()` of the demo's engine. \
         Monolith's published figure is about {MONOLITH_LINES_PER_OP:.0} lines of reference \
         plus spec per operation (Sek, 150 operations).\n"
    );
    let _ = writeln!(
        w,
        "| module | demos | operations | reference lines | spec lines | lines per operation |"
    );
    let _ = writeln!(w, "|---|---|---:|---:|---:|---:|");
    let mut total = (0usize, 0usize);
    for m in &modules {
        let lines = m.spec_lines + m.reference_lines;
        total.0 += lines;
        total.1 += m.operations;
        let _ = writeln!(
            w,
            "| `{}` | {} | {} | {} | {} | {:.1} |",
            m.path,
            m.demos.join(", "),
            m.operations,
            m.reference_lines,
            m.spec_lines,
            lines as f64 / m.operations.max(1) as f64
        );
    }
    let _ = writeln!(
        w,
        "| **all** | | {} | | | **{:.1}** |\n\n![Lines per operation](plots/spec-lines.svg)\n",
        total.1,
        total.0 as f64 / total.1.max(1) as f64
    );
    let _ = writeln!(
        w,
        "Regenerate with `scripts/bench-report.sh` (every bench and fuzzing run, then this \
         summary), or this summary and its plots alone from the data already in `docs/data/` \
         with `cargo bench -p demos --bench report -- --bench`.\n\n{END}"
    );

    // The plots.
    let draw = |file: &str, chart: &Chart<'_>| {
        let path = plots.join(file);
        plot::hbars(path.to_str().expect("a UTF-8 path"), chart)
            .unwrap_or_else(|e| panic!("cannot draw {}: {e}", path.display()));
    };
    let log10 = |v: &[Option<f64>]| -> Vec<Option<f64>> {
        v.iter().map(|t| t.map(|t| t.max(1e-6).log10())).collect()
    };
    // The axis is log10 of seconds: its ticks, at whole powers of ten, read "1 µs" to "100 s".
    let time_label = |v: f64| {
        let t = 10f64.powf(v);
        match t {
            t if t < 1e-3 => format!("{:.0} µs", t * 1e6),
            t if t < 1.0 => format!("{:.0} ms", t * 1e3),
            t => format!("{t:.0} s"),
        }
    };
    draw(
        "detection.svg",
        &Chart {
            title: "Time to first detection, every faulty demo (log scale)",
            x_desc: "seconds to the first failure, with start-up for the fuzzers",
            x: (-6.0, 2.0),
            x_label: &time_label,
            labels: &labels,
            series: &[
                Series {
                    name: "random mode: median".into(),
                    glyph: Glyph::Bar,
                    color: plot::BLUE_,
                    values: log10(&r_med),
                },
                Series {
                    name: "random mode: max".into(),
                    glyph: Glyph::Tick,
                    color: plot::RED_,
                    values: log10(&r_max),
                },
                Series {
                    name: "libFuzzer: median".into(),
                    glyph: Glyph::Circle,
                    color: plot::ORANGE,
                    values: log10(&lf),
                },
                Series {
                    name: "AFL++".into(),
                    glyph: Glyph::Triangle,
                    color: plot::GREEN_,
                    values: log10(&afl),
                },
            ],
            rule: Some((0.0, "1 s")),
        },
    );
    let longest = s_max
        .iter()
        .chain(&s_min)
        .flatten()
        .cloned()
        .fold(1.0, f64::max);
    draw(
        "shrink.svg",
        &Chart {
            title: "Shrunk reproducers against the known minimum",
            x_desc: "steps (calls)",
            x: (0.0, longest + 2.0),
            x_label: &|v| format!("{v:.0}"),
            labels: &labels,
            series: &[
                Series {
                    name: "shrunk: median".into(),
                    glyph: Glyph::Bar,
                    color: plot::BLUE_,
                    values: s_med,
                },
                Series {
                    name: "shrunk: max".into(),
                    glyph: Glyph::Tick,
                    color: plot::RED_,
                    values: s_max,
                },
                Series {
                    name: "minimum".into(),
                    glyph: Glyph::Circle,
                    color: plot::GREY,
                    values: s_min,
                },
            ],
            rule: None,
        },
    );
    let per_op: Vec<Option<f64>> = modules
        .iter()
        .map(|m| Some((m.spec_lines + m.reference_lines) as f64 / m.operations.max(1) as f64))
        .collect();
    let module_labels: Vec<String> = modules.iter().map(|m| m.key.clone()).collect();
    let most = per_op
        .iter()
        .flatten()
        .cloned()
        .fold(MONOLITH_LINES_PER_OP, f64::max);
    draw(
        "spec-lines.svg",
        &Chart {
            title: "Lines of reference and spec per operation",
            x_desc: "lines per operation",
            x: (0.0, most * 1.1),
            x_label: &|v| format!("{v:.0}"),
            labels: &module_labels,
            series: &[Series {
                name: "monolith-rs".into(),
                glyph: Glyph::Bar,
                color: plot::BLUE_,
                values: per_op,
            }],
            rule: Some((MONOLITH_LINES_PER_OP, "Monolith (Sek)")),
        },
    );
    if !throughput.is_empty() {
        let drivers: Vec<String> = throughput
            .iter()
            .map(|r| r.get("driver").cloned().unwrap_or_default())
            .collect();
        let col = |c: &str| -> Vec<Option<f64>> {
            throughput
                .iter()
                .map(|r| num(r, c).map(|v| v / 1e6))
                .collect()
        };
        let fastest = col("steps_per_s_max")
            .into_iter()
            .flatten()
            .fold(1.0, f64::max);
        draw(
            "throughput.svg",
            &Chart {
                title: "Throughput on the persistent-array workload",
                x_desc: "million steps per second",
                x: (0.0, fastest * 1.1),
                x_label: &|v| format!("{v:.0}M"),
                labels: &drivers,
                series: &[
                    Series {
                        name: "median".into(),
                        glyph: Glyph::Bar,
                        color: plot::BLUE_,
                        values: col("steps_per_s_median"),
                    },
                    Series {
                        name: "lowest".into(),
                        glyph: Glyph::Tick,
                        color: plot::GREY,
                        values: col("steps_per_s_min"),
                    },
                    Series {
                        name: "highest".into(),
                        glyph: Glyph::Tick,
                        color: plot::RED_,
                        values: col("steps_per_s_max"),
                    },
                ],
                rule: None,
            },
        );
    }

    if args.print_only {
        println!("{md}");
        eprintln!("plots drawn in {}", plots.display());
        return;
    }
    support::write_section(BEGIN, END, &md);
    println!("wrote the report section of docs/benchmarks.md and docs/plots/*.svg");
}
