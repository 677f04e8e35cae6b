//! Snapshot trials (`tests/**/*.snap`): a command's exact standard output,
//! kept in the file under its command line. They need no solver: they pin
//! what a stage prints, e.g. the two-thread reduction (`ivl lower`).
//!
//! ```text
//! // snapshot: lower [FLAGS...] PATH
//! EXPECTED STANDARD OUTPUT
//! ```
//!
//! `PATH` is relative to `tests/`; the command must succeed.

use std::path::Path;
use std::process::Command;

/// Runs the snapshot's command and compares its output with the kept one;
/// under bless, a differing output replaces the kept one.
pub fn check(file: &Path, tests: &Path, bless: bool) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    let (header, expected) = text.split_once('\n').unwrap_or((&text, ""));
    let args: Vec<&str> = header
        .strip_prefix("// snapshot:")
        .ok_or("line 1: `// snapshot: COMMAND [FLAGS...] PATH` expected")?
        .split_whitespace()
        .collect();
    let [command, flags @ .., path] = args.as_slice() else {
        return Err("line 1: a command and a path expected".into());
    };
    let output = Command::new(env!("CARGO_BIN_EXE_ivl"))
        .current_dir(tests)
        .arg(command)
        .args(flags)
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run ivl: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "`ivl {}` failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let got = String::from_utf8_lossy(&output.stdout);
    if got == expected {
        return Ok(());
    }
    if bless {
        return std::fs::write(file, format!("{header}\n{got}")).map_err(|e| e.to_string());
    }
    let (line, want, have) = got
        .lines()
        .map(Some)
        .chain(std::iter::repeat(None))
        .zip(expected.lines().map(Some).chain(std::iter::repeat(None)))
        .enumerate()
        .find(|(_, (g, e))| g != e)
        .map(|(i, (g, e))| (i + 2, e.unwrap_or("(end)"), g.unwrap_or("(end)")))
        .unwrap_or((
            got.lines().count() + 2,
            "(the same lines, other line endings)",
            "",
        ));
    Err(format!(
        "the output differs from the snapshot first at line {line} of {}:\n  kept: {want}\n  now:  {have}\n\
         (IVL_BLESS=1 keeps the new output; review the diff)",
        file.display()
    ))
}
