#!/usr/bin/env bash
# Runs everything CI runs: formatting, lints, the unit, property and corpus
# tests. Installs what it needs first (see scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
