#!/usr/bin/env bash
# Installs what building, verifying and testing need on a Debian machine
# with Rust: the rustfmt and clippy components, the solver z3 (from PyPI's
# z3-solver, pinned) in the project's .venv, where `ivl` finds it, and
# Clang 19 (Debian's clang-19), which parses CUDA and OpenCL kernels.
# Idempotent: a second run installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v rustup >/dev/null 2>&1; then
  installed=$(rustup component list --installed 2>/dev/null || true)
  for c in rustfmt clippy; do
    grep -q "^$c" <<<"$installed" || rustup component add "$c"
  done
fi

if [ -z "${IVL_CLANG:-}" ] && ! command -v clang-19 >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends clang-19 >/dev/null
fi
"${IVL_CLANG:-clang-19}" --version | head -1

Z3_VERSION=5.4.0.0
if ! .venv/bin/z3 --version 2>/dev/null | grep -q "${Z3_VERSION%.0}"; then
  if ! python3 -m venv .venv 2>/dev/null; then
    # Debian's python3 needs its venv package.
    apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv .venv
  fi
  .venv/bin/pip install --quiet --disable-pip-version-check "z3-solver==$Z3_VERSION"
fi
.venv/bin/z3 --version
