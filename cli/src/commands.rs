//! The subcommands.

use std::io::Read;
use std::path::{Path, PathBuf};

use std::time::{Duration, Instant};

use ivl::diagnostics::{Diagnostic, Phase};
use ivl::pipeline::{self, Verdict};
use ivl::smt::SolverConfig;
use ivl::syntax::span::{FileId, SourceFile, SourceMap};
use ivl::verify::{self, json, report};

use crate::args::{Command, FmtMode, LoopFlags, RunSettings, VerifySettings};
use crate::render::{self, Format};
use crate::stages::FileObserver;

pub const EXIT_OK: u8 = 0;
pub const EXIT_FAILED: u8 = 1;
pub const EXIT_INPUT: u8 = 2;
pub const EXIT_NO_VERDICT: u8 = 3;

/// The exit code of several outcomes: an input error over a failure over
/// a missing verdict over success.
fn worst(a: u8, b: u8) -> u8 {
    let rank = |c: u8| match c {
        EXIT_OK => 0,
        EXIT_NO_VERDICT => 1,
        EXIT_FAILED => 2,
        _ => 3,
    };
    if rank(a) >= rank(b) {
        a
    } else {
        b
    }
}

pub fn run(command: Command) -> u8 {
    match command {
        Command::Check { files, format } => files
            .iter()
            .map(|f| check(f, format))
            .max()
            .unwrap_or(EXIT_OK),
        Command::Fmt {
            files,
            format,
            mode,
        } => files
            .iter()
            .map(|f| fmt(f, format, mode))
            .max()
            .unwrap_or(EXIT_OK),
        Command::Verify {
            files,
            format,
            settings,
            kernel_flags,
        } => verify_files(&files, format, &settings, &kernel_flags),
        Command::Lower {
            files,
            format,
            kernel,
            kernel_flags,
            prelude,
        } => files
            .iter()
            .map(|f| lower(f, format, &kernel, &kernel_flags, prelude))
            .max()
            .unwrap_or(EXIT_OK),
        Command::Translate {
            files,
            kernel_flags,
        } => files
            .iter()
            .map(|f| translate(f, &kernel_flags))
            .max()
            .unwrap_or(EXIT_OK),
        Command::Run {
            files,
            format,
            settings,
            kernel_flags,
        } => run_files(&files, format, &settings, &kernel_flags),
    }
}

/// `ivl run`: each file's kernels executed; the worst outcome's exit code.
fn run_files(
    files: &[String],
    format: Format,
    settings: &RunSettings,
    kernel_flags: &[String],
) -> u8 {
    let seed = settings.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64 % 1_000_000_007)
    });
    let mut code = EXIT_OK;
    let mut objects = Vec::new();
    let mut traces = Vec::new();
    for path in files {
        let (c, object) = run_file(path, format, settings, kernel_flags, seed, &mut traces);
        code = worst(code, c);
        objects.push(object);
    }
    if settings.json {
        let report = ivl_json(seed, objects);
        outln!("{report}");
    }
    if let Some(file) = &settings.trace {
        let text = format!("{}\n", serde_json_array(traces));
        if let Err(e) = std::fs::write(file, text) {
            eprintln!("error: cannot write the trace to {file}: {e}");
            code = worst(code, EXIT_INPUT);
        }
    }
    code
}

fn ivl_json(seed: u64, files: Vec<String>) -> String {
    format!(
        "{{\"version\":1,\"seed\":{seed},\"files\":[{}]}}",
        files.join(",")
    )
}

fn serde_json_array(items: Vec<String>) -> String {
    format!("[{}]", items.join(","))
}

