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

/// Headers of host-side libraries: a kernel cannot use what they declare
/// without naming the library, so reading them as empty changes no kernel
/// that compiles without them.
const HOST_LIBRARIES: &[&str] = &[
    "thrust/",
    "cub/",
    "boost/",
    "ATen/",
    "torch/",
    "gsl/",
    "cublasLt.h",
    "cusparse.h",
    "cusolverDn.h",
    "cufft.h",
    "nccl.h",
    "nvToolsExt.h",
    "nvtx3/",
];

/// Clang's errors when braces do not balance: what follows the error may
/// have been read as part of the function it lies in.
const UNBALANCED: &[&str] = &[
    "expected '}'",
    "extraneous closing brace ('}')",
    "function definition is not allowed here",
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

/// One error Clang reported: where, and what.
struct ClangError {
    file: String,
    line: u32,
    col: u32,
    message: String,
}

/// Clang's error lines (`file:line:col: error: message`; notes and
/// warnings are not errors).
fn errors(stderr: &str) -> Vec<ClangError> {
    stderr
        .lines()
        .filter_map(|line| {
            let (place, message) = line
                .split_once(": error: ")
                .or_else(|| line.split_once(": fatal error: "))?;
            let mut parts = place.rsplitn(3, ':');
            let col = parts.next()?.parse().ok()?;
            let line = parts.next()?.parse().ok()?;
            let file = parts.next()?.to_string();
            Some(ClangError {
                file,
                line,
                col,
                message: message.to_string(),
            })
        })
        .collect()
}

/// Whether Clang stopped at its error limit (the rest of the file unread).
pub fn hit_error_limit(stderr: &str) -> bool {
    stderr.contains("too many errors emitted")
}

/// A host library's header that Clang did not find (`'thrust/sort.h' file
/// not found`), if that is why it stopped.
pub fn missing_host_header(stderr: &str) -> Option<String> {
    errors(stderr).into_iter().find_map(|e| {
        let name = e
            .message
            .strip_prefix('\'')?
            .strip_suffix("' file not found")?;
        HOST_LIBRARIES
            .iter()
            .any(|l| name.starts_with(l))
            .then(|| name.to_string())
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

/// A function's definition: its name and where its code lies.
struct Definition<'a> {
    name: &'a str,
    begin: &'a Loc,
    end: &'a Loc,
}

impl Definition<'_> {
    fn contains(&self, e: &ClangError) -> bool {
        let at = (e.line, e.col);
        *self.begin.file == *e.file
            && *self.end.file == *e.file
            && (self.begin.line, self.begin.col) <= at
            && at <= (self.end.line, self.end.col)
    }
}

/// The definitions of functions that run on the host only (no `__device__`
/// or `__global__`), in the unit's own files.
fn host_functions<'a>(n: &'a Node, out: &mut Vec<Definition<'a>>) {
    let function = matches!(
        n.kind.as_str(),
        "FunctionDecl"
            | "CXXMethodDecl"
            | "CXXConstructorDecl"
            | "CXXDestructorDecl"
            | "CXXConversionDecl"
    );
    if function {
        let defined = n.inner.iter().any(|c| c.is("CompoundStmt"));
        let device = n.has_attr("CUDADeviceAttr") || n.has_attr("CUDAGlobalAttr");
        if let (true, false, Some(begin), Some(end)) = (defined, device, &n.at, &n.end) {
            if !begin.in_headers {
                out.push(Definition {
                    name: n.name(),
                    begin,
                    end,
                });
            }
        }
        return;
    }
    for c in &n.inner {
        host_functions(c, out);
    }
}

/// The definitions of device code anywhere in the unit's own files,
/// `__device__` lambdas inside host functions among them.
fn device_functions<'a>(n: &'a Node, out: &mut Vec<Definition<'a>>) {
    let device = n.has_attr("CUDADeviceAttr") || n.has_attr("CUDAGlobalAttr");
    if device && n.kind.ends_with("Decl") {
        if let (Some(begin), Some(end)) = (&n.at, &n.end) {
            if !begin.in_headers {
                out.push(Definition {
                    name: n.name(),
                    begin,
                    end,
                });
            }
        }
    }
    for c in &n.inner {
        device_functions(c, out);
    }
}

/// When every error in `stderr` lies in the body of a host-only function
/// of `unit`, the warning that says which host code was skipped; `None`
/// when some error lies elsewhere (or none could be placed).
pub fn skipped_host_code(unit: &Node, stderr: &str) -> Option<String> {
    let errors = errors(stderr);
    if errors.is_empty() {
        return None;
    }
    // A body left open runs to the end of the file and may swallow the
    // definitions after it (kernels among them), which the AST then lacks.
    if errors
        .iter()
        .any(|e| UNBALANCED.contains(&e.message.as_str()))
    {
        return None;
    }
    let mut device = Vec::new();
    device_functions(unit, &mut device);
    if errors.iter().any(|e| device.iter().any(|d| d.contains(e))) {
        return None;
    }
    let mut functions = Vec::new();
    host_functions(unit, &mut functions);
    let mut skipped: Vec<String> = Vec::new();
    for e in &errors {
        let f = functions.iter().find(|f| f.contains(e))?;
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
