//! `demos <name> [FILE | -]`: runs a demo in random mode, or one scenario from a file or stdin.
//! `demos --help` lists the demos.

use std::process::ExitCode;

fn usage() -> String {
    let mut s = String::from(
        "usage: demos <name> [FILE | -]\n\n\
         Runs a demo in random mode (MONOLITH_* variables set the seed, budget and more), or one\n\
         scenario from FILE or standard input (-).\n\ndemos:\n",
    );
    for d in demos::all() {
        s.push_str(&format!("  {:<14} {}\n", d.name, d.about));
    }
    for d in demos::concurrent::DEMOS {
        s.push_str(&format!("  {:<14} {}\n", d.name, d.about));
    }
    s
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("-h" | "--help" | "help") => {
            print!("{}", usage());
            ExitCode::SUCCESS
        }
        None => {
            eprint!("{}", usage());
            ExitCode::from(2)
        }
        Some(_) if args.len() > 2 => {
            eprintln!(
                "demos: unexpected argument {:?}: expected a demo and at most one input\n",
                args[2]
            );
            eprint!("{}", usage());
            ExitCode::from(2)
        }
        Some(name) => match demos::find(name) {
            Some(demo) => (demo.engine)().main(args.get(1).map(String::as_str)),
            None if demos::concurrent::find(name).is_some() => {
                let demo = demos::concurrent::find(name).unwrap();
                (demo.main)(args.get(1).map(String::as_str))
            }
            None => {
                eprintln!("demos: unknown demo {name:?} (`demos --help` lists them)");
                ExitCode::from(2)
            }
        },
    }
}