/// Runs one file; its exit code and its JSON object.
fn run_file(
    path: &str,
    format: Format,
    settings: &RunSettings,
    kernel_flags: &[String],
    seed: u64,
    traces: &mut Vec<String>,
) -> (u8, String) {
    let name = json::string(path);
    let failed = |message: &str| format!("{{\"file\":{name},\"error\":{}}}", json::string(message));
    let kernel_file = crate::args::is_kernel_file(path);
    // A CUDA or OpenCL file's front end picks the kernel and turns its
    // arguments into preconditions.
    let mut flags = kernel_flags.to_vec();
    if kernel_file {
        flags.extend(settings.kernel.iter().map(|k| format!("--kernel={k}")));
        flags.extend(
            settings
                .kernel_args
                .iter()
                .map(|a| format!("--kernel-args={a}")),
        );
    }
    let loaded = match load(path, &ivl::gpu::Options::default(), &flags) {
        Ok(loaded) => loaded,
        Err(code) => return (code, failed("cannot load the file")),
    };
    let Loaded {
        sources,
        file,
        kernel,
        ..
    } = loaded;
    let checked = match pipeline::check(file, &sources.file(file).text) {
        Ok(checked) => checked,
        Err(errors) => {
            report_input_errors(format, &sources, file, &errors);
            return (EXIT_INPUT, failed("input errors"));
        }
    };
    let inputs = match &settings.inputs {
        Some(f) => match std::fs::read_to_string(f) {
            Ok(text) => Some((f.clone(), text)),
            Err(e) => {
                let m = format!("cannot read --inputs={f}: {e}");
                eprintln!("error: {m}");
                return (EXIT_INPUT, failed(&m));
            }
        },
        None => None,
    };
    let kernel_args = match (&settings.kernel_args, kernel_file) {
        (Some(a), false) => {
            let mut parts = a.split(',');
            let k = parts.next().unwrap_or_default().to_string();
            let values = parts
                .map(|v| (v.trim() != "*").then(|| v.trim().to_string()))
                .collect();
            Some((k, values))
        }
        _ => None,
    };
    let options = ivl::run::Options {
        kernel: settings.kernel.clone().filter(|_| !kernel_file),
        kernel_args,
        group_size: settings.group_size.clone(),
        num_groups: settings.num_groups.clone(),
        seed,
        schedules: settings.schedules,
        first_policy: 0,
        max_steps: settings.max_steps,
        inputs,
        benign: settings.benign && kernel.benign,
        checks: settings.checks,
        race_arrays: ivl::gpu::restrict_races(
            settings.race_arrays.clone(),
            kernel.race_arrays.as_ref(),
        ),
        assume_no_overflow: !settings.wrapping_noovfl,
        candidates: false,
        trace: settings.trace.is_some(),
        record: None,
        focus: None,
        stop_at: None,
        model: None,
    };
    let reports = match ivl::run::run(&checked, &sources, &options) {
        Ok(reports) => reports,
        Err(ivl::run::Error::Program(errors)) => {
            report_input_errors(format, &sources, file, &errors);
            return (EXIT_INPUT, failed("not executable"));
        }
        Err(ivl::run::Error::Message(m)) => {
            if m.contains(": error[run]: ") {
                eprintln!("{m}");
            } else {
                eprintln!("error: {m}");
            }
            return (EXIT_INPUT, failed(&m));
        }
    };
    let mut code = EXIT_OK;
    let mut kernels = Vec::new();
    for r in &reports {
        if !settings.json {
            out!("{}", r.render(seed, settings.seed.is_some()));
        }
        kernels.push(r.json().to_string());
        if let Some(t) = &r.trace {
            traces.push(format!(
                "{{\"file\":{name},\"kernel\":{},\"runs\":{t}}}",
                json::string(&r.kernel)
            ));
        }
        code = worst(
            code,
            match r.verdict {
                ivl::run::Verdict::Clean => EXIT_OK,
                ivl::run::Verdict::Defects => EXIT_FAILED,
                ivl::run::Verdict::Budget | ivl::run::Verdict::NoRun(_) => EXIT_NO_VERDICT,
            },
        );
    }
    (
        code,
        format!("{{\"file\":{name},\"kernels\":[{}]}}", kernels.join(",")),
    )
}

/// A file read for a command: IVL as it is, a kernel file translated.
struct Loaded {
    sources: SourceMap,
    file: FileId,
    /// The reduction's options after the front end's flags.
    kernel: ivl::gpu::Options,
    /// The front end's time (in all, and by step), for a kernel file.
    front: Option<(Duration, ivl_frontend::FrontTimes)>,
    /// A kernel file's flags that say how loops are checked.
    loops: LoopFlags,
}

