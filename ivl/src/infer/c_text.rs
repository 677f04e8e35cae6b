//! A kept invariant in the kernel's own language (`--show-invariants` on
//! a CUDA or OpenCL kernel, spec/gpu.md section 10): the kernel program's
//! expression written as a `__invariant(...)` argument that the front end
//! reads back to the same expression. Bit-vector operations become C
//! operators on operands cast to the unsigned (or, for signed operations,
//! signed) type of their width, so that C's promotions cannot change their
//! meaning. What has no C form (a quantifier other than an access
//! predicate's, a name that is not a C identifier, a width other than 32
//! or 64) gives `None`, and the invariant is shown in IVL.

use std::collections::{HashMap, HashSet};

use crate::syntax::ast::*;

/// The kernel's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    Cuda,
    OpenCl,
}

impl Language {
    /// The language of a source file, by its extension.
    pub fn of(file: &str) -> Option<Language> {
        if file.ends_with(".cu") {
            Some(Language::Cuda)
        } else if file.ends_with(".cl") {
            Some(Language::OpenCl)
        } else {
            None
        }
    }

    fn unsigned(self, width: u32) -> Option<&'static str> {
        match (self, width) {
            (_, 32) => Some("unsigned int"),
            (Language::Cuda, 64) => Some("unsigned long long"),
            (Language::OpenCl, 64) => Some("ulong"),
            _ => None,
        }
    }

    fn signed(self, width: u32) -> Option<&'static str> {
        match (self, width) {
            (_, 32) => Some("int"),
            (Language::Cuda, 64) => Some("long long"),
            (Language::OpenCl, 64) => Some("long"),
            _ => None,
        }
    }

    fn builtin(self, name: &str) -> Option<String> {
        let (stem, d) = name.split_once('.')?;
        let dim = ["x", "y", "z"].iter().position(|x| *x == d)?;
        if stem == "global_id" {
            return Some(match self {
                Language::Cuda => format!("(blockIdx.{d} * blockDim.{d} + threadIdx.{d})"),
                Language::OpenCl => format!("get_global_id({dim})"),
            });
        }
        let (cuda, opencl) = match stem {
            "local_id" => ("threadIdx", "get_local_id"),
            "group_id" => ("blockIdx", "get_group_id"),
            "group_size" => ("blockDim", "get_local_size"),
            "num_groups" => ("gridDim", "get_num_groups"),
            _ => return None,
        };
        Some(match self {
            Language::Cuda => format!("{cuda}.{d}"),
            Language::OpenCl => format!("{opencl}({dim})"),
        })
    }
}

/// What an invariant pasted into a C source may name: its identifiers
/// (the front end's temporaries, `lane` or `cond`, are not among them),
/// which of them are pointers (an IVL pointer is an offset, a C one an
/// address: not a value to print), and how many indices each array takes.
pub struct Source {
    identifiers: HashSet<String>,
    pointers: HashSet<String>,
    dimensions: HashMap<String, usize>,
}

impl Source {
    pub fn new(text: &str) -> Source {
        let bytes = text.as_bytes();
        let is_start = |c: u8| c.is_ascii_alphabetic() || c == b'_';
        let is_part = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        let mut words: Vec<(usize, usize)> = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            if is_start(bytes[i]) && (i == 0 || !is_part(bytes[i - 1])) {
                let start = i;
                while i < bytes.len() && is_part(bytes[i]) {
                    i += 1;
                }
                words.push((start, i));
            } else {
                i += 1;
            }
        }
        let word = |(a, b): (usize, usize)| &text[a..b];
        let skip_space = |mut at: usize| {
            while at < bytes.len() && bytes[at].is_ascii_whitespace() {
                at += 1;
            }
            at
        };
        let mut source = Source {
            identifiers: words.iter().map(|w| word(*w).to_string()).collect(),
            pointers: HashSet::new(),
            dimensions: HashMap::new(),
        };
        const QUALIFIERS: [&str; 5] = [
            "const",
            "restrict",
            "__restrict__",
            "__restrict",
            "volatile",
        ];
        for (k, &(a, b)) in words.iter().enumerate() {
            let name = word((a, b));
            // `* [qualifiers] name` then `=`, `,`, `;`, `)` or `[`: declared
            // (or written through) as a pointer.
            // (Not a product: no number or bracket before the `*`.)
            let star = |t: &str| {
                t.strip_suffix('*').is_some_and(|t| {
                    !t.trim_end()
                        .ends_with(|c: char| c.is_ascii_digit() || c == ')' || c == ']')
                })
            };
            let before = text[..a].trim_end();
            let qualified = k > 0 && QUALIFIERS.contains(&word(words[k - 1])) && {
                let (qa, _) = words[k - 1];
                star(text[..qa].trim_end())
            };
            let after = skip_space(b);
            let declared = after < bytes.len() && b"=,;)[".contains(&bytes[after]);
            if (star(before) || qualified) && declared {
                source.pointers.insert(name.to_string());
            }
            // `name[...][...]`: the indices in a row.
            let mut at = after;
            let mut indices = 0;
            while at < bytes.len() && bytes[at] == b'[' {
                let mut depth = 0;
                while at < bytes.len() {
                    match bytes[at] {
                        b'[' => depth += 1,
                        b']' => depth -= 1,
                        _ => {}
                    }
                    at += 1;
                    if depth == 0 {
                        break;
                    }
                }
                indices += 1;
                at = skip_space(at);
            }
            let most = source.dimensions.entry(name.to_string()).or_insert(0);
            *most = (*most).max(indices);
        }
        source
    }

    /// A scalar the kernel names: a loop's reused variable, `i.1` in the
    /// kernel program, is `i` where its loop is.
    fn scalar(&self, name: &str) -> Option<String> {
        let base = match name.rsplit_once('.') {
            Some((base, n)) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => base,
            _ => name,
        };
        let ours = !base.starts_with("__") && self.identifiers.contains(base);
        (ours && !self.pointers.contains(base)).then(|| base.to_string())
    }

    fn array(&self, name: &str) -> Option<String> {
        (!name.starts_with("__") && self.identifiers.contains(name)).then(|| name.to_string())
    }
}

