//! C types, read from the type strings in Clang's JSON (canonical form,
//! typedefs looked through): `unsigned int`, `__global float *__private`,
//! `float[16][17]`, `int __attribute__((ext_vector_type(4)))`, `struct S`.

use std::collections::{HashMap, HashSet};

use crate::clang::ast::QualType;
use crate::clang::type_names::{last_name, template_name};
use crate::dialect::Dialect;

/// A floating-point format: `_Float16` (CUDA's `__half`, OpenCL's
/// `half`), `__bf16` (CUDA's `__nv_bfloat16`), `float` and `double`. Each
/// is the prelude's uninterpreted type its `Display` names (`float16`,
/// `bfloat16`, `float32`, `float64`), whose functions are named after it
/// (`float32_add`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatFormat {
    Half,
    BFloat,
    Single,
    Double,
}

impl FloatFormat {
    pub fn bits(self) -> u32 {
        match self {
            FloatFormat::Half | FloatFormat::BFloat => 16,
            FloatFormat::Single => 32,
            FloatFormat::Double => 64,
        }
    }

    /// The IEEE format of `bits` (16: half precision).
    pub fn ieee(bits: u32) -> Option<FloatFormat> {
        match bits {
            16 => Some(FloatFormat::Half),
            32 => Some(FloatFormat::Single),
            64 => Some(FloatFormat::Double),
            _ => None,
        }
    }
}

impl std::fmt::Display for FloatFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FloatFormat::Half => "float16",
            FloatFormat::BFloat => "bfloat16",
            FloatFormat::Single => "float32",
            FloatFormat::Double => "float64",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CType {
    Void,
    Bool,
    Int {
        bits: u32,
        signed: bool,
    },
    Float(FloatFormat),
    Pointer(Box<CType>, Space),
    /// Element type and length (`None`: `T[]`).
    Array(Box<CType>, Option<u64>),
    /// A struct or class, by its canonical name; an OpenCL vector is the
    /// record [`vector_name`] names, with a field per lane (`s0`, `s1`...).
    Record(String),
    /// A reference (`T &`): the type of a variable or parameter that names
    /// another object; expressions have the referred type.
    Reference(Box<CType>),
    Function,
    /// A pointer to a function of the type written (`float (float *,
    /// unsigned int)`): a number naming the function (0 for null).
    FunctionPointer(String),
    /// What the front end does not model, with the type's text.
    Other(String),
}

/// OpenCL address spaces (CUDA pointers are generic).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    Generic,
    Global,
    Local,
    Constant,
    Private,
}

