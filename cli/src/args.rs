//! Command-line arguments.

use crate::render::Format;
use ivl::gpu::Checks;

pub const HELP: &str = "\
ivl: a verifier toolchain for GPU kernels, built around a Boogie-style IVL

Usage: ivl <COMMAND> [OPTIONS] FILE...

Commands:
  check    Parse, resolve and type-check IVL files
  fmt      Print IVL files in canonical form (keeps comments)
  verify   Prove or refute every implementation with an SMT solver
  lower    Print a kernel program's two-thread reduction as core IVL
  translate  Print the kernel IVL of a CUDA (.cu) or OpenCL (.cl) kernel
  run      Execute a kernel on a concrete launch and report races,
           barrier divergence and failing assertions

Options:
  --diagnostics=human|short  How to print problems: annotated source
                             snippets (default), or one line each as
                             file:line:col: error[phase]: message
  -h, --help                 Print help (also `ivl <COMMAND> --help`)
  -V, --version              Print the version

A FILE of `-` reads standard input.

Exit codes:
  0  ok (checked, formatted, verified; `run`: no defect found)
  1  verification failure (for `fmt --check`: a file is not formatted;
     for `run`: a defect found)
  2  input error: usage, parse, resolution, type or unsupported construct
  3  solver failure or timeout: no verdict; `verify --loop-unwind`: no
     failure within the bound, which proves nothing (`run`: step budget
     exhausted, or every run discarded)

Examples:
  ivl verify tests/verify/ok/tour.ivl
  ivl check tests/core/ok/frame.ivl
  ivl check --diagnostics=short a.ivl b.ivl
  ivl fmt proof.ivl > proof.formatted.ivl
  ivl fmt --write proof.ivl
  cat proof.ivl | ivl fmt -
";

pub const CHECK_HELP: &str = "\
ivl check: parse, resolve and type-check IVL files

Usage: ivl check [--diagnostics=human|short] FILE...

Reports every error of the first phase that finds one (parse, resolve,
type, program), like Boogie. Exit code 0 if every file checks, 2 otherwise.

Examples:
  ivl check kernel.ivl
  ivl check --diagnostics=short *.ivl
";

pub const FMT_HELP: &str = "\
ivl fmt: print IVL files in canonical form

Usage: ivl fmt [--check | --write] [--diagnostics=human|short] FILE...

Without an option the formatted text goes to standard output. Comments and
single blank lines between statements are kept. Formatting is idempotent,
and the result parses to the same program.

Options:
  --check  Print nothing; exit 1 if some file is not in canonical form
  --write  Rewrite the files in place

Examples:
  ivl fmt proof.ivl
  ivl fmt --write proof.ivl
  ivl fmt --check tests/**/*.ivl
";

pub const VERIFY_HELP: &str = "\
ivl verify: prove or refute every implementation with an SMT solver

Usage: ivl verify [OPTIONS] FILE...

Checks each implementation against its procedure's contract: assertions,
preconditions of calls, postconditions, loop invariants. Each failure is
reported at its source position with the values that make it fail and the
path taken; the output ends with Boogie's summary line
`ivl finished with N verified, M errors`.

Options:
  --solver=z3|cvc5       The solver (default z3)
  --solver-path=PATH     Its executable (default: $IVL_Z3 or $IVL_CVC5, then
                         PATH, then .venv/bin where scripts/setup.sh puts z3)
  --timeout=SECONDS      Limit per solver check (default 30)
  --error-limit=N        Failures reported per implementation (default 5)
  --jobs=N               Implementations checked in parallel (default: cores)
  --dump-smt=DIR         Write each implementation's query to DIR as a
                         self-contained .smt2 file (`z3 FILE`, or `cvc5
                         FILE` under --solver=cvc5, replays it)
  --dump-after=STAGES    Print the program after each stage named, on
                         standard output: kernel (as checked), reduced (the
                         two-thread reduction), inferred (the reduction with
                         the invariants inference kept), and per
                         implementation cfg (basic blocks, loops cut),
                         passive (single assignment), smt (the query);
                         e.g. cfg,passive
  --dump-dir=DIR         Write the --dump-after stages to DIR instead, one
                         file per stage and implementation
  --timings              Print each stage's time on standard error
  --json                 Print a JSON report on standard output (schema in
                         spec/ivl.md) instead of diagnostics
  --no-confirm           Do not replay a kernel's failures with `ivl run`
                         (by default each is executed with the
                         counterexample's launch and inputs, and reported
                         as confirmed by execution or not, with why)
  --witness-dir=DIR      Write each replay's inputs file to DIR (default: the
                         system's temporary directory)
  --show-invariants      Print the loop invariants that inference kept, at
                         each loop, before the summary line
  --loop-unwind=N        Bounded checking: unroll each loop N times instead
                         of cutting it at its invariants. A failure found is
                         an execution; an implementation with loops where
                         none is found is `bounded`, not verified (exit
                         code 3). No invariant is inferred
  --k-induction-depth=K  Verify each loop by k-induction: its first K
                         iterations from entry are checked, and any K
                         iterations that pass the loop's invariants (none
                         needed) and assertions are followed by one that
                         passes them too
