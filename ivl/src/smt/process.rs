//! One solver process, driven incrementally over pipes.
//!
//! A reader thread splits the solver's output into complete responses, so
//! every wait has a deadline: a solver that hangs past its timeout is
//! killed and reported, and one that dies is reported with what it printed
//! on standard error.

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::scopes::Scopes;
use super::sexp::{self, Sexp};
use super::{SolverConfig, SolverKind};

/// How long past its own timeout a solver may take to answer (at most
/// the timeout itself again).
const GRACE: Duration = Duration::from_secs(5);

/// z3's preprocessing before its SMT core: simplification, and equations
/// solved (the passive program's `x@2 = e` substituted).
const PREPROCESSED_CHECK: &str = "(check-sat-using (then simplify solve-eqs smt))";

/// The commands of one check under `assumptions` ([`Solver::check`]),
/// and whether they leave a scope open; `quantified`: the query asserts a
/// quantifier.
pub fn check_commands(
    kind: SolverKind,
    assumptions: &[String],
    quantified: bool,
) -> (String, bool) {
    if kind == SolverKind::Z3 && !quantified {
        let mut commands = String::from("(push 1)\n");
        for a in assumptions {
            commands.push_str(&format!("(assert {a})\n"));
        }
        commands.push_str(PREPROCESSED_CHECK);
        commands.push('\n');
        (commands, true)
    } else if assumptions.is_empty() {
        ("(check-sat)\n".to_string(), false)
    } else {
        (
            format!("(check-sat-assuming ({}))\n", assumptions.join(" ")),
            false,
        )
    }
}

/// How often a cancellable check looks at its flag.
const CANCEL_POLL: Duration = Duration::from_millis(20);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolverError {
    /// The solver could not be started.
    Start(String),
    /// The solver exited or closed its pipes.
    Died(String),
    /// No answer within the timeout (the process was killed).
    Timeout,
    /// The solver answered `(error "...")`.
    Rejected(String),
    /// An answer we cannot read.
    Protocol(String),
    /// The check was cancelled (the process was killed).
    Cancelled,
}