/// What a type string needs to be read: the target's `long` and the
/// program's record names.
pub struct TypeContext {
    pub dialect: Dialect,
    /// The target's pointer width (`--pointer-bitwidth`), 32 or 64: the
    /// size of pointers and, in CUDA, of `long` (as on the host: 32 bits
    /// under `-m32`, 64 on Linux x86-64).
    pub pointer_bits: u32,
    pub records: HashSet<String>,
    /// Enumerations and their underlying types.
    pub enums: HashMap<String, CType>,
    /// Enumerators' values, by their own names (none for a name two
    /// enumerators of different values share): a specialization is
    /// indexed with the values of its enumerator arguments.
    pub enumerators: HashMap<String, Option<i128>>,
    /// Typedef names and what they stand for (Clang does not always look
    /// through a typedef inside a pointer or array type).
    pub typedefs: HashMap<String, String>,
    /// Typedef names given two different meanings (in two namespaces):
    /// types are known by their last name, so these are not known.
    pub ambiguous_typedefs: HashSet<String>,
    /// The typedef names declared outside structs; the others are member
    /// typedefs only, in scope in their structs' methods alone.
    pub namespace_typedefs: HashSet<String>,
    /// Alias templates' names (`template <class T> using V = ...;`): a
    /// type written with one (`V<float> *`, which Clang does not always
    /// desugar) names another struct, so it is not looked up by its own
    /// name: one that passes its parameters on in order (`using V =
    /// W<T>;`) is the template it names (`W<float>`), any other unknown.
    pub alias_templates: HashMap<String, Option<String>>,
    /// The types the specializations of the other alias templates stand
    /// for, as Clang desugars them where they are used (`Avail<3>` for
    /// `template <int n> using Avail = int[2 * n + 1];` is `int32_t[7]`),
    /// by the specialization as written; `None` for one written alike with
    /// two meanings.
    pub alias_instances: HashMap<String, Option<String>>,
    /// The types declared at namespace scope, by every qualified form of
    /// their names (`thrust::complex` and `complex` for `thrust::complex`,
    /// inline and unnamed namespaces left out): the full name of the one
    /// type a form names, `None` for a form two types share.
    pub scoped_names: HashMap<String, Option<String>>,
    /// The names of the namespaces.
    pub namespace_names: HashSet<String>,
    /// Namespace aliases' names (`namespace ns = real;`), and the
    /// namespaces that bring in another's names (`using namespace real;`):
    /// a name written with one of them may be more than `scoped_names`
    /// says.
    pub namespace_aliases: HashSet<String>,
    pub open_namespaces: HashSet<String>,
    /// The alias templates at namespace scope, by full name, with the
    /// template each names (`alias_templates`).
    pub qualified_alias_templates: HashMap<String, Option<String>>,
    /// Typedefs declared inside functions (`typedef cub::WarpScan<int>
    /// WS;`), for the members named through them (`typename
    /// WS::TempStorage`, which Clang leaves sugared inside an array type):
    /// `None` for a name given two meanings. Their names are known only
    /// through `scoped_typedefs`.
    pub local_typedefs: HashMap<String, Option<String>>,
    /// The typedefs of the function being translated (`using UINPUT =
    /// typename std::make_unsigned<INPUT>::type;`) that hold for their
    /// names throughout its body (func.rs `local_typedefs`), with their
    /// targets in this instance of it; used where no typedef, struct or
    /// enum outside functions has the name.
    pub scoped_typedefs: HashMap<String, String>,
    /// Whether the function being translated is no struct's method: no
    /// member typedef is in its scope, so its own typedefs shadow none.
    pub scoped_in_free_function: bool,
    /// The names of class templates (`WarpScan`), which name no type
    /// without arguments, and of the structs that are no template's: a
    /// name in the first set only is no struct `X::T` may name.
    pub template_patterns: HashSet<String>,
    pub plain_records: HashSet<String>,
    /// Set while a typedef declared outside the function (`typedef T
    /// *TP;`) is read: its names are its scope's, never the function's
    /// own typedefs.
    pub outside_function: std::cell::Cell<bool>,
}

impl CType {
    pub fn int(bits: u32, signed: bool) -> CType {
        CType::Int { bits, signed }
    }

    pub fn is_integer(&self) -> bool {
        matches!(self, CType::Int { .. } | CType::Bool)
    }

    /// A cooperative groups tile (`thread_block_tile<32>`).
    /// A cooperative group of part of a warp: a tile, or the coalesced
    /// threads.
    pub fn is_tile(&self) -> bool {
        matches!(self, CType::Record(r) if r.starts_with("thread_block_tile<") || r == "coalesced_group")
    }

    pub fn is_scalar(&self) -> bool {
        matches!(
            self,
            CType::Int { .. } | CType::Bool | CType::Float(_) | CType::FunctionPointer(_)
        )
    }

    /// The element type of a pointer or array.
    pub fn pointee(&self) -> Option<&CType> {
        match self {
            CType::Pointer(t, _) | CType::Array(t, _) => Some(t),
            _ => None,
        }
    }

    /// The innermost element type of nested arrays, and the lengths from
    /// the outermost in.
    pub fn array_shape(&self) -> (&CType, Vec<Option<u64>>) {
        let mut dims = Vec::new();
        let mut t = self;
        while let CType::Array(e, n) = t {
            dims.push(*n);
            t = e;
        }
        (t, dims)
    }
}

const QUALIFIERS: &[&str] = &[
    "const",
    "volatile",
    "restrict",
    "__restrict",
    "__restrict__",
];

impl TypeContext {
    /// A node's type. Where Clang looked through a typedef (`TP`, `T *`),
    /// the names in what it wrote are the typedef's scope's: the
    /// function's own typedefs hold there only if the typedef is one.
    pub fn parse_type(&self, q: &QualType) -> CType {
        match &q.desugared {
            Some(d) if *d != q.qual_type => {
                // `decltype(g((SE *)p))` names the function's `SE` in its
                // operand, while its meaning is written in g's scope: only
                // a type written with the typedef itself is read here.
                let own = !q.qual_type.contains('(')
                    && q.qual_type
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .any(|w| self.scoped_typedefs.contains_key(w));
                if own {
                    self.parse(d)
                } else {
                    self.parse_outside_function(d)
                }
            }
            _ => self.parse(&q.qual_type),
        }
    }

    /// `text`, a typedef's target written outside the function being
    /// translated, read in its own scope.
    fn parse_outside_function(&self, text: &str) -> CType {
        self.outside_function_do(|| self.parse(text))
    }

