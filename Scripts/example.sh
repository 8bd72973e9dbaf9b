#!/usr/bin/env bash
# Runs Migrator's main job on the bundled example, end to end:
#   1. generate the Petstore v1 client from MigrationGuides/Examples/petstore-v1.yaml,
#   2. compare v1 with v2 and v2 with v3 into migration guides,
#   3. migrate the v1 client through both guides (v1 Swift interface, v3 wire format),
#   then build and test both generated packages. Everything goes to .build-example/ (git-ignored).
# Usage: Scripts/example.sh            (from the repository root or anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-example
mkdir -p "$out"
swift build --product migrator
migrator=$(swift build --show-bin-path)/migrator
examples=MigrationGuides/Examples

echo "== generate: $examples/petstore-v1.yaml -> $out/v1/Petstore"
"$migrator" generate --document "$examples/petstore-v1.yaml" --package-name Petstore --output "$out/v1" --force

echo "== compare: v1 -> v2 and v2 -> v3"
"$migrator" compare "$examples/petstore-v1.yaml" "$examples/petstore-v2.yaml" --output "$out/v1-to-v2.yaml"
"$migrator" compare "$examples/petstore-v2.yaml" "$examples/petstore-v3.yaml" --output "$out/v2-to-v3.yaml"
"$migrator" compare "$examples/petstore-v1.yaml" "$examples/petstore-v2.yaml" | head -n 12

echo "== migrate: the v1 interface, the v3 wire format -> $out/migrated/Petstore"
"$migrator" migrate --document "$examples/petstore-v1.yaml" --guide "$out/v1-to-v2.yaml" --guide "$out/v2-to-v3.yaml" \
    --package-name Petstore --output "$out/migrated" --force

for package in "$out/v1/Petstore" "$out/migrated/Petstore"; do
    echo "== swift test in $package (no dependencies)"
    swift test --package-path "$package" --scratch-path "$out/scratch-$(basename "$(dirname "$package")")"
done
echo "== done: see $out/migrated/Petstore/MIGRATION.md"
