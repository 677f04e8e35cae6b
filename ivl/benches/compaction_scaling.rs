//! The modular stream-compaction check (tests/gpu/verify/ok/
//! stream_compaction.ivl: the prefix sum summarised by its monotonic
//! specification) at 2^2, 2^8, 2^16 and 2^31 threads. The two-thread
//! reduction makes its cost independent of the thread count; the
//! barrier-invariants paper reports about 1.4 s, flat, for GPUVerify.
//! Needs z3 (`scripts/setup.sh`).
//! Run with `cargo bench -p ivl --bench compaction_scaling`.

use std::time::Instant;

mod common;

use ivl::pipeline;
use ivl::syntax::span::{SourceFile, SourceMap};
use ivl::verify;

const RUNS: usize = 40;

fn main() {
    let root = common::root();
    let options = common::options();
    let path = root.join("tests/gpu/verify/ok/stream_compaction.ivl");
    let text = std::fs::read_to_string(&path).expect("the stream compaction kernel");
    let mut medians = Vec::new();
    println!("threads        median of {RUNS} (whole pipeline, one job)");
    for log in [2u32, 8, 16, 31] {
        let threads = 1u64 << log;
        let mut times = Vec::new();
        for _ in 0..RUNS {
            let start = Instant::now();
            let mut sources = SourceMap::new();
            let file = sources.add(SourceFile::new("stream_compaction.ivl", text.clone()));
            let checked = pipeline::check(file, &text).expect("a valid kernel program");
            let kernel = ivl::gpu::Options {
                group_size: Some(vec![threads as u32]),
                ..ivl::gpu::Options::default()
            };
            let lowered = pipeline::lower(&checked, &kernel, &sources).expect("a reduction");
            let report = verify::verify(&lowered, &options);
            let verified = report
                .implementations
                .iter()
                .all(|r| matches!(r.outcome, verify::Outcome::Verified));
            assert!(verified, "stream compaction must verify at 2^{log} threads");
            times.push(start.elapsed());
        }
        times.sort();
        let median = times[RUNS / 2];
        medians.push(median);
        println!(
            "2^{log:<2} {threads:>10}  {:>8.1} ms",
            median.as_secs_f64() * 1e3
        );
    }
    let ratio = medians[3].as_secs_f64() / medians[0].as_secs_f64();
    println!("2^31 / 2^2:       {ratio:>8.2}x (target: within 1.2x)");
}
