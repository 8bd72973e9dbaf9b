#!/usr/bin/env python3
"""Validate Migrator's example native API documents and migration guides against their JSON Schemas.

The schemas (MigrationGuides/Schemas/*.schema.json) are a deliverable for editors; this script checks that the
examples satisfy them, with an independent validator (Python's jsonschema). The semantic rules beyond the schemas
(unique names, resolvable types, valid defaults, guide ids and rename identities, ...) have one implementation:
`migrator validate` (Swift), which the test suite runs.

Usage:
    Scripts/validate-schemas.py                 # every MigrationGuides/Examples/*.{yaml,yml,json} whose top level has
                                                # `migrator-document` (a document) or `migrator-guide` (a guide)
    Scripts/validate-schemas.py FILE [FILE...]  # only these files (each must have one of the two markers)

YAML is read the way a YAML 1.2 (JSON-compatible) loader reads it: dates stay strings.

Output: one line per problem, `FILE[:LINE]: /json/pointer: message`. Exit status: 0 all valid, 1 problems found,
2 usage errors (missing files, nothing to check, unreadable schema). Requires Python 3.8+, PyYAML and jsonschema (4.x),
which Scripts/python-env.sh installs into .build-venv/.
"""

import json
import signal
import sys
from pathlib import Path

try:
    import yaml
    import jsonschema
except ImportError as error:  # pragma: no cover - environment problem
    print(f"validate-schemas: missing Python package: {error.name} (pip install pyyaml jsonschema)", file=sys.stderr)
    sys.exit(2)

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "MigrationGuides" / "Schemas" / "migrator-document.schema.json"
GUIDE_SCHEMA_PATH = ROOT / "MigrationGuides" / "Schemas" / "migration-guide.schema.json"
EXAMPLES_DIR = ROOT / "MigrationGuides" / "Examples"
MARKER = "migrator-document"
GUIDE_MARKER = "migrator-guide"


# --------------------------------------------------------------------------------------------------------------
# JSON pointers and problems


def pointer(parts):
    """RFC 6901 JSON pointer of a path given as a list of keys and indices."""
    if not parts:
        return ""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


class Problems:
    """Collects problems for one file; `lines` maps JSON pointers to 1-based source lines (YAML only)."""

    def __init__(self, path):
        self.path = path
        self.lines = {}
        self._items = []

    def add(self, parts, message):
        ptr = pointer(parts) if isinstance(parts, (list, tuple)) else parts
        self._items.append((ptr, message))

    @property
    def items(self):
        """Formatted problems; lines are looked up late, so problems found while parsing get them too."""
        result = []
        for ptr, message in self._items:
            line = self._line(ptr)
            location = f"{self.path}:{line}" if line else f"{self.path}"
            result.append(f"{location}: {ptr or '/'}: {message}")
        return result

    def __len__(self):
        return len(self._items)

    def _line(self, ptr):
        while True:
            if ptr in self.lines:
                return self.lines[ptr]
            if not ptr:
                return None
            ptr = ptr[: ptr.rfind("/")]


# --------------------------------------------------------------------------------------------------------------
# Loading


class DocumentLoader(yaml.SafeLoader):
    """SafeLoader without the YAML 1.1 timestamp resolver (dates stay strings, as in JSON and YAML 1.2)."""


DocumentLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


class LoadError(Exception):
    def __init__(self, message, line=None):
        super().__init__(message)
        self.line = line


def load_yaml(text, problems):
    """Parses YAML, records a pointer → line table, reports duplicate keys."""
    loader = DocumentLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise LoadError("empty document")
        walk_yaml_node(node, [], problems.lines, problems)
        return loader.construct_document(node)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark else None
        raise LoadError(f"invalid YAML: {getattr(error, 'problem', None) or error}", line) from error
    finally:
        loader.dispose()


def walk_yaml_node(node, parts, lines, problems):
    lines[pointer(parts)] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        seen = {}
        for key_node, value_node in node.value:
            key = key_node.value
            child = parts + [key]
            if key in seen:
                lines[pointer(child)] = key_node.start_mark.line + 1
                problems.add(child, f"duplicate key {key!r} (first at line {seen[key]})")
            seen[key] = key_node.start_mark.line + 1
            walk_yaml_node(value_node, child, lines, problems)
            lines[pointer(child)] = key_node.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            walk_yaml_node(item, parts + [index], lines, problems)


def load_json(text):
    def no_duplicates(pairs):
        result = {}
        for key, value in pairs:
            if key in result:
                raise LoadError(f"duplicate key {key!r}")
            result[key] = value
        return result

    try:
        return json.loads(text, object_pairs_hook=no_duplicates)
    except json.JSONDecodeError as error:
        raise LoadError(f"invalid JSON: {error.msg} (column {error.colno})", error.lineno) from error


def load_document(path, problems):
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return load_json(text)
    return load_yaml(text, problems)


# --------------------------------------------------------------------------------------------------------------
# Driver


