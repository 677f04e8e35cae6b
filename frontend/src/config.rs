//! GPUVerify's command line, as its test files use it: thread
//! configuration, preprocessor flags and the options that change what is
//! checked. Every flag is implemented with GPUVerify's meaning or rejected
//! with a message; none is ignored.

use std::collections::BTreeSet;

use crate::error::FrontendError;
use crate::language::Language;

/// One dimension of a size: a number, or `*` (every value).
pub type Dim = Option<u32>;

#[derive(Clone, Debug, Default)]
pub struct Config {
    /// Threads per group (CUDA `--blockDim`, OpenCL `--local_size`), x first.
    pub group_size: Option<Vec<Dim>>,
    /// Groups (CUDA `--gridDim`, OpenCL `--num_groups`).
    pub num_groups: Option<Vec<Dim>>,
    /// Threads in the grid per dimension (OpenCL `--global_size`): with a
    /// local size `*` it still fixes the product.
    pub global_size: Option<Vec<Dim>>,
    /// Values of a kernel's number and struct parameters, in order
    /// (`--kernel-args=K,v1,...`; `*` for any value).
    pub kernel_args: Option<(String, Vec<Option<u128>>)>,
    /// Only this kernel (`--kernel=NAME`); else every kernel of the file.
    pub kernel: Option<String>,
    pub defines: Vec<String>,
    /// Extra Clang options (`--clang-opt=OPT`).
    pub clang_options: Vec<String>,
    pub includes: Vec<String>,
    /// Device functions are verified on their own, by their contracts.
    pub no_inline: bool,
    /// Threads of different groups are not checked against each other.
    pub only_intra_group: bool,
    /// Equal-value writes are races too.
    pub no_benign: bool,
    /// No invariant inference (`--no-infer`; implied by `--loop-unwind` and
    /// `--findbugs`).
    pub no_infer: bool,
    /// Loops unrolled this many times: bounded checking (`--loop-unwind=N`).
    pub loop_unwind: Option<usize>,
    /// GPUVerify's bug-finding mode (`--findbugs`): loops unrolled twice,
    /// unless `--loop-unwind` says otherwise.
    pub findbugs: bool,
    /// Loops verified by k-induction of this depth (`--k-induction-depth=K`).
    pub k_induction_depth: Option<usize>,
    /// The kernel's loop invariants are candidates, kept only where they
    /// hold (`--invariants-as-candidates`).
    pub invariants_as_candidates: bool,
    /// Every access is checked to be within its array (GPUVerify's
    /// `--check-array-bounds`).
    pub check_array_bounds: bool,
    /// The OpenCL C version (`--cl-std=CL1.2`, the default, or CL2.0).
    pub cl_std: String,
    /// Boogie (core IVL) files whose declarations join the program
    /// (`--boogie-file=F`): axioms about uninterpreted functions, say.
    pub boogie_files: Vec<String>,
    /// Solver time limit per check, in seconds (`--timeout=N`).
    pub timeout: Option<u64>,
    /// 64-bit pointers: Clang's 64-bit target, 64-bit `size_t`, element
    /// offsets and array indices; else 32 bits. `--pointer-bitwidth=32|64`
    /// chooses; by default CUDA is 64 bits (as nvcc compiles) and OpenCL
    /// 32 (SPIR's 32-bit target, GPUVerify's default).
    pub pointer_64: bool,
    /// The arrays whose races are checked: all (`None`), or those named
    /// (`--vcgen-opt=/checkArrays:A,B`; none under `--only-divergence` and
    /// `--only-log`).
    pub race_arrays: Option<BTreeSet<String>>,
    /// OpenCL's global offset per dimension (`--global_offset=X[,Y[,Z]]`),
    /// added to every global id.
    pub global_offset: [u32; 3],
    /// Which of the kernel's annotations count (`--no-annotations`,
    /// `--only-requires`).
    pub annotations: Annotations,
}

/// Which source annotations the front end reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Annotations {
    #[default]
    All,
    /// `__requires` and `__global_requires` only.
    OnlyRequires,
    None,
}

impl Annotations {
    /// Whether the annotation `name` (`__assert`, `__invariant`, ...) is
    /// read; the others are left out, as if not written.
    pub fn reads(self, name: &str) -> bool {
        match self {
            Annotations::All => true,
            Annotations::OnlyRequires => matches!(name, "__requires" | "__global_requires"),
            Annotations::None => false,
        }
    }
}

