//! `ivl`: check, format (and later verify) IVL programs.

mod args;
mod commands;
mod render;

use std::process::ExitCode;

fn main() -> ExitCode {
    let code = match args::parse(std::env::args().skip(1)) {
        Ok(args::Invocation::Help(text)) => {
            print!("{text}");
            commands::EXIT_OK
        }
        Ok(args::Invocation::Version) => {
            println!("ivl {}", env!("CARGO_PKG_VERSION"));
            commands::EXIT_OK
        }
        Ok(args::Invocation::Run(command)) => commands::run(command),
        Err(message) => {
            eprintln!("error: {message}");
            eprintln!("Run `ivl --help` for usage.");
            commands::EXIT_INPUT
        }
    };
    ExitCode::from(code)
}