    /// `read`, with the function's own typedefs off.
    fn outside_function_do(&self, read: impl FnOnce() -> CType) -> CType {
        let before = self.outside_function.replace(true);
        let t = read();
        self.outside_function.set(before);
        t
    }

    /// `name` with each template argument that is an enumerator
    /// (`S<4, ns::B>`) written as its value (`S<4, 1>`), as Clang gives a
    /// specialization's arguments.
    fn enumerators_as_values(&self, name: &str) -> String {
        if !name.contains('<') || self.enumerators.is_empty() {
            return name.to_string();
        }
        let mut out = String::with_capacity(name.len());
        let mut depth = 0;
        let mut token = String::new();
        let flush = |token: &mut String, out: &mut String, depth: i32| {
            let own = token.rsplit("::").next().unwrap_or(token);
            let at_argument = depth > 0 && !own.is_empty();
            let value = self.enumerators.get(own).copied().flatten();
            match value.filter(|_| at_argument && !self.records.contains(own)) {
                Some(v) => out.push_str(&v.to_string()),
                None => out.push_str(token),
            }
            token.clear();
        };
        for c in name.chars() {
            if c.is_alphanumeric() || c == '_' || c == ':' {
                token.push(c);
                continue;
            }
            // Only a whole argument is an enumerator (`N<B>`, not `N<B *>`).
            if matches!(c, ',' | '>') && token.trim().len() == token.len() {
                flush(&mut token, &mut out, depth);
            } else {
                out.push_str(&token);
                token.clear();
            }
            match c {
                '<' => depth += 1,
                '>' => depth -= 1,
                _ => {}
            }
            out.push(c);
        }
        out.push_str(&token);
        out
    }

