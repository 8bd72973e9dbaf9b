#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a number of executions, reporting executions, coverage and
# crashes per target. Not run by `swift test`. See docs/hardening.md.
#
#   Scripts/fuzz.sh [--runs N] [--jobs J] [--max-len BYTES] [--reseed] [TARGET...]
#
#   --runs N        executions per target (default 1000000)
#   --jobs J        targets fuzzed at the same time (default 1)
#   --max-len B     largest input libFuzzer builds (default 32768; seeds are at most this size)
#   --reseed        rebuild the seed corpora from the development corpus (done automatically the first time)
#   TARGET          NativeDocument, OpenAPIDocument, ApodiniDocument, Guide, ClientDecoding (default: all five)
#
# ClientDecoding fuzzes the decoding of generated clients: the script builds `migrator` (debug, in the main package),
# generates the OpenAI, Spotify and migrated Petstore clients with Fuzz/make-clients.py into Fuzz/.fuzz/clients (which
# adds their modules and the FuzzClientDecoding target to Fuzz/Package.swift), and writes the target's seeds (every
# generated type's JSONStringBuilder default) with `FuzzClientDecoding --write-seeds`.
#
# Environment: MIGRATOR_CORPUS (default ../shared/corpus/dev next to the repository) is where seeds come from.
# Everything fuzzing writes goes to Fuzz/.fuzz/ (git-ignored): seeds/<target>, <target>/corpus (inputs libFuzzer kept),
# <target>/crashes (crash-*, timeout-*, oom-* reproducers) and <target>/log. A crash stops libFuzzer; the script
# restarts it (up to 5 times per target) until the executions are reached, so one bug does not hide the others, and
# counts every session that ended abnormally, or every reproducer this run saved if there are more, as a crash
# (reproducers left from earlier runs are not counted). The summary gives per target executions, coverage (edges
# reached, of all instrumented edges, libFuzzer features), corpus files, crashes, executions per second and seconds.
# Reproduce a crash with `Fuzz/.build/release/Fuzz<TARGET> Fuzz/.fuzz/<TARGET>/crashes/crash-…`; crashes found become
# cases in Tests/BadInputs. Exit status: 0 when every target reached its executions without a crash, 1 otherwise.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fuzz="$root/Fuzz"
work="$fuzz/.fuzz"
runs=1000000
jobs=1
max_len=32768
reseed=0
targets=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --jobs) jobs="$2"; shift 2 ;;
        --max-len) max_len="$2"; shift 2 ;;
        --reseed) reseed=1; shift ;;
        NativeDocument|OpenAPIDocument|ApodiniDocument|Guide|ClientDecoding) targets+=("$1"); shift ;;
        *) echo "fuzz.sh: unknown argument $1 (see the header of $0)" >&2; exit 64 ;;
    esac
