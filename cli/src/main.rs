//! `ivl`: check, format (and later verify) IVL programs.

mod args;
mod commands;
mod render;
mod stages;

use std::process::ExitCode;

/// Deeply nested expressions are legal, and the checker recurses over them:
/// it runs on a thread with a large stack (reserved, touched only as used).
const STACK_BYTES: usize = 1 << 30;

fn main() -> ExitCode {
    // Rust ignores SIGPIPE, so printing to a closed pipe would panic.
    #[cfg(unix)]
    // SAFETY: restoring a signal's default action, before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
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
            print!("{text}");
            commands::EXIT_OK
        }
        Ok(args::Invocation::Version) => {
            println!("ivl {}", env!("CARGO_PKG_VERSION"));
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