Kernel programs (spec/gpu.md):
  --group-size=X[,Y[,Z]] Threads per group (else: every size, or the file's
  --num-groups=X[,Y[,Z]] Groups (same)                `group_size` and
                                                       `num_groups`)
  --no-benign            Report two writes of the same value to an element
                         as a race (tolerated by default)
  --only-races           Check races and barrier divergence only (assume
                         assertions, invariants, postconditions)
  --assume-race-free     Check assertions, invariants, postconditions only
                         (assume no race and no divergence); the two runs
                         together prove what one plain run proves
  --wrapping-noovfl      Do not assume that bvN_add_noovfl (sadd, mul) does
                         not overflow where a kernel computes it
  --allow-id-wrap        Verify launches of 2^32 or more threads in a
                         dimension too (32-bit global ids wrap); assumed
                         fewer by default, and verdicts say so
  --race-arrays=A,B      Check races on these arrays only, assuming the
                         others race-free (verdicts say so)
  --no-race-checks       Assume the kernel race-free: check divergence,
                         assertions and the rest only (verdicts say so)
  --no-infer             Do not infer loop invariants (by default candidate
                         invariants are made for each loop that accesses
                         memory, synchronises or asserts, and Houdini keeps
                         those that hold)
  --omit-infer=RULE,...  Make no candidates by these rules
  --infer-engines=E,...  How candidates are refuted (default sbase,houdini):
                         engines run in stages separated by `,`, side by
                         side (each with its own solver) when joined by
                         `+`; houdini (last), sbase (checked where loops
                         are entered only), sstep (where maintained only),
                         luK (loops unrolled K times), dyn (a kernel run by
                         `ivl run`, first, alone); e.g. houdini,
                         lu1+houdini or dyn,houdini. The invariants kept
                         are the same.
  --infer-only           Infer invariants and print them (as
                         --show-invariants), check nothing else; exit code
                         0 if inference decided every candidate, else 3
  --diagnostics=human|short

Exit codes: 0 all verified, 1 some failure found, 2 input error,
3 no verdict for some implementation (timeout, unknown, solver crash, or
checked within --loop-unwind's bound only).

Examples:
  ivl verify proof.ivl
  ivl verify --timeout=5 --dump-smt=/tmp/vc proof.ivl
  ivl verify --dump-after=cfg,passive --timings proof.ivl
  ivl verify --json --solver=cvc5 proof.ivl
  ivl verify --loop-unwind=3 proof.ivl
";

pub const TRANSLATE_HELP: &str = "\
ivl translate: print the kernel IVL of CUDA and OpenCL kernels

Usage: ivl translate [GPUVERIFY FLAGS] FILE.cu|FILE.cl...

Clang (clang-19, or $IVL_CLANG) parses the file with ivl's own cuda.h or
opencl.h, which provide GPUVerify's annotation API; the front end prints the
kernel IVL that `ivl verify FILE` checks, with each statement's source
position (spec/frontend.md). Reports of `ivl verify FILE` name lines of
this text as FILE.ivl.

Flags, spelled as GPUVerify spells them:
  --blockDim=X|[X,Y]|[X,Y,Z]   CUDA threads per block (`*`: any)
  --gridDim=...                CUDA blocks per grid
  --local_size=... --num_groups=... --global_size=...   OpenCL
  --kernel=NAME                Only this kernel
  -DNAME[=VALUE], -IDIR        Preprocessor
  --no-inline                  Device functions with a contract are
                               verified by it (others are inlined)
  --only-intra-group           Do not check threads of different groups
  --no-benign-tolerance        Equal-value writes are races too
  --only-divergence, --only-log   Do not check races (divergence and
                               assertions still are)
  --vcgen-opt=/checkArrays:A,B Check races on these arrays only
  --no-annotations, --only-requires   Leave out every annotation (but
                               __requires)
  --global_offset=X|[X,Y]|[X,Y,Z]   OpenCL's global offset
  --cl-std=CL1.2|CL2.0         OpenCL C version (default CL1.2)
  --check-array-bounds         Check every access is within its array
  --boogie-file=F              Add the declarations of a Boogie file
  --clang-opt=OPT              Pass OPT to Clang
  --loop-unwind=N, --findbugs  Bounded checking (`ivl verify
                               --loop-unwind=N`; --findbugs: N = 2 unless
                               given), without inference
  --k-induction-depth=K        Loops verified by k-induction
Other GPUVerify flags are either the default here (--no-infer,
--infer-info, --equality-abstraction, --debug) or rejected with the reason
(spec/frontend.md). A unique prefix of a flag stands for it, as in
GPUVerify (--vcgen-op=...).

Examples:
  ivl translate --blockDim=64 --gridDim=16 kernel.cu
  ivl verify --local_size=64 --num_groups=8 kernel.cl
";

pub const LOWER_HELP: &str = "\
ivl lower: print a kernel program's two-thread reduction as core IVL

Usage: ivl lower [KERNEL OPTIONS] [--no-prelude] [--diagnostics=human|short]
                 FILE...

Kernel options as for `ivl verify`: --group-size=, --num-groups=,
--no-benign, --only-races, --assume-race-free, --wrapping-noovfl,
--allow-id-wrap, --race-arrays=, --no-race-checks. --no-prelude leaves the prelude's declarations out (for
reading: the program needs them to check).

