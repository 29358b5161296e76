#!/usr/bin/env python3
"""Renders hostile names in every view and format and parses each output with a real parser.

Usage: check_injection.py COORDVIZ

Inputs: Tests/HostileInputs/hostile-spec.json, and Output/love-story/snapshot.json with its
coordinators renamed to hostile strings. For each view and format the output must parse (SVG:
xml.etree; DOT: `dot -Tcanon`; JSON: json; HTML: html.parser; PNG/PDF: their signatures) and
carry nothing the input formed: no event-handler attribute, no link holding a quote, space or
`<`, no script or Mermaid statement or directive of its own (scripts/check-html.sh also parses
the corpus's Mermaid with Mermaid itself, in Chromium).
Prints one line per failure and a summary; exits 1 on any failure.
"""
import html.parser
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HOSTILE = [
    'X" onmouseover="alert(1)', "Feed<&>\n\"Coord\"", 'Back\\"slash\\',
    "Esc\u001b]0;title\u0007\u001b[2J\u2028Sep", "Tick`md`%%{init: {\"theme\": \"dark\"}}%%",
    "Car\r\nclick n_x href \"javascript:alert(1)\"",
]
FORMATS = ["svg", "png", "pdf", "dot", "mermaid", "json", "html"]
MERMAID_STATEMENTS = ("---", "title: ", "flowchart ", "subgraph ", "end", "n_", "style ", "linkStyle ", "%% legend: ")
failures = []
checked = 0


def fail(what):
    failures.append(what)
    print(f"FAIL {what}")


def hostile_snapshot(work):
    """The love-story snapshot with each coordinator renamed to a hostile string."""
    text = pathlib.Path("Output/love-story/snapshot.json").read_text()
    names = ["MainCoordinator", "HomeCoordinator", "OrdersCoordinator", "DeepLinkCoordinator"]
    for name, hostile in zip(names, HOSTILE):
        text = text.replace(f'"{name}"', json.dumps(hostile))
    path = work / "hostile-snapshot.json"
    path.write_text(text)
    return path


def views_of(inputs):
    spec = json.loads(pathlib.Path(inputs[0]).read_text()) if inputs[0].endswith("spec.json") else {}
    return ["overview", "hierarchy", "tabs", "flows", "deeplinks"] + [f"flow:{t['id']}" for t in spec.get("transitions", [])]


class PageParser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.handlers, self.scripts, self.data, self._in_data = [], 0, "", False

    def handle_starttag(self, tag, attrs):
        self.handlers += [f"<{tag} {name}>" for name, _ in attrs if name.lower().startswith("on")]
        if tag == "script":
            self.scripts += 1
            self._in_data = ("id", "coordviz-data") in attrs

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_data = False

    def handle_data(self, data):
        if self._in_data:
            self.data += data


def check(label, fmt, data):
    global checked
    checked += 1
    if fmt == "svg":
        try:
            tree = ET.fromstring(data)
        except ET.ParseError as error:
            return fail(f"{label}: SVG is not well-formed XML: {error}")
        for element in tree.iter():
            for name, value in element.attrib.items():
                local = name.split("}")[-1]
                if local.lower().startswith("on"):
                    fail(f"{label}: attribute {local} on <{element.tag}> came from a name")
                if local == "href" and (re.search(r'["<>\s]', value) or value.lower().startswith("javascript:")):
                    fail(f"{label}: link {value!r} is not percent-encoded")
    elif fmt == "dot":
        result = subprocess.run(["dot", "-Tcanon"], input=data, capture_output=True)
        if result.returncode != 0 or b"syntax error" in result.stderr:
            fail(f"{label}: dot cannot read the DOT: {result.stderr.decode(errors='replace').strip()[:200]}")
    elif fmt == "json":
        try:
            document = json.loads(data)
        except ValueError as error:
            return fail(f"{label}: JSON does not parse: {error}")
        if not document.get("nodes"):
            fail(f"{label}: JSON has no nodes")
    elif fmt == "mermaid":
        text = data.decode()
        if "\r" in text or "\u2028" in text or "%%{" in text:
            fail(f"{label}: Mermaid holds a line break or directive from a name")
        for line in text.split("\n"):
            statement = line.strip()
            if statement and not statement.startswith(MERMAID_STATEMENTS):
                fail(f"{label}: Mermaid statement {statement[:80]!r} came from a name")
            if "`" in statement and not statement.startswith(("%%", "title: ")):
                fail(f"{label}: a backtick in a Mermaid label")
    elif fmt == "html":
        page = PageParser()
        page.feed(data.decode())
        if page.handlers:
            fail(f"{label}: HTML has event handlers {page.handlers[:3]}")
        if page.scripts != 2:
            fail(f"{label}: HTML has {page.scripts} scripts, not the page's own 2")
        try:
            json.loads(page.data)
        except ValueError as error:
            fail(f"{label}: the page's data block does not parse: {error}")
    elif fmt == "png":
        if not data.startswith(b"\x89PNG\r\n\x1a\n"):
            fail(f"{label}: not a PNG")
    elif fmt == "pdf":
        if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-64:]:
            fail(f"{label}: not a PDF")


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 64
    coordviz = argv[1]
    work = pathlib.Path(tempfile.mkdtemp(prefix="coordviz-injection-"))
    try:
        spec = "Tests/HostileInputs/hostile-spec.json"
        sets = {"spec": [spec], "snapshot": [str(hostile_snapshot(work))], "merged": [spec, str(hostile_snapshot(work))]}
        for name, inputs in sets.items():
            views = views_of(inputs) if name != "snapshot" else ["overview", "hierarchy", "tabs", "flows", "deeplinks"]
            for view in views:
                for fmt in FORMATS:
                    label = f"{name} {view} {fmt}"
                    result = subprocess.run([coordviz, "render", *inputs, "--view", view, "--format", fmt, "-o", "-"],
                                            capture_output=True, timeout=120)
                    if result.returncode < 0:
                        fail(f"{label}: coordviz died with signal {-result.returncode}")
                        continue
                    if re.search(r"[\x00-\x09\x0b-\x1f\x7f]|\u2028", result.stderr.decode(errors="replace")):
                        fail(f"{label}: a control character reached standard error")
                    if result.returncode != 0:
                        fail(f"{label}: exit {result.returncode}: {result.stderr.decode(errors='replace').strip()[:200]}")
                        continue
                    check(label, fmt, result.stdout)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"injection: {checked} outputs parsed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
