//! The corpus harness: runs every `.ivl`, `.cu` and `.cl` file under
//! `tests/` through the `ivl` binary and compares the outcome with the
//! expectations written in the file (see `tests/README.md`; kernel files
//! carry GPUVerify's test header). Every failing file is listed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

#[derive(Debug)]
struct Expectation {
    line: usize,
    fragment: String,
}

#[derive(Debug)]
struct TestFile {
    path: PathBuf,
    args: Vec<String>,
    /// `None` for `ok` and `verified`, else the phase name (`parse`,
    /// `resolve`, ..., `verify`).
    phase: Option<String>,
    exit_code: i32,
    lines: LineDirectives,
    /// `// summary:` text that standard output must contain.
    summary: Option<String>,
}

/// The directives that pin diagnostics to lines.
#[derive(Debug, Default)]
struct LineDirectives {
    errors: Vec<Expectation>,
    /// `// note:` lines: a related location of some diagnostic.
    notes: Vec<Expectation>,
    /// `// cex:` lines: the counterexample of the diagnostic on that line.
    counterexamples: Vec<Expectation>,
    sources: Vec<Expectation>,
}

#[derive(Debug)]
struct Reported {
    /// The line in the `.ivl` file (for a diagnostic at a front end's
    /// position: from its `in the IVL` note).
    line: usize,
    /// `FILE:LINE:COL` of a front end's position (`{:source}`).
    source: Option<String>,
    phase: String,
    message: String,
    notes: Vec<(usize, String)>,
    help: Vec<String>,
}

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests")
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "ivl") || is_kernel_test(&p) {
            out.push(p);
        }
    }
}

/// A CUDA or OpenCL test: the kernels under `tests/kernels/` (elsewhere a
/// `.cu` file is the source an `.ivl` test's positions point into).
fn is_kernel_test(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "cu" || e == "cl")
        && path.components().any(|c| c.as_os_str() == "kernels")
}

fn parse_test(path: &Path) -> Result<TestFile, String> {
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
        path: path.to_path_buf(),
        args,
        phase,
        exit_code,
        lines,
        summary,
    })
}

/// The `// error:`, `// note:`, `// cex:` and `// source:` directives of
/// a test file.
fn line_directives(text: &str) -> Result<LineDirectives, String> {
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
fn expectation(text: &str, line: usize, tag: &str) -> Result<Option<Expectation>, String> {
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

/// Diagnostics `PATH:LINE:COL: error[PHASE]: MESSAGE` of `stderr`, each
/// with its indented `PATH:LINE:COL: note: TEXT` and `help: TEXT` lines. A
/// diagnostic at a front end's position (another file) gets its line from
/// its `PATH:LINE:COL: note: in the IVL` line.
fn reported(stderr: &str, path: &str) -> Vec<Reported> {
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

fn run(test: &TestFile) -> Result<(), String> {
    let path = test.path.to_str().expect("utf-8 path");
    let mut command = Command::new(env!("CARGO_BIN_EXE_ivl"));
    let venv_z3 = corpus_root().join("../.venv/bin/z3");
    if std::env::var_os("IVL_Z3").is_none() && venv_z3.is_file() {
        command.env("IVL_Z3", venv_z3);
    }
    let output = command
        .args(&test.args)
        .arg("--diagnostics=short")
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run ivl: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let code = output.status.code();
    let expected_code = test.exit_code;
    let mut problems = Vec::new();
    if code != Some(expected_code) {
        problems.push(format!("exit code {code:?}, expected {expected_code}"));
    }
    if let Some(summary) = &test.summary {
        if !stdout.contains(summary.as_str()) {
            problems.push(format!(
                "standard output lacks `{summary}`: {}",
                stdout.trim()
            ));
        }
    }
    problems.extend(compare(
        &test.lines,
        test.phase.as_deref(),
        &reported(&stderr, path),
    ));
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\n  --- ivl said:\n{}{}",
            problems.join("\n"),
            indent(&stderr),
            indent(&stdout)
        ))
    }
}

/// What differs between the diagnostics `got` and the line directives:
/// every directive must be met, and every diagnostic must be of `phase`
/// and expected on its line.
fn compare(lines: &LineDirectives, phase: Option<&str>, got: &[Reported]) -> Vec<String> {
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

/// A CUDA or OpenCL kernel with GPUVerify's header: `//pass` or
/// `//xfail:CODE`, then `//FLAGS`, then `//REGEX` lines that the output
/// must match.
struct KernelTest {
    path: PathBuf,
    flags: Vec<String>,
    exit_code: i32,
    patterns: Vec<regex::Regex>,
    /// `// error:` (and `// cex:`) at C lines: when there is one, every
    /// reported error must be expected at its line.
    lines: LineDirectives,
}

fn parse_kernel_test(path: &Path) -> Result<KernelTest, String> {
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
        path: path.to_path_buf(),
        flags,
        exit_code,
        patterns,
        lines,
    })
}

fn run_kernel(test: &KernelTest) -> Result<(), String> {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ivl"));
    let venv_z3 = corpus_root().join("../.venv/bin/z3");
    if std::env::var_os("IVL_Z3").is_none() && venv_z3.is_file() {
        command.env("IVL_Z3", venv_z3);
    }
    let output = command
        .arg("verify")
        .args(&test.flags)
        .arg("--diagnostics=short")
        .arg(&test.path)
        .output()
        .map_err(|e| format!("cannot run ivl: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let said = format!("{stderr}{}", String::from_utf8_lossy(&output.stdout));
    let mut problems = Vec::new();
    if !test.lines.errors.is_empty() {
        let path = test.path.to_str().expect("utf-8 path");
        problems.extend(compare(
            &test.lines,
            Some("verify"),
            &reported(&stderr, path),
        ));
    }
    if output.status.code() != Some(test.exit_code) {
        problems.push(format!(
            "exit code {:?}, expected {}",
            output.status.code(),
            test.exit_code
        ));
    }
    for p in &test.patterns {
        if !p.is_match(&said) {
            problems.push(format!("no match for `{}`", p.as_str()));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\n  --- ivl said:\n{}",
            problems.join("\n"),
            indent(&said)
        ))
    }
}

fn run_file(path: &Path) -> Result<(), String> {
    if path.extension().is_some_and(|e| e == "ivl") {
        parse_test(path).and_then(|t| run(&t))
    } else {
        parse_kernel_test(path).and_then(|t| run_kernel(&t))
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}

#[test]
fn corpus() {
    let mut files = Vec::new();
    collect(&corpus_root(), &mut files);
    assert!(!files.is_empty(), "no test files under tests/");
    let queue = Mutex::new(files.clone());
    let failures = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let Some(path) = queue.lock().unwrap().pop() else {
                    break;
                };
                let result = run_file(&path);
                if let Err(why) = result {
                    failures
                        .lock()
                        .unwrap()
                        .push(format!("{}: {why}", path.display()));
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    println!("corpus: {} files, {} failed", files.len(), failures.len());
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}
