//! Parse + check throughput on a generated program of about 100,000 lines.
//! Run with `cargo bench -p ivl --bench parse_check`; prints the figures.

use std::fmt::Write;
use std::time::{Duration, Instant};

use ivl::pipeline;
use ivl::syntax::span::FileId;

/// A program of `procedures` procedures, each with contracts, locals, a loop
/// with invariants, conditionals, map updates and calls: 25 lines each.
fn generate(procedures: usize) -> String {
    let mut src = String::from(
        "type Ref;\nconst unique null: Ref;\nvar Heap: [Ref][int]int;\nvar count: int;\n\
         function {:bvbuiltin \"bvadd\"} add8(bv8, bv8) returns (bv8);\n\
         function size(r: Ref): int;\naxiom (forall r: Ref :: {size(r)} size(r) >= 0);\n",
    );
    for i in 0..procedures {
        writeln!(
            src,
            "procedure P{i}(r: Ref, n: int) returns (s: int)
  requires r != null && n >= 0;
  modifies Heap, count;
  ensures s >= 0 && count == old(count) + 1;
{{
  var i: int, b: bv8;
  var m: [int]bool;
  i, s := 0, 0;
  b := add8(b, 1bv8);
  while (i < n)
    invariant 0 <= i && i <= n;
    invariant s >= 0;
  {{
    if (Heap[r][i] > 0) {{
      s := s + Heap[r][i];
    }} else if (m[i]) {{
      Heap[r][i] := 0;
    }} else {{
      m := m[i := true];
    }}
    i := i + 1;
  }}
  count := count + 1;
  call s := P{j}(r, 0);
  assume s >= 0;
}}",
            j = i.saturating_sub(1)
        )
        .unwrap();
    }
    src
}

fn main() {
    let src = generate(4000);
    let lines = src.lines().count();
    let mut times = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let checked = pipeline::check(FileId(0), &src);
        let elapsed = start.elapsed();
        assert!(checked.is_ok(), "the generated program must check");
        drop(checked);
        times.push(elapsed);
    }
    times.sort();
    let median: Duration = times[times.len() / 2];
    println!(
        "parse+check {lines} lines ({:.1} MB): median {:.0} ms, min {:.0} ms over {} runs ({:.0}k lines/s)",
        src.len() as f64 / 1e6,
        median.as_secs_f64() * 1e3,
        times[0].as_secs_f64() * 1e3,
        times.len(),
        lines as f64 / median.as_secs_f64() / 1e3
    );
}
