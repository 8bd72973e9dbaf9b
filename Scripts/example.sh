#!/usr/bin/env bash
# Runs Migrator's main job on the bundled example and builds what it produced:
#   generate the Petstore v1 client from MigrationGuides/Examples/petstore-v1.yaml into .build-example/,
#   then `swift build` and `swift test` the generated package.
# Usage: Scripts/example.sh            (from the repository root or anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-example
mkdir -p "$out"
swift build --product migrator
migrator=$(swift build --show-bin-path)/migrator
examples=MigrationGuides/Examples

echo "== generate: $examples/petstore-v1.yaml -> $out/Petstore"
"$migrator" generate --document "$examples/petstore-v1.yaml" --package-name Petstore --output "$out" --force

echo "== swift test in $out/Petstore (the generated package, no dependencies)"
swift test --package-path "$out/Petstore" --scratch-path "$out/scratch"
echo "== done: the client is in $out/Petstore"