The output (prelude included) is a core IVL program for an arbitrary pair of
distinct threads, instrumented for races and barrier divergence; `ivl verify`
on it gives the kernel's verdict (spec/gpu.md). A core program is printed as
it is.

Examples:
  ivl lower kernel.ivl > kernel.core.ivl
  ivl verify kernel.core.ivl
";

pub const RUN_HELP: &str = "\
ivl run: execute a kernel on a concrete launch, as an oracle

Usage: ivl run [OPTIONS] FILE.ivl|FILE.cu|FILE.cl...

Every thread of every group runs the kernel (the checked program, not the
two-thread reduction), interleaved by a seeded scheduler, on concrete
inputs given or drawn at random so that the kernel's preconditions hold.
Every access to shared and global memory is logged; data races, barrier
divergence and failing assertions, loop and barrier invariants and
contracts are reported with both threads, the values and the source lines
(spec/gpu.md section 8). A run that reaches a false assumption is
discarded and retried with other inputs; it is never a defect.
Uninterpreted functions that an axiom constrains take their values from
z3's model of the axioms.

Options:
  --kernel=NAME            Only this kernel (default: each kernel in turn)
  --kernel-args=K,v1,...   Values of kernel K's parameters, in order
                           (decimal, 0x hex, or * to draw one)
  --group-size=X[,Y[,Z]]   Threads per group, and groups (else: the
  --num-groups=X[,Y[,Z]]   program's declarations, the preconditions, or
                           the defaults 4 and 2, which the output states)
  --inputs=FILE.json       Arguments, memory contents and function values:
                           {\"arguments\": {\"n\": 64}, \"memory\": {\"A\":
                           {\"default\": 0, \"elements\": {\"3\": 7}}},
                           \"functions\": {\"f\": {\"elements\": {\"1\": 2}}}}
  --seed=N                 Seed of inputs and schedules (default: from the
                           clock; printed)
  --schedules=N            Runs, each with its own inputs and scheduling
                           policy (default 3)
  --max-steps=N            Statements executed at most, over all runs
                           (default 50000000); exhausted: exit code 3
  --trace=FILE             Write every access as JSON
  --json                   Print the report as JSON on standard output
  --no-benign              Two writes of the same value race too
  --only-races             Report races and divergence only; an execution
                           where another check fails is discarded, as
                           `verify --only-races` assumes it
  --assume-race-free       Report failing checks only; an execution with a
                           race or divergence is discarded
  --wrapping-noovfl        Do not discard executions where bvN_add_noovfl
                           (sadd, mul) overflows
  --race-arrays=A,B        Report races on these arrays only
  --no-race-checks         Report no races
  --diagnostics=human|short
CUDA and OpenCL files take GPUVerify's flags, as for `ivl verify`
(--blockDim=64 --gridDim=4, --local_size=... --num_groups=..., -DN=8 ...).

Exit codes: 0 no defect found, 1 a defect found, 2 input error (parse,
not executable, bad inputs), 3 no verdict (step budget exhausted, or every
run discarded).

Examples:
  ivl run --group-size=64 --num-groups=2 kernel.ivl
  ivl run --seed=7 --blockDim=64 --gridDim=4 tests/kernels/cuda/stencil_1d_halo_race.cu
  ivl run --kernel-args=K,16,* --inputs=memory.json --trace=trace.json kernel.ivl
";

pub enum Invocation {
    Help(&'static str),
    Version,
    Run(Box<Command>),
}

pub enum Command {
    Check {
        files: Vec<String>,
        format: Format,
    },
    Fmt {
        files: Vec<String>,
        format: Format,
        mode: FmtMode,
    },
    Verify {
        files: Vec<String>,
        format: Format,
        settings: VerifySettings,
        kernel_flags: Vec<String>,
    },
    Lower {
        files: Vec<String>,
        format: Format,
        kernel: ivl::gpu::Options,
        kernel_flags: Vec<String>,
        /// Print the prelude's declarations too (`--no-prelude`: don't).
        prelude: bool,
    },
    Translate {
        files: Vec<String>,
        kernel_flags: Vec<String>,
    },
    Run {
        files: Vec<String>,
        format: Format,
        settings: Box<RunSettings>,
        kernel_flags: Vec<String>,
    },
}

/// The options of `ivl run`.
pub struct RunSettings {
    pub kernel: Option<String>,
    /// `--kernel-args=K,v1,...` as given.
    pub kernel_args: Option<String>,
    pub group_size: Option<Vec<u32>>,
    pub num_groups: Option<Vec<u32>>,
    pub seed: Option<u64>,
    pub schedules: u32,
    pub max_steps: u64,
    pub inputs: Option<String>,
    pub trace: Option<String>,
    pub json: bool,
    pub benign: bool,
    pub checks: ivl::gpu::Checks,
    pub wrapping_noovfl: bool,
    /// `--race-arrays`, `--no-race-checks`: races reported on these only.
    pub race_arrays: Option<std::collections::BTreeSet<String>>,
}

pub struct VerifySettings {
    pub solver: ivl::smt::SolverKind,
    pub solver_path: Option<std::path::PathBuf>,
    pub timeout: std::time::Duration,
    pub error_limit: usize,
    pub jobs: usize,
    /// `--dump-after`, `--dump-dir`, `--dump-smt`, `--timings`.
    pub show: crate::stages::Show,
    pub json: bool,
    /// How kernel programs are reduced.
    pub kernel: ivl::gpu::Options,
    /// Replay each kernel failure with `ivl run` (`--no-confirm`: don't).
    pub confirm: bool,
    /// Where replays' inputs files go (default: the system's temporary
    /// directory).
    pub witness_dir: Option<std::path::PathBuf>,
    /// Print the invariants inference kept, loop by loop.
    pub show_invariants: bool,
    /// `--infer-engines`: how inference refutes candidates.
    pub engines: ivl::verify::Engines,
    /// `--infer-only`: infer and show invariants, check nothing else.
    pub infer_only: bool,
    /// `--loop-unwind`, `--k-induction-depth`.
    pub loops: LoopFlags,
}

/// The options that say how loops are checked: `ivl verify`'s own, or a
/// kernel file's front-end flags (GPUVerify's spelling, `--findbugs` too).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LoopFlags {
    pub unwind: Option<usize>,
    pub k_induction: Option<usize>,
    pub findbugs: bool,
}

impl LoopFlags {
    /// These flags and `other`'s together (these first where both give one).
    pub fn with(self, other: LoopFlags) -> LoopFlags {
        LoopFlags {
            unwind: self.unwind.or(other.unwind),
            k_induction: self.k_induction.or(other.k_induction),
            findbugs: self.findbugs || other.findbugs,
        }
    }

    /// How they ask loops to be checked: `--findbugs` is bounded checking
    /// of depth 2 unless `--loop-unwind` gives one, as in GPUVerify.
    pub fn mode(self) -> Result<ivl::cfg::LoopMode, String> {
        use ivl::cfg::LoopMode;
        match (self.unwind, self.k_induction, self.findbugs) {
            (Some(_), Some(_), _) | (None, Some(_), true) => Err(
                "bounded checking (`--loop-unwind`, `--findbugs`) and k-induction \
                 (`--k-induction-depth`) cannot be combined: give one"
                    .to_string(),
            ),
            (Some(n), None, _) => Ok(LoopMode::Unwind(n)),
            (None, None, true) => Ok(LoopMode::Unwind(2)),
            (None, Some(k), false) => Ok(LoopMode::KInduction(k)),
            (None, None, false) => Ok(LoopMode::Cut),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum FmtMode {
    Print,
    Check,
    Write,
}

pub fn parse(mut args: impl Iterator<Item = String>) -> Result<Invocation, String> {
    let Some(command) = args.next() else {
        return Ok(Invocation::Help(HELP));
    };
    let rest: Vec<String> = args.collect();
    match command.as_str() {
        "-h" | "--help" | "help" => Ok(Invocation::Help(HELP)),
        "-V" | "--version" => Ok(Invocation::Version),
        "check" => {
            if wants_help(&rest) {
                return Ok(Invocation::Help(CHECK_HELP));
            }
            let (files, format, _) = split(rest, &[])?.no_kernel_flags()?;
            Ok(Invocation::Run(Box::new(Command::Check {
                files: need_files(files, "check")?,
                format,
            })))
        }
        "fmt" => {
            if wants_help(&rest) {
                return Ok(Invocation::Help(FMT_HELP));
            }
            let (files, format, flags) = split(rest, &["--check", "--write"])?.no_kernel_flags()?;
            let given = |f: &str| flags.iter().any(|(g, _)| *g == f);
            let mode = match (given("--check"), given("--write")) {
                (true, true) => return Err("`--check` and `--write` cannot be combined".into()),
                (true, false) => FmtMode::Check,
                (false, true) => FmtMode::Write,
                (false, false) => FmtMode::Print,
            };
            let files = need_files(files, "fmt")?;
            if mode == FmtMode::Write && files.iter().any(|f| f == "-") {
                return Err("`--write` cannot rewrite standard input".into());
            }
            Ok(Invocation::Run(Box::new(Command::Fmt {
                files,
                format,
                mode,
            })))
        }
        "verify" => {
            if wants_help(&rest) {
                return Ok(Invocation::Help(VERIFY_HELP));
            }
            let split = split(
                rest,
                &[
                    &[
                        "--solver=",
                        "--solver-path=",
                        "--timeout=",
                        "--error-limit=",
                        "--jobs=",
                        "--dump-smt=",
                        "--dump-after=",
                        "--dump-dir=",
                        "--timings",
                        "--json",
                        "--no-confirm",
                        "--witness-dir=",
                        "--show-invariants",
                        "--infer-engines=",
                        "--infer-only",
                        "--loop-unwind=",
                        "--k-induction-depth=",
                    ],
                    KERNEL_OPTIONS,
                ]
                .concat(),
            )?;
            let kernel_flags = split.kernel_flags_for_files()?;
            Ok(Invocation::Run(Box::new(Command::Verify {
                files: need_files(split.files, "verify")?,
                format: split.format,
                settings: verify_settings(&split.flags)?,
                kernel_flags,
            })))
        }
        "lower" => {
            if wants_help(&rest) {
                return Ok(Invocation::Help(LOWER_HELP));
            }
            let split = split(rest, &[KERNEL_OPTIONS, &["--no-prelude"]].concat())?;
            let kernel_flags = split.kernel_flags_for_files()?;
            let mut kernel = ivl::gpu::Options::default();
            let mut prelude = true;
            for (flag, value) in &split.flags {
                match *flag {
                    "--no-prelude" => prelude = false,
                    _ => kernel_option(&mut kernel, flag, value)?,
                }
            }
            Ok(Invocation::Run(Box::new(Command::Lower {
                files: need_files(split.files, "lower")?,
                format: split.format,
                kernel,
                kernel_flags,
                prelude,
            })))
        }
        "translate" => {
            if wants_help(&rest) {
                return Ok(Invocation::Help(TRANSLATE_HELP));
            }
            let split = split(rest, &[])?;
            let kernel_flags = split.kernel_flags_for_files()?;
            let files = need_files(split.files, "translate")?;
            if let Some(f) = files.iter().find(|f| !is_kernel_file(f)) {
                return Err(format!(
                    "`ivl translate` takes .cu and .cl files, not `{f}`"
                ));
            }
            Ok(Invocation::Run(Box::new(Command::Translate {
                files,
                kernel_flags,
            })))
        }
        "run" => {
            if wants_help(&rest) {
                return Ok(Invocation::Help(RUN_HELP));
            }
            let split = split(rest, RUN_OPTIONS)?;
            let kernel_flags = split.kernel_flags_for_files()?;
            Ok(Invocation::Run(Box::new(Command::Run {
                files: need_files(split.files, "run")?,
                format: split.format,
                settings: Box::new(run_settings(&split.flags)?),
                kernel_flags,
            })))
        }
        other if other.starts_with('-') => Err(format!("expected a command before `{other}`")),
        other => Err(format!(
            "unknown command `{other}` (commands: check, fmt, verify, lower, translate, run)"
        )),
    }
}

fn wants_help(args: &[String]) -> bool {
    args.iter().any(|a| a == "-h" || a == "--help")
}

/// The options of the two-thread reduction, for `verify` and `lower`.
const KERNEL_OPTIONS: &[&str] = &[
    "--no-benign",
    "--only-races",
    "--assume-race-free",
    "--group-size=",
    "--num-groups=",
    "--wrapping-noovfl",
    "--allow-id-wrap",
    "--race-arrays=",
    "--no-race-checks",
    "--no-infer",
    "--omit-infer=",
];

/// `--only-races` or `--assume-race-free` on top of `checks`.
fn stage(checks: Checks, stage: Checks) -> Result<Checks, String> {
    if checks != Checks::All && checks != stage {
        return Err("`--only-races` and `--assume-race-free` are two separate runs".to_string());
    }
    Ok(stage)
}

fn kernel_option(options: &mut ivl::gpu::Options, flag: &str, value: &str) -> Result<(), String> {
    match flag {
        "--no-benign" => options.benign = false,
        "--wrapping-noovfl" => options.assume_no_overflow = false,
        "--allow-id-wrap" => options.allow_id_wrap = true,
        "--only-races" => options.checks = stage(options.checks, Checks::OnlyRaces)?,
        "--assume-race-free" => options.checks = stage(options.checks, Checks::AssumeRaceFree)?,
        "--group-size=" => options.group_size = Some(sizes(flag, value)?),
        "--num-groups=" => options.num_groups = Some(sizes(flag, value)?),
        "--race-arrays=" => options.restrict_races(Some(&array_names(flag, value)?)),
        "--no-race-checks" => options.restrict_races(Some(&Default::default())),
        "--no-infer" => options.infer = None,
        "--omit-infer=" => {
            for rule in value.split(',').map(str::trim) {
                if !ivl::infer::RULES.iter().any(|(name, _)| *name == rule) {
                    let names: Vec<&str> = ivl::infer::RULES.iter().map(|(n, _)| *n).collect();
                    return Err(format!(
                        "`--omit-infer={value}`: no inference rule `{rule}` (rules: {})",
                        names.join(", ")
                    ));
                }
                if let Some(o) = &mut options.infer {
                    o.omit.push(rule.to_string());
                }
            }
        }
        _ => unreachable!("only listed options reach here"),
    }
    Ok(())
}

/// `A,B`: array names, at least one.
fn array_names(flag: &str, value: &str) -> Result<std::collections::BTreeSet<String>, String> {
    let names: std::collections::BTreeSet<String> = value
        .split(',')
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect();
    if names.is_empty() {
        return Err(format!(
            "`{flag}` takes the names of arrays, separated by commas (`--no-race-checks` checks none)"
        ));
    }
    Ok(names)
}

/// `64`, `16,16` or `[16,16,4]`: one to three sizes from 1 to 2^32 - 1.
fn sizes(flag: &str, value: &str) -> Result<Vec<u32>, String> {
    let list = value.trim_start_matches('[').trim_end_matches(']');
    let sizes: Option<Vec<u32>> = list
        .split(',')
        .map(|s| s.trim().parse::<u32>().ok().filter(|n| *n > 0))
        .collect();
    match sizes {
        Some(s) if (1..=3).contains(&s.len()) => Ok(s),
        _ => Err(format!(
            "`{flag}` takes one to three positive sizes (`64`, `16,16`, `[8,8,4]`), not `{value}`"
        )),
    }
}

const RUN_OPTIONS: &[&str] = &[
    "--kernel=",
    "--kernel-args=",
    "--group-size=",
    "--num-groups=",
    "--seed=",
    "--schedules=",
    "--max-steps=",
    "--inputs=",
    "--trace=",
    "--json",
    "--no-benign",
    "--only-races",
    "--assume-race-free",
    "--wrapping-noovfl",
    "--race-arrays=",
    "--no-race-checks",
];

fn run_settings(flags: &[(&str, String)]) -> Result<RunSettings, String> {
    let mut settings = RunSettings {
        kernel: None,
        kernel_args: None,
        group_size: None,
        num_groups: None,
        seed: None,
        schedules: 3,
        max_steps: 50_000_000,
        inputs: None,
        trace: None,
        json: false,
        benign: true,
        checks: ivl::gpu::Checks::All,
        wrapping_noovfl: false,
        race_arrays: None,
    };
    let positive = |flag: &str, v: &str| -> Result<u64, String> {
        v.parse::<u64>()
            .ok()
            .filter(|n| *n > 0)
            .ok_or_else(|| format!("`{flag}` needs a positive whole number, not `{v}`"))
    };
    for (flag, value) in flags {
        match *flag {
            "--kernel=" => settings.kernel = Some(value.clone()),
            "--kernel-args=" => settings.kernel_args = Some(value.clone()),
            "--group-size=" => settings.group_size = Some(sizes(flag, value)?),
            "--num-groups=" => settings.num_groups = Some(sizes(flag, value)?),
            "--seed=" => {
                settings.seed = Some(
                    value
                        .parse()
                        .map_err(|_| format!("`--seed` needs a whole number, not `{value}`"))?,
                )
            }
            "--schedules=" => {
                settings.schedules = u32::try_from(positive("--schedules", value)?)
                    .map_err(|_| format!("`--schedules={value}` is too large"))?
            }
            "--max-steps=" => settings.max_steps = positive("--max-steps", value)?,
            "--inputs=" => settings.inputs = Some(value.clone()),
            "--trace=" => settings.trace = Some(value.clone()),
            "--json" => settings.json = true,
            "--no-benign" => settings.benign = false,
            "--wrapping-noovfl" => settings.wrapping_noovfl = true,
            "--race-arrays=" => {
                let names = array_names(flag, value)?;
                settings.race_arrays =
                    ivl::gpu::restrict_races(settings.race_arrays.take(), Some(&names))
            }
            "--no-race-checks" => settings.race_arrays = Some(Default::default()),
            "--only-races" => settings.checks = stage(settings.checks, Checks::OnlyRaces)?,
            "--assume-race-free" => {
                settings.checks = stage(settings.checks, Checks::AssumeRaceFree)?
            }
            _ => unreachable!("only listed options reach here"),
        }
    }
    Ok(settings)
}

fn verify_settings(flags: &[(&str, String)]) -> Result<VerifySettings, String> {
    let mut settings = VerifySettings {
        solver: ivl::smt::SolverKind::Z3,
        solver_path: None,
        timeout: std::time::Duration::from_secs(30),
        error_limit: 5,
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
        show: crate::stages::Show::default(),
        json: false,
        kernel: ivl::gpu::Options::default(),
        confirm: true,
        witness_dir: None,
        show_invariants: false,
        engines: ivl::verify::Engines::default(),
        infer_only: false,
        loops: LoopFlags::default(),
    };
    let number = |flag: &str, v: &str| -> Result<usize, String> {
        v.parse::<usize>()
            .ok()
            .filter(|n| *n > 0)
            .ok_or_else(|| format!("`{flag}` needs a positive whole number, not `{v}`"))
    };
    let mut dump_after = Vec::new();
    let (mut dump_dir, mut dump_smt): (Option<std::path::PathBuf>, Option<std::path::PathBuf>) =
        (None, None);
    for (flag, value) in flags {
        match *flag {
            "--solver=" => {
                settings.solver = match value.as_str() {
                    "z3" => ivl::smt::SolverKind::Z3,
                    "cvc5" => ivl::smt::SolverKind::Cvc5,
                    _ => return Err(format!("unknown solver `{value}` (use z3 or cvc5)")),
                }
            }
            "--solver-path=" => settings.solver_path = Some(value.into()),
            "--timeout=" => {
                settings.timeout =
                    std::time::Duration::from_secs(number("--timeout", value)? as u64)
            }
            "--error-limit=" => settings.error_limit = number("--error-limit", value)?,
            "--jobs=" => settings.jobs = number("--jobs", value)?,
            "--dump-smt=" => dump_smt = Some(value.into()),
            "--dump-after=" => dump_after.extend(dump_stages(value)?),
            "--dump-dir=" => dump_dir = Some(value.into()),
            "--timings" => settings.show.timings = true,
            "--json" => settings.json = true,
            "--no-confirm" => settings.confirm = false,
            "--witness-dir=" => settings.witness_dir = Some(value.into()),
            "--show-invariants" => settings.show_invariants = true,
            "--infer-only" => settings.infer_only = true,
            "--loop-unwind=" => {
                settings.loops.unwind = Some(number("--loop-unwind", value)?);
                settings.kernel.infer = None;
            }
            "--k-induction-depth=" => {
                settings.loops.k_induction = Some(number("--k-induction-depth", value)?)
            }
            "--infer-engines=" => {
                settings.engines = ivl::verify::Engines::parse(value)
                    .map_err(|e| format!("`--infer-engines`: {e}"))?
            }
            other => kernel_option(&mut settings.kernel, other, value)?,
        }
    }
    // Both kinds of bound at once are an error before any file is read; a
    // kernel file's own flags are added to these (`commands::loop_mode`).
    settings.loops.mode()?;
    use crate::stages::Target;
    let target = match dump_dir {
        Some(dir) if dump_after.is_empty() => {
            return Err(format!(
                "`--dump-dir={}` needs `--dump-after=STAGES` to say what to write there",
                dir.display()
            ))
        }
        Some(dir) => Target::Dir(dir),
        None if settings.json && !dump_after.is_empty() => {
            return Err(
                "`--dump-after` prints to standard output, where `--json` prints its report: \
                 give `--dump-dir=DIR` too"
                    .to_string(),
            )
        }
        None => Target::Stdout,
    };
    settings.show.dumps = dump_after
        .into_iter()
        .map(|stage| (stage, target.clone()))
        .collect();
    if let Some(dir) = dump_smt {
        settings
            .show
            .dumps
            .push((ivl::observe::Stage::Smt, Target::Dir(dir)));
    }
    Ok(settings)
}

/// `--dump-after=kernel,cfg`: the stages named, in pipeline order.
fn dump_stages(value: &str) -> Result<Vec<ivl::observe::Stage>, String> {
    let mut stages = Vec::new();
    for name in value.split(',').map(str::trim) {
        let stage = ivl::observe::Stage::parse(name).ok_or_else(|| {
            format!(
                "`--dump-after` takes stages among kernel, reduced, inferred, cfg, passive, smt, not `{name}`"
            )
        })?;
        if !stages.contains(&stage) {
            stages.push(stage);
        }
    }
    Ok(stages)
}

/// Options given, with their values (empty for a bare flag).
type Flags = Vec<(&'static str, String)>;

/// The arguments of a command, sorted.
struct Split {
    files: Vec<String>,
    format: Format,
    flags: Flags,
    /// Options not ivl's own: GPUVerify's flags, for the CUDA and OpenCL
    /// front ends (spec/frontend.md), checked there.
    kernel_flags: Vec<String>,
}

/// Whether `path` is a CUDA or OpenCL kernel file.
pub fn is_kernel_file(path: &str) -> bool {
    path.ends_with(".cu") || path.ends_with(".cl")
}

impl Split {
    /// For commands that read IVL only.
    fn no_kernel_flags(self) -> Result<(Vec<String>, Format, Flags), String> {
        match self.kernel_flags.first() {
            Some(a) => Err(format!("unknown option `{a}`")),
            None => Ok((self.files, self.format, self.flags)),
        }
    }

    /// The front-end flags, which only kernel files take.
    fn kernel_flags_for_files(&self) -> Result<Vec<String>, String> {
        if let Some(a) = self.kernel_flags.first() {
            if !self.files.iter().any(|f| is_kernel_file(f)) {
                return Err(format!("unknown option `{a}` (options for CUDA and OpenCL kernels need a .cu or .cl file)"));
            }
        }
        Ok(self.kernel_flags.clone())
    }
}

/// Splits arguments into files, the diagnostics format, the flags of
/// `allowed` that were given, with their values (`allowed` entries that
/// end in `=` take one), and the other options.
fn split(args: Vec<String>, allowed: &[&'static str]) -> Result<Split, String> {
    let mut files = Vec::new();
    let mut format = Format::Human;
    let mut flags = Vec::new();
    let mut kernel_flags = Vec::new();
    let mut only_files = false;
    for a in args {
        if only_files || a == "-" || !a.starts_with('-') {
            files.push(a);
        } else if a == "--" {
            only_files = true;
        } else if let Some(value) = a.strip_prefix("--diagnostics=") {
            format = match value {
                "human" => Format::Human,
                "short" => Format::Short,
                _ => {
                    return Err(format!(
                        "unknown diagnostics format `{value}` (use human or short)"
                    ))
                }
            };
        } else if let Some(flag) = allowed.iter().find(|f| **f == a) {
            if flag.ends_with('=') {
                return Err(format!("`{a}` needs a value: `{a}VALUE`"));
            }
            flags.push((*flag, String::new()));
        } else if let Some(flag) = allowed
            .iter()
            .find(|f| f.ends_with('=') && a.starts_with(**f))
        {
            let value = a[flag.len()..].to_string();
            if value.is_empty() {
                return Err(format!("`{a}` needs a value: `{a}VALUE`"));
            }
            flags.push((*flag, value));
        } else if let Some(flag) = allowed
            .iter()
            .find(|f| f.strip_suffix('=') == Some(a.as_str()))
        {
            return Err(format!(
                "`{a}` takes its value after `=`: `{flag}VALUE` (not `{a} VALUE`)"
            ));
        } else {
            kernel_flags.push(a);
        }
    }
    Ok(Split {
        files,
        format,
        flags,
        kernel_flags,
    })
}

fn need_files(files: Vec<String>, command: &str) -> Result<Vec<String>, String> {
    if files.is_empty() {
        Err(format!(
            "`ivl {command}` needs at least one FILE (or `-` for standard input)"
        ))
    } else {
        Ok(files)
    }
}
