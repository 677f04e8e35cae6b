//! A model of the program's axioms, for the uninterpreted functions an
//! axiom constrains (spec/gpu.md section 8): z3 gets the program's
//! declarations and axioms (the same SMT-LIB `ivl verify` sends), with the
//! values the run already fixed for the constants those axioms mention,
//! and is asked for the functions' values application by application.

use std::cell::RefCell;
use std::time::Duration;

use super::functions::{literal, Values};
use super::value::Value;
use crate::sema::Checked;
use crate::smt::process::{CheckResult, Solver};
use crate::smt::sexp::Sexp;
use crate::smt::{SolverConfig, SolverKind};
use crate::vc::names::Names;
use crate::vc::program::declarations;
use crate::vc::term::Translator;

/// How long z3 may look for a model of the axioms.
const TIMEOUT: Duration = Duration::from_secs(20);

pub struct AxiomModel {
    solver: RefCell<Solver>,
}

impl AxiomModel {
    /// A model of `checked`'s axioms in which each constant of `fixed` has
    /// its value; `why` says what needs it (for messages).
    pub fn find(
        checked: &Checked,
        fixed: &[(String, Value)],
        why: &str,
    ) -> Result<AxiomModel, String> {
        let config = SolverConfig::locate(SolverKind::Z3, None, TIMEOUT)
            .map_err(|e| format!("{why}, so ivl run asks z3 for a model of the axioms: {e}"))?;
        let fail = |e: crate::smt::process::SolverError| {
            format!("{why}; z3, asked for a model of the axioms: {e}")
        };
        let mut solver = Solver::start(&config).map_err(fail)?;
        let names = Names::new(&checked.program, &checked.globals);
        let translator = Translator::new(&names, &checked.globals);
        let mut query = declarations(&checked.program, &translator);
        for (name, v) in fixed {
            if let (Some((symbol, _)), Some(v)) = (names.constants.get(name), literal(v)) {
                query.push_str(&format!("(assert (= {symbol} {v}))\n"));
            }
        }
        solver.send(&query).map_err(fail)?;
        match solver.check(&[]).map_err(fail)? {
            CheckResult::Sat => Ok(AxiomModel {
                solver: RefCell::new(solver),
            }),
            CheckResult::Unsat if fixed.is_empty() => Err(format!(
                "{why}, and the axioms have no model (they contradict each other): there is nothing to run"
            )),
            CheckResult::Unsat => Err(format!(
                "{why}, and the axioms have no model with the values fixed for {} (give others)",
                fixed.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", ")
            )),
            CheckResult::Unknown(reason) => Err(format!(
                "{why}, and z3 found no model of the axioms ({reason}); give the function's values in the inputs file's \"functions\" section"
            )),
        }
    }
}

impl Values for AxiomModel {
    fn values(&self, terms: &[String]) -> Result<Vec<Sexp>, String> {
        self.solver
            .borrow_mut()
            .values(terms)
            .map_err(|e| format!("z3, asked for the model's values: {e}"))
    }
}
