//! Standard output for `out!` and `outln!`.

use std::io::{ErrorKind, Write};

/// Writes `text` to standard output. A reader that has closed the pipe
/// ends the run as it ends other Unix tools: by SIGPIPE, silently.
pub fn write(text: std::fmt::Arguments) {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_fmt(text).and_then(|()| stdout.flush()) {
        Ok(()) => {}
        Err(e) if e.kind() == ErrorKind::BrokenPipe => end_by_sigpipe(),
        Err(e) => {
            eprintln!("error: cannot write to standard output: {e}");
            std::process::exit(2);
        }
    }
}

fn end_by_sigpipe() -> ! {
    #[cfg(unix)]
    // SAFETY: restoring SIGPIPE's default action and raising it ends the
    // process; no Rust state is left to observe.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        libc::raise(libc::SIGPIPE);
    }
    std::process::exit(141)
}
