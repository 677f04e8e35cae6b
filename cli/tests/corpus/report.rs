//! What `ivl` reported (its `--diagnostics=short` output, read back), and
//! how it differs from a file's expectations.

use crate::expect::LineDirectives;

#[derive(Debug)]
pub struct Reported {
    /// The line in the `.ivl` file (for a diagnostic at a front end's
    /// position: from its `in the IVL` note).
    pub line: usize,
    /// `FILE:LINE:COL` of a front end's position (`{:source}`).
    pub source: Option<String>,
    pub phase: String,
    pub message: String,
    pub notes: Vec<(usize, String)>,
    pub help: Vec<String>,
}

impl Reported {
    /// A diagnostic with only a line, a phase and a message.
    pub fn at(line: usize, phase: &str, message: &str) -> Reported {
        Reported {
            line,
            source: None,
            phase: phase.to_string(),
            message: message.to_string(),
            notes: Vec::new(),
            help: Vec::new(),
        }
    }
}

/// Diagnostics `PATH:LINE:COL: error[PHASE]: MESSAGE` of `stderr`, each
/// with its indented `PATH:LINE:COL: note: TEXT` and `help: TEXT` lines. A
/// diagnostic at a front end's position (another file) gets its line from
/// its `PATH:LINE:COL: note: in the IVL` line.
pub fn reported(stderr: &str, path: &str) -> Vec<Reported> {
    let mut out: Vec<Reported> = Vec::new();
    for l in stderr.lines() {
        if let Some(help) = l.strip_prefix("  help: ") {
            if let Some(last) = out.last_mut() {
                last.help.push(help.to_string());
            }
            continue;
        }
        let indented = l.starts_with("  ");
        let l = l.trim_start();
        if indented {
            let Some((at, note)) = l.split_once(": note: ") else {
                continue;
            };
            let Some((file, line)) = file_and_line(at) else {
                continue;
            };
            if let (Some(last), true) = (out.last_mut(), file == path) {
                if note == "in the IVL" {
                    last.line = line;
                } else {
                    last.notes.push((line, note.to_string()));
                }
            }
            continue;
        }
        let Some((at, rest)) = l.split_once(": error[") else {
            continue;
        };
        let Some((phase, message)) = rest.split_once("]: ") else {
            continue;
        };
        let Some((file, line)) = file_and_line(at) else {
            continue;
        };
        let (line, source) = if file == path {
            (line, None)
        } else {
            (0, Some(at.to_string()))
        };
        out.push(Reported {
            line,
            source,
            phase: phase.to_string(),
            message: message.to_string(),
            notes: Vec::new(),
            help: Vec::new(),
        });
    }
    out
}

/// `FILE:LINE:COL` split into the file and the line.
fn file_and_line(at: &str) -> Option<(&str, usize)> {
    let mut parts = at.rsplitn(3, ':');
    let _col = parts.next()?;
    let line = parts.next()?.parse().ok()?;
    Some((parts.next()?, line))
}

/// What differs between the diagnostics `got` and the line directives:
/// every directive must be met, and every diagnostic must be of `phase`
/// and expected on its line.
pub fn compare(lines: &LineDirectives, phase: Option<&str>, got: &[Reported]) -> Vec<String> {
    let mut problems = Vec::new();
    for n in &lines.notes {
        if !got
            .iter()
            .flat_map(|r| &r.notes)
            .any(|(line, text)| *line == n.line && text.contains(&n.fragment))
        {
            problems.push(format!(
                "line {}: missing note containing `{}`",
                n.line, n.fragment
            ));
        }
    }
    for c in &lines.counterexamples {
        if !got
            .iter()
            .any(|r| r.line == c.line && r.help.iter().any(|h| h.contains(&c.fragment)))
        {
            problems.push(format!(
                "line {}: no counterexample containing `{}`",
                c.line, c.fragment
            ));
        }
    }
    for e in &lines.sources {
        if !got.iter().any(|r| {
            r.line == e.line && r.source.as_deref().is_some_and(|s| s.contains(&e.fragment))
        }) {
            problems.push(format!(
                "line {}: no error reported at source position `{}`",
                e.line, e.fragment
            ));
        }
    }
    for r in got {
        if phase != Some(r.phase.as_str()) {
            problems.push(format!(
                "line {}: unexpected {} error: {}",
                r.line, r.phase, r.message
            ));
        } else if !lines
            .errors
            .iter()
            .any(|e| e.line == r.line && r.message.contains(&e.fragment))
        {
            problems.push(format!("line {}: unexpected error: {}", r.line, r.message));
        }
    }
    for e in &lines.errors {
        if !got
            .iter()
            .any(|r| r.line == e.line && r.message.contains(&e.fragment))
        {
            problems.push(format!(
                "line {}: missing error containing `{}`",
                e.line, e.fragment
            ));
        }
    }
    problems
}
