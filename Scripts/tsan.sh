#!/usr/bin/env bash
# Runs the runtime's unit tests (MigratorRuntimeTests: request shape, decoding, timeouts, cancellation, retries,
# redaction, 200 concurrent tasks against a loopback server) under the thread sanitizer. Not part of CI: it builds the
# whole package a second time with -sanitize=thread (in .build-tsan, so the normal build stays as it is), which takes
# several minutes. Results are recorded in docs/hardening.md. Exit status: swift test's.
#
#   Scripts/tsan.sh [extra swift test arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1 second_deadlock_stack=1}"
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
swift test --skip-build --sanitize=thread --scratch-path .build-tsan --filter MigratorRuntimeTests "$@"
