#!/usr/bin/env python3
"""Validate Migrator native API documents and migration guides against their JSON Schemas plus the rules the schemas
cannot express.

Usage:
    Scripts/validate-schemas.py                 # every MigrationGuides/Examples/*.{yaml,yml,json} whose top level has
                                                # `migrator-document` (a document) or `migrator-guide` (a guide)
    Scripts/validate-schemas.py FILE [FILE...]  # only these files (each must have one of the two markers)

Documents: MigrationGuides/Schemas/migrator-document.schema.json (draft 2020-12).
Semantic checks (see docs/document-format.md, "Rules beyond the schema"):
  - unique model names, operationIds, auth scheme names, property names and wire keys per model,
    enum case values and case names, parameter (in, name) per endpoint, error statuses per endpoint,
    method + path per document;
  - every TYPE parses and every name in it resolves to a scalar or a model;
  - every security entry names a declared auth scheme;
  - every `{name}` in a path template has exactly one path parameter and every path parameter appears in the template;
  - at most one body parameter; form bodies are objects or maps; octet-stream bodies are `binary`;
  - `default` values are valid for their TYPE.

Guides: MigrationGuides/Schemas/migration-guide.schema.json (draft 2020-12; it refers to the document schema's
definitions for element definitions and aspect values). Semantic checks (see docs/migration-guide.md):
  - change ids are unique, the changes are sorted by id, and each id is `{kind}:{path}` (+ `#{aspect}` for updates),
    with the `new` path for additions and the `old` path otherwise;
  - the `after` of a rename names the element its `new` path names (model name, wire key, case value, operation id,
    parameter location and name), and an enum case rename's `before` is the case value of its `old` path;
  - all changes of one old element agree on its new path;
  - the old values of a `valueMap` are unique.

YAML is read the way a YAML 1.2 (JSON-compatible) loader reads it: dates stay strings, duplicate keys are errors,
and YAML 1.1-only booleans (yes/no/on/off) are rejected as ambiguous (quote them).

Output: one line per problem, `FILE[:LINE]: /json/pointer: message`. Exit status: 0 all valid, 1 problems found,
2 usage errors (missing files, nothing to check, unreadable schema). Requires Python 3.8+, PyYAML and jsonschema (4.x).
"""

import base64
import binascii
import datetime
import json
import re
import signal
import sys
import unicodedata
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

SCALARS = {
    "string", "integer", "int32", "int64", "number", "float", "double", "boolean",
    "date", "date-time", "uuid", "url", "binary", "json",
}
YAML12_BOOLEANS = {"true", "True", "TRUE", "false", "False", "FALSE"}


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
    """Parses YAML, records a pointer → line table, reports duplicate keys and ambiguous booleans."""
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
    elif isinstance(node, yaml.ScalarNode):
        if node.tag == "tag:yaml.org,2002:bool" and node.style is None and node.value not in YAML12_BOOLEANS:
            problems.add(parts, f"ambiguous YAML boolean {node.value!r} (a string in YAML 1.2): quote it or write true/false")


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
# TYPE expressions


class TypeSyntaxError(ValueError):
    pass


NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")


def parse_type(text):
    """Parses a TYPE into ('scalar', name) | ('model', name) | ('ref', name) | ('array', T) | ('map', T)."""
    position = 0

    def skip_spaces():
        nonlocal position
        while position < len(text) and text[position] == " ":
            position += 1

    def expect(char):
        nonlocal position
        skip_spaces()
        if position >= len(text) or text[position] != char:
            raise TypeSyntaxError(f"expected {char!r} at offset {position} in {text!r}")
        position += 1
        skip_spaces()

    def name():
        nonlocal position
        match = NAME_RE.match(text, position)
        if not match:
            raise TypeSyntaxError(f"expected a type name at offset {position} in {text!r}")
        position = match.end()
        return match.group(0)

    def parse():
        word = name()
        if word in ("array", "map", "ref") and position < len(text) and text[position:].lstrip(" ").startswith("<"):
            expect("<")
            if word == "ref":
                inner = ("ref", name())
            else:
                inner = parse()
            expect(">")
            return (word, inner) if word != "ref" else inner
        if word in SCALARS:
            return ("scalar", word)
        return ("model", word)

    result = parse()
    if position != len(text):
        raise TypeSyntaxError(f"unexpected {text[position:]!r} in {text!r}")
    return result


def type_names(parsed):
    """The model references of a parsed TYPE: ('model', name) for plain names, ('ref', name) for ref<name>."""
    if parsed[0] in ("array", "map"):
        return type_names(parsed[1])
    return [parsed] if parsed[0] in ("model", "ref") else []


