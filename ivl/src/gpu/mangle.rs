//! The names the reduction gives: each thread's copies (`x$1`), a
//! kernel parameter's incoming value (`n$in`), the access logs of each
//! array (`$read.A`, `$thread1_line.write.A`, ...), and their inverse for
//! reports ([`thread_id_of`], [`parameter_of`]).

use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thread {
    One,
    Two,
}

impl Thread {
    pub fn other(self) -> Thread {
        match self {
            Thread::One => Thread::Two,
            Thread::Two => Thread::One,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Thread::One => 0,
            Thread::Two => 1,
        }
    }

    pub const BOTH: [Thread; 2] = [Thread::One, Thread::Two];
}

/// The name of a kernel parameter's incoming value.
pub fn input(name: &str) -> String {
    format!("{name}$in")
}

/// Thread `t`'s copy of `name`: `x$1`, `x$2` (`$` keeps it apart from
/// the program's names, which the reduction requires not to end in `$1`).
pub fn copy(name: &str, t: Thread) -> String {
    match t {
        Thread::One => format!("{name}$1"),
        Thread::Two => format!("{name}$2"),
    }
}

/// `group_id.x$1 == group_id.x$2 && ... y ... && ... z ...`
pub fn same_group(span: Span) -> Expr {
    ["group_id.x", "group_id.y", "group_id.z"]
        .iter()
        .map(|g| {
            Expr::new(
                ExprKind::Binary(
                    BinaryOp::Eq,
                    Box::new(var(&copy(g, Thread::One), span)),
                    Box::new(var(&copy(g, Thread::Two), span)),
                ),
                span,
            )
        })
        .reduce(and)
        .expect("three dimensions")
}

/// The threads of a warp, which a `warp barrier` synchronises.
pub const WARP_SIZE: u32 = 32;

/// The two threads are in one warp (a warp barrier synchronises them),
/// `surely` or `maybe`: in one group, with linear local ids (`x + y *
/// group_size.x + z * group_size.x * group_size.y`, in 64 bits) equal
/// after division by the warp size, 32. The ids are exact when the group
/// has fewer than 2^64 threads; in a larger one, two threads are maybe in
/// one warp but not surely.
pub fn same_warp(surely: bool, span: Span) -> Expr {
    let wide = |name: &str| apply("zext_32_64", vec![var(name, span)]);
    let warp = |t: Thread| {
        let id = |d: &str| wide(&copy(&format!("local_id.{d}"), t));
        let rows = apply(
            "bv64_add",
            vec![
                id("y"),
                apply("bv64_mul", vec![wide("group_size.y"), id("z")]),
            ],
        );
        let linear = apply(
            "bv64_add",
            vec![id("x"), apply("bv64_mul", vec![wide("group_size.x"), rows])],
        );
        apply("bv64_udiv", vec![linear, bv(WARP_SIZE.into(), 64)])
    };
    let exact = not(apply(
        "bv64_mul_overflows",
        vec![
            apply("bv64_mul", vec![wide("group_size.x"), wide("group_size.y")]),
            wide("group_size.z"),
        ],
    ));
    let one_warp = eq(warp(Thread::One), warp(Thread::Two));
    let within = if surely {
        and(exact, one_warp)
    } else {
        or(not(exact), one_warp)
    };
    and(same_group(span), within)
}

/// `$distinct`: the threads of the pair are two threads (section 7 of
/// spec/gpu.md).
pub fn distinct(span: Span) -> Expr {
    Expr::new(ExprKind::Var(ident(DISTINCT, span)), span)
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Read,
    Write,
    Atomic,
}

/// Both threads' local and group ids, x first.
pub fn thread_ids(span: Span) -> Vec<Expr> {
    let mut ids = Vec::new();
    for id in ["local_id", "group_id"] {
        for d in ["x", "y", "z"] {
            for t in Thread::BOTH {
                ids.push(var(&copy(&format!("{id}.{d}"), t), span));
            }
        }
    }
    ids
}

/// The name of [`distinct`].
pub const DISTINCT: &str = "$distinct";

pub fn watch(array: &str, k: usize) -> String {
    format!("$watch.{array}.{k}")
}

pub fn log_flag(array: &str, kind: Access) -> String {
    match kind {
        Access::Read => format!("$read.{array}"),
        Access::Write => format!("$write.{array}"),
        Access::Atomic => format!("$atomic.{array}"),
    }
}

pub fn log_flags(array: &str) -> [String; 3] {
    [
        log_flag(array, Access::Read),
        log_flag(array, Access::Write),
        log_flag(array, Access::Atomic),
    ]
}

/// The source line of thread 1's logged access of kind `kind` to the
/// watched element.
pub fn logged_line(array: &str, kind: Access) -> String {
    format!("{THREAD1_LINE}{}.{array}", access_word(kind))
}

/// An access's kind as `{:check "race", ...}` names it.
pub fn access_word(kind: Access) -> &'static str {
    match kind {
        Access::Read => "read",
        Access::Write => "write",
        Access::Atomic => "atomic",
    }
}

/// Empties thread 1's logs of `array` when `when` holds.
pub fn empty_logs(array: &str, when: &Expr, span: Span) -> Vec<(String, Expr)> {
    let mut resets = Vec::new();
    for (flag, line) in log_flags(array).into_iter().zip(logged_lines(array)) {
        let (none, zero) = (
            Expr::new(ExprKind::Bool(false), span),
            Expr::new(ExprKind::Int("0".into()), span),
        );
        resets.push((flag.clone(), ite(when.clone(), none, var(&flag, span))));
        resets.push((line.clone(), ite(when.clone(), zero, var(&line, span))));
    }
    resets
}

/// The logged lines of the three kinds, as [`log_flags`].
pub fn logged_lines(array: &str) -> [String; 3] {
    [
        logged_line(array, Access::Read),
        logged_line(array, Access::Write),
        logged_line(array, Access::Atomic),
    ]
}

/// The prefix of the logged lines' names, followed by the kind and the
/// array.
const THREAD1_LINE: &str = "$thread1_line.";

/// Chooses, at each access of thread 1, whether it is the one logged.
pub const TRACK: &str = "$track";

/// `$access_line.A(l)`: `l` is a line that an access to `A` logs.
pub fn access_line(array: &str) -> String {
    format!("$access_line.{array}")
}

pub fn written_value(array: &str) -> String {
    format!("$value.{array}")
}

pub fn unknown(array: &str, k: usize, d: usize) -> String {
    format!("$unknown.{array}.{k}.{d}")
}

/// Whether unknown location `k` of `array` is chosen: where the pair
/// accesses every element (a small index type), there is none to choose.
pub fn unknown_chosen(array: &str, k: usize) -> String {
    format!("$unknown.{array}.{k}")
}

/// A thread id's copy read back: `local_id.x$1` is `(0, 0, 0)` (local id,
/// x, thread 1), `group_id.z$2` is `(1, 2, 1)`.
pub fn thread_id_of(name: &str) -> Option<(usize, usize, usize)> {
    ["local_id", "group_id"]
        .iter()
        .enumerate()
        .find_map(|(k, id)| {
            let rest = name.strip_prefix(id)?.strip_prefix('.')?;
            let (dim, thread) = rest.split_once('$')?;
            let d = ["x", "y", "z"].iter().position(|x| *x == dim)?;
            let t = ["1", "2"].iter().position(|x| *x == thread)?;
            Some((k, d, t))
        })
}

/// The kernel parameter whose incoming value `name` is ([`input`]).
pub fn parameter_of(name: &str) -> Option<&str> {
    name.strip_suffix("$in")
}
