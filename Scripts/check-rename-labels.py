#!/usr/bin/env python3
"""Checks the labels of rename fixtures (Tests/MigratorCompareTests/Fixtures/Renames/<case>/renames.json).

Every label is [old path, new path, why]. A label is a problem when:
- its old path names no element of old.yaml, or its new path no element of new.yaml;
- it has no reason, or the same pair is both a rename and a non-rename, or is listed twice;
- a rename's old element is still in new.yaml under the same path (it was not removed), or its new element was
  already in old.yaml (it was not added);
Two renames that share an old path or a new path (a merge or a split, which one-to-one matching can report only
once) are printed as notes, not counted.
Element paths are the guides' JSON pointers over wire names: /models/M, /models/M/properties/<wire key>,
/models/M/cases/<value>, /models/M/variants/<name>, /endpoints/<operationId>,
/endpoints/<operationId>/parameters/<in>/<name> (the body is parameters/body/body).

Usage: Scripts/check-rename-labels.py [CASE_DIRECTORY ...]   (default: every case)
Prints one line per problem, then `CHECK: N problems`; exits 1 when N > 0.
"""
import json
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
RENAMES = ROOT / "Tests/MigratorCompareTests/Fixtures/Renames"


def escape(token):
    """One JSON pointer reference token."""
    return str(token).replace("~", "~0").replace("/", "~1")


def case_value(value):
    """An enum case value as the guides print it (strings as they are, numbers in their shortest form)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def element_paths(document):
    """Every addressable element path of a native document."""
    paths = set()
    for model in document.get("models") or []:
        base = "/models/" + escape(model["name"])
        paths.add(base)
        for prop in model.get("properties") or []:
            paths.add(base + "/properties/" + escape(prop.get("key", prop["name"])))
        for case in model.get("cases") or []:
            paths.add(base + "/cases/" + escape(case_value(case["value"])))
        for variant in model.get("oneOf") or []:
            if isinstance(variant, dict):
                name = variant.get("name") or str(variant.get("type", ""))
                paths.add(base + "/variants/" + escape(name))
    for scheme in document.get("authSchemes") or []:
        paths.add("/authSchemes/" + escape(scheme["name"]))
    for endpoint in document.get("endpoints") or []:
        base = "/endpoints/" + escape(endpoint["operationId"])
        paths.add(base)
        for parameter in endpoint.get("parameters") or []:
            location = parameter["in"]
            name = "body" if location == "body" else parameter["name"]
            paths.add(base + "/parameters/" + escape(location) + "/" + escape(name))
    return paths


def check_case(directory):
    """The problems of one case directory."""
    problems, notes = [], []
    name = directory.name
    try:
        old = element_paths(yaml.safe_load((directory / "old.yaml").read_text()))
        new = element_paths(yaml.safe_load((directory / "new.yaml").read_text()))
        truth = json.loads((directory / "renames.json").read_text())
    except Exception as error:  # noqa: BLE001 - any unreadable file is one problem
        return [f"{name}: cannot read the case: {error}"], []
    renames = truth.get("renames", [])
    non_renames = truth.get("nonRenames", [])
    seen = set()
    for kind, labels in (("rename", renames), ("non-rename", non_renames)):
        for label in labels:
            if not isinstance(label, list) or len(label) != 3 or not all(isinstance(x, str) for x in label):
                problems.append(f"{name}: {kind} {label!r} is not [old, new, why]")
                continue
            before, after, why = label
            if not why.strip():
                problems.append(f"{name}: {kind} {before} → {after} has no reason")
            if before not in old:
                problems.append(f"{name}: {kind} old path {before} is no element of old.yaml")
            if after not in new:
                problems.append(f"{name}: {kind} new path {after} is no element of new.yaml")
            if (before, after) in seen:
                problems.append(f"{name}: {before} → {after} is listed twice")
            seen.add((before, after))
            if kind == "rename":
                if before in new:
                    problems.append(f"{name}: rename old path {before} is still in new.yaml (not removed)")
                if after in old:
                    problems.append(f"{name}: rename new path {after} was already in old.yaml (not added)")
    for index in (0, 1):
        counts = {}
        for label in renames:
            if isinstance(label, list) and len(label) == 3:
                counts[label[index]] = counts.get(label[index], 0) + 1
        for path, count in sorted(counts.items()):
            if count > 1:
                notes.append(f"note: {name}: {path} is in {count} renames (a merge or split; matching is one to one)")
    return problems, notes


def main(arguments):
    directories = [pathlib.Path(a) for a in arguments] or sorted(p for p in RENAMES.iterdir() if p.is_dir())
    problems, notes = [], []
    for directory in directories:
        case_problems, case_notes = check_case(directory)
        problems += case_problems
        notes += case_notes
    for problem in notes + problems:
        print(problem)
    print(f"CHECK: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
