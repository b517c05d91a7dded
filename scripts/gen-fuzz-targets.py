#!/usr/bin/env python3
"""Writes the fuzz targets of every demo from the demos' own declarations.

The parallel demos, `demo!("<name>", ...)` in demos/src/concurrent/mod.rs, get targets that
look their demo up by name (`libfuzzer_parallel!`, `afl_parallel!`).

For each `Demo { name: "...", ..., engine: path, }` of demos/src/lib.rs (paths under `demos::`)
and demos/src/planted/mod.rs (under `demos::planted::`), it writes
  fuzz/fuzz_targets/<name>.rs   the libFuzzer target,
  fuzz/afl/src/bin/<name>.rs    the AFL++ harness,
and the `[[bin]]` entries of fuzz/Cargo.toml after the marker line. Each target names its demo's
engine function, so it links that demo alone: libFuzzer then scans the counters of one demo's
code after each execution, not those of every demo (see docs/benchmarks.md).

  scripts/gen-fuzz-targets.py           write the files
  scripts/gen-fuzz-targets.py --check   exit 1, naming the stale files, if any is out of date
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = [("demos/src/lib.rs", "demos::"), ("demos/src/planted/mod.rs", "demos::planted::")]
MARKER = "# One target per demo, written by scripts/gen-fuzz-targets.py from the demos' declarations:"
PARALLEL = ("demos/src/concurrent/mod.rs", re.compile(r'demo!\(\s*"([^"]+)"'))
BLOCK = re.compile(r'Demo\s*\{\s*name:\s*"([^"]+)".*?engine:\s*([A-Za-z0-9_:]+)\s*,', re.S)


def demos():
    out = []
    for path, prefix in SOURCES:
        text = (ROOT / path).read_text()
        for name, engine in BLOCK.findall(text):
            out.append((name, prefix + engine))
    path, pattern = PARALLEL
    for name in pattern.findall((ROOT / path).read_text()):
        out.append((name, None))
    return out


def call(mac, name, engine):
    """A macro call as rustfmt lays it out: on one line if its arguments fit in 60 columns (its
    default `fn_call_width`) and the line in 100."""
    args = f'"{name}", {engine}'
    line = f"{mac}!({args});"
    if len(args) <= 60 and len(line) <= 100:
        return line + "\n"
    return f'{mac}!(\n    "{name}",\n    {engine}\n);\n'


def files(ds):
    written = {}
    for name, engine in ds:
        if engine is None:
            written[f"fuzz/fuzz_targets/{name}.rs"] = (
                f'#![no_main]\nmonolith_fuzz::libfuzzer_parallel!("{name}");\n'
            )
            written[f"fuzz/afl/src/bin/{name}.rs"] = f'monolith_afl::afl_parallel!("{name}");\n'
            continue
        written[f"fuzz/fuzz_targets/{name}.rs"] = "#![no_main]\n" + call(
            "monolith_fuzz::libfuzzer_demo", name, engine
        )
        written[f"fuzz/afl/src/bin/{name}.rs"] = call("monolith_afl::afl_demo", name, engine)
    cargo = (ROOT / "fuzz/Cargo.toml").read_text()
    head = cargo.split(MARKER)[0] if MARKER in cargo else cargo.split("# One target per demo")[0]
    bins = "".join(
        f'\n[[bin]]\nname = "{n}"\npath = "fuzz_targets/{n}.rs"\ntest = false\ndoc = false\n'
        f'bench = false\nrequired-features = ["libfuzzer"]\n'
        for n, _ in ds
    )
    written["fuzz/Cargo.toml"] = (
        head + MARKER + "\n# a two-line `fuzz_targets/<demo>.rs` and a one-line `afl/src/bin/<demo>.rs`.\n"
        + bins.lstrip("\n")
    )
    return written


def main():
    check = "--check" in sys.argv[1:]
    ds = demos()
    if not ds:
        sys.exit("gen-fuzz-targets: no demo found")
    want = files(ds)
    stale = [p for p, text in want.items() if not (ROOT / p).exists() or (ROOT / p).read_text() != text]
    names = {n for n, _ in ds}
    extra = [
        str(p.relative_to(ROOT))
        for d in ("fuzz/fuzz_targets", "fuzz/afl/src/bin")
        for p in sorted((ROOT / d).glob("*.rs"))
        if p.stem not in names and p.stem != "self-fuzz"
    ]
    if check:
        if stale or extra:
            sys.exit("gen-fuzz-targets: out of date (run scripts/gen-fuzz-targets.py): "
                     + " ".join(stale + extra))
        return
    for p in stale:
        (ROOT / p).write_text(want[p])
    for p in extra:
        (ROOT / p).unlink()
    print(f"gen-fuzz-targets: {len(ds)} demos, {len(stale)} files written, {len(extra)} removed")


main()
