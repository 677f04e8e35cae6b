//! Where `ivl verify`'s time goes over the corpus (`tests/**/*.ivl` that
//! verify, kernels through their reduction): our own time (parsing,
//! checking, the reduction, VC generation, reading models into reports)
//! against the solver's. Needs z3 (`scripts/setup.sh`).
//! Run with `cargo bench -p ivl --bench verify_corpus`.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

mod common;

use ivl::pipeline;
use ivl::verify;

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

fn main() {
    let root = common::root();
    let options = common::options();
    let mut files = Vec::new();
    collect(&root.join("tests"), &mut files);
    let (mut front, mut own, mut solver_time) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    let (mut verified_files, mut impls) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable corpus file");
        if !text.lines().any(|l| l.trim() == "// test: verify") {
            continue;
        }
        let start = Instant::now();
        let mut sources = ivl::syntax::span::SourceMap::new();
        let file = sources.add(ivl::syntax::span::SourceFile::new("corpus", text.clone()));
        let Ok(checked) = pipeline::check(file, &text) else {
            continue;
        };
        // Kernel programs are verified through their two-thread reduction.
        let checked = if checked.globals.gpu_use.is_some() {
            match pipeline::lower(&checked, &ivl::gpu::Options::default(), &sources) {
                Ok(lowered) => lowered,
                Err(_) => continue,
            }
        } else {
            checked
        };
        front += start.elapsed();
        let report = verify::verify(&checked, &options, None);
        verified_files += 1;
        for r in &report.implementations {
            impls += 1;
            own += r.own_time;
            solver_time += r.solver_time;
        }
    }
    let ours = front + own;
    println!("files verified:         {verified_files} ({impls} implementations)");
    println!(
        "parse, check, reduce:   {:>9.1} ms",
        front.as_secs_f64() * 1e3
    );
    println!(
        "VC generation + report: {:>9.1} ms",
        own.as_secs_f64() * 1e3
    );
    println!(
        "own time, total:        {:>9.1} ms",
        ours.as_secs_f64() * 1e3
    );
    println!(
        "solver time:            {:>9.1} ms",
        solver_time.as_secs_f64() * 1e3
    );
    println!(
        "own / solver:           {:>9.1} %",
        100.0 * ours.as_secs_f64() / solver_time.as_secs_f64().max(1e-9)
    );
}