/// A `.cu` or `.cl` file translated by its dialect's front end.
fn translate_kernel_file(
    path: &str,
    kernel_flags: &[String],
) -> Result<ivl_frontend::Translated, ivl_frontend::FrontendError> {
    let file = Path::new(path);
    match file.extension().and_then(|e| e.to_str()) {
        Some("cu") => ivl_frontend_cuda::translate_file(file, kernel_flags),
        Some("cl") => ivl_frontend_opencl::translate_file(file, kernel_flags),
        _ => Err(ivl_frontend::FrontendError::Usage(format!(
            "{path}: not a kernel file (.cu or .cl)"
        ))),
    }
}

fn translate(path: &str, kernel_flags: &[String]) -> u8 {
    match translate_kernel_file(path, kernel_flags) {
        Ok(t) => {
            warn_front_end(path, &t.warnings);
            out!("{}", t.ivl);
            EXIT_OK
        }
        Err(e) => {
            eprint!("{}", e.render());
            EXIT_INPUT
        }
    }
}

fn lower(
    path: &str,
    format: Format,
    options: &ivl::gpu::Options,
    kernel_flags: &[String],
    prelude: bool,
) -> u8 {
    let Loaded {
        sources,
        file,
        kernel: options,
        ..
    } = match load(path, options, kernel_flags) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    let lowered = pipeline::check(file, &sources.file(file).text).and_then(|c| {
        let reduced = pipeline::reduce(&c, &options, &sources)?;
        if reduced.is_none() {
            warn_kernel_options(&options);
        }
        Ok(reduced.unwrap_or(c))
    });
    // The invariants inference keeps, written in (it needs a solver).
    let lowered = match lowered {
        Ok(l) if has_candidates(&l) => {
            match SolverConfig::locate(ivl::smt::SolverKind::Z3, None, Duration::from_secs(30)) {
                Ok(solver) => {
                    let jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
                    let options = verify::Options {
                        solver,
                        error_limit: 1,
                        jobs,
                        engines: Default::default(),
                        infer_only: false,
                        loops: Default::default(),
                    };
                    pipeline::infer(&l, &options)
                }
                Err(e) => {
                    eprintln!(
                        "error: invariant inference needs a solver (or give --no-infer): {e}"
                    );
                    return EXIT_INPUT;
                }
            }
        }
        other => other,
    };
    match lowered {
        Ok(lowered) if prelude => {
            out!("{}", ivl::print::program_to_string(&lowered.program));
            EXIT_OK
        }
        Ok(lowered) => {
            out!("{}", pipeline::without_prelude(&lowered.program));
            EXIT_OK
        }
        Err(errors) => {
            report_input_errors(format, &sources, file, &errors);
            EXIT_INPUT
        }
    }
}

/// Whether a program has candidates for inference to decide.
fn has_candidates(checked: &ivl::pipeline::Checked) -> bool {
    checked.globals.vars.values().any(|g| g.existential)
}

fn verify_files(
    files: &[String],
    format: Format,
    settings: &VerifySettings,
    kernel_flags: &[String],
) -> u8 {
    // A missing solver is reported once the first file needs it, so that
    // input errors are still found.
    let options = SolverConfig::locate(
        settings.solver,
        settings.solver_path.clone(),
        settings.timeout,
    )
    .map(|solver| verify::Options {
        solver,
        error_limit: settings.error_limit,
        jobs: settings.jobs,
        engines: settings.engines.clone(),
        infer_only: settings.infer_only,
        loops: Default::default(),
    });
    let mut code = EXIT_OK;
    let mut objects = Vec::new();
    for path in files {
        // Several files' dumps go in one directory each under --dump-dir.
        let subdir = (files.len() > 1).then(|| file_name(path));
        let (c, object) = verify_file(path, format, settings, kernel_flags, &options, subdir);
        code = worst(code, c);
        objects.extend(object);
    }
    if settings.json {
        outln!(
            "{{\"version\":{},\"files\":[{}]}}",
            json::VERSION,
            objects.join(",")
        );
    }
    code
}

