//! The printer's contract: parsing printed text gives the same AST (up to
//! spans), and printing is idempotent, for every corpus file and for
//! randomly generated programs.

mod common;

use common::{corpus, Rng};
use ivl::print::{format_source, program_to_string};
use ivl::syntax::ast::*;
use ivl::syntax::parser::parse_program;
use ivl::syntax::shape::SameShape;
use ivl::syntax::span::{FileId, Span};

fn parse_ok(src: &str) -> Program {
    let parsed = parse_program(FileId(0), src);
    assert!(
        parsed.errors.is_empty(),
        "printed text does not parse: {:?}\n--- text:\n{src}",
        parsed.errors.iter().map(|e| &e.message).collect::<Vec<_>>()
    );
    parsed.tree
}

fn assert_round_trip(program: &Program) {
    let printed = program_to_string(program);
    let reparsed = parse_ok(&printed);
    assert!(
        reparsed.same_shape(program),
        "parse(print(ast)) != ast\n--- printed:\n{printed}"
    );
    assert_eq!(
        program_to_string(&reparsed),
        printed,
        "printing is not idempotent"
    );
}

#[test]
fn corpus_round_trips() {
    let mut checked = 0;
    for path in corpus() {
        let src = std::fs::read_to_string(&path).unwrap();
        let parsed = parse_program(FileId(0), &src);
        if !parsed.errors.is_empty() {
            continue;
        }
        assert_round_trip(&parsed.tree);
        // `ivl fmt` (which keeps comments) has the same two properties.
        let formatted = format_source(&parsed.tree, &src, &parsed.comments);
        let again = parse_program(FileId(0), &formatted);
        assert!(
            again.errors.is_empty(),
            "{}: formatted text does not parse:\n{formatted}",
            path.display()
        );
        assert!(
            again.tree.same_shape(&parsed.tree),
            "{}: fmt changed the program:\n{formatted}",
            path.display()
        );
        assert_eq!(
            format_source(&again.tree, &formatted, &again.comments),
            formatted,
            "{}: fmt is not idempotent",
            path.display()
        );
        checked += 1;
    }
    assert!(checked > 0, "no parsable corpus file");
}

#[test]
fn generated_programs_round_trip() {
    for seed in 0..400 {
        let mut g = Gen {
            rng: Rng::new(seed),
        };
        let program = g.program();
        assert_round_trip(&program);
    }
}

/// Random ASTs of the shapes the parser can produce.
struct Gen {
    rng: Rng,
}

const NAMES: [&str; 12] = [
    "x", "y", "m", "f", "a.b", "$t", "q#1", "P", "assert", "int", "barrier", "global",
];

fn sp() -> Span {
    Span::default()
}

impl Gen {
    fn ident(&mut self) -> Ident {
        Ident {
            name: self.rng.pick(&NAMES).to_string(),
            span: sp(),
        }
    }

    fn ty(&mut self, depth: usize) -> Type {
        let kind = match self.rng.below(if depth == 0 { 5 } else { 6 }) {
            0 => TypeKind::Bool,
            1 => TypeKind::Int,
            2 => TypeKind::Real,
            3 => TypeKind::Bv(self.rng.below(65) as u32),
            4 => TypeKind::Named(Ident {
                name: "T".into(),
                span: sp(),
            }),
            _ => {
                let n = 1 + self.rng.below(2);
                TypeKind::Map(
                    (0..n).map(|_| self.ty(depth - 1)).collect(),
                    Box::new(self.ty(depth - 1)),
                )
            }
        };
        Type { kind, span: sp() }
    }

    fn exprs(&mut self, depth: usize, min: usize) -> Vec<Expr> {
        let n = min + self.rng.below(3);
        (0..n).map(|_| self.expr(depth)).collect()
    }