# --------------------------------------------------------------------------------------------------------------
# Values (defaults) against TYPE

DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
DATE_TIME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$")
UUID_RE = re.compile(r"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$")
URL_RE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:\S*$|^[^\s]*$")


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def check_value(value, parsed, models, parts, problems, nullable=False):
    kind, arg = parsed
    if value is None:
        if not nullable:
            problems.add(parts, "null is not allowed here (not nullable)")
        return
    if kind == "array":
        if not isinstance(value, list):
            problems.add(parts, f"expected an array, got {json.dumps(value)}")
            return
        for index, item in enumerate(value):
            check_value(item, arg, models, parts + [index], problems)
        return
    if kind == "map":
        if not isinstance(value, dict):
            problems.add(parts, f"expected an object (map), got {json.dumps(value)}")
            return
        for key, item in value.items():
            check_value(item, arg, models, parts + [key], problems)
        return
    if kind == "scalar":
        check_scalar(value, arg, parts, problems)
        return
    model = models.get(arg)  # kind is "model" or "ref"
    if model is None:
        return  # reported as an unresolved reference elsewhere
    if "enum" in model:
        values = [case.get("value") for case in model.get("cases", [])]
        if value not in values or isinstance(value, bool):
            problems.add(parts, f"{json.dumps(value)} is not a case of enum {arg} ({', '.join(json.dumps(v) for v in values)})")
        return
    if not isinstance(value, dict):
        problems.add(parts, f"expected an object of model {arg}, got {json.dumps(value)}")
        return
    properties = {prop.get("key", prop.get("name")): prop for prop in model.get("properties", [])}
    for key, prop in properties.items():
        if prop.get("required") and key not in value:
            problems.add(parts, f"missing required key {key!r} of model {arg}")
    for key, item in value.items():
        prop = properties.get(key)
        if prop is None:
            problems.add(parts + [key], f"model {arg} has no wire key {key!r}")
            continue
        try:
            check_value(item, parse_type(prop["type"]), models, parts + [key], problems, prop.get("nullable", False))
        except TypeSyntaxError:
            pass  # reported at the property


def check_scalar(value, scalar, parts, problems):
    def bad(expected):
        problems.add(parts, f"{json.dumps(value)} is not a valid {scalar} ({expected})")

    if scalar == "json":
        return
    if scalar in ("integer", "int64", "int32"):
        bits = 32 if scalar == "int32" else 64
        if not is_int(value) or not -(2 ** (bits - 1)) <= value < 2 ** (bits - 1):
            bad(f"a {bits}-bit integer")
    elif scalar in ("number", "double", "float"):
        if not (is_int(value) or isinstance(value, float)):
            bad("a number")
    elif scalar == "boolean":
        if not isinstance(value, bool):
            bad("true or false")
    elif not isinstance(value, str):
        bad("a string")
    elif scalar == "date":
        try:
            if not DATE_RE.match(value):
                raise ValueError
            datetime.date.fromisoformat(value)
        except ValueError:
            bad("a full-date like \"2024-05-01\"")
    elif scalar == "date-time":
        if not DATE_TIME_RE.match(value):
            bad("an RFC 3339 date-time like \"2024-05-01T12:00:00Z\"")
    elif scalar == "uuid":
        if not UUID_RE.match(value):
            bad("a UUID")
    elif scalar == "url":
        if not URL_RE.match(value):
            bad("a URL")
    elif scalar == "binary":
        try:
            base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            bad("base64")


# --------------------------------------------------------------------------------------------------------------
# Semantic checks


def check_unique(items, key_of, what, parts_of, problems, normalize=lambda k: k, label=repr):
    seen = {}
    for index, item in enumerate(items):
        key = key_of(item)
        if key is None:
            continue
        normalized = normalize(key)
        if normalized in seen:
            problems.add(parts_of(index), f"duplicate {what} {label(key)} (also at {pointer(parts_of(seen[normalized]))})")
        else:
            seen[normalized] = index


