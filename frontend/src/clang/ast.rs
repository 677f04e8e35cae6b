//! Clang's JSON AST (`-Xclang -ast-dump=json`) as one generic node type.
//!
//! Clang writes source locations delta-encoded: a location names its file
//! and line only when they differ from the previous location written.
//! [`Node::resolve_locations`] walks the tree in the order Clang wrote it
//! and gives each node the full position where its code starts, after
//! macro expansion (the position a user sees in their file).

use std::sync::Arc as Rc;

use serde::Deserialize;

use super::headers::Headers;

#[derive(Debug, Default, Deserialize)]
pub struct Node {
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub kind: String,
    #[serde(default)]
    loc: Option<RawLoc>,
    #[serde(default)]
    range: Option<RawRange>,
    pub name: Option<String>,
    #[serde(rename = "type")]
    pub ty: Option<QualType>,
    pub opcode: Option<String>,
    #[serde(rename = "castKind")]
    pub cast_kind: Option<String>,
    pub value: Option<serde_json::Value>,
    #[serde(rename = "referencedDecl")]
    pub referenced_decl: Option<Box<Node>>,
    /// A type node's declaration (`RecordType`, `EnumType`), or the
    /// struct or enum an elaborated type declares in place
    /// (`typedef struct { ... } S;`).
    pub decl: Option<Box<Node>>,
    /// A function's linker name (C++: with its namespace, class, template
    /// arguments and parameter types).
    #[serde(rename = "mangledName")]
    pub mangled_name: Option<String>,
    #[serde(rename = "ownedTagDecl")]
    pub owned_tag_decl: Option<Box<Node>>,
    #[serde(rename = "referencedMemberDecl")]
    pub referenced_member_decl: Option<String>,
    /// An expression's value category (`lvalue`, `prvalue`, `xvalue`).
    #[serde(rename = "valueCategory")]
    pub value_category: Option<String>,
    #[serde(rename = "isArrow")]
    pub is_arrow: Option<bool>,
    /// An unresolved call's name: whether argument-dependent lookup may
    /// add to what it finds, and what ordinary lookup found.
    #[serde(rename = "usesADL")]
    pub uses_adl: Option<bool>,
    #[serde(default)]
    pub lookups: Vec<Node>,
    #[serde(rename = "isPostfix")]
    pub is_postfix: Option<bool>,
    /// An inline namespace (`inline namespace __cxx11`), whose names are
    /// written without it.
    #[serde(rename = "isInline")]
    pub is_inline: Option<bool>,
    #[serde(rename = "isImplicit")]
    pub is_implicit: Option<bool>,
    /// A declaration Clang found in error (a function whose deduced
    /// result type its body leaves unknown): Clang drops uses of it
    /// without a word.
    #[serde(rename = "isInvalid")]
    pub is_invalid: Option<bool>,
    /// A template parameter that is a pack (`typename... Ts`).
    #[serde(rename = "isParameterPack")]
    pub is_parameter_pack: Option<bool>,
    #[serde(rename = "storageClass")]
    pub storage_class: Option<String>,
    /// The declaration this one declares again (`extern int g[];` then
    /// `int g[8];`), by id.
    #[serde(rename = "previousDecl")]
    pub previous_decl: Option<String>,
    /// A `goto`'s label, by the label's declaration id.
    #[serde(rename = "targetLabelDeclId")]
    pub target_label_decl_id: Option<String>,
    /// A label statement's declaration id.
    #[serde(rename = "declId")]
    pub decl_id: Option<String>,
    /// The declaration (a struct) this one belongs to, by id, where it is
    /// defined outside it (`int S::get() { ... }`).
    #[serde(rename = "parentDeclContextId")]
    pub parent_decl_context_id: Option<String>,
    #[serde(rename = "tagUsed")]
    pub tag_used: Option<String>,
    #[serde(rename = "completeDefinition")]
    pub complete_definition: Option<bool>,
    #[serde(rename = "computeResultType")]
    pub compute_result_type: Option<QualType>,
    #[serde(rename = "computeLHSType")]
    pub compute_lhs_type: Option<QualType>,
    /// The type of the constructor a construction calls.
    #[serde(rename = "ctorType")]
    pub ctor_type: Option<QualType>,
    /// A struct's facts (`isPolymorphic` ...).
    #[serde(rename = "definitionData")]
    pub definition_data: Option<serde_json::Value>,
    /// `= default` or `= delete` on a special member.
    #[serde(rename = "explicitlyDefaulted")]
    pub explicitly_defaulted: Option<String>,
    /// The field (or base) a constructor's member initialiser initialises.
    #[serde(rename = "anyInit")]
    pub any_init: Option<Box<Node>>,
    #[serde(rename = "argType")]
    pub arg_type: Option<QualType>,
    #[serde(rename = "fixedUnderlyingType")]
    pub fixed_underlying_type: Option<QualType>,
    #[serde(rename = "hasElse")]
    pub has_else: Option<bool>,
    /// A GNU case range `case lo ... hi:`.
    #[serde(rename = "isGNURange")]
    pub is_gnu_range: Option<bool>,
    pub init: Option<String>,
    #[serde(rename = "constexpr")]
    pub is_constexpr: Option<bool>,
    #[serde(rename = "isBitfield")]
    pub is_bitfield: Option<bool>,
    /// A `mutable` field (writable through a const object).
    #[serde(rename = "mutable")]
    pub is_mutable: Option<bool>,
    /// A class's base classes.
    #[serde(default)]
    pub bases: Vec<Base>,
    #[serde(default)]
    pub inner: Vec<Node>,
    /// Clang writes the children of an initialiser list with an array
    /// filler under `array_filler`: the filler first, then the elements.
    /// [`Node::resolve_locations`] moves them to `filler` and `inner`.
    #[serde(default, rename = "array_filler")]
    filler_and_elements: Vec<Node>,
    /// An array's initialiser list that gives fewer elements than the
    /// array has: the initialiser of the others (`ImplicitValueInitExpr`,
    /// or a list of them for a struct element).
    #[serde(skip)]
    pub filler: Option<Box<Node>>,
    /// Where the node's code starts, filled by [`Node::resolve_locations`].
    #[serde(skip)]
    pub at: Option<Loc>,
    /// Where the node's code ends (its last token's start), filled by
    /// [`Node::resolve_locations`].
    #[serde(skip)]
    pub end: Option<Loc>,
    /// The node's last token, where it is spelled (for code a macro makes:
    /// in the macro's argument or definition): some facts are only in the
    /// text (a vector swizzle's lanes).
    #[serde(skip)]
    pub last_token: Option<Token>,
}