    pub fn parse(&self, text: &str) -> CType {
        let text = text.trim();
        // `T (&)[N]`: a reference to an array.
        for marker in ["(&)", "(&&)"] {
            if let Some(at) = text.find(marker) {
                let rest = text[at + marker.len()..].trim_start();
                if rest.starts_with('[') {
                    let target = format!("{}{rest}", &text[..at]);
                    return CType::Reference(Box::new(self.parse(&target)));
                }
            }
        }
        if let Some(at) = text.find("(*)") {
            if text[at + 3..].trim_start().starts_with('(') {
                // `R (*)(A, B)`: a pointer to a function of type `R (A, B)`.
                return CType::FunctionPointer(format!(
                    "{} {}",
                    text[..at].trim_end(),
                    text[at + 3..].trim_start()
                ));
            }
            // `T (*)[N]`: a pointer to an array.
            let target = format!("{}{}", &text[..at], &text[at + 3..]);
            return CType::Pointer(Box::new(self.parse(&target)), space_of(&text[..at]));
        }
        if text.ends_with(']') {
            // The first `[` outside parentheses (an unnamed struct's name
            // holds some: `struct (unnamed struct at k.cu:3:3)[100]`).
            let mut depth = 0i32;
            let open = text.char_indices().find_map(|(i, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    '[' if depth == 0 => return Some(i),
                    _ => {}
                }
                None
            });
            if let Some(open) = open {
                let element = self.parse(&text[..open]);
                let lengths: Vec<Option<u64>> = text[open..]
                    .split(']')
                    .filter_map(|d| d.trim().strip_prefix('['))
                    .map(|d| d.trim().parse().ok())
                    .collect();
                return lengths
                    .into_iter()
                    .rev()
                    .fold(element, |t, n| CType::Array(Box::new(t), n));
            }
        }
        if let Some(record) = unnamed_record(text) {
            if let Some(underlying) = self.enums.get(&record) {
                return underlying.clone();
            }
            return CType::Record(record);
        }
        // A lambda's class, named by where it is written.
        let unqualified = text.trim_start_matches("const ").trim();
        if unqualified.starts_with("(lambda at ") && unqualified.ends_with(')') {
            return CType::Record(unqualified.to_string());
        }
        if text.contains("(unnamed ") || text.contains("(anonymous ") {
            if let Some(star) = top_level_star(text) {
                let target = &text[..star];
                return CType::Pointer(Box::new(self.parse(target)), space_of(target));
            }
        }
        if text.contains('(') && !text.contains("__attribute__") {
            return CType::Function;
        }
        if let Some(referred) = text.strip_suffix('&').filter(|t| !t.ends_with('&')) {
            return CType::Reference(Box::new(self.parse(referred)));
        }
        if let Some(star) = top_level_star(text) {
            let target = &text[..star];
            return CType::Pointer(Box::new(self.parse(target)), space_of(target));
        }
        self.base(text)
    }

    /// What `typename X::Member` stands for: a member typedef of the struct
    /// that `X` (a struct, or a typedef of one) is.
    fn member_typedef(&self, name: &str) -> Option<String> {
        let name = name.strip_prefix("typename ").unwrap_or(name);
        let (owner, member) = name.rsplit_once("::")?;
        // What `owner` names: a struct, a function's typedef, a typedef
        // elsewhere; with two different meanings, nothing.
        if self.ambiguous_typedefs.contains(owner) {
            return None;
        }
        let mut meanings: Vec<String> = Vec::new();
        let is_struct = |n: &str| {
            self.records.contains(n)
                && (!self.template_patterns.contains(n) || self.plain_records.contains(n))
        };
        if is_struct(owner) || is_struct(last_name(owner)) {
            meanings.push(owner.to_string());
        }
        match self.local_typedefs.get(owner) {
            Some(Some(target)) => meanings.push(target.clone()),
            Some(None) => return None,
            None => {}
        }
        meanings.extend(self.typedefs.get(owner).cloned());
        let mut meanings: Vec<String> = meanings
            .iter()
            .map(|m| template_name(m.trim_start_matches("struct ").trim_start_matches("class ")))
            .collect();
        meanings.dedup();
        let owner = match meanings.as_slice() {
            [] => template_name(owner),
            [one] => one.clone(),
            _ => return None,
        };
        // Structs are known by their last names (`WarpScan<int>`).
        let target = [owner.as_str(), last_name(&owner)].iter().find_map(|o| {
            let qualified = format!("{o}::{member}");
            match self.ambiguous_typedefs.contains(&qualified) {
                true => None,
                false => self.typedefs.get(&qualified).cloned(),
            }
        });
        // A struct declared in a specialization (`WS::TempStorage`, which
        // Clang leaves sugared inside an array type) by its qualified name.
        let target = target.or_else(|| {
            let qualified = format!("{owner}::{member}");
            (owner.contains('<') && self.records.contains(&qualified)).then_some(qualified)
        })?;
        (target.as_str() != name).then_some(target)
    }

    /// What `name`, written with a namespace (`thrust::complex<float>`),
    /// names when that is an alias template that passes its parameters on
    /// (`thrust_complex<float>`): when each part before its last is a
    /// namespace (not an alias of one, nor one that brings in another's
    /// names) and names nothing else, and exactly one type at namespace
    /// scope has a name ending so (the one C++ finds, from wherever it is
    /// written).
    fn qualified_alias(&self, name: &str) -> Option<String> {
        let (head, args) = name.split_once('<')?;
        let (scopes, _) = head.rsplit_once("::")?;
        let plain_namespace = |part: &str| {
            self.namespace_names.contains(part)
                && !self.namespace_aliases.contains(part)
                && !self.open_namespaces.contains(part)
                && !self.records.contains(part)
                && !self.template_patterns.contains(part)
                && !self.typedefs.contains_key(part)
                && !self.ambiguous_typedefs.contains(part)
                && !self.enums.contains_key(part)
        };
        if !scopes.split("::").all(plain_namespace) {
            return None;
        }
        let full = self.scoped_names.get(head)?.as_ref()?;
        let target = self.qualified_alias_templates.get(full)?.as_ref()?;
        Some(format!("{target}<{args}"))
    }

    fn base(&self, text: &str) -> CType {
        if let Some(at) = text.find("__attribute__((ext_vector_type(") {
            let n: u32 = text[at + 31..]
                .split(')')
                .next()
                .and_then(|n| n.trim().parse().ok())
                .unwrap_or(0);
            return CType::Record(vector_name(&self.base(&text[..at]), n));
        }
        let words: Vec<&str> = text
            .split_whitespace()
            .filter(|w| !QUALIFIERS.contains(w) && space_word(w).is_none())
            .filter(|w| !w.starts_with("__attribute__"))
            .collect();
        let joined = words.join(" ");
        let long = match self.dialect {
            Dialect::Cuda => self.pointer_bits,
            Dialect::OpenCl => 64,
        };
        let scalar = match joined.as_str() {
            "void" => CType::Void,
            "bool" | "_Bool" => CType::Bool,
            "char" | "signed char" => CType::int(8, true),
            "unsigned char" => CType::int(8, false),
            "short" | "short int" | "signed short" => CType::int(16, true),
            "unsigned short" | "unsigned short int" => CType::int(16, false),
            "int" | "signed int" | "signed" => CType::int(32, true),
            "unsigned int" | "unsigned" => CType::int(32, false),
            "long" | "long int" | "signed long" => CType::int(long, true),
            "unsigned long" | "unsigned long int" => CType::int(long, false),
            "long long" | "long long int" => CType::int(64, true),
            "unsigned long long" | "unsigned long long int" => CType::int(64, false),
            // An OpenCL event: an opaque handle, a number to ivl.
            "event_t" => CType::int(32, false),
            // CUDA's `__half` is a `_Float16` in ivl's cuda_fp16.h.
            "_Float16" | "half" => CType::Float(FloatFormat::Half),
            "__bf16" => CType::Float(FloatFormat::BFloat),
            "float" => CType::Float(FloatFormat::Single),
            "double" => CType::Float(FloatFormat::Double),
            _ => {
                let name = joined
                    .strip_prefix("struct ")
                    .or_else(|| joined.strip_prefix("class "))
                    .unwrap_or(&joined);
                let name = &self.enumerators_as_values(&template_name(name));
                // A name a function declares as its own typedef means that
                // typedef inside that function, where it holds (see
                // `scoped_typedefs`), when the name means nothing else
                // outside functions; anywhere else, or where it also names
                // a typedef, struct or enum of the program's, it is not
                // known: Clang's sugared types do not say which one is
                // meant (`decltype(q)` written `T *`).
                let local = !name.contains("::")
                    && (self.local_typedefs.contains_key(name)
                        || self.scoped_typedefs.contains_key(name));
                if local {
                    let members_only =
                        self.scoped_in_free_function && !self.namespace_typedefs.contains(name);
                    // A lambda or a local struct's method sees the typedefs
                    // of the function around it too: outside the block
                    // declaring its own, the name may mean one of those.
                    let enclosing = !self.scoped_in_free_function
                        && matches!(self.local_typedefs.get(name), Some(None));
                    let known_outside = enclosing
                        || (!members_only
                            && (self.typedefs.contains_key(name)
                                || self.ambiguous_typedefs.contains(name)))
                        || self.records.contains(name)
                        || self.enums.contains_key(name);
                    // Every typedef of the name, inside functions and
                    // outside, means one type (a kernel's `typedef typename
                    // M::P P;` beside `M`'s own `P`): whichever is meant,
                    // it is that one.
                    let outside = self.typedefs.get(name).filter(|_| {
                        !self.ambiguous_typedefs.contains(name)
                            && !self.records.contains(name)
                            && !self.enums.contains_key(name)
                    });
                    if let (Some(Some(inside)), Some(outside)) =
                        (self.local_typedefs.get(name), outside)
                    {
                        let scoped_agrees =
                            self.scoped_typedefs.get(name).is_none_or(|s| s == inside);
                        if inside == outside && scoped_agrees && inside != text && inside != name {
                            return self.parse_outside_function(inside);
                        }
                    }
                    let in_function = !self.outside_function.get();
                    if let (true, false, Some(target)) =
                        (in_function, known_outside, self.scoped_typedefs.get(name))
                    {
                        if target != text && target != name {
                            return self.parse(target);
                        }
                    }
                    return CType::Other(text.to_string());
                }
                if let Some(target) = self.member_typedef(name) {
                    return self.parse_outside_function(&target);
                }
                // Types are known by their last name: one that names both a
                // struct and a typedef of something else (`struct S` and
                // `namespace N { typedef T S; }`), or two typedefs, is not
                // known.
                if let Some(target) = self.qualified_alias(name) {
                    return self.outside_function_do(|| self.base(&target));
                }
                let last = last_name(name);
                if let Some((base, args)) = last.split_once('<') {
                    // An alias named like a struct template is neither.
                    let shadowed = || {
                        let prefix = format!("{base}<");
                        self.records.iter().any(|r| r.starts_with(&prefix))
                    };
                    match self.alias_templates.get(base) {
                        Some(Some(target)) if !shadowed() => {
                            return self
                                .outside_function_do(|| self.base(&format!("{target}<{args}")));
                        }
                        Some(_) => {
                            return match self.alias_instances.get(name) {
                                Some(Some(target)) if target != name && !shadowed() => {
                                    self.parse_outside_function(target)
                                }
                                _ => CType::Other(text.to_string()),
                            };
                        }
                        None => {}
                    }
                }
                // A class template's name alone (`std::ctype`) names no
                // type: no conflict with a typedef of that name.
                let names_struct = |n: &str| {
                    self.records.contains(n)
                        && (!self.template_patterns.contains(n) || self.plain_records.contains(n))
                };
                // A specialization's own struct by its qualified name
                // (`AS<16, 16>::type`) is that struct, whatever else its
                // last name names.
                let specialization_struct = |n: &str| {
                    n.contains('<')
                        && self.records.contains(n)
                        && !self.typedefs.contains_key(n)
                        && !self.ambiguous_typedefs.contains(n)
                };
                // Written in its namespace (`std::aligned_storage<16,
                // 16>::type`), it is indexed without it.
                let unscoped = name
                    .split_once('<')
                    .and_then(|(head, _)| head.rfind("::"))
                    .map(|k| &name[k + 2..]);
                if let Some(n) = [Some(name.as_str()), unscoped]
                    .into_iter()
                    .flatten()
                    .find(|n| last != *n && specialization_struct(n))
                {
                    return CType::Record(n.to_string());
                }
                if self.ambiguous_typedefs.contains(last)
                    || names_struct(last)
                        && self.typedefs.get(last).is_some_and(|t| {
                            t.trim_start_matches("struct ").trim_start_matches("class ") != last
                        })
                {
                    return CType::Other(text.to_string());
                }
                // A typedef named like a class template (`using ctype =
                // int;` beside `std::ctype<C>`) is the typedef.
                let typedef_only = !names_struct(last) && self.typedefs.contains_key(name);
                if self.records.contains(name) && !typedef_only {
                    return CType::Record(name.to_string());
                }
                // A record in a namespace (`cooperative_groups::grid_group`)
                // is indexed by its own name.
                if last != name && self.records.contains(last) && !typedef_only {
                    return CType::Record(last.to_string());
                }
                let enum_name = joined.strip_prefix("enum ").unwrap_or(&joined);
                // An enum in a namespace (`cub::BlockLoadAlgorithm`) is
                // indexed by its own name, as a record is.
                let own_name = enum_name.rsplit("::").next().unwrap_or(enum_name);
                // By its own name only when that names no typedef or
                // struct too (`M::elem`, a typedef beside a global `enum
                // elem`, is not the enum).
                let own_is_other = self.typedefs.contains_key(own_name)
                    || self.ambiguous_typedefs.contains(own_name)
                    || self.records.contains(own_name);
                // Nor by its whole name when that names a typedef of
                // something else too (`typedef double E;` in a namespace,
                // written `E` there, beside a global `enum E`).
                let typedef_of_other = |n: &str| {
                    self.ambiguous_typedefs.contains(n)
                        || self.typedefs.get(n).is_some_and(|t| {
                            t.trim_start_matches("enum ") != n
                                && t.trim_start_matches("enum ") != last_name(n)
                        })
                };
                if let Some(underlying) = self
                    .enums
                    .get(enum_name)
                    .filter(|_| !typedef_of_other(enum_name))
                    .or_else(|| self.enums.get(own_name).filter(|_| !own_is_other))
                {
                    return underlying.clone();
                }
                // `<cstdint>` and `<cstddef>` bring C's names into `std`
                // with `using ::uint32_t;` (no typedef of their own).
                let name = match name.strip_prefix("std::") {
                    Some(c_name) if !self.typedefs.contains_key(name) => c_name,
                    _ => name,
                };
                if let Some(target) = self.typedefs.get(name) {
                    if target != text
                        && target != name
                        && target.trim_start_matches("struct ") != name
                    {
                        return self.parse_outside_function(target);
                    }
                }
                CType::Other(text.to_string())
            }
        };
        scalar
    }
}

