#!/usr/bin/env bash
# Creates the project-local Python environment the tests use (.build-venv/, git-ignored) and installs
# Scripts/requirements-test.txt into it. Needs only a stock Python 3 (3.8+) and PyPI; a second run with unchanged
# requirements does nothing. Prints the environment's python path on its last line.
# Usage: Scripts/python-env.sh
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build-venv
requirements=Scripts/requirements-test.txt
stamp="$venv/.requirements"
python=${MIGRATOR_BOOTSTRAP_PYTHON:-python3}
if ! command -v "$python" >/dev/null 2>&1; then
    echo "python-env: $python not found; install Python 3 (3.8 or newer)" >&2
    exit 2
fi
if [ ! -x "$venv/bin/python" ]; then
    # A Python without ensurepip (Debian's python3 without python3-venv) cannot make a venv with pip:
    # fall back to a venv without pip that borrows the system pip through `--target`.
    if ! "$python" -m venv "$venv" >/dev/null 2>&1; then
        rm -rf "$venv"
        "$python" -m venv --without-pip "$venv"
    fi
fi
if [ ! -f "$stamp" ] || ! cmp -s "$requirements" "$stamp"; then
    if "$venv/bin/python" -m pip --version >/dev/null 2>&1; then
        "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
    else
        site=$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
        "$python" -m pip install --quiet --disable-pip-version-check --target "$site" -r "$requirements"
    fi
    cp "$requirements" "$stamp"
fi
echo "$PWD/$venv/bin/python"
