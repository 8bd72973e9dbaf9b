#!/usr/bin/env python3
"""Builds the seed corpora of the fuzz targets from the development corpus (../shared/corpus/dev by default).

    Fuzz/make-seeds.py SEED_EXPORT OUTPUT_DIR [CORPUS_DIR]

SEED_EXPORT is the built `SeedExport` tool (Fuzz/Sources/SeedExport); OUTPUT_DIR receives one directory per target:

- OpenAPIDocument: every OpenAPI document of the corpus, and slices of the large ones (a few paths with the
  components they reference, transitively), each in JSON and YAML.
- ApodiniDocument: the ApodiniMigrator documents (both layouts), whole and sliced by endpoints with the types they
  reference, in JSON and YAML.
- NativeDocument: every corpus document converted to the native format by SeedExport, sliced the same way, plus the
  repository's example documents.
- Guide: guides computed by SeedExport for the corpus's version pairs, sliced into runs of changes, plus the
  repository's example guides.

All targets also get the committed bad-input corpus (Tests/BadInputs), so its regressions stay covered, except the
cases marked with an open bug in its table (they would crash every session at startup). Seeds larger than MAX_SEED
bytes are left out (libFuzzer runs with the same -max_len). Output is deterministic. Needs PyYAML.
"""
import json
import re
import subprocess
import sys
from pathlib import Path

try:
    import yaml
except ImportError as error:  # pragma: no cover - environment problem
    print(f"make-seeds: missing Python package: {error.name} (pip install pyyaml)", file=sys.stderr)
    sys.exit(2)

ROOT = Path(__file__).resolve().parent.parent
MAX_SEED = 32 * 1024
SLICES_PER_FILE = 40
PAIRS = [  # (old, new) relative to the corpus directory
    ("petstore/petstore-v3-1.0.19.yaml", "petstore/petstore-v3-1.0.26.yaml"),
    ("onepassword/1password-1.1.1.yaml", "onepassword/1password-1.2.0.yaml"),
    ("onepassword/1password-1.2.0.yaml", "onepassword/extra/1password-1.3.0.yaml"),
    ("apodini-qonectiq/api_qonectiq1.0.0.json", "apodini-qonectiq/api_qonectiq2.0.0.json"),
    ("spotify/spotify-2022-06-25.yml", "spotify/spotify-2023-06-07.yml"),
]


class PlainLoader(yaml.SafeLoader):
    """YAML 1.2-like loading: dates stay strings, so every document converts to JSON."""


PlainLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def load(path):
    """The document at `path` (JSON or YAML), or None when it does not parse."""
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=PlainLoader)
    except (yaml.YAMLError, UnicodeDecodeError, ValueError):
        return None


def write(directory, name, value):
    """Writes `value` as JSON and as block YAML, skipping encodings larger than MAX_SEED."""
    directory.mkdir(parents=True, exist_ok=True)
    encodings = {
        "json": json.dumps(value, indent=1, ensure_ascii=False, sort_keys=False),
        "yaml": yaml.safe_dump(value, allow_unicode=True, sort_keys=False, width=120),
    }
    for extension, text in encodings.items():
        data = text.encode("utf-8")
        if len(data) <= MAX_SEED:
            (directory / f"{name}.{extension}").write_bytes(data)


def refs(value):
    """Every `$ref` string below `value`."""
    if isinstance(value, dict):
        for key, child in value.items():
            if key == "$ref" and isinstance(child, str):
                yield child
            else:
                yield from refs(child)
    elif isinstance(value, list):
        for child in value:
            yield from refs(child)


def openapi_slices(document):
    """Documents with a few paths each and the components they reference, transitively."""
    paths = list((document.get("paths") or {}).items())
    components = document.get("components") or {}
    for start in range(0, len(paths), 3):
        kept = dict(paths[start:start + 3])
        needed, pending = {}, list(refs(kept))
        while pending:
            match = re.match(r"#/components/([^/]+)/([^/]+)$", pending.pop())
            if not match or match.group(2) in needed.get(match.group(1), {}):
                continue
            target = (components.get(match.group(1)) or {}).get(match.group(2).replace("~1", "/").replace("~0", "~"))
            if target is not None:
                needed.setdefault(match.group(1), {})[match.group(2)] = target
                pending.extend(refs(target))
        yield {**{k: v for k, v in document.items() if k not in ("paths", "components")}, "paths": kept, "components": needed}


def type_names(value):
    """Model names mentioned by native TYPE strings below `value`."""
    if isinstance(value, dict):
        for key, child in value.items():
            if key == "type" and isinstance(child, str):
                yield from re.findall(r"[A-Za-z_][A-Za-z0-9_.\-]*", child)
            else:
                yield from type_names(child)
    elif isinstance(value, list):
        for child in value:
            yield from type_names(child)