def semantic_checks(doc, problems):
    models_list = doc.get("models", [])
    endpoints = doc.get("endpoints", [])
    schemes = doc.get("authSchemes", [])

    check_unique(models_list, lambda m: m.get("name"), "model name", lambda i: ["models", i, "name"], problems)
    check_unique(endpoints, lambda e: e.get("operationId"), "operationId", lambda i: ["endpoints", i, "operationId"], problems)
    check_unique(schemes, lambda s: s.get("name"), "auth scheme name", lambda i: ["authSchemes", i, "name"], problems)
    check_unique(
        endpoints,
        lambda e: f"{e.get('method', '').upper()} {re.sub(r'{[^}]*}', '{}', e.get('path', ''))}",
        "method and path",
        lambda i: ["endpoints", i, "path"],
        problems,
    )

    models = {}
    for model in models_list:
        models.setdefault(model.get("name"), model)
    scheme_names = {s.get("name") for s in schemes}

    def resolve(type_text, parts):
        try:
            parsed = parse_type(type_text)
        except TypeSyntaxError as error:
            problems.add(parts, f"invalid TYPE: {error}")
            return None
        ok = True
        for form, name in type_names(parsed):
            if name not in models:
                if form == "ref":
                    problems.add(parts, f"no model named {name!r} (ref<...> always names a model)")
                else:
                    problems.add(parts, f"unknown type {name!r} (neither a scalar nor a model name)")
                ok = False
        return parsed if ok else None

    def check_security(requirement, parts):
        for index, name in enumerate(requirement or []):
            if name not in scheme_names:
                problems.add(parts + [index], f"unknown auth scheme {name!r}")

    check_security(doc.get("security"), ["security"])

    for m_index, model in enumerate(models_list):
        base = ["models", m_index]
        if "properties" in model:
            props = model["properties"]
            check_unique(props, lambda p: p.get("name"), "property name", lambda i: base + ["properties", i, "name"], problems)
            check_unique(props, lambda p: p.get("key", p.get("name")), "wire key",
                         lambda i: base + ["properties", i, "key" if "key" in props[i] else "name"], problems)
            for p_index, prop in enumerate(props):
                parts = base + ["properties", p_index]
                parsed = resolve(prop["type"], parts + ["type"])
                if parsed and "default" in prop:
                    check_value(prop["default"], parsed, models, parts + ["default"], problems, prop.get("nullable", False))
        else:
            cases = model.get("cases", [])
            check_unique(cases, lambda c: c.get("value"), "case value", lambda i: base + ["cases", i, "value"], problems,
                         normalize=lambda v: (type(v).__name__, v))
            check_unique(cases, lambda c: c.get("name"), "case name", lambda i: base + ["cases", i, "name"], problems)

    for e_index, endpoint in enumerate(endpoints):
        base = ["endpoints", e_index]
        check_security(endpoint.get("security"), base + ["security"])
        params = endpoint.get("parameters", [])
        check_unique(params, lambda p: (p.get("in"), p.get("name")), "parameter", lambda i: base + ["parameters", i, "name"],
                     problems, normalize=lambda k: (k[0], k[1].lower() if k[0] == "header" else k[1]),
                     label=lambda k: f"{k[1]!r} in {k[0]}" + (" (header names are case-insensitive)" if k[0] == "header" else ""))

        template_names = re.findall(r"{([^{}]*)}", endpoint.get("path", ""))
        seen_template = set()
        for name in template_names:
            if name in seen_template:
                problems.add(base + ["path"], f"placeholder {{{name}}} appears more than once")
            seen_template.add(name)
        path_params = [p.get("name") for p in params if p.get("in") == "path"]
        for name in template_names:
            if name not in path_params:
                problems.add(base + ["path"], f"placeholder {{{name}}} has no path parameter")
        for p_index, param in enumerate(params):
            if param.get("in") == "path" and param.get("name") not in template_names:
                problems.add(base + ["parameters", p_index, "name"],
                             f"path parameter {param.get('name')!r} does not appear in {endpoint.get('path')!r}")

        bodies = [i for i, p in enumerate(params) if p.get("in") == "body"]
        for extra in bodies[1:]:
            problems.add(base + ["parameters", extra, "in"], "more than one body parameter")

        for p_index, param in enumerate(params):
            parts = base + ["parameters", p_index]
            parsed = resolve(param["type"], parts + ["type"])
            if not parsed:
                continue
            if "default" in param:
                check_value(param["default"], parsed, models, parts + ["default"], problems, param.get("nullable", False))
            content_type = param.get("contentType", "application/json")
            if param.get("in") == "body" and content_type == "application/octet-stream" and parsed != ("scalar", "binary"):
                problems.add(parts + ["type"], "an application/octet-stream body must have type binary")
            if param.get("in") == "body" and content_type == "application/x-www-form-urlencoded":
                is_object = parsed[0] == "map" or (parsed[0] == "model" and "properties" in models.get(parsed[1], {}))
                if not is_object:
                    problems.add(parts + ["type"], "a form-urlencoded body must be an object model or a map")

        response = endpoint.get("response")
        if isinstance(response, dict) and "type" in response:
            resolve(response["type"], base + ["response", "type"])
        errors = endpoint.get("errors", [])
        check_unique(errors, lambda e: e.get("status"), "error status", lambda i: base + ["errors", i, "status"], problems)
        for r_index, error in enumerate(errors):
            if "type" in error:
                resolve(error["type"], base + ["errors", r_index, "type"])


