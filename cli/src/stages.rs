//! `ivl verify --dump-after=... [--dump-dir=DIR]`, `--dump-smt=DIR` and
//! `--timings`: what the pipeline's observer does with what it sees.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use ivl_frontend::FrontTimes;

use ivl::observe::{Observer, Stage, Unit};

/// Where a stage's text goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    Stdout,
    /// One file per stage (and implementation) in this directory.
    Dir(PathBuf),
}

/// What to show of each file's pipeline.
#[derive(Clone, Debug, Default)]
pub struct Show {
    pub dumps: Vec<(Stage, Target)>,
    pub timings: bool,
}

/// The observer of one file's pipeline.
pub struct FileObserver<'a> {
    show: &'a Show,
    /// The file's own directory under each `Dir` target, when several files
    /// share one.
    subdir: Option<String>,
    printed: Mutex<Vec<Printed>>,
    errors: Mutex<Vec<String>>,
    times: Mutex<Vec<(Stage, Duration)>>,
}

struct Printed {
    stage: Stage,
    unit: Option<(usize, String)>,
    text: String,
}

impl<'a> FileObserver<'a> {
    /// `subdir`: the directory (named after the file) that its files go in
    /// under a `Dir` target; `None` puts them in the target itself.
    pub fn new(show: &'a Show, subdir: Option<String>) -> FileObserver<'a> {
        FileObserver {
            show,
            subdir,
            printed: Mutex::new(Vec::new()),
            errors: Mutex::new(Vec::new()),
            times: Mutex::new(Vec::new()),
        }
    }

    /// The texts for standard output, in pipeline order (implementations in
    /// declaration order), each after a header comment naming it.
    pub fn stdout_text(&self, file: &str) -> String {
        let mut printed = std::mem::take(&mut *self.printed.lock().expect("no panics"));
        printed.sort_by_key(|p| (p.unit.as_ref().map(|u| u.0), p.stage));
        let mut out = String::new();
        for p in printed {
            let comment = if p.stage == Stage::Smt { ";" } else { "//" };
            out.push_str(&format!("{comment} ---- {} of {file}", p.stage.name()));
            if let Some((_, name)) = &p.unit {
                out.push_str(&format!(", implementation {name}"));
            }
            out.push_str(" ----\n");
            out.push_str(&p.text);
            if !p.text.ends_with('\n') {
                out.push('\n');
            }
        }
        out
    }

    /// Files that could not be written.
    pub fn errors(&self) -> Vec<String> {
        std::mem::take(&mut *self.errors.lock().expect("no panics"))
    }

    /// The `--timings` table: each stage's time (per-implementation stages
    /// summed over the implementations), after `front` (the front end's
    /// time, for a kernel file), and the wall-clock total.
    pub fn timings(
        &self,
        file: &str,
        front: Option<(Duration, FrontTimes)>,
        wall: Duration,
    ) -> String {
        let times = self.times.lock().expect("no panics");
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let mut out = format!("timings of {file} (ms; per implementation stages summed):\n");
        if let Some((front, steps)) = front {
            out.push_str(&format!(
                "  {:<10}{:>10.1}  front end: Clang and lowering\n",
                "translate",
                ms(front)
            ));
            let mb = steps.ast_bytes as f64 / 1e6;
            for (name, spent, work) in [
                (
                    "  clang",
                    steps.clang,
                    format!("Clang, to a JSON AST of {mb:.2} MB"),
                ),
                ("  ast", steps.read, "reading the JSON AST".to_string()),
                (
                    "  lower",
                    steps.lower,
                    "C to kernel IVL, checked".to_string(),
                ),
            ] {
                out.push_str(&format!("  {name:<10}{:>10.1}  {work}\n", ms(spent)));
            }
        }
        for stage in Stage::ALL {
            let spent: Duration = times
                .iter()
                .filter(|(s, _)| *s == stage)
                .map(|(_, d)| *d)
                .sum();
            out.push_str(&format!(
                "  {:<10}{:>10.1}  {}\n",
                stage.name(),
                ms(spent),
                stage.work()
            ));
        }
        out.push_str(&format!(
            "  {:<10}{:>10.1}  wall clock\n",
            "total",
            ms(wall)
        ));
        out
    }

    fn path(&self, dir: &Path, stage: Stage, unit: Option<Unit>) -> PathBuf {
        let dir = match &self.subdir {
            Some(sub) => dir.join(sub),
            None => dir.to_path_buf(),
        };
        let stem = match unit {
            Some(u) => format!("{:03}-{}", u.index, safe_name(u.name)),
            None => stage.name().to_string(),
        };
        dir.join(format!("{stem}.{}", stage.extension()))
    }
}

/// `name` with every character other than ASCII letters, digits and `_`
/// replaced by `_` (spec/ivl.md section 9.7).
fn safe_name(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

impl Observer for FileObserver<'_> {
    fn wants(&self, stage: Stage) -> bool {
        self.show.dumps.iter().any(|(s, _)| *s == stage)
    }

    fn text(&self, stage: Stage, unit: Option<Unit>, text: &str) {
        for (_, target) in self.show.dumps.iter().filter(|(s, _)| *s == stage) {
            match target {
                Target::Stdout => self.printed.lock().expect("no panics").push(Printed {
                    stage,
                    unit: unit.map(|u| (u.index, u.name.to_string())),
                    text: text.to_string(),
                }),
                Target::Dir(dir) => {
                    let path = self.path(dir, stage, unit);
                    let written = path
                        .parent()
                        .map_or(Ok(()), std::fs::create_dir_all)
                        .and_then(|_| std::fs::write(&path, text));
                    if let Err(e) = written {
                        self.errors
                            .lock()
                            .expect("no panics")
                            .push(format!("cannot write {}: {e}", path.display()));
                    }
                }
            }
        }
    }

    fn timed(&self, stage: Stage, time: Duration) {
        if self.show.timings {
            self.times.lock().expect("no panics").push((stage, time));
        }
    }
}