/// Flags of GPUVerify's that ivl refuses, and why.
const REJECTED: &[(&str, &str)] = &[
    (
        "--asymmetric-asserts",
        "ivl checks an assertion for thread 1 and assumes it for thread 2; GPUVerify's mode that assumes nothing for thread 2 is not available",
    ),
    (
        "--warp-sync",
        "warp-synchronous execution is not modelled; every thread runs independently",
    ),
    ("--kernel-arrays", "array bounds are not checked yet"),
    (
        "--adversarial-abstraction",
        "shared memory is modelled exactly; the adversarial abstraction is not available",
    ),
    (
        "--no-barrier-access-checks",
        "barrier invariants are always checked against the elements accessed",
    ),
    (
        "--math-int",
        "integers are always bit-vectors, as C has them",
    ),
    ("--boogie-opt", "Boogie options have no counterpart"),
    ("--race-instrumenter", "ivl has one race instrumentation"),
];

/// Flags accepted because GPUVerify's meaning is what ivl always does.
const ALWAYS: &[&str] = &[
    // `--show-invariants` says what inference kept.
    "--infer-info",
    // ivl's shared-state model is exact: every array keeps its contents
    // between accesses, which is at least as precise as this abstraction.
    "--equality-abstraction",
];

/// The flags with a meaning here, beside [`REJECTED`] and [`ALWAYS`].
const ACCEPTED: &[&str] = &[
    "--blockDim",
    "--gridDim",
    "--local_size",
    "--num_groups",
    "--global_size",
    "--kernel",
    "--kernel-args",
    "--boogie-file",
    "--no-inline",
    "--debug",
    "--clang-opt",
    "--check-array-bounds",
    "--only-intra-group",
    "--no-benign",
    "--no-benign-tolerance",
    "--no-infer",
    "--invariants-as-candidates",
    "--only-divergence",
    "--only-log",
    "--vcgen-opt",
    "--no-annotations",
    "--only-requires",
    "--global_offset",
    "--cl-std",
    "--timeout",
    "--pointer-bitwidth",
    "--loop-unwind",
    "--findbugs",
    "--k-induction-depth",
    "--cruncher-opt",
];

/// GPUVerify's invariant cruncher options that change how it infers
/// invariants or shows its traces, not its verdict: accepted, with no
/// effect here.
const CRUNCHER_OPTIONS: &[&str] = &[
    "/displayLoopAbstractions",
    "/replaceLoopInvariantAssertions",
];

/// `flag`, or the one flag it abbreviates, as GPUVerify's argument
/// parser (Python's argparse) accepts a unique prefix: `--vcgen-op`.
fn unabbreviated(flag: &str) -> &str {
    let known = ACCEPTED
        .iter()
        .chain(ALWAYS)
        .chain(REJECTED.iter().map(|(f, _)| f));
    if !flag.starts_with("--") || known.clone().any(|f| *f == flag) {
        return flag;
    }
    let mut matching = known.filter(|f| f.starts_with(flag));
    match (matching.next(), matching.next()) {
        (Some(only), None) => only,
        _ => flag,
    }
}

impl Config {
    /// The `ivl verify` options that check a translation as these flags
    /// ask (the IVL itself does not carry them).
    /// This configuration with the sizes of a launch (x first).
    pub fn with_geometry(&self, block: [u32; 3], grid: [u32; 3]) -> Config {
        Config {
            group_size: Some(block.iter().map(|d| Some(*d)).collect()),
            num_groups: Some(grid.iter().map(|d| Some(*d)).collect()),
            ..self.clone()
        }
    }

    pub fn verify_flags(&self) -> String {
        let mut flags = Vec::new();
        if self.no_benign {
            flags.push("--no-benign".to_string());
        }
        if self.no_infer {
            flags.push("--no-infer".to_string());
        }
        match (self.loop_unwind, self.findbugs, self.k_induction_depth) {
            (Some(n), _, _) => flags.push(format!("--loop-unwind={n}")),
            (None, true, _) => flags.push("--loop-unwind=2".to_string()),
            (None, false, Some(k)) => flags.push(format!("--k-induction-depth={k}")),
            (None, false, None) => {}
        }
        match &self.race_arrays {
            Some(arrays) if arrays.is_empty() => flags.push("--no-race-checks".to_string()),
            Some(arrays) => {
                let list: Vec<&str> = arrays.iter().map(String::as_str).collect();
                flags.push(format!("--race-arrays={}", list.join(",")));
            }
            None => {}
        }
        flags.join(" ")
    }