    fn expr(&mut self, depth: usize) -> Expr {
        use BinaryOp::*;
        const OPS: [BinaryOp; 19] = [
            Iff, Implies, Explies, And, Or, Eq, Neq, Lt, Le, Gt, Ge, Concat, Add, Sub, Mul, Div,
            Mod, RealDiv, Pow,
        ];
        let leaf = depth == 0 || self.rng.chance(25);
        let kind = if leaf {
            match self.rng.below(6) {
                0 => ExprKind::Bool(self.rng.chance(50)),
                1 => ExprKind::Int(self.rng.below(1000).to_string()),
                2 => ExprKind::Real("2.5".into()),
                3 => ExprKind::Bv(self.rng.below(256).to_string(), 8),
                _ => ExprKind::Var(self.ident()),
            }
        } else {
            let d = depth - 1;
            match self.rng.below(14) {
                0 => ExprKind::Apply(self.ident(), self.exprs(d, 0)),
                1 => ExprKind::Old(Box::new(self.expr(d))),
                2 => ExprKind::Unary(
                    if self.rng.chance(50) {
                        UnaryOp::Not
                    } else {
                        UnaryOp::Neg
                    },
                    Box::new(self.expr(d)),
                ),
                3..=6 => ExprKind::Binary(
                    *self.rng.pick(&OPS),
                    Box::new(self.expr(d)),
                    Box::new(self.expr(d)),
                ),
                7 => ExprKind::Select(Box::new(self.expr(d)), self.exprs(d, 1)),
                8 => ExprKind::Store(
                    Box::new(self.expr(d)),
                    self.exprs(d, 1),
                    Box::new(self.expr(d)),
                ),
                9 => ExprKind::Extract(
                    Box::new(self.expr(d)),
                    Box::new(Expr::new(ExprKind::Int("8".into()), sp())),
                    Box::new(Expr::new(ExprKind::Int("0".into()), sp())),
                ),
                10 => ExprKind::IfThenElse(
                    Box::new(self.expr(d)),
                    Box::new(self.expr(d)),
                    Box::new(self.expr(d)),
                ),
                11 => {
                    let kinds = [QuantKind::Forall, QuantKind::Exists, QuantKind::Lambda];
                    ExprKind::Quant(Box::new(Quantifier {
                        kind: *self.rng.pick(&kinds),
                        vars: self.bound_vars(),
                        attrs: self.attrs(d),
                        triggers: (0..self.rng.below(2))
                            .map(|_| Trigger {
                                exprs: self.exprs(d, 1),
                                span: sp(),
                            })
                            .collect(),
                        body: self.expr(d),
                    }))
                }
                12 => {
                    let n = 1 + self.rng.below(2);
                    ExprKind::Let(
                        (0..n).map(|_| self.ident()).collect(),
                        self.exprs(d, 1),
                        Box::new(self.expr(d)),
                    )
                }
                _ => ExprKind::Convert(
                    if self.rng.chance(50) {
                        Conversion::ToInt
                    } else {
                        Conversion::ToReal
                    },
                    Box::new(self.expr(d)),
                ),
            }
        };
        Expr::new(kind, sp())
    }

    fn attrs(&mut self, depth: usize) -> Vec<Attribute> {
        (0..self.rng.below(2))
            .map(|_| Attribute {
                name: self.ident(),
                args: (0..self.rng.below(3))
                    .map(|_| {
                        if self.rng.chance(30) {
                            AttrArg::Str("text".into(), sp())
                        } else {
                            AttrArg::Expr(self.expr(depth))
                        }
                    })
                    .collect(),
                span: sp(),
            })
            .collect()
    }

    fn typed_idents(&mut self, min: usize, attributed: bool) -> Vec<TypedIdent> {
        let n = min + self.rng.below(3);
        (0..n)
            .map(|_| TypedIdent {
                attrs: if attributed {
                    self.attrs(1)
                } else {
                    Vec::new()
                },
                name: self.ident(),
                ty: self.ty(2),
                where_clause: self.rng.chance(20).then(|| self.expr(2)),
            })
            .collect()
    }

    fn bound_vars(&mut self) -> Vec<TypedIdent> {
        let n = 1 + self.rng.below(2);
        (0..n)
            .map(|_| TypedIdent {
                attrs: self.attrs(1),
                name: self.ident(),
                ty: self.ty(2),
                where_clause: None,
            })
            .collect()
    }

    fn block(&mut self, depth: usize) -> Block {
        let n = self.rng.below(4);
        Block {
            stmts: (0..n).map(|_| self.stmt(depth)).collect(),
            span: sp(),
        }
    }

    fn guard(&mut self) -> Guard {
        if self.rng.chance(20) {
            Guard::Star(sp())
        } else {
            Guard::Expr(self.expr(3))
        }
    }

    fn if_stmt(&mut self, depth: usize) -> StmtKind {
        let els = match self.rng.below(3) {
            0 => None,
            1 => Some(Else::Block(self.block(depth))),
            _ => Some(Else::If(Box::new(Stmt {
                kind: self.if_stmt(depth),
                span: sp(),
            }))),
        };
        StmtKind::If(IfStmt {
            guard: self.guard(),
            then: self.block(depth),
            els,
        })
    }