/// `text`, a kernel program's expression, as C over the source's
/// `identifiers`; `None` where it has no C form.
pub fn invariant(text: &str, language: Language, source: &Source) -> Option<String> {
    let parsed = crate::syntax::parser::parse_program(
        crate::syntax::span::FileId(0),
        &format!("axiom {text};"),
    );
    if !parsed.errors.is_empty() {
        return None;
    }
    let [Decl {
        kind: DeclKind::Axiom(a),
        ..
    }] = parsed.tree.decls.as_slice()
    else {
        return None;
    };
    Printer {
        language,
        source,
        bound: None,
    }
    .expr(&a.expr)
}

struct Printer<'a> {
    language: Language,
    source: &'a Source,
    /// An access predicate's offset variable, what it is in C, and its
    /// width (of C's unsigned type).
    bound: Option<(String, String, u32)>,
}

/// A printed expression; `unsigned`: of C's unsigned type of that width.
struct C {
    text: String,
    unsigned: Option<u32>,
}

impl C {
    fn new(text: String, unsigned: Option<u32>) -> C {
        C { text, unsigned }
    }
}

impl Printer<'_> {
    fn expr(&self, e: &Expr) -> Option<String> {
        self.typed(e).map(|c| c.text)
    }

    fn typed(&self, e: &Expr) -> Option<C> {
        Some(match &e.kind {
            ExprKind::Bool(b) => C::new(b.to_string(), None),
            ExprKind::Bv(value, width) => {
                let suffix = match (width, self.language) {
                    (32, _) => "u",
                    (64, Language::Cuda) => "ull",
                    (64, Language::OpenCl) => "ul",
                    _ => return None,
                };
                C::new(format!("{value}{suffix}"), Some(*width))
            }
            ExprKind::Var(x) => self.name(&x.name)?,
            ExprKind::Unary(UnaryOp::Not, a) => C::new(format!("!{}", self.expr(a)?), None),
            ExprKind::Binary(op, a, b) => {
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                let text = match op {
                    BinaryOp::Implies => format!("__implies({a}, {b})"),
                    BinaryOp::And => format!("({a} && {b})"),
                    BinaryOp::Or => format!("({a} || {b})"),
                    BinaryOp::Eq => format!("{a} == {b}"),
                    BinaryOp::Neq => format!("{a} != {b}"),
                    _ => return None,
                };
                C::new(text, None)
            }
            ExprKind::Apply(f, args) => self.apply(&f.name, args)?,
            ExprKind::Quant(q) => C::new(self.access_predicate(q)?, None),
            _ => return None,
        })
    }

    fn name(&self, name: &str) -> Option<C> {
        if let Some((x, c, width)) = &self.bound {
            if x == name {
                return Some(C::new(c.clone(), Some(*width)));
            }
        }
        if let Some(b) = self.language.builtin(name) {
            // CUDA's are unsigned int; OpenCL's size_t, cast.
            return Some(match self.language {
                Language::Cuda => C::new(b, Some(32)),
                Language::OpenCl => C::new(b, None),
            });
        }
        match name {
            "__enabled" => return Some(C::new("__enabled()".into(), None)),
            "__same_group" => return Some(C::new("__same_group".into(), None)),
            _ => {}
        }
        self.source.scalar(name).map(|n| C::new(n, None))
    }

    /// `c` as C's unsigned type of `width` (cast unless it is already).
    fn as_unsigned(&self, c: &C, width: u32) -> Option<String> {
        if c.unsigned == Some(width) {
            return Some(c.text.clone());
        }
        Some(format!("({}){}", self.language.unsigned(width)?, c.text))
    }

    fn apply(&self, f: &str, args: &[Expr]) -> Option<C> {
        if let ("__read" | "__write", [a]) = (f, args) {
            let ExprKind::Var(a) = &a.kind else {
                return None;
            };
            return Some(C::new(
                format!("{f}({})", self.source.array(&a.name)?),
                None,
            ));
        }
        let printed: Option<Vec<C>> = args.iter().map(|a| self.typed(a)).collect();
        let printed = printed?;
        if let ("__uniform" | "__other", [a]) = (f, printed.as_slice()) {
            let kind = if is_boolean(&args[0]) { "bool" } else { "int" };
            return Some(C::new(format!("{f}_{kind}({})", a.text), None));
        }
        if let Some(rest) = f.strip_prefix("zext_").or_else(|| f.strip_prefix("sext_")) {
            let (from, to) = rest.split_once('_')?;
            let (from, to): (u32, u32) = (from.parse().ok()?, to.parse().ok()?);
            let [a] = printed.as_slice() else { return None };
            let text = if f.starts_with('z') {
                format!(
                    "({})({})",
                    self.language.unsigned(to)?,
                    self.as_unsigned(a, from)?
                )
            } else {
                let (from, to) = (self.language.signed(from)?, self.language.signed(to)?);
                format!("({})({to})({from}){}", self.language.unsigned(64)?, a.text)
            };
            return Some(C::new(text, Some(to)));
        }
        let (width, op) = crate::syntax::rewrite::bv_operation(f)?;
        let [a, b] = printed.as_slice() else {
            return None;
        };
        let symbol = match op {
            "add" => "+",
            "sub" => "-",
            "mul" => "*",
            "udiv" | "sdiv" => "/",
            "urem" | "srem" => "%",
            "and" => "&",
            "or" => "|",
            "xor" => "^",
            "shl" => "<<",
            "lshr" | "ashr" => ">>",
            "ult" | "slt" => "<",
            "ule" | "sle" => "<=",
            "ugt" | "sgt" => ">",
            "uge" | "sge" => ">=",
            _ => return None,
        };
        let comparison = COMPARISONS.contains(&op);
        if matches!(op, "sdiv" | "srem" | "ashr" | "slt" | "sle" | "sgt" | "sge") {
            let ty = self.language.signed(width)?;
            let text = format!("({ty}){} {symbol} ({ty}){}", a.text, b.text);
            return Some(if comparison {
                C::new(format!("({text})"), None)
            } else {
                C::new(
                    format!("({})({text})", self.language.unsigned(width)?),
                    Some(width),
                )
            });
        }
        let text = format!(
            "({} {symbol} {})",
            self.as_unsigned(a, width)?,
            self.as_unsigned(b, width)?
        );
        Some(C::new(text, (!comparison).then_some(width)))
    }

    /// `forall o :: __K(A, o) ==> P(o)` as `__K_implies(A, P[o := the
    /// element thread 1 accessed])`, the element being
    /// `__K_offset_bytes(A) / size`.
    fn access_predicate(&self, q: &Quantifier) -> Option<String> {
        let [o] = q.vars.as_slice() else { return None };
        let ExprKind::Binary(BinaryOp::Implies, logged, body) = &q.body.kind else {
            return None;
        };
        let ExprKind::Apply(k, args) = &logged.kind else {
            return None;
        };
        let ([array, offset], "__read" | "__write") = (args.as_slice(), k.name.as_str()) else {
            return None;
        };
        let (ExprKind::Var(a), ExprKind::Var(x)) = (&array.kind, &offset.kind) else {
            return None;
        };
        if x.name != o.name.name {
            return None;
        }
        let TypeKind::Bv(width) = o.ty.kind else {
            return None;
        };
        let ty = self.language.unsigned(width)?;
        let array = self.source.array(&a.name)?;
        // The kernel program's offsets count elements, whatever the
        // dimensions: `sizeof(**A)` for `A[i][j]`.
        let dimensions = self.source.dimensions.get(&array).copied().unwrap_or(1);
        let stars = "*".repeat(dimensions.max(1));
        let element = format!(
            "(({ty})({}_offset_bytes({array}) / sizeof({stars}{array})))",
            k.name
        );
        let printed = Printer {
            language: self.language,
            source: self.source,
            bound: Some((x.name.clone(), element, width)),
        }
        .expr(body)?;
        Some(format!("{}_implies({array}, {printed})", k.name))
    }
}

const COMPARISONS: [&str; 8] = ["ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"];

/// Whether `e` is Boolean by its shape (the printer has no types).
fn is_boolean(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Bool(_) | ExprKind::Unary(UnaryOp::Not, _) | ExprKind::Quant(_) => true,
        ExprKind::Var(x) => x.name == "__enabled" || x.name == "__same_group",
        ExprKind::Binary(op, ..) => matches!(
            op,
            BinaryOp::And
                | BinaryOp::Or
                | BinaryOp::Implies
                | BinaryOp::Iff
                | BinaryOp::Eq
                | BinaryOp::Neq
                | BinaryOp::Lt
                | BinaryOp::Le
                | BinaryOp::Gt
                | BinaryOp::Ge
        ),
        ExprKind::Apply(f, _) => {
            f.name == "__read"
                || f.name == "__write"
                || crate::syntax::rewrite::bv_operation(&f.name)
                    .is_some_and(|(_, op)| COMPARISONS.contains(&op))
        }
        _ => false,
    }
}
