//! The launches in a CUDA program's host code (`k<<<64, 256>>>(...)`):
//! when every launch of every kernel checked gives the same constant
//! sizes, they are the kernels' geometry, unless flags give one.

use crate::clang::ast::{constant_value, strip, Node};

/// A launch's sizes: threads per block and blocks per grid, x first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchSizes {
    pub block: [u32; 3],
    pub grid: [u32; 3],
}

/// The sizes every launch of `kernels` gives, if each kernel is launched
/// and every launch gives the same constant sizes.
pub fn launch_sizes(unit: &Node, kernels: &[&Node]) -> Option<LaunchSizes> {
    let mut launches = Vec::new();
    collect_launches(unit, &mut launches);
    let mut found: Option<LaunchSizes> = None;
    for k in kernels {
        let mine: Vec<&&Node> = launches
            .iter()
            .filter(|l| launched_kernel(l) == Some(k.id.as_str()))
            .collect();
        if mine.is_empty() {
            return None;
        }
        for launch in mine {
            let sizes = constant_sizes(launch)?;
            match found {
                Some(known) if known != sizes => return None,
                _ => found = Some(sizes),
            }
        }
    }
    found
}

fn collect_launches<'a>(n: &'a Node, out: &mut Vec<&'a Node>) {
    for c in &n.inner {
        if c.is("CUDAKernelCallExpr") {
            out.push(c);
        }
        collect_launches(c, out);
    }
}

/// The declaration id of the kernel a launch calls.
fn launched_kernel(launch: &Node) -> Option<&str> {
    let callee = through_casts(launch.inner.first()?);
    callee.referenced_decl.as_ref().map(|d| d.id.as_str())
}

/// `<<<grid, block, ...>>>` of constants: the configuration call's first
/// two arguments.
fn constant_sizes(launch: &Node) -> Option<LaunchSizes> {
    let config = launch.inner.get(1).filter(|c| c.is("CallExpr"))?;
    let grid = dim3_constant(config.inner.get(1)?)?;
    let block = dim3_constant(config.inner.get(2)?)?;
    Some(LaunchSizes { block, grid })
}

/// A `dim3` made of constants: `64` (converted), `dim3(16, 16)`.
fn dim3_constant(e: &Node) -> Option<[u32; 3]> {
    let made = through_casts(e);
    if !(made.is("CXXConstructExpr") || made.is("CXXTemporaryObjectExpr")) || made.inner.len() != 3
    {
        return None;
    }
    let mut dims = [1u32; 3];
    for (d, arg) in dims.iter_mut().zip(&made.inner) {
        *d = u32::try_from(integer_constant(arg)?).ok()?;
    }
    Some(dims)
}

fn integer_constant(e: &Node) -> Option<i128> {
    let mut e = strip(e);
    loop {
        if let Some(v) = constant_value(e) {
            return Some(v);
        }
        match e.kind.as_str() {
            "ImplicitCastExpr" | "CXXDefaultArgExpr" | "ConstantExpr" | "ParenExpr" => {
                e = strip(e.inner.first()?)
            }
            _ => return None,
        }
    }
}

/// `e` without conversions (`dim3(64)` is a functional cast of a
/// construction).
fn through_casts(e: &Node) -> &Node {
    let mut e = strip(e);
    while (e.is("ImplicitCastExpr")
        || e.is("CXXFunctionalCastExpr")
        || e.is("MaterializeTemporaryExpr"))
        && e.inner.len() == 1
    {
        e = strip(&e.inner[0]);
    }
    e
}