/// A token's place in a file: byte offset and length.
#[derive(Clone, Debug)]
pub struct Token {
    pub file: Rc<str>,
    pub offset: usize,
    pub len: usize,
}

#[derive(Debug, Default, Deserialize)]
pub struct Base {
    #[serde(rename = "type")]
    pub ty: QualType,
    #[serde(rename = "isVirtual")]
    pub is_virtual: Option<bool>,
}

#[derive(Clone, Debug, Default, Deserialize)]
pub struct QualType {
    #[serde(rename = "qualType")]
    pub qual_type: String,
    #[serde(rename = "desugaredQualType")]
    pub desugared: Option<String>,
}

impl QualType {
    /// The type with typedefs looked through.
    pub fn canonical(&self) -> &str {
        self.desugared.as_deref().unwrap_or(&self.qual_type)
    }
}

#[derive(Debug, Default, Deserialize)]
struct RawRange {
    begin: Option<RawLoc>,
    end: Option<RawLoc>,
}

#[derive(Debug, Default, Deserialize)]
struct RawLoc {
    file: Option<String>,
    line: Option<u32>,
    col: Option<u32>,
    offset: Option<usize>,
    #[serde(rename = "tokLen")]
    tok_len: Option<usize>,
    #[serde(rename = "spellingLoc")]
    spelling: Option<Box<RawLoc>>,
    #[serde(rename = "expansionLoc")]
    expansion: Option<Box<RawLoc>>,
    /// The file that includes this one, where the file changes.
    #[serde(rename = "includedFrom")]
    included_from: Option<IncludedFrom>,
}

#[derive(Debug, Default, Deserialize)]
struct IncludedFrom {
    file: Option<String>,
}