/// Verifies one file through the pipeline: its exit code, and its JSON
/// object under `--json`.
fn verify_file(
    path: &str,
    format: Format,
    settings: &VerifySettings,
    kernel_flags: &[String],
    options: &Result<verify::Options, String>,
    subdir: Option<String>,
) -> (u8, Option<String>) {
    let started = Instant::now();
    let unreadable = || settings.json.then(|| json::file_unreadable(path));
    let Loaded {
        sources,
        file,
        kernel,
        front,
        loops,
    } = match load(path, &settings.kernel, kernel_flags) {
        Ok(loaded) => loaded,
        Err(c) => return (c, unreadable()),
    };
    let options = match (options, loop_mode(settings, loops)) {
        (_, Err(e)) => {
            eprintln!("error: {e}");
            return (EXIT_INPUT, unreadable());
        }
        (Ok(options), Ok(loops)) => Ok(verify::Options {
            loops,
            ..options.clone()
        }),
        (Err(e), _) => Err(e.as_str()),
    };
    let name = sources.file(file).name.clone();
    let observer = FileObserver::new(&settings.show, subdir);
    let pipeline_settings = pipeline::Settings {
        kernel: kernel.clone(),
        verify: options.as_ref().map_err(|e| *e),
        confirm: settings
            .confirm
            .then(|| replay_command(path, kernel_flags, &kernel)),
    };
    let verdict = pipeline::verify(&sources, file, &pipeline_settings, &observer);
    out!("{}", observer.stdout_text(&name));
    let mut code = EXIT_OK;
    for e in observer.errors() {
        eprintln!("error: {e}");
        code = EXIT_INPUT;
    }
    let (c, object) = report_verdict(verdict, path, format, settings, &sources, file);
    if settings.show.timings {
        eprint!("{}", observer.timings(&name, front, started.elapsed()));
    }
    (worst(code, c), object)
}

/// How a file's loops are checked: by `ivl verify`'s options and a kernel
/// file's own flags together.
fn loop_mode(settings: &VerifySettings, file: LoopFlags) -> Result<ivl::cfg::LoopMode, String> {
    let mode = settings.loops.with(file).mode()?;
    if settings.infer_only && !mode.uses_candidates() {
        return Err(
            "`--infer-only` infers invariants, which bounded checking (`--loop-unwind`, \
             `--findbugs`) does not use"
                .to_string(),
        );
    }
    Ok(mode)
}

/// Reports a file's verdict, or why it has none: its exit code, and its
/// JSON object under `--json`.
fn report_verdict(
    verdict: Result<Verdict, pipeline::Error>,
    path: &str,
    format: Format,
    settings: &VerifySettings,
    sources: &SourceMap,
    file: FileId,
) -> (u8, Option<String>) {
    let name = &sources.file(file).name;
    let mut code = EXIT_OK;
    let Verdict {
        report: mut result,
        origins,
        reduced,
        inferred,
    } = match verdict {
        Ok(verdict) => verdict,
        Err(pipeline::Error::Input(errors)) => {
            if settings.json {
                return (EXIT_INPUT, Some(json::file_errors(name, &errors, sources)));
            }
            report_input_errors(format, sources, file, &errors);
            return (EXIT_INPUT, None);
        }
        Err(pipeline::Error::NoSolver(message)) => {
            eprintln!("error: {message}");
            let object = settings.json.then(|| json::file_no_solver(name, &message));
            return (EXIT_NO_VERDICT, object);
        }
    };
    if !reduced {
        warn_kernel_options(&settings.kernel);
    }
    result.merge_same_origin(&origins);
    if let Err(e) = write_witnesses(&mut result, path, settings.witness_dir.as_deref()) {
        eprintln!("error: {e}");
        code = worst(code, EXIT_INPUT);
    }
    let object = if settings.json {
        Some(json::file_report(
            name, &result, &inferred, sources, &origins,
        ))
    } else {
        let mut diagnostics = Vec::new();
        for r in &result.implementations {
            for f in &r.failures {
                let mut d = report::failure_diagnostic(f, sources, &origins);
                if let Some(advice) =
                    report::loop_advice(f, result.loops, &inferred, sources, &origins)
                {
                    let help = d.help.get_or_insert_with(String::new);
                    if !help.is_empty() {
                        help.push('\n');
                    }
                    help.push_str(&advice);
                }
                if let Some(o) = &mut d.origin {
                    o.code = source_line(path, &o.file, o.line);
                }
                diagnostics.push(d);
            }
            diagnostics.extend(report::outcome_diagnostic(r));
        }
        render::diagnostics(format, sources, &diagnostics);
        if settings.show_invariants || settings.infer_only {
            out!("{}", report::inferred(&inferred, sources, &origins));
        }
        outln!("{}", report::summary(&result));
        None
    };
    let outcome = if result.errors() > 0 {
        EXIT_FAILED
    } else if settings.infer_only {
        if result.not_checked() == result.implementations.len() && result.inference_gave_up() == 0 {
            EXIT_OK
        } else {
            EXIT_NO_VERDICT
        }
    } else if result.verified() < result.implementations.len() {
        EXIT_NO_VERDICT
    } else {
        EXIT_OK
    };
    (worst(code, outcome), object)
}