    /// The width of pointers, `size_t`, element offsets and array
    /// indices: 32 or 64 bits.
    pub fn pointer_bits(&self) -> u32 {
        if self.pointer_64 {
            64
        } else {
            32
        }
    }

    /// The configuration `args` give a kernel of `language`: the flags
    /// both dialects share here, the dialect's own by `language`.
    pub fn parse(args: &[String], language: &dyn Language) -> Result<Config, FrontendError> {
        let mut config = language.default_config();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let (flag, value) = match arg.split_once('=') {
                Some((f, v)) => (unabbreviated(f), Some(v)),
                None => (unabbreviated(arg), None),
            };
            let usage = |m: String| FrontendError::Usage(m);
            if let Some(d) = arg.strip_prefix("-D") {
                let d = if d.is_empty() {
                    it.next().cloned().unwrap_or_default()
                } else {
                    d.into()
                };
                config.defines.push(d);
                continue;
            }
            if let Some(i) = arg.strip_prefix("-I") {
                let i = if i.is_empty() {
                    it.next().cloned().unwrap_or_default()
                } else {
                    i.into()
                };
                config.includes.push(i);
                continue;
            }
            if let Some(read) = language.flag(flag, value, &mut config) {
                read?;
                continue;
            }
            let need = |v: Option<&str>| value_of(flag, v);
            match flag {
                "--kernel" => config.kernel = Some(need(value)?),
                "--kernel-args" => config.kernel_args = Some(kernel_args(&need(value)?)?),
                "--boogie-file" => config.boogie_files.push(need(value)?),
                "--no-inline" => config.no_inline = true,
                // GPUVerify's --debug lets its tools' exceptions through;
                // ivl never hides an error.
                "--debug" => {}
                "--clang-opt" => config.clang_options.push(need(value)?),
                "--check-array-bounds" => config.check_array_bounds = true,
                "--only-intra-group" => config.only_intra_group = true,
                "--no-benign" | "--no-benign-tolerance" => config.no_benign = true,
                "--no-infer" => config.no_infer = true,
                "--loop-unwind" => {
                    config.loop_unwind = Some(depth(flag, &need(value)?)?);
                    config.no_infer = true;
                }
                "--findbugs" => {
                    config.findbugs = true;
                    config.no_infer = true;
                }
                "--k-induction-depth" => {
                    config.k_induction_depth = Some(depth(flag, &need(value)?)?)
                }
                "--invariants-as-candidates" => config.invariants_as_candidates = true,
                // GPUVerify's modes that log accesses without checking races.
                "--only-divergence" | "--only-log" => config.race_arrays = Some(BTreeSet::new()),
                "--no-annotations" => config.annotations = Annotations::None,
                "--only-requires" => {
                    if config.annotations != Annotations::None {
                        config.annotations = Annotations::OnlyRequires;
                    }
                }
                "--vcgen-opt" => {
                    let v = need(value)?;
                    let Some(arrays) = v.strip_prefix("/checkArrays:") else {
                        return Err(usage(format!("--vcgen-opt={v} is not supported: of GPUVerify's VC generator options only /checkArrays:A,B (check races on these arrays only) has a counterpart")));
                    };
                    let arrays = arrays
                        .split(',')
                        .map(|a| a.trim().to_string())
                        .filter(|a| !a.is_empty())
                        .collect();
                    config.race_arrays = Some(arrays);
                }
                "--cruncher-opt" => {
                    let v = need(value)?;
                    if !CRUNCHER_OPTIONS.contains(&v.as_str()) {
                        return Err(usage(format!("--cruncher-opt={v} is not supported: of GPUVerify's invariant cruncher options only {} (which change how GPUVerify infers invariants or shows traces, not its verdict) are accepted, with no effect", CRUNCHER_OPTIONS.join(" and "))));
                    }
                }
                "--timeout" => {
                    let v = need(value)?;
                    config.timeout = Some(
                        v.parse()
                            .map_err(|_| {
                                usage(format!("--timeout={v}: expected a number of seconds"))
                            })
                            .map(|s: u64| if s == 0 { u64::MAX / 2000 } else { s })?,
                    );
                }
                "--pointer-bitwidth" => match value {
                    Some("32") => config.pointer_64 = false,
                    Some("64") => config.pointer_64 = true,
                    _ => return Err(usage(format!("{arg}: pointers have 32 or 64 bits"))),
                },
                _ if ALWAYS.contains(&flag) => {}
                _ => {
                    if let Some((_, why)) = REJECTED.iter().find(|(f, _)| *f == flag) {
                        return Err(usage(format!("{flag} is not supported: {why}")));
                    }
                    return Err(usage(format!(
                        "unknown option {arg} for a {} kernel",
                        language.dialect().name()
                    )));
                }
            }
        }
        language.finish_config(&mut config)?;
        Ok(config)
    }
}

