//! VC generation scales linearly: generated implementations of 1k, 10k and
//! 100k statements (chains of `if`s, assignments and map updates), timed
//! from parsed program to SMT-LIB text, with the VC's size.
//! Run with `cargo bench -p ivl --bench vc_scaling`.

use std::fmt::Write;
use std::time::{Duration, Instant};

use ivl::pipeline;
use ivl::syntax::span::FileId;
use ivl::verify::vc_texts;

/// One implementation whose body has `statements` statements: groups of an
/// `if` with assignments in both branches, a map update and an assertion.
fn generate(statements: usize) -> String {
    let mut src = String::from(
        "var M: [int]int;\nprocedure Chain(n: int) returns (x: int, y: int)\n  modifies M;\n{\n",
    );
    let groups = statements / 5;
    for i in 0..groups {
        writeln!(
            src,
            "  if (x > {i}) {{ x := x - 1; }} else {{ y := y + x; }}\n  M[x] := y;\n  assert M[x] == y;"
        )
        .unwrap();
    }
    src.push_str("}\n");
    src
}

fn main() {
    println!("statements  vc-gen (median of 5)  vc bytes  bytes/statement  us/statement");
    for statements in [1_000, 10_000, 100_000] {
        let src = generate(statements);
        let checked =
            pipeline::check(FileId(0), &src).unwrap_or_else(|_| panic!("generated program checks"));
        let mut times: Vec<Duration> = Vec::new();
        let mut size = 0;
        for _ in 0..5 {
            let start = Instant::now();
            let (_, vcs) = vc_texts(&checked);
            times.push(start.elapsed());
            size = vcs.iter().map(|(_, text)| text.len()).sum();
        }
        times.sort();
        let median = times[2];
        println!(
            "{statements:>10}  {:>18.1} ms  {size:>8}  {:>15.1}  {:>12.2}",
            median.as_secs_f64() * 1e3,
            size as f64 / statements as f64,
            median.as_secs_f64() * 1e6 / statements as f64
        );
    }
}
