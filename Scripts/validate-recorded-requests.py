#!/usr/bin/env python3
"""Validate the requests `migrator verify --record FILE` wrote against an OpenAPI description with openapi-core.

Usage: validate-recorded-requests.py OPENAPI_FILE RECORD_FILE

An independent check of the conformance suite's traffic: every JSON line (operationId, method, url, headers, body,
bodyEncoding) becomes an openapi-core request and is validated (path, parameters, security, body). Prints one line per
invalid request and a summary; exits 0 when every request is valid, 1 when some are not, 2 for usage errors or when
openapi-core is missing.
"""
import base64
import json
import sys
from urllib.parse import urlsplit, parse_qsl

try:
    import yaml
    from openapi_core import Config, OpenAPI
    from openapi_core.datatypes import RequestParameters
    from openapi_core.protocols import Request
except ImportError as error:  # pragma: no cover - reported to the caller
    print(f"openapi-core is not installed: {error}", file=sys.stderr)
    sys.exit(2)

from werkzeug.datastructures import Headers, ImmutableMultiDict


class RecordedRequest:
    """One recorded request in the shape openapi-core's request protocol expects."""

    def __init__(self, record):
        parts = urlsplit(record["url"])
        self.host_url = f"{parts.scheme}://{parts.netloc}"
        self.path = parts.path
        self.full_url_pattern = self.host_url + parts.path
        self.method = record["method"].lower()
        headers = record.get("headers") or {}
        cookies = {}
        for name, value in headers.items():
            if name.lower() == "cookie":
                for pair in value.split(";"):
                    if "=" in pair:
                        key, _, cookie = pair.strip().partition("=")
                        cookies[key] = cookie
        self.parameters = RequestParameters(
            query=ImmutableMultiDict(parse_qsl(parts.query, keep_blank_values=True)),
            header=Headers(list(headers.items())),
            cookie=ImmutableMultiDict(list(cookies.items())),
        )
        body = record.get("body")
        if body is None:
            self.body = None
        elif record.get("bodyEncoding") == "base64":
            self.body = base64.b64decode(body)
        else:
            self.body = body.encode("utf-8")
        self.content_type = next((value for name, value in headers.items() if name.lower() == "content-type"), "application/json")


def main(arguments):
    if len(arguments) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as handle:
        # JSON files may hold tabs, which YAML does not allow.
        spec = json.load(handle) if arguments[0].endswith(".json") else yaml.safe_load(handle)
    try:
        openapi = OpenAPI.from_dict(spec)
    except Exception as error:  # the description itself breaks the OpenAPI rules: validate requests anyway
        print(f"note: the description does not pass openapi-spec-validator ({type(error).__name__}); requests are validated without it")
        openapi = OpenAPI.from_dict(spec, config=Config(spec_validator_cls=None))
    invalid = 0
    total = 0
    with open(arguments[1], encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            total += 1
            record = json.loads(line)
            try:
                openapi.validate_request(RecordedRequest(record))
            except Exception as error:  # openapi-core raises one error type per problem kind
                invalid += 1
                detail = "; ".join(str(cause) for cause in getattr(error, "schema_errors", []) or [])
                cause = error.__cause__
                print(f"{record['operationId']} {record['method']} {record['url']}: {type(error).__name__}: {error}"
                      + (f" ({cause})" if cause else "") + (f" [{detail}]" if detail else ""))
    print(f"{total} requests, {invalid} invalid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
