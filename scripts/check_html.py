#!/usr/bin/env python3
"""Checks coordviz's HTML pages and Mermaid output in headless Chromium, as a person would.

Usage: check_html.py CHROMIUM MERMAID_JS SHOTS_DIR PAGE.html... -- FILE.mmd...

For each page: every view draws nodes; a real mouse click on the node with the most edges
selects it, highlights its edges and opens the info panel; search marks matches; zoom changes
the view box; screenshots go to SHOTS_DIR. Each .mmd file must parse with Mermaid itself and
render to an SVG. Talks to Chromium over --remote-debugging-pipe (stdlib only). Prints one
line per check and ends with 'N passed, M failed'; exits 1 on any failure.
"""
import base64
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, chromium):
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()
        profile = tempfile.mkdtemp(prefix="coordviz-chromium-")

        def wire():
            # Chromium reads commands on fd 3 and writes replies on fd 4.
            high_r, high_w = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--hide-scrollbars", "--no-first-run", "--mute-audio", f"--user-data-dir={profile}",
             "--allow-file-access-from-files", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=wire, close_fds=False)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.writer = os.fdopen(to_chrome_w, "wb", buffering=0)
        self.reader = os.fdopen(from_chrome_r, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page.enable", "Runtime.enable"):
            self.call(domain, session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": 1400, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = self.reader.read(65536)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        self.writer.write(json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for_event(self, name, timeout=30):
        deadline = time.time() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == name:
                    del self.events[index]
                    return event
            self.events.append(self._read_message(deadline))

    def navigate(self, url):
        self.events.clear()
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_for_event("Page.loadEventFired")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"].get("exception", {}).get("description", str(result["exceptionDetails"])))
        return result["result"].get("value")

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}, session=True)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        pathlib.Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        self.process.wait(timeout=10)


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, condition, what):
        if condition:
            self.passed += 1
            print(f"ok   {what}")
        else:
            self.failed += 1
            print(f"FAIL {what}")


def check_page(browser, checks, page, shots):
    name = page.parent.name
    browser.navigate(page.resolve().as_uri())
    views = browser.evaluate("JSON.parse(document.getElementById('coordviz-data').textContent).views.map(v => v.name)")
    checks.check(bool(views), f"{name}: the page lists its views ({len(views or [])})")
    for view in views:
        drawn = browser.evaluate(f"""(() => {{ coordviz.show({json.dumps(view)});
            const svg = coordviz.state.svg, box = svg.getBoundingClientRect(), nodes = svg.querySelectorAll('g.node');
            return {{nodes: nodes.length, width: box.width, height: box.height,
                     shapes: svg.querySelectorAll('g.node polygon, g.node path, g.node ellipse, g.node text').length}}; }})()""")
        checks.check(drawn["nodes"] > 0 and drawn["shapes"] > 0 and drawn["width"] > 300 and drawn["height"] > 200,
                     f"{name}: view {view} is drawn ({drawn['nodes']} nodes in {drawn['width']:.0f}x{drawn['height']:.0f} px)")

    # Click the node with the most edges in the flows view, with a real mouse event.
    view = "flows" if "flows" in views else views[0]
    target = browser.evaluate(f"""(() => {{ coordviz.show({json.dumps(view)});
        const graph = JSON.parse(document.getElementById('coordviz-data').textContent).views.find(v => v.name === {json.dumps(view)}).graph;
        const degree = new Map();
        for (const e of graph.edges) for (const end of [e.from, e.to]) degree.set(end, (degree.get(end) || 0) + 1);
        const best = [...degree.entries()].filter(([id]) => id !== 'legend').sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
        const node = coordviz.state.svg.querySelector('#' + CSS.escape(best[0]));
        const shape = node.querySelector('polygon, path, ellipse') || node;
        const box = shape.getBoundingClientRect();
        return {{id: best[0], edges: best[1], x: box.left + box.width / 2, y: box.top + box.height / 2}}; }})()""")
    browser.click(target["x"], target["y"])
    after = browser.evaluate("""(() => { const svg = coordviz.state.svg;
        return {selected: [...svg.querySelectorAll('g.node.selected')].map(n => n.id),
                highlighted: svg.querySelectorAll('g.edge.hl').length,
                dimmed: getComputedStyle(svg.querySelector('g.edge:not(.hl)') || svg).opacity,
                panel: !document.getElementById('info').hidden, text: document.getElementById('info').innerText,
                hash: location.hash}; })()""")
    checks.check(after["selected"] == [target["id"]], f"{name}: clicking {target['id']} selects it (selected: {after['selected']})")
    checks.check(after["highlighted"] >= 1, f"{name}: its {after['highlighted']} edges are highlighted")
    checks.check(float(after["dimmed"]) < 0.5, f"{name}: the other edges fade (opacity {after['dimmed']})")
    checks.check(after["panel"] and ("leads to" in after["text"].lower() or "comes from" in after["text"].lower()),
                 f"{name}: the info panel lists where its transitions go")
    checks.check("node=" in after["hash"], f"{name}: the address names the selection ({after['hash']})")
    browser.screenshot(shots / f"{name}-{view}-click.png")

    # Clicking the background clears the selection: a point of the drawing that no node, edge or
    # cluster covers (where the legend or a cluster sits depends on the layout).
    spot = browser.evaluate("""(() => { const box = coordviz.state.svg.getBoundingClientRect();
        for (let y = Math.max(box.top, 60) + 4; y < Math.min(box.bottom, innerHeight) - 4; y += 12)
          for (let x = Math.max(box.left, 0) + 4; x < Math.min(box.right, innerWidth) - 4; x += 12) {
            const hit = document.elementFromPoint(x, y);
            if (hit && coordviz.state.svg.contains(hit) && !hit.closest('g.node, g.edge, g.cluster')) return {x, y};
          }
        return {x: 8, y: 70}; })()""")
    browser.click(spot["x"], spot["y"])
    cleared = browser.evaluate("coordviz.state.svg.querySelectorAll('g.node.selected').length")
    checks.check(cleared == 0, f"{name}: clicking the background clears the selection")

    # Search by name.
    browser.evaluate("document.getElementById('search').focus()")
    browser.call("Input.insertText", {"text": "coordinator"}, session=True)
    matches = browser.evaluate("[coordviz.state.svg.querySelectorAll('g.node.match').length, document.getElementById('matches').textContent]")
    checks.check(matches[0] > 0, f"{name}: searching 'coordinator' marks {matches[0]} nodes ({matches[1]})")
    browser.screenshot(shots / f"{name}-{view}-search.png")
    browser.evaluate("document.getElementById('search').value=''; document.getElementById('search').dispatchEvent(new Event('input'))")

    # Zoom with the button and with the wheel.
    before = browser.evaluate("coordviz.state.svg.viewBox.baseVal.width")
    browser.evaluate("document.getElementById('zoom-in').click()")
    zoomed = browser.evaluate("coordviz.state.svg.viewBox.baseVal.width")
    checks.check(zoomed < before, f"{name}: zoom in narrows the view box ({before:.0f} -> {zoomed:.0f})")
    browser.call("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": 700, "y": 450, "deltaX": 0, "deltaY": 300}, session=True)
    wheeled = browser.evaluate("coordviz.state.svg.viewBox.baseVal.width")
    checks.check(wheeled > zoomed, f"{name}: the wheel zooms out ({zoomed:.0f} -> {wheeled:.0f})")

    # A storyboard, opened from the address.
    storyboards = [v for v in views if v.startswith("flow:")]
    if storyboards:
        browser.navigate("about:blank")
        browser.navigate(page.resolve().as_uri() + "#view=" + storyboards[0])
        shown = browser.evaluate("coordviz.state.name")
        checks.check(shown == storyboards[0], f"{name}: #view= opens {storyboards[0]}")
        browser.screenshot(shots / f"{name}-{storyboards[0].replace(':', '-')}.png")