/// The record standing for a vector of `n` lanes of `elem`.
pub fn vector_name(elem: &CType, n: u32) -> String {
    match elem {
        CType::Int { bits, signed } => {
            format!("vector.{}{bits}.{n}", if *signed { "i" } else { "u" })
        }
        CType::Float(FloatFormat::BFloat) => format!("vector.bf16.{n}"),
        CType::Float(w) => format!("vector.f{}.{n}", w.bits()),
        _ => format!("vector.other.{n}"),
    }
}

/// The lane type and count of a vector record.
pub fn vector_lanes(name: &str) -> Option<(CType, u32)> {
    let rest = name.strip_prefix("vector.")?;
    let (elem, n) = rest.split_once('.')?;
    let n: u32 = n.parse().ok()?;
    if elem == "bf16" {
        return Some((CType::Float(FloatFormat::BFloat), n));
    }
    let (kind, bits) = elem.split_at(1);
    let bits: u32 = bits.parse().ok()?;
    let elem = match kind {
        "i" => CType::int(bits, true),
        "u" => CType::int(bits, false),
        "f" => CType::Float(FloatFormat::ieee(bits)?),
        _ => return None,
    };
    Some((elem, n))
}

/// The lane type and count of a vector type; a scalar is its one lane.
pub fn lanes_of_type(ty: &CType) -> (CType, u32) {
    match ty {
        CType::Record(r) => vector_lanes(r).unwrap_or((ty.clone(), 1)),
        _ => (ty.clone(), 1),
    }
}

