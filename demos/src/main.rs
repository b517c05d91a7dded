//! `demos <name> [FILE | -]`: runs a demo in random mode, or one scenario from a file or stdin.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(demo) = args.first().and_then(|n| demos::find(n)) else {
        eprintln!("usage: demos <name> [FILE | -]\n\ndemos:");
        for d in demos::all() {
            eprintln!("  {:<14} {}", d.name, d.about);
        }
        return ExitCode::from(2);
    };
    let engine = (demo.engine)();
    engine.main(args.get(1).map(String::as_str))
}