impl std::fmt::Display for SolverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolverError::Start(m) => write!(f, "cannot start the solver: {m}"),
            SolverError::Died(m) if m.is_empty() => f.write_str("the solver died"),
            SolverError::Died(m) => write!(f, "the solver died: {m}"),
            SolverError::Timeout => f.write_str("the solver did not answer in time"),
            SolverError::Rejected(m) => write!(f, "the solver rejected the query: {m}"),
            SolverError::Protocol(m) => write!(f, "unexpected answer from the solver: {m}"),
            SolverError::Cancelled => f.write_str("the check was cancelled"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckResult {
    Sat,
    Unsat,
    /// `unknown`, with the solver's reason (`timeout`, `incomplete`, ...).
    Unknown(String),
}

pub struct Solver {
    config: SolverConfig,
    child: Child,
    stdin: ChildStdin,
    responses: Receiver<String>,
    stderr: Arc<Mutex<String>>,
    /// The thread collecting the solver's standard error, until it closes.
    stderr_reader: Option<std::thread::JoinHandle<()>>,
    /// Time spent waiting for answers, summed.
    pub busy: Duration,
    /// Set by another thread to kill the solver in the middle of a check.
    cancel: Option<Arc<AtomicBool>>,
    scopes: Scopes,
    /// The last check left a scope open (its assumptions asserted),
    /// popped before anything but questions about its answer.
    check_scope: bool,
}

impl Solver {
    pub fn start(config: &SolverConfig) -> Result<Solver, SolverError> {
        let mut child = Command::new(&config.path)
            .args(config.kind.arguments())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| SolverError::Start(format!("{}: {e}", config.path.display())))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let mut err_pipe = child.stderr.take().expect("piped");
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&stderr);
        let stderr_reader = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = err_pipe.read_to_string(&mut text);
            if let Ok(mut s) = sink.lock() {
                s.push_str(&text);
            }
        });
        let (tx, responses) = mpsc::channel();
        std::thread::spawn(move || read_responses(stdout, tx));
        let mut solver = Solver {
            config: config.clone(),
            child,
            stdin,
            responses,
            stderr,
            stderr_reader: Some(stderr_reader),
            busy: Duration::ZERO,
            cancel: None,
            scopes: Scopes::default(),
            check_scope: false,
        };
        solver.send(&config.kind.setup(config.timeout))?;
        Ok(solver)
    }

    /// From now on, a check is given up (`SolverError::Cancelled`, the
    /// process killed) once `flag` is set.
    pub fn cancel_with(&mut self, flag: Arc<AtomicBool>) {
        self.cancel = Some(flag);
    }

    pub fn send(&mut self, text: &str) -> Result<(), SolverError> {
        if std::mem::take(&mut self.check_scope) {
            self.write("(pop 1)\n")?;
        }
        self.write(text)
    }

    fn write(&mut self, text: &str) -> Result<(), SolverError> {
        self.scopes.note(text);
        self.stdin
            .write_all(text.as_bytes())
            .and_then(|_| self.stdin.flush())
            .map_err(|_| self.died())
    }

    /// The solver is gone: its last words are all of its standard error,
    /// read to the end once the process is reaped.
    fn died(&mut self) -> SolverError {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(reader) = self.stderr_reader.take() {
            let _ = reader.join();
        }
        let text = self.stderr.lock().map(|s| s.trim().to_string());
        SolverError::Died(text.unwrap_or_default())
    }

    /// The next response, within the timeout.
    fn response(&mut self) -> Result<String, SolverError> {
        let started = Instant::now();
        let limit = self.config.timeout + GRACE.min(self.config.timeout);
        let result = match &self.cancel {
            None => self.responses.recv_timeout(limit),
            Some(flag) => loop {
                let left = limit.saturating_sub(started.elapsed());
                match self.responses.recv_timeout(left.min(CANCEL_POLL)) {
                    Err(RecvTimeoutError::Timeout) if !left.is_zero() => {
                        if flag.load(Ordering::Relaxed) {
                            let _ = self.child.kill();
                            self.busy += started.elapsed();
                            return Err(SolverError::Cancelled);
                        }
                    }
                    other => break other,
                }
            },
        };
        self.busy += started.elapsed();
        match result {
            Ok(r) if r.starts_with("(error") => {
                let message = sexp::parse(&r)
                    .and_then(|s| s.list().and_then(|l| l.get(1).cloned()))
                    .and_then(|m| m.atom().map(|a| a.trim_matches('"').to_string()))
                    .unwrap_or(r);
                Err(SolverError::Rejected(message))
            }
            Ok(r) => Ok(r),
            Err(RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                Err(SolverError::Timeout)
            }
            Err(RecvTimeoutError::Disconnected) => Err(self.died()),
        }
    }

    /// Checks the assertions with the literals `assumptions` assumed.
    ///
    /// z3 gets them asserted in a scope of their own, popped before the
    /// next command but questions about the answer, and
    /// [`PREPROCESSED_CHECK`]: once a query has a `push`, its
    /// `check-sat` and `check-sat-assuming` go to its incremental core,
    /// which neither simplifies nor solves equations first, and the
    /// passive program's equations between incarnations then reach
    /// bit-blasting whole (a grid-stride loop's check: 19 s, against
    /// 0.2 s). Quantified queries keep `check-sat-assuming`: that tactic's
    /// model can leave a quantified definition unevaluated.
    pub fn check(&mut self, assumptions: &[String]) -> Result<CheckResult, SolverError> {
        let (commands, scope) =
            check_commands(self.config.kind, assumptions, self.scopes.quantified());
        self.send(&commands)?;
        self.check_scope = scope;
        match self.response()?.trim() {
            "sat" => Ok(CheckResult::Sat),
            "unsat" => Ok(CheckResult::Unsat),
            "unknown" => {
                self.write("(get-info :reason-unknown)\n")?;
                let reason = self.response()?;
                let reason = sexp::parse(&reason)
                    .and_then(|s| s.list().and_then(|l| l.get(1).cloned()))
                    .map_or(reason, |r| r.to_string());
                Ok(CheckResult::Unknown(reason.trim_matches('"').to_string()))
            }
            other => Err(SolverError::Protocol(other.to_string())),
        }
    }

    /// The model's values of `terms`, in order.
    pub fn values(&mut self, terms: &[String]) -> Result<Vec<Sexp>, SolverError> {
        if terms.is_empty() {
            return Ok(Vec::new());
        }
        self.write(&format!("(get-value ({}))\n", terms.join(" ")))?;
        let answer = self.response()?;
        let pairs = sexp::parse(&answer)
            .and_then(|s| s.list().map(<[Sexp]>::to_vec))
            .ok_or_else(|| SolverError::Protocol(answer.clone()))?;
        if pairs.len() != terms.len() {
            return Err(SolverError::Protocol(answer));
        }
        pairs
            .into_iter()
            .map(|p| match p {
                Sexp::List(mut pair) if pair.len() == 2 => Ok(pair.pop().expect("two items")),
                other => Err(SolverError::Protocol(other.to_string())),
            })
            .collect()
    }
}

impl Drop for Solver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Splits the solver's output into responses: complete s-expressions or
/// bare words. Lines of z3's `WARNING:` chatter are dropped.
fn read_responses(mut stdout: impl Read, tx: mpsc::Sender<String>) {
    let mut buffer = String::new();
    let mut chunk = [0u8; 1 << 16];
    loop {
        let n = match stdout.read(&mut chunk) {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        buffer.push_str(&String::from_utf8_lossy(&chunk[..n]));
        loop {
            let trimmed = buffer.trim_start();
            if trimmed.starts_with("WARNING") {
                match trimmed.find('\n') {
                    Some(end) => {
                        let skip = buffer.len() - trimmed.len() + end + 1;
                        buffer.drain(..skip);
                        continue;
                    }
                    None => break,
                }
            }
            let Some(end) = sexp::complete_length(&buffer) else {
                break;
            };
            let response: String = buffer.drain(..end).collect();
            if tx.send(response.trim().to_string()).is_err() {
                return;
            }
        }
    }
}
