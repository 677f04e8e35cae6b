//! Whole programs whose host part does not compile here. Host code is
//! never translated (only kernels and the device code they call), so a
//! `.cu` file is still read when Clang's only errors are semantic errors
//! in the bodies of host-only functions (host math called without its
//! header, say), under the conditions of [`skipped_host_code`].

use ivl_frontend::clang::ast::{Loc, Node};

/// One error Clang reported: where, what, and Clang's category for it
/// (`-fdiagnostics-show-category=name`: `Semantic Issue`, `Parse Issue`,
/// `Lexical or Preprocessor Issue` ...).
struct ClangError {
    file: String,
    line: u32,
    col: u32,
    message: String,
    category: String,
    fatal: bool,
}

/// Clang's error lines (`file:line:col: error: message [Category]`; notes
/// and warnings are not errors).
fn errors(stderr: &str) -> Vec<ClangError> {
    stderr
        .lines()
        .filter_map(|line| {
            let (place, rest, fatal) = match line.split_once(": error: ") {
                Some((p, r)) => (p, r, false),
                None => {
                    let (p, r) = line.split_once(": fatal error: ")?;
                    (p, r, true)
                }
            };
            let mut parts = place.rsplitn(3, ':');
            let col = parts.next()?.parse().ok()?;
            let line = parts.next()?.parse().ok()?;
            let file = parts.next()?.to_string();
            let (message, category) = match rest.rsplit_once(" [") {
                Some((m, c)) if c.ends_with(']') => (m, c.trim_end_matches(']')),
                _ => (rest, ""),
            };
            Some(ClangError {
                file,
                line,
                col,
                message: message.to_string(),
                category: category.to_string(),
                fatal,
            })
        })
        .collect()
}

/// Whether Clang stopped at its error limit (the rest of the file unread).
pub fn hit_error_limit(stderr: &str) -> bool {
    stderr.contains("too many errors emitted")
}

/// A function's definition, or its body: its name and where it lies.
struct Definition<'a> {
    name: &'a str,
    begin: &'a Loc,
    end: &'a Loc,
}

impl<'a> Definition<'a> {
    fn of(name: &'a str, n: &'a Node) -> Option<Definition<'a>> {
        match (&n.at, &n.end) {
            (Some(begin), Some(end)) if !begin.in_headers => Some(Definition { name, begin, end }),
            _ => None,
        }
    }

    fn contains(&self, e: &ClangError) -> bool {
        let at = (e.line, e.col);
        *self.begin.file == *e.file
            && *self.end.file == *e.file
            && (self.begin.line, self.begin.col) <= at
            && at <= (self.end.line, self.end.col)
    }
}

fn is_device(n: &Node) -> bool {
    n.has_attr("CUDADeviceAttr") || n.has_attr("CUDAGlobalAttr")
}

/// The bodies of the functions that run on the host only (no `__device__`
/// or `__global__`), in the unit's own files: the signature is not in it.
fn host_bodies<'a>(n: &'a Node, out: &mut Vec<Definition<'a>>) {
    let function = matches!(
        n.kind.as_str(),
        "FunctionDecl"
            | "CXXMethodDecl"
            | "CXXConstructorDecl"
            | "CXXDestructorDecl"
            | "CXXConversionDecl"
    );
    if function {
        if !is_device(n) {
            let body = n.inner.iter().find(|c| c.is("CompoundStmt"));
            out.extend(body.and_then(|b| Definition::of(n.name(), b)));
        }
        return;
    }
    for c in &n.inner {
        host_bodies(c, out);
    }
}

/// The definitions of device code anywhere in the unit's own files,
/// `__device__` lambdas inside host functions among them.
fn device_code<'a>(n: &'a Node, out: &mut Vec<Definition<'a>>) {
    if is_device(n) && n.kind.ends_with("Decl") {
        out.extend(Definition::of(n.name(), n));
    }
    for c in &n.inner {
        device_code(c, out);
    }
}

/// Whether a declaration Clang marked invalid lies outside every body of
/// `bodies` (locals of a body skipped do not matter).
fn invalid_outside(n: &Node, bodies: &[Definition]) -> bool {
    let inside = |at: &Loc| {
        bodies.iter().any(|b| {
            *b.begin.file == *at.file
                && (b.begin.line, b.begin.col) <= (at.line, at.col)
                && (at.line, at.col) <= (b.end.line, b.end.col)
        })
    };
    if n.is_invalid == Some(true) && !n.at.as_ref().is_some_and(inside) {
        return true;
    }
    n.inner.iter().any(|c| invalid_outside(c, bodies))
}

/// A kernel template of the unit (anywhere: in a namespace, or a
/// struct's friend): its instantiations may be made (or lost) in host code
/// that does not compile.
fn kernel_template(n: &Node) -> Option<&str> {
    if n.is("FunctionTemplateDecl") {
        let pattern = n.inner.iter().find(|f| f.is("FunctionDecl"));
        if let Some(k) = pattern.filter(|k| k.has_attr("CUDAGlobalAttr")) {
            return Some(k.name());
        }
    }
    n.inner.iter().find_map(kernel_template)
}

/// When Clang's only errors are semantic errors in the bodies of host-only
/// functions of the user's files (the kernel file or the headers it
/// includes), the warning that says which host code is skipped; `None`
/// (the file is rejected) otherwise. Each condition keeps the kernels as
/// Clang would read them without the errors: a fatal error stops Clang
/// from instantiating templates; a parse error may let a body swallow the
/// definitions after it; an error in a signature may hide a call from
/// device code; and the instantiations of a kernel template may be made in
/// the code skipped. A body counts only where it is not inside another
/// function, so that a header included inside a kernel's body cannot pass
/// for host code.
pub fn skipped_host_code(unit: &Node, stderr: &str) -> Option<String> {
    let errors = errors(stderr);
    if errors.is_empty() {
        return None;
    }
    let placed = errors
        .iter()
        .all(|e| !e.fatal && e.category == "Semantic Issue");
    if !placed || kernel_template(unit).is_some() {
        return None;
    }
    let mut device = Vec::new();
    device_code(unit, &mut device);
    if errors.iter().any(|e| device.iter().any(|d| d.contains(e))) {
        return None;
    }
    let mut bodies = Vec::new();
    host_bodies(unit, &mut bodies);
    // A declaration in error outside the bodies skipped (a host function
    // whose `auto` result its body leaves unknown) may have its uses
    // dropped, device code's among them, with no error of their own.
    if invalid_outside(unit, &bodies) {
        return None;
    }
    let mut skipped: Vec<String> = Vec::new();
    for e in &errors {
        let f = bodies.iter().find(|f| f.contains(e))?;
        let entry = format!("`{}` ({}:{})", f.name, f.begin.file, f.begin.line);
        if !skipped.contains(&entry) {
            skipped.push(entry);
        }
    }
    let first = &errors[0];
    Some(format!(
        "host code that does not compile here is skipped: {} ({} error{}, the first at {}:{}:{}: {}); \
         kernels and device code are translated as usual",
        skipped.join(", "),
        errors.len(),
        if errors.len() == 1 { "" } else { "s" },
        first.file,
        first.line,
        first.col,
        first.message
    ))
}