def native_slices(document):
    """Native documents with a few endpoints each and the models they use, transitively."""
    models = {model.get("name"): model for model in document.get("models") or [] if isinstance(model, dict)}
    endpoints = document.get("endpoints") or []
    for start in range(0, max(len(endpoints), 1), 3):
        kept = endpoints[start:start + 3]
        needed, pending = {}, list(type_names(kept))
        while pending:
            name = pending.pop()
            if name in models and name not in needed:
                needed[name] = models[name]
                pending.extend(type_names(models[name]))
        yield {**document, "models": list(needed.values()), "endpoints": kept}


def apodini_slices(document):
    """ApodiniMigrator documents with a few endpoints each and the store entries they reference, transitively."""
    store_key = "types" if "types" in document else "components"
    store = document.get(store_key) or {}
    endpoints = document.get("endpoints") or []
    for start in range(0, len(endpoints), 3):
        kept = endpoints[start:start + 3]
        needed, pending = {}, [kept]
        while pending:
            for key in re.findall(r'"reference": "([^"]+)"', json.dumps(pending.pop())):
                if key in store and key not in needed:
                    needed[key] = store[key]
                    pending.append(store[key])
        yield {**document, "endpoints": kept, store_key: needed}


def emit(directory, stem, document, slicer):
    """Writes the whole document and up to SLICES_PER_FILE slices of it."""
    write(directory, stem, document)
    for index, piece in enumerate(slicer(document)):
        if index >= SLICES_PER_FILE:
            break
        write(directory, f"{stem}-slice{index:02d}", piece)


def export(tool, *arguments):
    """Runs SeedExport; the parsed JSON it wrote, or None when the input does not load."""
    out = Path(arguments[-1])
    result = subprocess.run([tool, *arguments], capture_output=True, text=True)
    if result.returncode != 0:
        print(f"make-seeds: skipped {' '.join(arguments[1:-1])}: {result.stderr.strip()[:200]}", file=sys.stderr)
        return None
    return json.loads(out.read_text(encoding="utf-8"))


def cases_with_open_bugs(table):
    """The bad-input cases whose row names an open bug: as seeds they would stop every fuzzing session at startup."""
    names = set()
    for line in table.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.split("|")[1:-1]]
        if line.startswith("| `") and len(cells) == 8 and cells[7]:
            names.add(cells[0].strip("`"))
    return names


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    tool, output = sys.argv[1], Path(sys.argv[2])
    corpus = Path(sys.argv[3]) if len(sys.argv) == 4 else ROOT.parent / "shared" / "corpus" / "dev"
    scratch = output / ".scratch"
    scratch.mkdir(parents=True, exist_ok=True)
    for path in sorted(p for p in corpus.rglob("*") if p.suffix in (".json", ".yaml", ".yml")):
        document, stem = load(path), path.relative_to(corpus).with_suffix("").as_posix().replace("/", "_")
        if not isinstance(document, dict):
            continue
        if "openapi" in document:
            emit(output / "OpenAPIDocument", stem, document, openapi_slices)
        elif "endpoints" in document:
            emit(output / "ApodiniDocument", stem, document, apodini_slices)
        else:
            continue
        native = export(tool, "document", str(path), str(scratch / "native.json"))
        if native is not None:
            emit(output / "NativeDocument", stem, native, native_slices)
    for old, new in PAIRS:
        guide = export(tool, "guide", str(corpus / old), str(corpus / new), str(scratch / "guide.json"))
        if guide is None:
            continue
        stem = Path(old).stem + "-to-" + Path(new).stem
        changes = guide.get("changes") or []
        write(output / "Guide", stem, guide)
        for index, start in enumerate(range(0, min(len(changes), SLICES_PER_FILE * 8), 8)):
            write(output / "Guide", f"{stem}-slice{index:02d}", {**guide, "changes": changes[start:start + 8]})
    examples = ROOT / "MigrationGuides" / "Examples"
    for path in sorted(examples.glob("*.yaml")) + [ROOT / "Tests/MigratorGeneratorTests/Fixtures/edge-cases.yaml"]:
        document = load(path)
        if isinstance(document, dict) and "migrator-guide" in document:
            write(output / "Guide", path.stem, document)
        elif isinstance(document, dict):
            emit(output / "NativeDocument", path.stem, document, native_slices)
    open_bugs = cases_with_open_bugs(ROOT / "Tests" / "BadInputs" / "README.md")
    for path in sorted((ROOT / "Tests" / "BadInputs").iterdir()):
        if path.name != "README.md" and path.name not in open_bugs and path.stat().st_size <= MAX_SEED:
            for target in ("NativeDocument", "OpenAPIDocument", "ApodiniDocument", "Guide"):
                (output / target).mkdir(parents=True, exist_ok=True)
                (output / target / f"bad-input_{path.name}").write_bytes(path.read_bytes())
    for path in sorted(scratch.iterdir()):
        path.unlink()
    scratch.rmdir()
    for target in sorted(p for p in output.iterdir() if p.is_dir()):
        print(f"make-seeds: {target.name}: {len(list(target.iterdir()))} seeds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
