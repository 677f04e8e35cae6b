//! Whole programs whose host part does not compile here. Host code is
//! never translated (only kernels and the device code they call), so a
//! `.cu` file is still read when Clang's only errors lie in the bodies of
//! host-only functions: host math called without its header, or a host
//! library ivl does not have. The headers of such libraries (Thrust,
//! cuBLASLt, ...; [`HOST_LIBRARIES`]), when missing, are read as empty;
//! device code that uses them then fails to compile, and the file is
//! rejected with Clang's errors, as any other error outside host code.

use std::path::{Path, PathBuf};

use super::ast::{Loc, Node};
use super::headers::Headers;
use crate::error::FrontendError;

/// Headers of host-side libraries, with the prefixes of their macros: a
/// kernel cannot use what they declare without naming the library, so
/// reading them as empty changes no kernel that compiles without them,
/// unless a preprocessor test of the file asks for one of their macros
/// (then the header is not read as empty).
const HOST_LIBRARIES: &[(&str, &[&str])] = &[
    ("thrust/", &["THRUST"]),
    ("cub/", &["CUB", "_CUB"]),
    ("boost/", &["BOOST"]),
    ("ATen/", &["AT_", "C10_", "TORCH"]),
    ("torch/", &["AT_", "C10_", "TORCH"]),
    ("gsl/", &["GSL", "__GSL"]),
    ("cublasLt.h", &["CUBLAS"]),
    ("cusparse.h", &["CUSPARSE"]),
    ("cusolverDn.h", &["CUSOLVER"]),
    ("cufft.h", &["CUFFT"]),
    ("nccl.h", &["NCCL"]),
    ("nvToolsExt.h", &["NVTX"]),
    ("nvtx3/", &["NVTX"]),
];

/// What a missing `<thrust/...>` header reads as: Thrust's class templates
/// declared but not defined, so that host functions naming them in their
/// signatures (`void f(thrust::device_vector<float> &v)`) are still
/// functions, whose bodies (which then do not compile) are skipped.
const THRUST: &str = "/* ivl: Thrust, a host library ivl does not have */
#ifndef IVL_THRUST_DECLARED
#define IVL_THRUST_DECLARED
namespace thrust {
template <class... T> class device_vector;
template <class... T> class host_vector;
template <class... T> class device_ptr;
template <class... T> class device_reference;
template <class... T> class tuple;
template <class... T> class pair;
template <class... T> class counting_iterator;
template <class... T> class constant_iterator;
template <class... T> class transform_iterator;
template <class... T> class permutation_iterator;
template <class... T> class zip_iterator;
template <class... T> struct plus;
template <class... T> struct minus;
template <class... T> struct multiplies;
template <class... T> struct divides;
template <class... T> struct modulus;
template <class... T> struct maximum;
template <class... T> struct minimum;
template <class... T> struct less;
template <class... T> struct greater;
template <class... T> struct equal_to;
template <class... T> struct negate;
template <class... T> struct identity;
template <class A, class R> struct unary_function {};
template <class A, class B, class R> struct binary_function {};
}
#endif
";

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

/// A host library's header that Clang did not find (`'thrust/sort.h' file
/// not found`), if that is why it stopped and the kernel file `main` (or a
/// file it includes with quotes) tests none of the library's macros.
pub fn missing_host_header(stderr: &str, main: &Path) -> Option<String> {
    errors(stderr).into_iter().find_map(|e| {
        let name = e
            .message
            .strip_prefix('\'')?
            .strip_suffix("' file not found")?;
        let (_, macros) = HOST_LIBRARIES.iter().find(|(l, _)| name.starts_with(l))?;
        (!tests_macros(main, macros)).then(|| name.to_string())
    })
}

/// Whether a preprocessor condition (`#if`, `#ifdef`, `#ifndef`, `#elif`)
/// of `main`, or of a file it includes with quotes, names a macro with one
/// of `prefixes`.
fn tests_macros(main: &Path, prefixes: &[&str]) -> bool {
    let Ok(text) = std::fs::read_to_string(main) else {
        return true;
    };
    let folder = main.parent().unwrap_or(Path::new("."));
    let included = text.lines().filter_map(|l| {
        let quoted = l
            .trim_start()
            .strip_prefix('#')?
            .trim_start()
            .strip_prefix("include")?;
        let name = quoted.trim().strip_prefix('"')?.split('"').next()?;
        std::fs::read_to_string(folder.join(name)).ok()
    });
    let texts: Vec<String> = std::iter::once(text.clone()).chain(included).collect();
    texts.iter().flat_map(|t| t.lines()).any(|l| {
        let Some(directive) = l.trim_start().strip_prefix('#') else {
            return false;
        };
        let directive = directive.trim_start();
        ["if", "elif"].iter().any(|d| directive.starts_with(d))
            && directive
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|word| prefixes.iter().any(|p| word.starts_with(p)))
    })
}

/// A private folder of empty headers standing for missing host libraries.
pub struct Stubs {
    dir: PathBuf,
    pub names: Vec<String>,
}

impl Stubs {
    pub fn new() -> Result<Stubs, FrontendError> {
        let dir = Headers::create_private_dir().map_err(|e| {
            FrontendError::setup(format!(
                "cannot create a folder in {}: {e}",
                std::env::temp_dir().display()
            ))
        })?;
        Ok(Stubs {
            dir,
            names: Vec::new(),
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Adds an empty `name`; false if it was there already (Clang still
    /// does not find it, so adding it again would not help).
    pub fn add(&mut self, name: &str) -> Result<bool, FrontendError> {
        if self.names.iter().any(|n| n == name) || name.contains("..") {
            return Ok(false);
        }
        let path = self.dir.join(name);
        let text = if name.starts_with("thrust/") {
            THRUST
        } else {
            "/* ivl: a host library, read as empty */\n"
        };
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, text));
        written
            .map_err(|e| FrontendError::setup(format!("cannot write {}: {e}", path.display())))?;
        self.names.push(name.to_string());
        Ok(true)
    }
}

impl Drop for Stubs {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
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

/// A kernel template of the unit: its instantiations may be made (or
/// lost) in host code that does not compile.
fn kernel_template(n: &Node) -> Option<&str> {
    for c in &n.inner {
        match c.kind.as_str() {
            "FunctionTemplateDecl" => {
                if let Some(k) = c
                    .inner
                    .iter()
                    .find(|f| f.is("FunctionDecl") && f.has_attr("CUDAGlobalAttr"))
                {
                    return Some(k.name());
                }
            }
            "NamespaceDecl" | "LinkageSpecDecl" => {
                if let Some(k) = kernel_template(c) {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// When Clang's only errors are semantic errors in the bodies of host-only
/// functions of the kernel file `main` itself, the warning that says which
/// host code is skipped; `None` (the file is rejected) otherwise. Each
/// condition keeps the kernels as Clang would read them without the
/// errors: a fatal error stops Clang from instantiating templates; a parse
/// error may let a body swallow the definitions after it; an error in an
/// included file may stand for an inclusion inside a kernel; an error in a
/// signature may hide a call from device code; and the instantiations of a
/// kernel template may be made in the code skipped.
pub fn skipped_host_code(unit: &Node, stderr: &str, main: &str) -> Option<String> {
    let errors = errors(stderr);
    if errors.is_empty() || stderr.contains("In file included from") {
        return None;
    }
    let placed = errors
        .iter()
        .all(|e| !e.fatal && e.category == "Semantic Issue" && e.file == main);
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
