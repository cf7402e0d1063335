"""
Runs a Python API snippet (read from stdin) that uses `requests`, without that package: a stand-in
`requests.post` records what the snippet sends and really posts it with the standard library, so the
snippet gets the live API's answer. Prints one JSON line: {"sent": [...], "printed": <what it printed>}.
Test-only (tests/e2e/api-snippets.spec.ts).
"""

import ast
import contextlib
import io
import json as json_module
import sys
import types
import urllib.error
import urllib.request

source = sys.stdin.read()
# A syntax error stops here, naming the line.
ast.parse(source, filename="<snippet>")

sent = []
# No proxy from the environment: the test server is on loopback.
opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class Response:
    def __init__(self, status_code, body):
        self.status_code = status_code
        self._body = body

    def json(self):
        return json_module.loads(self._body)


def post(url, json=None, timeout=None, **others):
    if others:
        raise TypeError(f"this stand-in for requests.post takes url, json and timeout, not {sorted(others)}")
    sent.append({"url": url, "json": json, "timeout": timeout})
    body = json_module.dumps(json).encode()
    request = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"}, method="POST")
    try:
        with opener.open(request, timeout=timeout) as answer:
            return Response(answer.status, answer.read())
    except urllib.error.HTTPError as error:
        return Response(error.code, error.read())


requests = types.ModuleType("requests")
requests.post = post
sys.modules["requests"] = requests

printed = io.StringIO()
with contextlib.redirect_stdout(printed):
    exec(compile(source, "<snippet>", "exec"), {"__name__": "__main__"})

# What print() showed of the answer (a dict's repr) read back as a value.
print(json_module.dumps({"sent": sent, "printed": ast.literal_eval(printed.getvalue().strip())}))