/// A position in a C source file: 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loc {
    pub file: Rc<str>,
    pub line: u32,
    pub col: u32,
    /// Whether the file is one of our headers, or a header one of ours
    /// includes (the C library `cuda.h` includes): not the user's code.
    pub in_headers: bool,
}

/// Clang writes each location as a change from the one before.
struct Cursor<'h> {
    headers: &'h Headers,
    file: Option<Rc<str>>,
    in_headers: bool,
    line: u32,
    /// The files included by one of our headers, directly or not.
    included_by_ours: std::collections::HashSet<String>,
}

impl Cursor<'_> {
    /// Reads one bare location (updating the delta state) and returns it
    /// in full when it has a column.
    fn bare(&mut self, raw: &RawLoc) -> Option<Loc> {
        if let Some(f) = &raw.file {
            if self.file.as_deref() != Some(f.as_str()) {
                self.file = Some(Rc::from(f.as_str()));
                self.in_headers = self.headers.contains(f) || self.included_by_ours.contains(f);
            }
        }
        if let Some(l) = raw.line {
            self.line = l;
        }
        let col = raw.col?;
        Some(Loc {
            file: self.file.clone()?,
            line: self.line,
            col,
            in_headers: self.in_headers,
        })
    }

    /// Reads a location that may be a macro location (spelling, then
    /// expansion, as Clang writes them) and returns the expansion point.
    fn location(&mut self, raw: &RawLoc) -> Option<Loc> {
        self.location_and_token(raw).0
    }

    /// The expansion point of a location, and the token where it is
    /// spelled (for a macro's code: in the macro's argument or definition).
    fn location_and_token(&mut self, raw: &RawLoc) -> (Option<Loc>, Option<Token>) {
        let token = |loc: Option<Loc>, raw: &RawLoc| match (loc, raw.offset, raw.tok_len) {
            (Some(loc), Some(offset), Some(len)) => Some(Token {
                file: loc.file,
                offset,
                len,
            }),
            _ => None,
        };
        if raw.spelling.is_some() || raw.expansion.is_some() {
            let spelled = raw.spelling.as_ref().and_then(|s| {
                let loc = self.bare(s);
                token(loc, s)
            });
            (raw.expansion.as_ref().and_then(|e| self.bare(e)), spelled)
        } else {
            let loc = self.bare(raw);
            (loc.clone(), token(loc, raw))
        }
    }
}

impl Node {
    /// Gives every node its location in full, marked as in `headers` or
    /// not.
    pub fn resolve_locations(&mut self, headers: &Headers) {
        let mut includers = std::collections::HashMap::new();
        self.collect_includers(&mut includers);
        let included_by_ours = includers
            .keys()
            .filter(|f| {
                // Up the chain of includers (a cycle cannot be longer than
                // the files).
                let mut at = includers.get(*f);
                for _ in 0..includers.len() {
                    match at {
                        Some(i) if headers.contains(i) => return true,
                        Some(i) => at = includers.get(i),
                        None => return false,
                    }
                }
                false
            })
            .cloned()
            .collect();
        self.resolve(&mut Cursor {
            headers,
            file: None,
            in_headers: false,
            line: 0,
            included_by_ours,
        });
    }

    /// Each file's includer, as the locations name them.
    fn collect_includers(&self, out: &mut std::collections::HashMap<String, String>) {
        fn note(raw: &RawLoc, out: &mut std::collections::HashMap<String, String>) {
            if let (Some(f), Some(i)) = (
                &raw.file,
                raw.included_from.as_ref().and_then(|i| i.file.as_ref()),
            ) {
                out.entry(f.clone()).or_insert_with(|| i.clone());
            }
            for inner in [&raw.spelling, &raw.expansion].into_iter().flatten() {
                note(inner, out);
            }
        }
        if let Some(l) = &self.loc {
            note(l, out);
        }
        if let Some(r) = &self.range {
            for l in [&r.begin, &r.end].into_iter().flatten() {
                note(l, out);
            }
        }
        for c in self.inner.iter().chain(&self.filler_and_elements) {
            c.collect_includers(out);
        }
    }

