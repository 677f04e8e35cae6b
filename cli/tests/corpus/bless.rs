//! `IVL_BLESS=1`: a failing file's `// error:` expectations rewritten to
//! what `ivl` reported. Verdicts (`// expect:`, `//pass`, `//xfail:`) are
//! never touched: a changed verdict is a decision, made by hand.

use std::path::Path;

use libtest_mimic::Trial;

use crate::expect::expectation;
use crate::report::Reported;

/// The directives a line may carry at its end.
const TAGS: [&str; 4] = ["// error", "// note", "// cex", "// source"];

/// Rewrites `path` so that its `// error:` lines expect exactly the
/// diagnostics `reported` of `phase` (see [`rewritten`]).
pub fn rewrite(path: &Path, phase: &str, reported: &[Reported]) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let out = rewritten(&text, phase, reported).map_err(|e| format!("{}: {e}", path.display()))?;
    std::fs::write(path, out).map_err(|e| e.to_string())
}

/// `text` with its `// error` expectations made to match the diagnostics
/// `reported` of `phase`: a stale expectation is cut from its line (a line
/// that held nothing else goes), and each diagnostic not expected gets `// error: KIND`
/// at the end of its line, or `// error@LINE: KIND` at the end of the text
/// where the line carries a directive already or continues on the next.
/// `KIND` is the message up to its first `: `, e.g. `possible write-write
/// race on A`.
fn rewritten(text: &str, phase: &str, reported: &[Reported]) -> Result<String, String> {
    let reported: Vec<&Reported> = reported.iter().filter(|r| r.phase == phase).collect();
    let mut expected: Vec<(usize, String)> = Vec::new();
    // A line that goes is `None`, so that reported lines still index them.
    let mut lines: Vec<Option<String>> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let Some(e) = expectation(line, i + 1, "// error")? else {
            lines.push(Some(line.to_string()));
            continue;
        };
        if reported
            .iter()
            .any(|r| r.line == e.line && r.message.contains(&e.fragment))
        {
            expected.push((e.line, e.fragment));
            lines.push(Some(line.to_string()));
            continue;
        }
        let kept = line[..line.find("// error").expect("a directive")].trim_end();
        lines.push((!kept.is_empty()).then(|| kept.to_string()));
    }
    let mut pinned: Vec<(usize, String)> = Vec::new();
    let mut at_end = Vec::new();
    for r in reported {
        if r.line == 0 {
            return Err(format!("`{}` has no line to pin", r.message));
        }
        let kind = r
            .message
            .split(": ")
            .next()
            .unwrap_or(&r.message)
            .to_string();
        let known = |(line, fragment): &(usize, String)| {
            *line == r.line && r.message.contains(fragment.as_str())
        };
        if expected.iter().any(known) || pinned.iter().any(known) {
            continue;
        }
        let text = lines
            .get_mut(r.line - 1)
            .and_then(Option::as_mut)
            .ok_or_else(|| format!("line {}: no line of the file to pin", r.line))?;
        let busy = TAGS.iter().any(|t| text.contains(t)) || text.trim_end().ends_with('\\');
        if busy || pinned.iter().any(|(line, _)| *line == r.line) {
            at_end.push(format!("// error@{}: {kind}", r.line));
        } else {
            text.push_str(&format!("  // error: {kind}"));
        }
        pinned.push((r.line, kind));
    }
    let mut out = lines
        .into_iter()
        .flatten()
        .chain(at_end)
        .collect::<Vec<_>>()
        .join("\n");
    out.push('\n');
    Ok(out)
}

/// A trial's name, its text, the diagnostics reported (line, message) and
/// the text blessed.
type Case = (
    &'static str,
    &'static str,
    &'static [(usize, &'static str)],
    &'static str,
);

/// The bless mode's own trials, on texts made up for them.
pub fn trials() -> Vec<Trial> {
    let cases: [Case; 5] = [
        (
            "bless::pins_a_new_diagnostic_at_its_line",
            "a\nb\n",
            &[(2, "possible write-write race on A: thread 1 ...")],
            "a\nb  // error: possible write-write race on A\n",
        ),
        (
            "bless::drops_a_stale_expectation",
            "a  // error: gone\n// error: gone too\nb\n// error@3: gone\n",
            &[(3, "z: 1")],
            "a\nb  // error: z\n",
        ),
        (
            "bless::keeps_a_met_expectation",
            "a  // error: race on A\nb\n",
            &[(1, "possible read-write race on A: ...")],
            "a  // error: race on A\nb\n",
        ),
        (
            "bless::pins_at_the_end_where_the_line_is_busy",
            "a  // note: here\nb \\\nc\n",
            &[(1, "x: 1"), (2, "y: 2")],
            "a  // note: here\nb \\\nc\n// error@1: x\n// error@2: y\n",
        ),
        (
            "bless::pins_each_kind_once",
            "a\n",
            &[(1, "x: 1"), (1, "x: 2"), (1, "y: 3")],
            "a  // error: x\n// error@1: y\n",
        ),
    ];
    cases
        .into_iter()
        .map(|(name, text, diagnostics, want)| {
            let reported: Vec<Reported> = diagnostics
                .iter()
                .map(|&(line, message)| Reported::at(line, "verify", message))
                .chain([Reported::at(1, "check", "another phase: ignored")])
                .collect();
            Trial::test(name, move || {
                let got = rewritten(text, "verify", &reported)?;
                if got == want {
                    Ok(())
                } else {
                    Err(format!("got:\n{got}\nwanted:\n{want}").into())
                }
            })
        })
        .collect()
}