/// The value of a flag that needs one (`flag=value`).
pub fn value_of(flag: &str, value: Option<&str>) -> Result<String, FrontendError> {
    value
        .map(str::to_string)
        .ok_or_else(|| FrontendError::Usage(format!("{flag} needs a value: {flag}=...")))
}

/// A loop depth: a positive number.
fn depth(flag: &str, text: &str) -> Result<usize, FrontendError> {
    match text.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(FrontendError::Usage(format!(
            "{flag}={text}: expected a positive number"
        ))),
    }
}

/// The parts of `X`, `[X,Y]` or `[X,Y,Z]`.
fn dimensions(text: &str) -> Vec<&str> {
    let inner = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .unwrap_or(text);
    inner.split(',').map(str::trim).collect()
}

/// `X`, `[X,Y]` or `[X,Y,Z]`: a global offset, each a number (the
/// dimensions not given are 0).
pub fn offsets(text: &str) -> Result<[u32; 3], FrontendError> {
    let dims = dimensions(text);
    let bad = || {
        FrontendError::Usage(format!(
            "--global_offset={text}: expected X, [X,Y] or [X,Y,Z], each a number"
        ))
    };
    if dims.len() > 3 {
        return Err(bad());
    }
    let mut out = [0; 3];
    for (d, v) in dims.iter().enumerate() {
        out[d] = v.parse().map_err(|_| bad())?;
    }
    Ok(out)
}

/// `K,v1,v2,...`: a kernel's name and its argument values (decimal, `0x`
/// hexadecimal, or `*`).
fn kernel_args(text: &str) -> Result<(String, Vec<Option<u128>>), FrontendError> {
    let mut parts = text.split(',');
    let kernel = parts.next().unwrap_or_default().to_string();
    let bad = |v: &str| {
        FrontendError::Usage(format!(
            "--kernel-args={text}: `{v}` is not a number, a 0x number or *"
        ))
    };
    let values = parts
        .map(|v| match v.trim() {
            "*" => Ok(None),
            v => match v.strip_prefix("0x") {
                Some(hex) => u128::from_str_radix(hex, 16).map(Some).map_err(|_| bad(v)),
                None => v.parse::<u128>().map(Some).map_err(|_| bad(v)),
            },
        })
        .collect::<Result<_, _>>()?;
    Ok((kernel, values))
}

/// `X`, `[X,Y]` or `[X,Y,Z]`, each a positive number or `*`.
pub fn sizes(flag: &str, text: &str) -> Result<Vec<Dim>, FrontendError> {
    let dims = dimensions(text);
    let bad = || {
        FrontendError::Usage(format!(
            "{flag}={text}: expected X, [X,Y] or [X,Y,Z], each a positive number or *"
        ))
    };
    if dims.is_empty() || dims.len() > 3 {
        return Err(bad());
    }
    dims.iter()
        .map(|d| match *d {
            "*" => Ok(None),
            d => {
                let n = match d.strip_prefix("0x") {
                    Some(hex) => u32::from_str_radix(hex, 16),
                    None => d.parse(),
                };
                match n {
                    Ok(n) if n > 0 => Ok(Some(n)),
                    _ => Err(bad()),
                }
            }
        })
        .collect()
}

/// The number of groups that `--global_size` and `--local_size` imply.
pub fn groups_of(global: &[Dim], local: &[Dim]) -> Result<Vec<Dim>, FrontendError> {
    if global.len() != local.len() {
        return Err(FrontendError::Usage(
            "--global_size and --local_size must have the same number of dimensions".into(),
        ));
    }
    global
        .iter()
        .zip(local)
        .map(|(g, l)| match (g, l) {
            (Some(g), Some(l)) if g % l == 0 => Ok(Some(g / l)),
            (Some(g), Some(l)) => Err(FrontendError::Usage(format!(
                "the global size {g} is not a multiple of the local size {l}"
            ))),
            _ => Ok(None),
        })
        .collect()
}
