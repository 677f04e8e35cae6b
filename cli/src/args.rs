//! Command-line arguments.

use crate::render::Format;

pub const HELP: &str = "\
ivl: a verifier toolchain for GPU kernels, built around a Boogie-style IVL

Usage: ivl <COMMAND> [OPTIONS] FILE...

Commands:
  check    Parse, resolve and type-check IVL files
  fmt      Print IVL files in canonical form (keeps comments)

Options:
  --diagnostics=human|short  How to print problems: annotated source
                             snippets (default), or one line each as
                             file:line:col: error[phase]: message
  -h, --help                 Print help (also `ivl <COMMAND> --help`)
  -V, --version              Print the version

A FILE of `-` reads standard input.

Exit codes:
  0  ok (checked, formatted, verified)
  1  verification failure (for `fmt --check`: a file is not formatted)
  2  input error: usage, parse, resolution, type or unsupported construct
  3  solver failure or timeout: no verdict

Examples:
  ivl check tests/core/ok/frame.ivl
  ivl check --diagnostics=short a.ivl b.ivl
  ivl fmt proof.ivl > proof.formatted.ivl
  ivl fmt --write proof.ivl
  cat proof.ivl | ivl fmt -
";

pub const CHECK_HELP: &str = "\
ivl check: parse, resolve and type-check IVL files

Usage: ivl check [--diagnostics=human|short] FILE...

Reports every error of the first phase that finds one (parse, resolve,
type, program), like Boogie. Exit code 0 if every file checks, 2 otherwise.

Examples:
  ivl check kernel.ivl
  ivl check --diagnostics=short *.ivl
";

pub const FMT_HELP: &str = "\
ivl fmt: print IVL files in canonical form

Usage: ivl fmt [--check | --write] [--diagnostics=human|short] FILE...

Without an option the formatted text goes to standard output. Comments and
single blank lines between statements are kept. Formatting is idempotent,
and the result parses to the same program.

Options:
  --check  Print nothing; exit 1 if some file is not in canonical form
  --write  Rewrite the files in place

Examples:
  ivl fmt proof.ivl
  ivl fmt --write proof.ivl
  ivl fmt --check tests/**/*.ivl
";

pub enum Invocation {
    Help(&'static str),
    Version,
    Run(Command),
}

pub enum Command {
    Check {
        files: Vec<String>,
        format: Format,
    },
    Fmt {
        files: Vec<String>,
        format: Format,
        mode: FmtMode,
    },
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum FmtMode {
    Print,
    Check,
    Write,
}

pub fn parse(mut args: impl Iterator<Item = String>) -> Result<Invocation, String> {
    let Some(command) = args.next() else {
        return Ok(Invocation::Help(HELP));
    };
    let rest: Vec<String> = args.collect();
    match command.as_str() {
        "-h" | "--help" | "help" => Ok(Invocation::Help(HELP)),
        "-V" | "--version" => Ok(Invocation::Version),
        "check" => {
            if wants_help(&rest) {
                return Ok(Invocation::Help(CHECK_HELP));
            }
            let (files, format, flags) = split(rest, &[])?;
            debug_assert!(flags.is_empty());
            Ok(Invocation::Run(Command::Check {
                files: need_files(files, "check")?,
                format,
            }))
        }
        "fmt" => {
            if wants_help(&rest) {
                return Ok(Invocation::Help(FMT_HELP));
            }
            let (files, format, flags) = split(rest, &["--check", "--write"])?;
            let mode = match (flags.contains(&"--check"), flags.contains(&"--write")) {
                (true, true) => return Err("`--check` and `--write` cannot be combined".into()),
                (true, false) => FmtMode::Check,
                (false, true) => FmtMode::Write,
                (false, false) => FmtMode::Print,
            };
            let files = need_files(files, "fmt")?;
            if mode == FmtMode::Write && files.iter().any(|f| f == "-") {
                return Err("`--write` cannot rewrite standard input".into());
            }
            Ok(Invocation::Run(Command::Fmt {
                files,
                format,
                mode,
            }))
        }
        other if other.starts_with('-') => Err(format!("expected a command before `{other}`")),
        other => Err(format!("unknown command `{other}` (commands: check, fmt)")),
    }
}

fn wants_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "-h" || a == "--help")
}

/// Splits arguments into files, the diagnostics format, and the flags of
/// `allowed` that were given.
fn split(
    args: Vec<String>,
    allowed: &[&'static str],
) -> Result<(Vec<String>, Format, Vec<&'static str>), String> {
    let mut files = Vec::new();
    let mut format = Format::Human;
    let mut flags = Vec::new();
    let mut only_files = false;
    for a in args {
        if only_files || a == "-" || !a.starts_with('-') {
            files.push(a);
        } else if a == "--" {
            only_files = true;
        } else if let Some(value) = a.strip_prefix("--diagnostics=") {
            format = match value {
                "human" => Format::Human,
                "short" => Format::Short,
                _ => {
                    return Err(format!(
                        "unknown diagnostics format `{value}` (use human or short)"
                    ))
                }
            };
        } else if let Some(flag) = allowed.iter().find(|f| **f == a) {
            flags.push(*flag);
        } else {
            return Err(format!("unknown option `{a}`"));
        }
    }
    Ok((files, format, flags))
}

fn need_files(files: Vec<String>, command: &str) -> Result<Vec<String>, String> {
    if files.is_empty() {
        Err(format!(
            "`ivl {command}` needs at least one FILE (or `-` for standard input)"
        ))
    } else {
        Ok(files)
    }
}
