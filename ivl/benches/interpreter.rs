//! `ivl run`'s speed: thread-steps (statements executed) per second on a
//! simple kernel at 1024 threads x 64 groups, for each scheduling policy:
//! a loop over registers, a shared-memory exchange across a barrier, a
//! global write per thread.
//! Run with `cargo bench -p ivl --bench interpreter`.

use ivl::pipeline;
use ivl::syntax::span::{SourceFile, SourceMap};

const KERNEL: &str = "
group_size 1024;
num_groups 64;

global var out: [bv32]bv32;
shared var s: [bv32]bv32;

kernel procedure Simple(n: bv32)
  requires n == 16bv32;
  modifies out, s;
{
  var i, x: bv32;
  i := 0bv32;
  x := local_id.x;
  while (bv32_ult(i, n)) {
    x := bv32_add(bv32_mul(x, 3bv32), i);
    i := bv32_add(i, 1bv32);
  }
  s[local_id.x] := x;
  barrier;
  out[global_id.x] := s[bv32_sub(1023bv32, local_id.x)];
}
";

fn main() {
    let mut sources = SourceMap::new();
    let file = sources.add(SourceFile::new("simple.ivl", KERNEL));
    let checked = pipeline::check(file, KERNEL).expect("a valid kernel program");
    let options = ivl::run::Options {
        kernel: None,
        kernel_args: None,
        group_size: None,
        num_groups: None,
        seed: 1,
        // The three scheduling policies, twice: the first round warms up.
        schedules: 6,
        first_policy: 0,
        max_steps: u64::MAX,
        inputs: None,
        benign: true,
        checks: ivl::gpu::Checks::All,
        race_arrays: None,
        assume_no_overflow: true,
        candidates: false,
        trace: false,
        record: None,
        focus: None,
        stop_at: None,
        model: None,
    };
    let Ok(reports) = ivl::run::run(&checked, &sources, &options) else {
        panic!("the kernel runs")
    };
    let report = &reports[0];
    assert!(report.findings.found.is_empty(), "the kernel is race-free");
    println!("ivl run: 1024 threads x 64 groups, 16 loop iterations per thread, one core");
    for run in &report.runs[3..] {
        println!(
            "  {:22} {:>9} steps in {:>6.3} s: {:>6.1} million thread-steps/s",
            run.policy.name(),
            run.steps,
            run.seconds,
            run.steps as f64 / run.seconds / 1e6
        );
    }
}