/// A file's own directory under `--dump-dir` when several files are
/// verified: its file name.
fn file_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map_or_else(|| "stdin".to_string(), |n| n.to_string_lossy().into_owned())
}

/// Kernel options given for a program without kernels.
fn warn_kernel_options(options: &ivl::gpu::Options) {
    let defaults = ivl::gpu::Options::default();
    let given = !options.benign
        || !options.assume_no_overflow
        || options.allow_id_wrap
        || options.checks != defaults.checks
        || options.group_size.is_some()
        || options.num_groups.is_some()
        || options.race_arrays.is_some();
    if given {
        eprintln!("warning: the kernel options have no effect on a program without kernels");
    }
}

/// `ivl run FILE` with the flags that make it run what was verified.
fn replay_command(path: &str, kernel_flags: &[String], kernel: &ivl::gpu::Options) -> String {
    let mut c = format!("ivl run {path}");
    for f in kernel_flags {
        c.push(' ');
        c.push_str(f);
    }
    if !kernel.benign {
        c.push_str(" --no-benign");
    }
    if !kernel.assume_no_overflow {
        c.push_str(" --wrapping-noovfl");
    }
    if let Some(arrays) = &kernel.race_arrays {
        if arrays.is_empty() {
            c.push_str(" --no-race-checks");
        } else {
            let list: Vec<&str> = arrays.iter().map(String::as_str).collect();
            c.push_str(&format!(" --race-arrays={}", list.join(",")));
        }
    }
    match kernel.checks {
        ivl::gpu::Checks::All => {}
        ivl::gpu::Checks::OnlyRaces => c.push_str(" --only-races"),
        ivl::gpu::Checks::AssumeRaceFree => c.push_str(" --assume-race-free"),
    }
    c
}

/// Writes each replay's inputs to a file and adds it to the replay's
/// command.
fn write_witnesses(
    report: &mut verify::Report,
    path: &str,
    dir: Option<&Path>,
) -> Result<(), String> {
    let dir = dir.map_or_else(
        || std::env::temp_dir().join("ivl-witness"),
        Path::to_path_buf,
    );
    let stem = Path::new(path)
        .file_name()
        .map_or("stdin".into(), |n| n.to_string_lossy().replace('.', "_"));
    let mut n = 0;
    for r in &mut report.implementations {
        for f in &mut r.failures {
            let Some(replay) = &mut f.replay else {
                continue;
            };
            let (Some(inputs), Some(command)) = (&replay.inputs, &mut replay.command) else {
                continue;
            };
            n += 1;
            let file = dir.join(format!("{stem}-{}-{n}.json", std::process::id()));
            std::fs::create_dir_all(&dir)
                .and_then(|_| std::fs::write(&file, format!("{inputs:#}\n")))
                .map_err(|e| {
                    format!(
                        "cannot write the replay's inputs to {}: {e}",
                        file.display()
                    )
                })?;
            command.push_str(&format!(" --inputs={}", file.display()));
        }
    }
    Ok(())
}

/// Line `line` of a front end's source file, looked up next to the `.ivl`
/// file, then from the working directory.
fn source_line(ivl_path: &str, file: &str, line: u32) -> Option<String> {
    let beside = Path::new(ivl_path).parent().map(|d| d.join(file));
    let text = beside
        .into_iter()
        .chain([PathBuf::from(file)])
        .find_map(|p| std::fs::read_to_string(p).ok())?;
    text.lines()
        .nth((line as usize).checked_sub(1)?)
        .map(str::to_string)
}

/// What the front end says of how it read `path`, on standard error.
fn warn_front_end(path: &str, warnings: &[String]) {
    for w in warnings {
        eprintln!("warning: {path}: {w}");
    }
}

