//! `IVL_BLESS=1`: a failing file's `// error:` expectations rewritten to
//! what `ivl` reported. Verdicts (`// expect:`, `//pass`, `//xfail:`) are
//! never touched: a changed verdict is a decision, made by hand.

use std::path::Path;

use crate::expect::line_directives;
use crate::report::Reported;

/// The directives a line may carry at its end.
const TAGS: [&str; 4] = ["// error", "// note", "// cex", "// source"];

/// Rewrites `path` so that its `// error:` lines expect exactly the
/// diagnostics `reported` of `phase`: stale trailing expectations are
/// dropped, and each diagnostic not expected gets `// error: KIND` at the
/// end of its line (or `// error@LINE: KIND` at the end of the file, where
/// the line carries a directive already or continues on the next). `KIND`
/// is the message up to its first `: `, e.g. `possible write-write race on
/// A`.
pub fn rewrite(path: &Path, phase: &str, reported: &[Reported]) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let directives = line_directives(&text)?;
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let matches = |line: usize, fragment: &str| {
        reported
            .iter()
            .any(|r| r.phase == phase && r.line == line && r.message.contains(fragment))
    };
    for e in &directives.errors {
        if matches(e.line, &e.fragment) {
            continue;
        }
        let Some(text) = lines.get_mut(e.line - 1) else {
            return Err(format!("line {}: a stale `// error@` line", e.line));
        };
        match text.find("// error:") {
            Some(at) => text.truncate(text[..at].trim_end().len()),
            None => {
                return Err(format!(
                    "line {}: a stale `// error@{}:` expectation; remove it by hand",
                    e.line, e.line
                ))
            }
        }
    }
    let mut appended = Vec::new();
    for r in reported.iter().filter(|r| r.phase == phase) {
        if r.line == 0 {
            return Err(format!(
                "`{}` has no line in {} to pin",
                r.message,
                path.display()
            ));
        }
        let kind = r.message.split(": ").next().unwrap_or(&r.message);
        let expected = directives
            .errors
            .iter()
            .any(|e| e.line == r.line && r.message.contains(&e.fragment));
        let blessed = appended
            .iter()
            .any(|(l, m)| *l == r.line && *m == r.message);
        if expected || blessed {
            continue;
        }
        let Some(text) = lines.get_mut(r.line - 1) else {
            return Err(format!("line {}: beyond the end of the file", r.line));
        };
        let busy = TAGS.iter().any(|t| text.contains(t)) || text.trim_end().ends_with('\\');
        let already = appended.iter().any(|(l, _)| *l == r.line);
        if busy || already {
            lines.push(format!("// error@{}: {kind}", r.line));
        } else {
            text.push_str(&format!("  // error: {kind}"));
        }
        appended.push((r.line, kind));
    }
    let mut out = lines.join("\n");
    out.push('\n');
    std::fs::write(path, out).map_err(|e| e.to_string())
}