/// A scalar type in an IVL function's name: `f32`, `s8`, `u64` ...
pub fn lane_name(t: &CType) -> String {
    match t {
        CType::Float(w) => format!("f{}", w.bits()),
        CType::Int { bits, signed } => format!("{}{bits}", if *signed { "s" } else { "u" }),
        _ => "b".into(),
    }
}

pub fn is_vector(ty: &CType) -> bool {
    matches!(ty, CType::Record(name) if vector_lanes(name).is_some())
}

/// The lane type and count of a vector type.
pub fn vector_of(ty: &CType) -> (CType, u32) {
    match ty {
        CType::Record(name) => vector_lanes(name).expect("a vector type"),
        _ => unreachable!("a vector type"),
    }
}

/// The lanes a vector component name selects (`x`, `s3`, `xy`, `s01`,
/// `lo`, `hi`, `even`, `odd`) in a vector of `n` lanes.
pub fn swizzle(name: &str, n: u32) -> Option<Vec<u32>> {
    let half = n.div_ceil(2);
    let lanes: Vec<u32> = match name {
        "lo" => (0..half).collect(),
        "hi" => (half..n.max(half * 2)).collect(),
        "even" => (0..n).step_by(2).collect(),
        "odd" => (1..n).step_by(2).collect(),
        _ => {
            if let Some(digits) = name.strip_prefix('s').or_else(|| name.strip_prefix('S')) {
                digits
                    .chars()
                    .map(|c| c.to_digit(16))
                    .collect::<Option<Vec<u32>>>()?
            } else {
                name.chars()
                    .map(|c| "xyzw".find(c).map(|i| i as u32))
                    .collect::<Option<Vec<u32>>>()?
            }
        }
    };
    lanes.iter().all(|l| *l < n).then_some(lanes)
}

