//! `ivl`: check, format (and later verify) IVL programs.

/// `print!` to standard output, ending the run quietly when the reader
/// has gone (`ivl translate k.cu | head`), as SIGPIPE ends other tools.
/// (Rust ignores SIGPIPE: left to its default, a solver that dies before
/// reading its query would end ivl too, instead of being reported.)
macro_rules! out {
    ($($arg:tt)*) => {
        crate::stdout::write(format_args!($($arg)*))
    };
}

/// `println!` to standard output, as [`out!`].
macro_rules! outln {
    ($($arg:tt)*) => {
        crate::stdout::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}

mod args;
mod commands;
mod render;
mod stages;
mod stdout;

use std::process::ExitCode;

/// Deeply nested expressions are legal, and the checker recurses over them:
/// it runs on a thread with a large stack (reserved, touched only as used).
const STACK_BYTES: usize = 1 << 30;

fn main() -> ExitCode {
    let worker = std::thread::Builder::new()
        .stack_size(STACK_BYTES)
        .spawn(run);
    match worker.map(|w| w.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        Ok(Err(_)) => {
            eprintln!("error: internal error in ivl (a bug: please report it with the input)");
            ExitCode::from(101)
        }
        Err(e) => {
            eprintln!("error: cannot start ivl's worker thread: {e}");
            ExitCode::from(101)
        }
    }
}

fn run() -> u8 {
    match args::parse(std::env::args().skip(1)) {
        Ok(args::Invocation::Help(text)) => {
            out!("{text}");
            commands::EXIT_OK
        }
        Ok(args::Invocation::Version) => {
            outln!("ivl {}", env!("CARGO_PKG_VERSION"));
            commands::EXIT_OK
        }
        Ok(args::Invocation::Run(command)) => commands::run(*command),
        Err(message) => {
            eprintln!("error: {message}");
            eprintln!("Run `ivl --help` for usage.");
            commands::EXIT_INPUT
        }
    }
}