# --------------------------------------------------------------------------------------------------------------
# Migration guides


def pointer_tokens(path):
    """The decoded tokens of an RFC 6901 JSON pointer (`~1` is `/`, `~0` is `~`)."""
    return [token.replace("~1", "/").replace("~0", "~") for token in path.split("/")[1:]]


def change_id(change):
    """The id `compare` derives for a change: `{kind}:{path}` plus `#{aspect}` for updates."""
    kind = change.get("kind")
    path = change.get("new") if kind == "added" else change.get("old")
    suffix = f"#{change['aspect']}" if kind == "updated" and "aspect" in change else ""
    return f"{kind}:{path or ''}{suffix}"


def enum_token(value):
    """An enum value as it appears in an element path (integers in decimal)."""
    return str(value) if not isinstance(value, bool) else json.dumps(value)


def check_rename_identity(change, parts, problems):
    """The `after` of a rename must name the element its `new` path names."""
    element, after = change.get("element"), change.get("after")
    new_tokens = pointer_tokens(change.get("new", ""))
    old_tokens = pointer_tokens(change.get("old", ""))
    if not isinstance(after, dict):
        return
    expected = {}
    if element == "model":
        expected = {"name": new_tokens[1]}
    elif element == "endpoint":
        expected = {"operationId": new_tokens[1]}
    elif element == "property":
        expected = {"key": new_tokens[3]}
    elif element == "enumCase":
        if enum_token(after.get("value")) != new_tokens[3]:
            problems.add(parts + ["after", "value"],
                         f"renamed case value {json.dumps(after.get('value'))} does not match the new path {change.get('new')}")
        if "before" in change and enum_token(change["before"]) != old_tokens[3]:
            problems.add(parts + ["before"],
                         f"old case value {json.dumps(change['before'])} does not match the old path {change.get('old')}")
        return
    elif element == "parameter":
        expected = {"in": new_tokens[3]} if "in" in after else {}
        if "in" not in after and new_tokens[3] != old_tokens[3]:
            problems.add(parts + ["after"], f"the new path moves the parameter to {new_tokens[3]!r}; `after.in` must say so")
        if new_tokens[3] != "body":
            expected["name"] = new_tokens[4]
    for key, value in expected.items():
        if key in after and after[key] != value:
            problems.add(parts + ["after", key], f"{json.dumps(after[key])} does not match the new path {change.get('new')} ({value!r})")


def guide_checks(guide, problems):
    """The rules of docs/migration-guide.md the guide schema cannot express."""
    changes = guide.get("changes", [])
    check_unique(changes, lambda c: c.get("id"), "change id", lambda i: ["changes", i, "id"], problems)
    previous = None
    for index, change in enumerate(changes):
        parts = ["changes", index]
        identifier = change.get("id", "")
        expected = change_id(change)
        if identifier != expected:
            problems.add(parts + ["id"], f"id {identifier!r} should be {expected!r} (kind, {'new' if change.get('kind') == 'added' else 'old'} path"
                                         f"{', aspect' if change.get('kind') == 'updated' else ''})")
        key = unicodedata.normalize("NFC", identifier)
        if previous is not None and key < previous:
            problems.add(parts + ["id"], f"changes are not sorted by id: {identifier!r} comes after {changes[index - 1].get('id')!r}")
        previous = key
        if change.get("kind") == "renamed":
            check_rename_identity(change, parts, problems)
        value_map = change.get("valueMap", [])
        check_unique(value_map, lambda row: (type(row.get("old")).__name__, row.get("old")), "valueMap old value",
                     lambda i, parts=parts: parts + ["valueMap", i, "old"], problems, label=lambda k: json.dumps(k[1]))
    new_path_of = {}
    for index, change in enumerate(changes):
        if change.get("kind") in ("renamed", "updated") and "old" in change and "new" in change:
            old, new = change["old"], change["new"]
            if old in new_path_of and new_path_of[old][0] != new:
                problems.add(["changes", index, "new"],
                             f"{old} becomes {new} here but {new_path_of[old][0]} in change {new_path_of[old][1]!r}")
            new_path_of.setdefault(old, (new, change.get("id")))


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
        message = f"{short(error.instance)} is not a valid {title or 'value'}"
        if title == "TYPE":
            try:
                parse_type(error.instance)
            except TypeSyntaxError as syntax:
                message += f": {syntax}"
        return message
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
    before = len(problems)
    schema_problems(validators[kind], data, problems)
    if len(problems) == before:
        (semantic_checks if kind == "document" else guide_checks)(data, problems)
    else:
        problems.add([], "semantic checks skipped until the schema errors are fixed")
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