def check_mermaid(browser, checks, mermaid_js, files, shots):
    harness = pathlib.Path(tempfile.mkdtemp(prefix="coordviz-mermaid-")) / "index.html"
    (harness.parent / "mermaid.min.js").write_bytes(pathlib.Path(mermaid_js).read_bytes())
    harness.write_text('<!DOCTYPE html><html><body style="background:white"><div id="out"></div>'
                       '<script src="mermaid.min.js"></script>'
                       '<script>mermaid.initialize({startOnLoad:false, securityLevel:"strict"});</script></body></html>')
    browser.navigate(harness.as_uri())
    for index, file in enumerate(files):
        text = pathlib.Path(file).read_text()
        result = browser.evaluate(f"""(async () => {{ const text = {json.dumps(text)};
            try {{ await mermaid.parse(text); }} catch (e) {{ return 'parse: ' + e.message; }}
            try {{ const {{svg}} = await mermaid.render('m{index}', text);
                   document.getElementById('out').innerHTML = svg;
                   const injected = [...document.getElementById('out').querySelectorAll('*')].find(e => e.localName === 'a' || e.localName === 'script'
                       || [...e.attributes].some(a => /^on/i.test(a.name) || (/href$/i.test(a.name) && /^\s*javascript:/i.test(a.value))));
                   if (injected) return 'a link, script or handler came from a name: ' + injected.outerHTML.slice(0, 80);
                   return svg.includes('<svg') ? 'ok' : 'no svg'; }} catch (e) {{ return 'render: ' + e.message; }} }})()""")
        label = f"{pathlib.Path(file).parent.name}/{pathlib.Path(file).name}"
        checks.check(result == "ok", f"mermaid: {label} parses and renders" + ("" if result == "ok" else f" ({result})"))
        if pathlib.Path(file).name == "flows.mmd":
            browser.screenshot(shots / f"{pathlib.Path(file).parent.name}-mermaid-flows.png")


def main(argv):
    if len(argv) < 4 or "--" not in argv:
        print(__doc__, file=sys.stderr)
        return 64
    chromium, mermaid_js, shots = argv[1], argv[2], pathlib.Path(argv[3])
    split = argv.index("--")
    pages, mermaid_files = [pathlib.Path(p) for p in argv[4:split]], argv[split + 1:]
    shots.mkdir(parents=True, exist_ok=True)
    checks = Checks()
    browser = Browser(chromium)
    try:
        for page in pages:
            check_page(browser, checks, page, shots)
        check_mermaid(browser, checks, mermaid_js, mermaid_files, shots)
    finally:
        browser.close()
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