    fn stmt(&mut self, depth: usize) -> Stmt {
        let structured = depth > 0;
        let kind = match self.rng.below(if structured { 12 } else { 10 }) {
            0 => {
                let n = 1 + self.rng.below(2);
                let lhss = (0..n)
                    .map(|_| Lhs {
                        name: self.ident(),
                        indices: (0..self.rng.below(3)).map(|_| self.exprs(1, 1)).collect(),
                        span: sp(),
                    })
                    .collect();
                StmtKind::Assign(lhss, self.exprs(3, n))
            }
            1 => StmtKind::Assert(self.attrs(1), self.expr(3)),
            2 => StmtKind::Assume(self.attrs(1), self.expr(3)),
            3 => StmtKind::Havoc(vec![self.ident(), self.ident()]),
            4 => StmtKind::Call(CallStmt {
                free: self.rng.chance(20),
                attrs: self.attrs(1),
                outs: (0..self.rng.below(3)).map(|_| self.ident()).collect(),
                callee: self.ident(),
                args: self.exprs(2, 0),
            }),
            5 => StmtKind::Break(self.rng.chance(50).then(|| self.ident())),
            6 => StmtKind::Return,
            7 => StmtKind::Goto(vec![self.ident()]),
            8 => StmtKind::Label(self.ident()),
            9 => StmtKind::Assume(Vec::new(), self.expr(1)),
            10 => self.if_stmt(depth - 1),
            _ => StmtKind::While(WhileStmt {
                guard: self.guard(),
                invariants: (0..self.rng.below(3))
                    .map(|_| Invariant {
                        contract: self.contract(),
                        span: sp(),
                    })
                    .collect(),
                body: self.block(depth - 1),
            }),
        };
        Stmt { kind, span: sp() }
    }

    fn contract(&mut self) -> Contract {
        Contract {
            free: self.rng.chance(30),
            attrs: self.attrs(1),
            expr: self.expr(3),
        }
    }

    fn body(&mut self) -> Body {
        Body {
            locals: (0..self.rng.below(3))
                .map(|_| LocalVars {
                    decl: VarDecl {
                        attrs: self.attrs(1),
                        vars: self.typed_idents(1, false),
                        space: MemorySpace::Plain,
                    },
                    span: sp(),
                })
                .collect(),
            stmts: self.block(2),
            span: sp(),
        }
    }

    fn function_param(&mut self) -> FunctionParam {
        FunctionParam {
            attrs: self.attrs(1),
            name: self.rng.chance(50).then(|| self.ident()),
            ty: self.ty(2),
        }
    }

    fn decl(&mut self) -> Decl {
        let kind = match self.rng.below(7) {
            0 => DeclKind::Type(TypeDecl {
                attrs: self.attrs(1),
                defs: (0..1 + self.rng.below(2))
                    .map(|_| TypeDef {
                        name: self.ident(),
                        synonym: self.rng.chance(50).then(|| self.ty(2)),
                    })
                    .collect(),
            }),
            1 => DeclKind::Const(ConstDecl {
                attrs: self.attrs(1),
                unique: self.rng.chance(50),
                names: vec![self.ident(), self.ident()],
                ty: self.ty(2),
            }),
            2 => {
                let named_result = self.rng.chance(50);
                let result = if named_result {
                    self.function_param()
                } else {
                    FunctionParam {
                        attrs: Vec::new(),
                        name: None,
                        ty: self.ty(2),
                    }
                };
                DeclKind::Function(FunctionDecl {
                    attrs: self.attrs(1),
                    name: self.ident(),
                    params: (0..self.rng.below(3))
                        .map(|_| self.function_param())
                        .collect(),
                    result,
                    named_result,
                    body: self.rng.chance(50).then(|| self.expr(3)),
                })
            }
            3 => DeclKind::Axiom(AxiomDecl {
                attrs: self.attrs(1),
                expr: self.expr(4),
            }),
            4 => DeclKind::Var(VarDecl {
                attrs: self.attrs(1),
                vars: self.typed_idents(1, false),
                space: [MemorySpace::Plain, MemorySpace::Shared, MemorySpace::Global]
                    [self.rng.below(3)],
            }),
            5 => DeclKind::Procedure(ProcedureDecl {
                kernel: self.rng.below(4) == 0,
                attrs: self.attrs(1),
                name: self.ident(),
                ins: self.typed_idents(0, true),
                outs: self.typed_idents(0, true),
                specs: (0..self.rng.below(4))
                    .map(|_| {
                        let kind = match self.rng.below(3) {
                            0 => SpecKind::Requires(self.contract()),
                            1 => SpecKind::Ensures(self.contract()),
                            _ => SpecKind::Modifies(
                                (0..self.rng.below(3)).map(|_| self.ident()).collect(),
                            ),
                        };
                        Spec { kind, span: sp() }
                    })
                    .collect(),
                body: self.rng.chance(50).then(|| self.body()),
            }),
            _ => DeclKind::Implementation(ImplementationDecl {
                attrs: self.attrs(1),
                name: self.ident(),
                ins: self.typed_idents(0, true),
                outs: self.typed_idents(0, true),
                body: self.body(),
            }),
        };
        Decl { kind, span: sp() }
    }

    fn program(&mut self) -> Program {
        let n = 1 + self.rng.below(6);
        Program {
            decls: (0..n).map(|_| self.decl()).collect(),
        }
    }
}
