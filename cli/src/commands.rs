//! The subcommands.

use std::io::Read;

use ivl::diagnostics::{Diagnostic, Phase};
use ivl::pipeline;
use ivl::syntax::span::{FileId, SourceFile, SourceMap};

use crate::args::{Command, FmtMode};
use crate::render::{self, Format};

pub const EXIT_OK: u8 = 0;
pub const EXIT_FAILED: u8 = 1;
pub const EXIT_INPUT: u8 = 2;

pub fn run(command: Command) -> u8 {
    match command {
        Command::Check { files, format } => files
            .iter()
            .map(|f| check(f, format))
            .max()
            .unwrap_or(EXIT_OK),
        Command::Fmt {
            files,
            format,
            mode,
        } => files
            .iter()
            .map(|f| fmt(f, format, mode))
            .max()
            .unwrap_or(EXIT_OK),
    }
}

/// Reads a file (or standard input for `-`) into a fresh source map.
fn load(path: &str) -> Result<(SourceMap, FileId), u8> {
    let text = if path == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map(|_| text)
    } else {
        std::fs::read_to_string(path)
    };
    match text {
        Ok(text) => {
            let mut sources = SourceMap::new();
            let name = if path == "-" { "<stdin>" } else { path };
            let id = sources.add(SourceFile::new(name, text));
            Ok((sources, id))
        }
        Err(e) => {
            eprintln!("error: cannot read {path}: {e}");
            Err(EXIT_INPUT)
        }
    }
}

fn report(format: Format, sources: &SourceMap, file: FileId, errors: &[Diagnostic]) {
    render::diagnostics(format, sources, errors);
    let phase = errors.first().map_or(Phase::Parse, |d| d.phase);
    let what = match phase {
        Phase::Parse => "parse",
        Phase::Resolve => "name resolution",
        Phase::Type => "type checking",
        Phase::Program => "program",
    };
    let n = errors.len();
    eprintln!(
        "{n} {what} error{} detected in {}",
        if n == 1 { "" } else { "s" },
        sources.file(file).name
    );
}

fn check(path: &str, format: Format) -> u8 {
    let (sources, file) = match load(path) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    match pipeline::check(file, &sources.file(file).text) {
        Ok(_) => EXIT_OK,
        Err(errors) => {
            report(format, &sources, file, &errors);
            EXIT_INPUT
        }
    }
}

fn fmt(path: &str, format: Format, mode: FmtMode) -> u8 {
    let (sources, file) = match load(path) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    let text = &sources.file(file).text;
    let formatted = match pipeline::format(file, text) {
        Ok(formatted) => formatted,
        Err(errors) => {
            report(format, &sources, file, &errors);
            return EXIT_INPUT;
        }
    };
    match mode {
        FmtMode::Print => {
            print!("{formatted}");
            EXIT_OK
        }
        FmtMode::Check if formatted != *text => {
            eprintln!("{path}: not in canonical form (run `ivl fmt --write {path}`)");
            EXIT_FAILED
        }
        FmtMode::Check => EXIT_OK,
        FmtMode::Write => {
            if formatted == *text {
                return EXIT_OK;
            }
            match std::fs::write(path, formatted) {
                Ok(()) => EXIT_OK,
                Err(e) => {
                    eprintln!("error: cannot write {path}: {e}");
                    EXIT_INPUT
                }
            }
        }
    }
}