/// The position of the `*` that makes `text` a pointer type, outside any
/// parentheses (`int (*)[4]` has none at top level).
/// The name of an unnamed struct's (or enum's) type, as Clang writes it
/// (`S::(unnamed struct at k.cu:2:3)`), without qualifiers and keyword; the
/// front end knows the struct by it.
pub fn unnamed_record(text: &str) -> Option<String> {
    let text = text.trim();
    if !(text.contains("(unnamed ") || text.contains("(anonymous ")) || !text.ends_with(')') {
        return None;
    }
    let mut rest = text;
    loop {
        let before = rest;
        for word in [
            "const ",
            "volatile ",
            "struct ",
            "class ",
            "union ",
            "enum ",
        ] {
            rest = rest.trim_start().strip_prefix(word).unwrap_or(rest);
        }
        if rest == before {
            break;
        }
    }
    Some(rest.trim().to_string())
}

fn top_level_star(text: &str) -> Option<usize> {
    let mut depth = 0i32;
    let mut found = None;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            '*' if depth == 0 => found = Some(i),
            _ => {}
        }
    }
    found
}

fn space_word(word: &str) -> Option<Space> {
    Some(match word {
        "__global" | "global" => Space::Global,
        "__local" | "local" => Space::Local,
        "__constant" | "constant" => Space::Constant,
        "__private" | "private" => Space::Private,
        "__generic" | "generic" => Space::Generic,
        _ => return None,
    })
}

/// The address space written in a pointer's target type.
fn space_of(target: &str) -> Space {
    target
        .split_whitespace()
        .find_map(space_word)
        .unwrap_or(Space::Generic)
}

/// How a report names values of type `t` ("arrays of int32").
pub fn describe(t: &CType) -> String {
    match t {
        CType::Record(n) => match vector_lanes(n) {
            Some((e, k)) => format!("vectors of {k} {}", describe(&e)),
            None => format!("struct {n}"),
        },
        CType::Pointer(e, _) => format!("pointers to {}", describe(e)),
        CType::Array(e, _) => format!("arrays of {}", describe(e)),
        CType::Other(s) => s.clone(),
        CType::Reference(t) => format!("references to {}", describe(t)),
        CType::Function => "functions".into(),
        CType::FunctionPointer(_) => "pointers to functions".into(),
        CType::Void => "void".into(),
        CType::Bool => "bool".into(),
        CType::Int { bits, signed } => format!("{}int{bits}", if *signed { "" } else { "u" }),
        CType::Float(w) => w.to_string(),
    }
}