done
[[ ${#targets[@]} -gt 0 ]] || targets=(NativeDocument OpenAPIDocument ApodiniDocument Guide ClientDecoding)
corpus="${MIGRATOR_CORPUS:-$root/../shared/corpus/dev}"

# Build: every module (the parent package's and libyaml too) instrumented for coverage-guided fuzzing. lld links: the
# system's gold fails on these binaries.
build_flags=(-c release -Xswiftc -sanitize=fuzzer -Xcc -fsanitize=fuzzer-no-link -Xswiftc -use-ld=lld)
mkdir -p "$work"
if [[ " ${targets[*]} " == *" ClientDecoding "* ]] && [[ $reseed -eq 1 || ! -d "$work/clients" ]]; then
    echo "fuzz.sh: generating the clients for FuzzClientDecoding"
    if ! (cd "$root" && swift build --product migrator > "$work/build.log" 2>&1); then
        tail -40 "$work/build.log" >&2
        exit 1
    fi
    python3 "$fuzz/make-clients.py" "$(cd "$root" && swift build --show-bin-path)/migrator" "$work/clients" "$corpus"
    rm -rf "$work/seeds/ClientDecoding"
fi
# SeedExport (which needs the whole of Migrator) only makes the seeds of the document and guide targets.
products=("${targets[@]/#/Fuzz}")
document_targets=0
for target in "${targets[@]}"; do [[ $target == ClientDecoding ]] || document_targets=1; done
[[ $document_targets -eq 0 ]] || products=(SeedExport "${products[@]}")
echo "fuzz.sh: building in $fuzz"
for product in "${products[@]}"; do
    if ! (cd "$fuzz" && swift build "${build_flags[@]}" --product "$product" > "$work/build.log" 2>&1); then
        tail -40 "$work/build.log" >&2
        exit 1
    fi
done
bin="$(cd "$fuzz" && swift build "${build_flags[@]}" --show-bin-path)"

if [[ $document_targets -eq 1 ]] && [[ $reseed -eq 1 || ! -d "$work/seeds/Guide" ]]; then
    rm -rf "$work/seeds"
    python3 "$fuzz/make-seeds.py" "$bin/SeedExport" "$work/seeds" "$corpus"
fi
if [[ " ${targets[*]} " == *" ClientDecoding "* && ! -d "$work/seeds/ClientDecoding" ]]; then
    SWIFT_BACKTRACE=enable=no "$bin/FuzzClientDecoding" --write-seeds "$work/seeds/ClientDecoding"
fi

# Runs one target until it has executed $runs inputs, restarting after crashes; writes its summary line.
fuzz_target() {
    local target="$1" dir="$work/$1" done_runs=0 sessions=0 crashed=0 started
    mkdir -p "$dir/corpus" "$dir/crashes"
    : > "$dir/log"
    # Reproducers of earlier runs stay in crashes/ but are not counted: only files newer than this stamp are.
    touch "$dir/started"
    started=$(date +%s)
    while [[ $done_runs -lt $runs && $sessions -lt 6 ]]; do
        sessions=$((sessions + 1))
        # The Swift runtime's backtracer would take the crash signal before libFuzzer, which then saves no reproducer.
        local status=0
        SWIFT_BACKTRACE=enable=no "$bin/Fuzz$target" -runs=$((runs - done_runs)) -max_len="$max_len" -timeout=30 \
            -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$dir/crashes/" "$dir/corpus" "$work/seeds/$target" \
            > "$dir/session.log" 2>&1 || status=$?
        [[ $status -eq 0 ]] || crashed=$((crashed + 1))
        local executed
        executed=$(grep -E '^stat::number_of_executed_units:' "$dir/session.log" | tail -1 | awk '{print $2}' || true)
        [[ -n "$executed" ]] || executed=$(grep -oE '^#[0-9]+' "$dir/session.log" | tail -1 | tr -d '#' || true)
        done_runs=$((done_runs + ${executed:-0}))
        cat "$dir/session.log" >> "$dir/log"
        echo "=== session $sessions ended with status $status after ${executed:-0} executions (total $done_runs)" >> "$dir/log"
    done
    local last edges crashes elapsed
    last=$(grep -E '^#[0-9]+.*cov: ' "$dir/log" | tail -1 || true)
    edges=$(grep -oE 'inline 8-bit counters\): [0-9]+' "$dir/log" | head -1 | grep -oE '[0-9]+$' || true)
    # Sessions that ended abnormally, or reproducers saved by this run, whichever is more.
    crashes=$(find "$dir/crashes" -maxdepth 1 -type f -newer "$dir/started" | wc -l | tr -d ' ')
    [[ $crashes -ge $crashed ]] || crashes=$crashed
    elapsed=$(( $(date +%s) - started ))
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%ss\n' "$target" "$done_runs" \
        "$(grep -oE 'cov: [0-9]+' <<< "$last" | awk '{print $2}')" "${edges:-?}" \
        "$(grep -oE 'ft: [0-9]+' <<< "$last" | awk '{print $2}')" "$(find "$dir/corpus" -type f | wc -l | tr -d ' ')" \
        "$crashes" "$(( done_runs / (elapsed > 0 ? elapsed : 1) ))" "$elapsed" > "$dir/summary"
}

echo "fuzz.sh: $runs executions per target, $jobs at a time, seeds from $corpus"
for target in "${targets[@]}"; do
    while [[ $(jobs -rp | wc -l) -ge $jobs ]]; do sleep 5; done
    fuzz_target "$target" &
done
wait

failed=0
printf '\n%-16s %12s %10s %10s %10s %8s %8s %8s %8s\n' target executions "cov edges" "of edges" features corpus \
    crashes "exec/s" time
for target in "${targets[@]}"; do
    IFS=$'\t' read -r name executed cov edges features size crashes rate elapsed < "$work/$target/summary"
    printf '%-16s %12s %10s %10s %10s %8s %8s %8s %8s\n' "$name" "$executed" "$cov" "$edges" "$features" "$size" \
        "$crashes" "$rate" "$elapsed"
    if [[ "$crashes" != 0 || "$executed" -lt "$runs" ]]; then
        failed=1
        find "$work/$target/crashes" -maxdepth 1 -type f -newer "$work/$target/started" | sed 's/^/    reproducer: /'
    fi
done
exit $failed
