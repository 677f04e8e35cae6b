#!/usr/bin/env bash
# Runs everything CI runs: formatting, lints, the unit, property and corpus
# tests, and a slice of the soundness campaign. Installs what it needs
# first (see scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
# The reduction's and the front end's modules import each other without a cycle.
python3 scripts/module-cycles.py ivl/src/gpu frontend/src/lower
cargo test --workspace
# A bounded slice of the soundness campaign: mutants of the verified
# kernels, verified and executed; any mutant verified although an
# execution shows a defect fails the run.
python3 scripts/soundness-campaign.py --ivl "${CARGO_TARGET_DIR:-target}/debug/ivl" --limit 16 --seed 1 --runs 2 --jobs 2
