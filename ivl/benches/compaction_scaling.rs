//! The modular stream-compaction check (tests/gpu/verify/ok/
//! stream_compaction.ivl: the prefix sum summarised by its monotonic
//! specification) at 2^2, 2^8, 2^16 and 2^31 threads. The two-thread
//! reduction makes its cost independent of the thread count; the
//! barrier-invariants paper reports about 1.4 s, flat, for GPUVerify.
//! Needs z3 (`scripts/setup.sh`).
//! Run with `cargo bench -p ivl --bench compaction_scaling`.

use std::time::Instant;

mod common;

use ivl::observe::Silent;
use ivl::pipeline;
use ivl::syntax::span::{SourceFile, SourceMap};
use ivl::verify;

const RUNS: usize = 40;

fn main() {
    let root = common::root();
    let options = common::options();
    let path = root.join("tests/gpu/verify/ok/stream_compaction.ivl");
    let text = std::fs::read_to_string(&path).expect("the stream compaction kernel");
    const LOGS: [u32; 4] = [2, 8, 16, 31];
    // The sizes take turns, so that the machine's drift affects them alike.
    let mut times = vec![Vec::new(); LOGS.len()];
    for _ in 0..RUNS {
        for (k, log) in LOGS.iter().enumerate() {
            let start = Instant::now();
            let mut sources = SourceMap::new();
            let file = sources.add(SourceFile::new("stream_compaction.ivl", text.clone()));
            let kernel = ivl::gpu::Options {
                group_size: Some(vec![(1u64 << log) as u32]),
                ..ivl::gpu::Options::default()
            };
            let settings = common::settings(&options, kernel);
            let Ok(verdict) = pipeline::verify(&sources, file, &settings, &Silent) else {
                panic!("a valid kernel program")
            };
            let report = verdict.report;
            let verified = report
                .implementations
                .iter()
                .all(|r| matches!(r.outcome, verify::Outcome::Verified));
            assert!(verified, "stream compaction must verify at 2^{log} threads");
            times[k].push(start.elapsed());
        }
    }
    println!("threads        median of {RUNS} (whole pipeline, one job)");
    let mut medians = Vec::new();
    for (k, log) in LOGS.iter().enumerate() {
        times[k].sort();
        let median = times[k][RUNS / 2];
        medians.push(median);
        println!(
            "2^{log:<2} {:>10}  {:>8.1} ms",
            1u64 << log,
            median.as_secs_f64() * 1e3
        );
    }
    let ratio = medians[3].as_secs_f64() / medians[0].as_secs_f64();
    println!("2^31 / 2^2:       {ratio:>8.2}x (target: within 1.2x)");
}
