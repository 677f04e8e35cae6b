//! Where `ivl verify`'s time goes over the corpus (`tests/**/*.ivl` that
//! verify, kernels through their reduction), stage by stage as the
//! pipeline's observer sees them: our own time against the solver's.
//! Needs z3 (`scripts/setup.sh`).
//! Run with `cargo bench -p ivl --bench verify_corpus`.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

mod common;

use ivl::observe::{Observer, Stage};
use ivl::pipeline;

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.map(|e| e.expect("entry").path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "ivl") {
            out.push(p);
        }
    }
}

/// Each stage's time, summed over the corpus.
#[derive(Default)]
struct Times(Mutex<Vec<(Stage, Duration)>>);

impl Observer for Times {
    fn timed(&self, stage: Stage, time: Duration) {
        self.0.lock().expect("no panics").push((stage, time));
    }
}

fn main() {
    let root = common::root();
    let options = common::options();
    let settings = common::settings(&options, ivl::gpu::Options::default());
    let mut files = Vec::new();
    collect(&root.join("tests"), &mut files);
    let times = Times::default();
    let (mut verified_files, mut impls) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable corpus file");
        if !text.lines().any(|l| l.trim() == "// test: verify") {
            continue;
        }
        let mut sources = ivl::syntax::span::SourceMap::new();
        let file = sources.add(ivl::syntax::span::SourceFile::new("corpus", text));
        let Ok(verdict) = pipeline::verify(&sources, file, &settings, &times) else {
            continue;
        };
        verified_files += 1;
        impls += verdict.report.implementations.len();
    }
    let times = times.0.into_inner().expect("no panics");
    let spent = |stage: Stage| -> Duration {
        times
            .iter()
            .filter(|(s, _)| *s == stage)
            .map(|(_, d)| *d)
            .sum()
    };
    println!("files verified: {verified_files} ({impls} implementations)");
    let mut ours = Duration::ZERO;
    for stage in Stage::ALL {
        if stage == Stage::Confirm {
            continue;
        }
        println!(
            "  {:<8} {:>9.1} ms  {}",
            stage.name(),
            spent(stage).as_secs_f64() * 1e3,
            stage.work()
        );
        if stage != Stage::Solve {
            ours += spent(stage);
        }
    }
    let solver = spent(Stage::Solve);
    println!("own time, total: {:>9.1} ms", ours.as_secs_f64() * 1e3);
    println!(
        "own / solver:    {:>9.1} %",
        100.0 * ours.as_secs_f64() / solver.as_secs_f64().max(1e-9)
    );
}