def short(value, limit=60):
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def schema_message(error):
    """A one-line explanation of a schema error that names the rule (schema titles) instead of dumping instances."""
    schema = error.schema if isinstance(error.schema, dict) else {}
    title = schema.get("title")
    kind = error.validator
    if kind == "pattern":
        return f"{short(error.instance)} is not a valid {title or 'value'}"
    if kind in ("oneOf", "anyOf"):
        names = ", ".join(f"{s.get('title', '?')} ({s.get('description', '')})" for s in error.validator_value)
        if not error.context:
            return f"must match exactly one of: {names}; it matches more than one"
        best = jsonschema.exceptions.best_match(error.context)
        return f"must match one of: {names}; closest problem: {pointer(list(best.absolute_path)) or '/'}: {schema_message(best)}"
    if kind == "not":
        return f"{title}: {schema.get('description', '')}" if title else f"{short(error.instance)} must not match {short(error.validator_value)}"
    if kind == "maxContains":
        contains = schema.get("contains", {})
        return f"at most {error.validator_value} item(s) may be a {contains.get('title', 'matching item')}"
    if kind == "required" and title:
        return f"{title}: {error.message}"
    message = error.message
    return message if len(message) <= 300 else message[:299] + "…"


def schema_problems(validator, doc, problems):
    for error in sorted(validator.iter_errors(doc), key=lambda e: (list(map(str, e.absolute_path)), e.message)):
        problems.add(list(error.absolute_path), f"schema: {schema_message(error)}")


def validate_file(path, validators, require_marker):
    """Checks one file; returns its problems, the kind found (`document`, `guide` or None) and the parsed data."""
    problems = Problems(display(path))
    try:
        data = load_document(path, problems)
    except (LoadError, OSError, UnicodeDecodeError) as error:
        if getattr(error, "line", None):
            problems.lines[""] = error.line
        problems.add([], str(error))
        return problems, None, None
    kinds = [kind for kind, marker in (("document", MARKER), ("guide", GUIDE_MARKER)) if isinstance(data, dict) and marker in data]
    if len(kinds) != 1:
        if kinds or require_marker:
            what = "both" if kinds else "neither"
            problems.add([], f"not a Migrator document or migration guide ({what} of the top-level keys {MARKER!r} and {GUIDE_MARKER!r})")
        return problems, None, None
    kind = kinds[0]
    schema_problems(validators[kind], data, problems)
    return problems, kind, data


def summary(kind, data):
    if kind == "document":
        return (f"service {data['service']['name']} {data['service']['version']}: "
                f"{len(data.get('models', []))} models, {len(data.get('endpoints', []))} endpoints")
    changes = data.get("changes", [])
    breaking = sum(1 for change in changes if change.get("breaking"))
    decisions = sum(1 for change in changes if change.get("needsDecision") is True)
    return (f"guide {data['service']} {data['from']} -> {data['to']}: {len(changes)} changes, {breaking} breaking, "
            f"{decisions} needing a decision")


def load_schema(path):
    schema = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return schema


def guide_validator(guide_schema, document_schema):
    """A validator for guides whose relative `$ref`s into migrator-document.schema.json resolve to the local file."""
    document_uri = SCHEMA_PATH.resolve().as_uri()
    based = dict(guide_schema)
    based.setdefault("$id", GUIDE_SCHEMA_PATH.resolve().as_uri())
    try:
        from referencing import Registry
        from referencing.jsonschema import DRAFT202012
    except ImportError:  # jsonschema < 4.18
        store = {document_uri: document_schema}
        if "$id" in document_schema:
            store[document_schema["$id"]] = document_schema
        resolver = jsonschema.RefResolver(base_uri=based["$id"], referrer=based, store=store)
        return jsonschema.Draft202012Validator(based, resolver=resolver)
    resource = DRAFT202012.create_resource(document_schema)
    pairs = [(document_uri, resource)] + ([(document_schema["$id"], resource)] if "$id" in document_schema else [])
    return jsonschema.Draft202012Validator(based, registry=Registry().with_resources(pairs))


def display(path):
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def main(argv):
    if any(arg in ("-h", "--help") for arg in argv):
        print(__doc__.strip())
        return 0
    schemas = {}
    for kind, path in (("document", SCHEMA_PATH), ("guide", GUIDE_SCHEMA_PATH)):
        try:
            schemas[kind] = load_schema(path)
        except (OSError, ValueError, jsonschema.exceptions.SchemaError) as error:
            print(f"validate-schemas: cannot use {path}: {error}", file=sys.stderr)
            return 2
    validators = {
        "document": jsonschema.Draft202012Validator(schemas["document"]),
        "guide": guide_validator(schemas["guide"], schemas["document"]),
    }

    explicit = [Path(arg) for arg in argv]
    missing = [str(path) for path in explicit if not path.is_file()]
    if missing:
        print(f"validate-schemas: no such file: {', '.join(missing)}", file=sys.stderr)
        return 2
    files = explicit or sorted(p for p in EXAMPLES_DIR.glob("*") if p.suffix in (".yaml", ".yml", ".json"))
    if not files:
        print(f"validate-schemas: no files to check in {EXAMPLES_DIR}", file=sys.stderr)
        return 2

    failed = 0
    checked = {"document": 0, "guide": 0}
    for path in files:
        problems, kind, data = validate_file(path, validators, require_marker=bool(explicit))
        if problems.items:
            failed += 1
            for line in problems.items:
                print(line)
        elif kind is not None:
            checked[kind] += 1
            print(f"ok   {display(path)} ({summary(kind, data)})")
    def count(number, noun):
        return f"{number} {noun}{'' if number == 1 else 's'}"

    print(f"{checked['document'] + checked['guide']} valid ({count(checked['document'], 'document')}, "
          f"{count(checked['guide'], 'guide')}), {failed} invalid")
    return 1 if failed else 0


if __name__ == "__main__":
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet exit when piped into `head`
    sys.exit(main(sys.argv[1:]))