    fn resolve(&mut self, cursor: &mut Cursor) {
        let loc = self.loc.as_ref().and_then(|l| cursor.location(l));
        let mut begin = None;
        if let Some(r) = &self.range {
            begin = r.begin.as_ref().and_then(|b| cursor.location(b));
            if let Some(e) = &r.end {
                let (end, token) = cursor.location_and_token(e);
                self.end = end;
                self.last_token = token;
            }
        }
        self.at = begin.or(loc);
        self.split_filler();
        if let Some(filler) = &mut self.filler {
            filler.resolve(cursor);
        }
        for child in &mut self.inner {
            child.resolve(cursor);
        }
    }

    /// Moves the children Clang wrote under `array_filler` to `filler`
    /// and `inner` (in the order written: the filler is resolved first).
    fn split_filler(&mut self) {
        let mut written = std::mem::take(&mut self.filler_and_elements).into_iter();
        if let Some(filler) = written.next() {
            self.filler = Some(Box::new(filler));
            self.inner.splice(0..0, written);
        }
    }

    /// The canonical type string of an expression or declaration.
    pub fn type_str(&self) -> &str {
        self.ty.as_ref().map_or("", |t| t.canonical())
    }

    pub fn name(&self) -> &str {
        self.name.as_deref().unwrap_or("")
    }

    pub fn is(&self, kind: &str) -> bool {
        self.kind == kind
    }

    /// The first child, which most expression nodes have.
    pub fn child(&self, i: usize) -> Option<&Node> {
        self.inner.get(i)
    }

    /// The children that are not attributes or comments.
    pub fn attrs(&self) -> impl Iterator<Item = &Node> {
        self.inner.iter().filter(|n| n.kind.ends_with("Attr"))
    }

    /// Whether this typedef names the struct or enum of id `id` (its type
    /// refers to that declaration).
    pub fn typedef_names(&self, id: &str) -> bool {
        self.inner.iter().any(|t| {
            t.owned_tag_decl.as_ref().is_some_and(|d| d.id == id)
                || t.decl.as_ref().is_some_and(|d| d.id == id)
                || t.typedef_names(id)
        })
    }

    pub fn has_attr(&self, kind: &str) -> bool {
        self.attrs().any(|a| a.kind == kind)
    }

    /// The declaration a reference names: its id.
    pub fn referenced_id(&self) -> Option<&str> {
        self.referenced_decl.as_ref().map(|d| d.id.as_str())
    }
}

/// `n` without parentheses and no-op casts.
pub fn strip(n: &Node) -> &Node {
    match n.kind.as_str() {
        "ParenExpr" | "ExprWithCleanups" | "ConstantExpr" | "MaterializeTemporaryExpr" => {
            n.inner.first().map_or(n, strip)
        }
        "ImplicitCastExpr" if n.cast_kind.as_deref() == Some("NoOp") => {
            n.inner.first().map_or(n, strip)
        }
        _ => n,
    }
}

/// A string literal, through the conversions to `const char *`.
pub fn is_string_literal(n: &Node) -> bool {
    let n = strip(n);
    match n.kind.as_str() {
        "StringLiteral" => true,
        "ImplicitCastExpr" | "CStyleCastExpr" => n.inner.first().is_some_and(is_string_literal),
        _ => false,
    }
}

/// The name of the function a call calls directly, if any.
pub fn callee_name(call: &Node) -> Option<&str> {
    let f = call.inner.first()?;
    let f = if f.is("ImplicitCastExpr") {
        f.inner.first()?
    } else {
        f
    };
    f.referenced_decl.as_ref().map(|d| d.name())
}

/// Whether a call's callee is the function `name`.
pub fn callee_is(call: &Node, name: &str) -> bool {
    callee_name(call) == Some(name)
}

/// The value of an integer constant node (`IntegerLiteral`, or a
/// `ConstantExpr` with its value).
pub fn constant_value(n: &Node) -> Option<i128> {
    match &n.value {
        Some(serde_json::Value::String(s)) => match s.as_str() {
            "true" => Some(1),
            "false" => Some(0),
            s => s.parse().ok(),
        },
        Some(serde_json::Value::Number(x)) => x.as_i64().map(i128::from),
        Some(serde_json::Value::Bool(b)) => Some(i128::from(*b)),
        _ => None,
    }
}
