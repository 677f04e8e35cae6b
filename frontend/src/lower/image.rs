//! OpenCL's images and samplers. A kernel cannot write an image it reads
//! (`__read_only`, the default), so reading one never races: a read
//! (`read_imagef(img, sampler, coord)` ...) returns an arbitrary value of
//! its type, and the image's sizes (`get_image_width` ...) are arbitrary.
//! The coordinates are still evaluated (their reads are accesses).
//! Read-only images and samplers have no IVL form: the kernel's parameters
//! and variables of these types are left out. A `__write_only` image is a
//! global map from pixel coordinates (x, y, z; those an image of fewer
//! dimensions lacks are 0) to an arbitrary token per write, so that two
//! writes of one pixel race (even of equal colours, which the model does
//! not compare). `__read_write` images (OpenCL 2.0) are not modelled yet.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{strip, Node};
use crate::ctype::CType;

const WRITES: &[&str] = &[
    "write_imagef",
    "write_imagei",
    "write_imageui",
    "write_imageh",
];

const READS: &[&str] = &["read_imagef", "read_imagei", "read_imageui", "read_imageh"];

const QUERIES: &[&str] = &[
    "get_image_width",
    "get_image_height",
    "get_image_depth",
    "get_image_array_size",
    "get_image_dim",
    "get_image_channel_data_type",
    "get_image_channel_order",
];

/// A read-only image type (`__read_only image2d_t`, or an image without
/// an access qualifier, which is read-only in OpenCL C).
pub fn is_read_only_image(ty: &str) -> bool {
    let words: Vec<&str> = ty.split_whitespace().collect();
    words
        .iter()
        .any(|w| w.starts_with("image") && w.ends_with("_t"))
        && !words.iter().any(|w| {
            matches!(
                *w,
                "__write_only" | "write_only" | "__read_write" | "read_write"
            )
        })
}

/// The coordinates a `__write_only` image takes (`image2d_t`: 2), or
/// `None` for other types.
pub fn written_image_dims(ty: &str) -> Option<usize> {
    let words: Vec<&str> = ty.split_whitespace().collect();
    if !words
        .iter()
        .any(|w| matches!(*w, "__write_only" | "write_only"))
    {
        return None;
    }
    words.iter().find_map(|w| match *w {
        "image1d_t" | "image1d_buffer_t" => Some(1),
        "image2d_t" | "image1d_array_t" => Some(2),
        "image3d_t" | "image2d_array_t" => Some(3),
        _ => None,
    })
}

/// OpenCL's sampler type (a kernel argument, a variable or a constant).
pub fn is_sampler(ty: &str) -> bool {
    ty.split_whitespace().any(|w| w == "sampler_t")
}

/// A type with no IVL form that the kernel only passes to image builtins.
pub fn is_opaque_image_type(ty: &str) -> bool {
    is_read_only_image(ty) || is_sampler(ty)
}

impl<'t, 'a> Func<'t, 'a> {
    /// A `__write_only` image parameter: its global map of pixels.
    pub fn image_param(&mut self, p: &Node) -> Result<()> {
        let dims = written_image_dims(p.type_str()).expect("a written image");
        let name = self.global_name(p.name());
        self.t.decls.push(decl(
            DeclKind::Var(VarDecl {
                attrs: Vec::new(),
                vars: vec![typed(
                    &name,
                    ty(TypeKind::Map(vec![bv_type(32); 3], Box::new(bv_type(32)))),
                )],
                space: MemorySpace::Global,
            }),
            NO_SPAN,
        ));
        self.images.insert(p.id.clone(), (name, dims));
        Ok(())
    }

    /// `write_image*(img, coord, colour)`: the pixel at `coord` gets a
    /// fresh token.
    fn image_write(&mut self, name: &str, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let args = self.args(n);
        let mut image = strip(&args[0]);
        while image.is("ImplicitCastExpr") && image.inner.len() == 1 {
            image = strip(&image.inner[0]);
        }
        let written = image
            .referenced_decl
            .as_ref()
            .and_then(|d| self.images.get(&d.id))
            .cloned();
        let Some((map, dims)) = written else {
            return unsupported(
                at,
                format!("`{name}` of an image that is not a kernel's __write_only parameter"),
            );
        };
        let coord = self.arg_value(n, 1)?;
        let coord = self.staged(coord);
        let lanes = match coord {
            Val::Record(fields) => fields.into_iter().map(|(_, v)| v).collect(),
            v => vec![v],
        };
        let mut index = Vec::new();
        for k in 0..3 {
            index.push(match lanes.get(k).filter(|_| k < dims) {
                Some(v) => self.coerce(
                    v.clone(),
                    &CType::Int {
                        bits: 32,
                        signed: true,
                    },
                    at,
                )?,
                None => bv(0, 32),
            });
        }
        for i in 2..args.len() {
            self.arg_effects(n, i)?;
        }
        let token = self.local("pixel", bv_type(32));
        self.emit(stmt(StmtKind::Havoc(vec![ident(&token, NO_SPAN)]), NO_SPAN));
        self.emit(stmt(
            StmtKind::Assign(
                vec![Lhs {
                    name: ident(&map, NO_SPAN),
                    indices: vec![index],
                    span: NO_SPAN,
                }],
                vec![var(&token, NO_SPAN)],
            ),
            NO_SPAN,
        ));
        self.writes.insert(map);
        Ok(Val::Void)
    }

    /// Image reads, writes and queries; `None` for other names.
    pub fn image_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let known = READS.contains(&name) || QUERIES.contains(&name) || WRITES.contains(&name);
        if !known || !self.is_header_function(n) {
            return Ok(None);
        }
        let at = n.at.as_ref();
        let args = self.args(n);
        let Some(image) = args.first() else {
            return unsupported(at, format!("`{name}` without an image"));
        };
        if WRITES.contains(&name) && args.len() == 3 {
            return self.image_write(name, n).map(Some);
        }
        if QUERIES.contains(&name) && written_image_dims(strip(image).type_str()).is_some() {
            return self.arbitrary(name, ty, at).map(Some);
        }
        if !is_read_only_image(strip(image).type_str()) {
            return unsupported(at, format!("`{name}` of an image the kernel may write"));
        }
        for (i, arg) in args.iter().enumerate().skip(1) {
            if is_sampler(strip(arg).type_str()) {
                self.sampler_effects(arg)?;
            } else {
                self.arg_effects(n, i)?;
            }
        }
        self.arbitrary(name, ty, at).map(Some)
    }

    /// Evaluates a sampler expression for its effects: a sampler variable
    /// or argument has none; a sampler made from a number
    /// (`CLK_FILTER_NEAREST | ...`, or anything else) has that number's.
    pub fn sampler_effects(&mut self, e: &'a Node) -> Result<()> {
        let mut e = strip(e);
        while e.inner.len() == 1 && e.kind.ends_with("CastExpr") && is_sampler(e.type_str()) {
            let inner = strip(&e.inner[0]);
            if is_sampler(inner.type_str()) {
                e = inner;
                continue;
            }
            return self.effects(inner);
        }
        if e.is("DeclRefExpr") {
            return Ok(());
        }
        unsupported(
            e.at.as_ref(),
            "a sampler that is not a variable, an argument or a number",
        )
    }
}
