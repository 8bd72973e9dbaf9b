#!/usr/bin/env bash
# The test suite, as CI runs it: sets up the project-local Python tools (.build-venv/), checks the examples against
# the JSON Schemas, then runs `swift test` (extra arguments are passed on, for example `--filter CompareTests`).
# Needs Swift and a stock Python 3; installs everything else itself.
# Usage: Scripts/test.sh [swift test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
python=$(Scripts/python-env.sh | tail -n 1)
"$python" Scripts/validate-schemas.py
swift test "$@"
