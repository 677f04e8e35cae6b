//! The expectations a corpus file writes about itself (tests/README.md).

use std::path::Path;

#[derive(Debug)]
pub struct Expectation {
    pub line: usize,
    pub fragment: String,
}

#[derive(Debug)]
pub struct TestFile {
    pub args: Vec<String>,
    /// `None` for `ok`, `verified` and `bounded`, else the phase name (`parse`,
    /// `resolve`, ..., `verify`).
    pub phase: Option<String>,
    pub exit_code: i32,
    pub lines: LineDirectives,
    /// `// summary:` text that standard output must contain.
    pub summary: Option<String>,
}

/// The directives that pin diagnostics to lines.
#[derive(Debug, Default)]
pub struct LineDirectives {
    pub errors: Vec<Expectation>,
    /// `// note:` lines: a related location of some diagnostic.
    pub notes: Vec<Expectation>,
    /// `// cex:` lines: the counterexample of the diagnostic on that line.
    pub counterexamples: Vec<Expectation>,
    pub sources: Vec<Expectation>,
}

pub fn parse_test(path: &Path) -> Result<TestFile, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut args = None;
    let mut phase = None;
    let mut exit_code = 0;
    let mut summary = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("// test:") {
            args = Some(
                rest.split_whitespace()
                    .map(String::from)
                    .collect::<Vec<_>>(),
            );
        } else if let Some(rest) = trimmed.strip_prefix("// expect:") {
            (phase, exit_code) = match rest.trim() {
                "ok" | "verified" => (Some(None), 0),
                "verify errors" => (Some(Some("verify".to_string())), 1),
                "no verdict" => (Some(Some("verify".to_string())), 3),
                // Bounded checking found nothing: no error, exit code 3.
                "bounded" => (Some(None), 3),
                other => match other.strip_suffix(" error") {
                    Some(p @ ("parse" | "resolve" | "type" | "program")) => {
                        (Some(Some(p.to_string())), 2)
                    }
                    _ => return Err(format!("line {}: unknown expectation `{other}`", i + 1)),
                },
            };
        } else if let Some(rest) = trimmed.strip_prefix("// summary:") {
            summary = Some(rest.trim().to_string());
        }
    }
    let lines = line_directives(&text)?;
    let args = args.ok_or("no `// test:` line")?;
    let phase = phase.ok_or("no `// expect:` line")?;
    if phase.is_none() && !lines.errors.is_empty() {
        return Err("`// expect: ok` with `// error:` expectations".into());
    }
    if phase.is_some() && lines.errors.is_empty() {
        return Err("an error outcome needs at least one `// error:` line".into());
    }
    Ok(TestFile {
        args,
        phase,
        exit_code,
        lines,
        summary,
    })
}

/// The `// error:`, `// note:`, `// cex:` and `// source:` directives of
/// a test file.
pub fn line_directives(text: &str) -> Result<LineDirectives, String> {
    let mut found = LineDirectives::default();
    for (i, line) in text.lines().enumerate() {
        for (tag, list) in [
            ("// error", &mut found.errors),
            ("// note", &mut found.notes),
            ("// cex", &mut found.counterexamples),
            ("// source", &mut found.sources),
        ] {
            if let Some(e) = expectation(line, i + 1, tag)? {
                list.push(e);
            }
        }
    }
    Ok(found)
}

/// `TAG: FRAGMENT` at the end of line `line`, or `TAG@N: FRAGMENT` for
/// line N.
pub fn expectation(text: &str, line: usize, tag: &str) -> Result<Option<Expectation>, String> {
    let Some(at) = text.find(tag) else {
        return Ok(None);
    };
    let rest = &text[at + tag.len()..];
    if let Some(fragment) = rest.strip_prefix(':') {
        return Ok(Some(Expectation {
            line,
            fragment: fragment.trim().to_string(),
        }));
    }
    let Some(rest) = rest.strip_prefix('@') else {
        return Ok(None);
    };
    let (n, fragment) = rest
        .split_once(':')
        .ok_or_else(|| format!("line {line}: `{tag}@LINE: text` expected"))?;
    let n = n
        .trim()
        .parse()
        .map_err(|_| format!("line {line}: bad line number `{n}`"))?;
    Ok(Some(Expectation {
        line: n,
        fragment: fragment.trim().to_string(),
    }))
}

/// A CUDA or OpenCL kernel with GPUVerify's header: `//pass` or
/// `//xfail:CODE`, then `//FLAGS`, then `//REGEX` lines that the output
/// must match.
pub struct KernelTest {
    pub flags: Vec<String>,
    pub exit_code: i32,
    pub patterns: Vec<regex::Regex>,
    /// `// error:` (and `// cex:`) at C lines: when there is one, every
    /// reported error must be expected at its line.
    pub lines: LineDirectives,
}

pub fn parse_kernel_test(path: &Path) -> Result<KernelTest, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut lines = text.lines();
    let verdict = lines.next().unwrap_or("").trim().to_ascii_lowercase();
    let exit_code = match verdict.as_str() {
        "//pass" => 0,
        "//xfail:not_all_verified" => 1,
        v if v.starts_with("//xfail:") => 2,
        _ => return Err("line 1: `//pass` or `//xfail:CODE` expected".into()),
    };
    let dir = path
        .parent()
        .unwrap_or(Path::new("."))
        .display()
        .to_string();
    let flags = lines
        .next()
        .and_then(|l| l.strip_prefix("//"))
        .ok_or("line 2: `//` and the flags expected")?
        .split_whitespace()
        .map(|f| f.replace("${KERNEL_DIR}", &dir))
        .collect();
    let mut patterns = Vec::new();
    for line in lines {
        let Some(p) = line.strip_prefix("//").filter(|p| !p.is_empty()) else {
            break;
        };
        patterns.push(regex::Regex::new(p).map_err(|e| format!("bad pattern `{p}`: {e}"))?);
    }
    let lines = line_directives(&text)?;
    if exit_code == 0 && !lines.errors.is_empty() {
        return Err("`//pass` with `// error:` expectations".into());
    }
    Ok(KernelTest {
        flags,
        exit_code,
        patterns,
        lines,
    })
}