/// The width of a scalar type's values (32 for the others).
pub fn bits_of(ty: &CType) -> u32 {
    match ty {
        CType::Int { bits, .. } => *bits,
        CType::Float(w) => w.bits(),
        CType::Bool => 1,
        _ => 32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> TypeContext {
        TypeContext {
            dialect: Dialect::OpenCl,
            pointer_bits: 32,
            records: ["S".to_string()].into_iter().collect(),
            enums: HashMap::new(),
            enumerators: HashMap::new(),
            ambiguous_typedefs: HashSet::new(),
            namespace_typedefs: HashSet::new(),
            alias_templates: HashMap::new(),
            alias_instances: HashMap::new(),
            scoped_names: HashMap::new(),
            namespace_names: HashSet::new(),
            namespace_aliases: HashSet::new(),
            open_namespaces: HashSet::new(),
            qualified_alias_templates: HashMap::new(),
            local_typedefs: HashMap::new(),
            scoped_typedefs: HashMap::new(),
            scoped_in_free_function: false,
            outside_function: Default::default(),
            template_patterns: HashSet::new(),
            plain_records: HashSet::new(),
            typedefs: [("uint".to_string(), "unsigned int".to_string())]
                .into_iter()
                .collect(),
        }
    }

    #[test]
    fn long_and_pointers_follow_the_pointer_width() {
        let mut c = ctx();
        c.dialect = Dialect::Cuda;
        let pointer = CType::Pointer(Box::new(CType::int(32, true)), Space::Generic);
        assert_eq!(c.parse("unsigned long"), CType::int(32, false));
        assert_eq!(c.parse("int *"), pointer);
        c.pointer_bits = 64;
        assert_eq!(c.parse("unsigned long"), CType::int(64, false));
        assert_eq!(c.parse("long"), CType::int(64, true));
        c.dialect = Dialect::OpenCl;
        c.pointer_bits = 32;
        assert_eq!(c.parse("long"), CType::int(64, true));
    }

    #[test]
    fn reads_function_pointers_and_unnamed_structs() {
        let c = ctx();
        assert_eq!(
            c.parse("float (*)(float *, unsigned int)"),
            CType::FunctionPointer("float (float *, unsigned int)".into())
        );
        assert_eq!(c.parse("void (int)"), CType::Function);
        let unnamed = "S::(unnamed struct at k.cu:2:3)";
        assert_eq!(
            c.parse(&format!("const struct {unnamed}")),
            CType::Record(unnamed.into())
        );
        assert_eq!(
            c.parse(&format!("{unnamed} *")),
            CType::Pointer(Box::new(CType::Record(unnamed.into())), Space::Generic)
        );
    }

    #[test]
    fn reads_scalars_pointers_arrays_and_vectors() {
        let c = ctx();
        assert_eq!(c.parse("const unsigned int"), CType::int(32, false));
        assert_eq!(c.parse("long"), CType::int(64, true));
        assert_eq!(
            c.parse("__global uint *__private"),
            CType::Pointer(Box::new(CType::int(32, false)), Space::Global)
        );
        assert_eq!(
            c.parse("__global float *__private"),
            CType::Pointer(Box::new(CType::Float(FloatFormat::Single)), Space::Global)
        );
        assert_eq!(
            c.parse("__local int[16][17]"),
            CType::Array(
                Box::new(CType::Array(Box::new(CType::int(32, true)), Some(17))),
                Some(16)
            )
        );
        assert_eq!(
            c.parse("int __attribute__((ext_vector_type(4)))"),
            CType::Record("vector.i32.4".into())
        );
        assert_eq!(
            vector_lanes("vector.f32.3"),
            Some((CType::Float(FloatFormat::Single), 3))
        );
        assert_eq!(swizzle("xy", 4), Some(vec![0, 1]));
        assert_eq!(swizzle("s3", 4), Some(vec![3]));
        assert_eq!(swizzle("hi", 4), Some(vec![2, 3]));
        assert_eq!(c.parse("struct S"), CType::Record("S".into()));
        assert_eq!(c.parse("void (bool)"), CType::Function);
        assert_eq!(
            c.parse("float (*)[17]"),
            CType::Pointer(
                Box::new(CType::Array(
                    Box::new(CType::Float(FloatFormat::Single)),
                    Some(17)
                )),
                Space::Generic
            )
        );
    }
}