/// Reads a file (or standard input for `-`) into a fresh source map; a
/// CUDA or OpenCL file is translated first, under GPUVerify's flags
/// `kernel_flags`, and its IVL is named `FILE.ivl`.
fn load(path: &str, kernel: &ivl::gpu::Options, kernel_flags: &[String]) -> Result<Loaded, u8> {
    if crate::args::is_kernel_file(path) {
        let started = Instant::now();
        return match translate_kernel_file(path, kernel_flags) {
            Ok(t) => {
                warn_front_end(path, &t.warnings);
                let mut sources = SourceMap::new();
                let file = sources.add(SourceFile::new(format!("{path}.ivl"), t.ivl));
                let mut kernel = kernel.clone();
                kernel.benign &= !t.config.no_benign;
                if t.config.no_infer {
                    kernel.infer = None;
                }
                kernel.restrict_races(t.config.race_arrays.as_ref());
                let loops = LoopFlags {
                    unwind: t.config.loop_unwind,
                    k_induction: t.config.k_induction_depth,
                    findbugs: t.config.findbugs,
                };
                Ok(Loaded {
                    sources,
                    file,
                    kernel,
                    front: Some((started.elapsed(), t.times)),
                    loops,
                })
            }
            Err(e) => {
                eprint!("{}", e.render());
                Err(EXIT_INPUT)
            }
        };
    }
    let text = if path == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map(|_| text)
    } else {
        std::fs::read_to_string(path)
    };
    match text {
        Ok(text) => {
            let mut sources = SourceMap::new();
            let name = if path == "-" { "<stdin>" } else { path };
            let file = sources.add(SourceFile::new(name, text));
            Ok(Loaded {
                sources,
                file,
                kernel: kernel.clone(),
                front: None,
                loops: LoopFlags::default(),
            })
        }
        Err(e) => {
            eprintln!("error: cannot read {path}: {e}");
            Err(EXIT_INPUT)
        }
    }
}

fn report_input_errors(format: Format, sources: &SourceMap, file: FileId, errors: &[Diagnostic]) {
    render::diagnostics(format, sources, errors);
    let phase = errors.first().map_or(Phase::Parse, |d| d.phase);
    let what = match phase {
        Phase::Parse => "parse",
        Phase::Resolve => "name resolution",
        Phase::Type => "type checking",
        Phase::Program => "program",
        Phase::Verify => "verification",
    };
    let n = errors.len();
    eprintln!(
        "{n} {what} error{} detected in {}",
        if n == 1 { "" } else { "s" },
        sources.file(file).name
    );
}

fn check(path: &str, format: Format) -> u8 {
    let Loaded { sources, file, .. } = match load(path, &Default::default(), &[]) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    match pipeline::check(file, &sources.file(file).text) {
        Ok(_) => EXIT_OK,
        Err(errors) => {
            report_input_errors(format, &sources, file, &errors);
            EXIT_INPUT
        }
    }
}

fn fmt(path: &str, format: Format, mode: FmtMode) -> u8 {
    if crate::args::is_kernel_file(path) {
        eprintln!("error: {path} is a kernel file; `ivl translate {path}` prints its IVL");
        return EXIT_INPUT;
    }
    let Loaded { sources, file, .. } = match load(path, &Default::default(), &[]) {
        Ok(loaded) => loaded,
        Err(code) => return code,
    };
    let text = &sources.file(file).text;
    let formatted = match pipeline::format(file, text) {
        Ok(formatted) => formatted,
        Err(errors) => {
            report_input_errors(format, &sources, file, &errors);
            return EXIT_INPUT;
        }
    };
    match mode {
        FmtMode::Print => {
            out!("{formatted}");
            EXIT_OK
        }
        FmtMode::Check if formatted != *text => {
            eprintln!("{path}: not in canonical form (run `ivl fmt --write {path}`)");
            EXIT_FAILED
        }
        FmtMode::Check => EXIT_OK,
        FmtMode::Write => {
            if formatted == *text {
                return EXIT_OK;
            }
            match std::fs::write(path, formatted) {
                Ok(()) => EXIT_OK,
                Err(e) => {
                    eprintln!("error: cannot write {path}: {e}");
                    EXIT_INPUT
                }
            }
        }
    }
}
