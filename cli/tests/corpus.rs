//! The corpus harness: runs every `.ivl` file under `tests/` through the
//! `ivl` binary and compares the outcome with the expectations written in
//! the file (see `tests/README.md`). Every failing file is listed.

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
    /// `None` for `ok`, else the phase name (`parse`, `resolve`, ...).
    phase: Option<String>,
    errors: Vec<Expectation>,
}

#[derive(Debug)]
struct Reported {
    line: usize,
    phase: String,
    message: String,
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
        } else if p.extension().is_some_and(|e| e == "ivl") {
            out.push(p);
        }
    }
}

fn parse_test(path: &Path) -> Result<TestFile, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut args = None;
    let mut phase = None;
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("// test:") {
            args = Some(
                rest.split_whitespace()
                    .map(String::from)
                    .collect::<Vec<_>>(),
            );
        } else if let Some(rest) = trimmed.strip_prefix("// expect:") {
            phase = Some(match rest.trim() {
                "ok" => None,
                other => match other.strip_suffix(" error") {
                    Some(p @ ("parse" | "resolve" | "type" | "program")) => Some(p.to_string()),
                    _ => return Err(format!("line {}: unknown expectation `{other}`", i + 1)),
                },
            });
        }
        if let Some(at) = line.find("// error@") {
            let rest = &line[at + "// error@".len()..];
            let (n, fragment) = rest
                .split_once(':')
                .ok_or_else(|| format!("line {}: `// error@LINE: text` expected", i + 1))?;
            let n = n
                .trim()
                .parse()
                .map_err(|_| format!("line {}: bad line number `{n}`", i + 1))?;
            errors.push(Expectation {
                line: n,
                fragment: fragment.trim().to_string(),
            });
        } else if let Some(at) = line.find("// error:") {
            errors.push(Expectation {
                line: i + 1,
                fragment: line[at + "// error:".len()..].trim().to_string(),
            });
        }
    }
    let args = args.ok_or("no `// test:` line")?;
    let phase = phase.ok_or("no `// expect:` line")?;
    if phase.is_none() && !errors.is_empty() {
        return Err("`// expect: ok` with `// error:` expectations".into());
    }
    if phase.is_some() && errors.is_empty() {
        return Err("an error outcome needs at least one `// error:` line".into());
    }
    Ok(TestFile {
        path: path.to_path_buf(),
        args,
        phase,
        errors,
    })
}

/// Diagnostic lines `PATH:LINE:COL: error[PHASE]: MESSAGE` of `stderr`.
fn reported(stderr: &str, path: &str) -> Vec<Reported> {
    let prefix = format!("{path}:");
    stderr
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix(&prefix)?;
            let (line, rest) = rest.split_once(':')?;
            let (_col, rest) = rest.split_once(": error[")?;
            let (phase, message) = rest.split_once("]: ")?;
            Some(Reported {
                line: line.parse().ok()?,
                phase: phase.to_string(),
                message: message.to_string(),
            })
        })
        .collect()
}

fn run(test: &TestFile) -> Result<(), String> {
    let path = test.path.to_str().expect("utf-8 path");
    let output = Command::new(env!("CARGO_BIN_EXE_ivl"))
        .args(&test.args)
        .arg("--diagnostics=short")
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run ivl: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let code = output.status.code();
    let expected_code = if test.phase.is_some() { 2 } else { 0 };
    let mut problems = Vec::new();
    if code != Some(expected_code) {
        problems.push(format!("exit code {code:?}, expected {expected_code}"));
    }
    let got = reported(&stderr, path);
    for r in &got {
        if test.phase.as_deref() != Some(r.phase.as_str()) {
            problems.push(format!(
                "line {}: unexpected {} error: {}",
                r.line, r.phase, r.message
            ));
        } else if !test
            .errors
            .iter()
            .any(|e| e.line == r.line && r.message.contains(&e.fragment))
        {
            problems.push(format!("line {}: unexpected error: {}", r.line, r.message));
        }
    }
    for e in &test.errors {
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
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\n  --- ivl said:\n{}",
            problems.join("\n"),
            indent(&stderr)
        ))
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}

#[test]
fn corpus() {
    let mut files = Vec::new();
    collect(&corpus_root(), &mut files);
    assert!(!files.is_empty(), "no .ivl files under tests/");
    let queue = Mutex::new(files.clone());
    let failures = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let Some(path) = queue.lock().unwrap().pop() else {
                    break;
                };
                let result = parse_test(&path).and_then(|t| run(&t));
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
