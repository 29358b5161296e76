/// The style sheet and script every HTML page carries inline (no network).
enum HTMLPageAssets {
    static let css = #"""
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; background: var(--bg); color: var(--fg);
      font: 14px/1.4 "DejaVu Sans", Helvetica, Arial, sans-serif; }
    body { display: flex; flex-direction: column; }
    header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; padding: 8px 14px;
      border-bottom: 1px solid var(--line); background: var(--panel); }
    h1 { font-size: 16px; margin: 0 8px 0 0; }
    nav { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
    button, select, input { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--line);
      border-radius: 6px; padding: 3px 9px; }
    button { cursor: pointer; }
    nav button[aria-pressed="true"] { border-color: var(--accent); color: var(--accent); font-weight: bold; }
    label.flows { color: var(--muted); }
    #search { min-width: 14em; }
    #matches { color: var(--muted); min-width: 6em; }
    .zoom button { min-width: 2.2em; margin-left: 2px; }
    main { flex: 1; position: relative; overflow: hidden; cursor: grab; }
    main.panning { cursor: grabbing; }
    .view { position: absolute; inset: 0; }
    .view[hidden] { display: none; }
    .view svg { width: 100%; height: 100%; display: block; user-select: none; }
    g.node { cursor: pointer; }
    svg.focused g.node:not(.selected):not(.neighbour):not(#legend),
    svg.focused g.edge:not(.hl) { opacity: 0.16; }
    svg.searching g.node:not(.match):not(#legend) { opacity: 0.25; }
    g.node.selected { filter: drop-shadow(0 0 3px var(--hit)) drop-shadow(0 0 6px var(--hit)); }
    g.node.match { filter: drop-shadow(0 0 3px var(--accent)) drop-shadow(0 0 5px var(--accent)); }
    g.edge.hl path { stroke-width: 3.5px; }
    g.edge.hl text { font-weight: bold; }
    aside { position: absolute; right: 14px; top: 64px; width: 330px; max-height: calc(100% - 110px); overflow: auto;
      background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px;
      box-shadow: 0 4px 14px rgba(0,0,0,0.18); }
    aside h2 { font-size: 15px; margin: 0 0 4px; }
    aside pre { white-space: pre-wrap; overflow-wrap: anywhere; color: var(--muted); font: 12px/1.35 "DejaVu Sans Mono", monospace; margin: 0 0 8px; }
    aside h3 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 10px 0 4px; }
    aside ul { margin: 0; padding-left: 16px; }
    aside li { margin: 2px 0; }
    aside a { color: var(--accent); cursor: pointer; text-decoration: underline; }
    aside .also button { margin: 2px 4px 0 0; font-size: 12px; }
    footer { padding: 4px 14px; color: var(--muted); font-size: 12px; border-top: 1px solid var(--line); }
    """#

    static let script = #"""
    (function () {
      "use strict";
      const data = JSON.parse(document.getElementById("coordviz-data").textContent);
      const graphs = new Map(data.views.map(v => [v.name, v.graph]));
      const viewport = document.getElementById("viewport");
      const info = document.getElementById("info");
      const search = document.getElementById("search");
      const matchesLabel = document.getElementById("matches");
      const storyboard = document.getElementById("storyboard");
      const sections = new Map([...document.querySelectorAll("section.view")].map(s => [s.dataset.view, s]));
      const state = { name: null, svg: null, box: null, full: null, selected: null, matchIndex: -1, matches: [] };

      function element(svg, id) { return svg.querySelector("#" + CSS.escape(id)); }

      function prepare(section) {
        const svg = section.querySelector("svg");
        if (!svg || svg.dataset.ready) return svg;
        const vb = svg.viewBox.baseVal;
        svg.dataset.full = [vb.x, vb.y, vb.width, vb.height].join(" ");
        svg.removeAttribute("width");
        svg.removeAttribute("height");
        svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
        svg.dataset.ready = "1";
        svg.querySelectorAll("g.node title, g.edge title").forEach(t => t.remove());
        svg.querySelectorAll("a").forEach(a => a.removeAttribute("xlink:href"));
        return svg;
      }

      function show(name, options) {
        if (!sections.has(name)) return false;
        clear();
        for (const [key, section] of sections) section.hidden = key !== name;
        document.querySelectorAll("nav button").forEach(b => b.setAttribute("aria-pressed", String(b.dataset.view === name)));
        if (storyboard) storyboard.value = name.startsWith("flow:") ? name : "";
        state.name = name;
        state.svg = prepare(sections.get(name));
        state.full = state.svg.dataset.full.split(" ").map(Number);
        state.box = state.full.slice();
        apply();
        runSearch();
        if (!options || !options.keepHash) updateHash();
        return true;
      }

      function apply() { state.svg.setAttribute("viewBox", state.box.join(" ")); }

      function scale() {
        const rect = state.svg.getBoundingClientRect();
        return Math.max(state.box[2] / rect.width, state.box[3] / rect.height);
      }

      function zoom(factor, cx, cy) {
        const [x, y, w, h] = state.box;
        if (cx === undefined) { cx = x + w / 2; cy = y + h / 2; }
        const nw = Math.min(Math.max(w * factor, state.full[2] / 40), state.full[2] * 6);
        const k = nw / w;
        state.box = [cx - (cx - x) * k, cy - (cy - y) * k, w * k, h * k];
        apply();
      }

      function svgPoint(event) {
        const point = state.svg.createSVGPoint();
        point.x = event.clientX; point.y = event.clientY;
        return point.matrixTransform(state.svg.getScreenCTM().inverse());
      }

      function centerOn(id) {
        const target = element(state.svg, id);
        if (!target) return;
        const b = target.getBBox();
        const ctm = target.getCTM(), root = state.svg.getCTM();
        const m = root.inverse().multiply(ctm);
        const cx = m.a * (b.x + b.width / 2) + m.c * (b.y + b.height / 2) + m.e;
        const cy = m.b * (b.x + b.width / 2) + m.d * (b.y + b.height / 2) + m.f;
        const w = Math.min(state.box[2], Math.max(b.width * 4, state.full[2] / 3));
        const h = w * state.box[3] / state.box[2];
        state.box = [cx - w / 2, cy - h / 2, w, h];
        apply();
      }

      function clear() {
        if (state.svg) {
          state.svg.classList.remove("focused");
          state.svg.querySelectorAll(".selected, .neighbour, .hl").forEach(e => e.classList.remove("selected", "neighbour", "hl"));
        }
        state.selected = null;
        info.hidden = true;
        info.replaceChildren();
      }

      function nodeLabel(graph, id) {
        const node = graph.nodes.find(n => n.id === id);
        return node ? node.label.split("\n")[0] : id;
      }

      function select(id) {
        const graph = graphs.get(state.name);
        const node = graph.nodes.find(n => n.id === id);
        if (!node) return false;
        clear();
        state.selected = id;
        state.svg.classList.add("focused");
        const own = element(state.svg, id);
        if (own) own.classList.add("selected");
        const out = [], into = [];
        for (const edge of graph.edges) {
          if (edge.from !== id && edge.to !== id) continue;
          const drawn = element(state.svg, edge.id);
          if (drawn) drawn.classList.add("hl");
          const other = edge.from === id ? edge.to : edge.from;
          const end = element(state.svg, other);
          if (end) end.classList.add("neighbour");
          (edge.from === id ? out : into).push({ edge, other });
        }
        renderInfo(graph, node, out, into);
        updateHash();
        return true;
      }

      function renderInfo(graph, node, out, into) {
        const make = (tag, text) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; return e; };
        info.replaceChildren();
        info.append(make("h2", node.label.split("\n")[0]));
        info.append(make("pre", node.tooltip || node.label));
        const list = (title, items) => {
          if (!items.length) return;
          info.append(make("h3", title));
          const ul = make("ul");
          for (const item of items) {
            const li = make("li");
            const link = make("a", nodeLabel(graph, item.other));
            link.addEventListener("click", () => select(item.other));
            li.append(link);
            const label = (item.edge.label || "").replace(/\n/g, " · ");
            if (label) li.append(document.createTextNode("  — " + label));
            ul.append(li);
          }
          info.append(ul);
        };
        list("leads to", out);
        list("comes from", into);
        const elsewhere = [...graphs.entries()].filter(([name, g]) => name !== state.name && g.nodes.some(n => n.id === node.id));
        if (elsewhere.length) {
          info.append(make("h3", "also in"));
          const also = make("div"); also.className = "also";
          for (const [name] of elsewhere) {
            const button = make("button", name); button.type = "button";
            button.addEventListener("click", () => { show(name); select(node.id); centerOn(node.id); });
            also.append(button);
          }
          info.append(also);
        }
        info.hidden = false;
      }

      function runSearch() {
        if (!state.svg) return;
        const query = search.value.trim().toLowerCase();
        state.svg.querySelectorAll(".match").forEach(e => e.classList.remove("match"));
        state.matches = [];
        state.matchIndex = -1;
        if (!query) { state.svg.classList.remove("searching"); matchesLabel.textContent = ""; return; }
        const graph = graphs.get(state.name);
        for (const node of graph.nodes) {
          if (node.id === "legend") continue;
          const text = (node.id + "\n" + node.label + "\n" + node.tooltip).toLowerCase();
          if (!text.includes(query)) continue;
          const drawn = element(state.svg, node.id);
          if (drawn) { drawn.classList.add("match"); state.matches.push(node.id); }
        }
        state.svg.classList.add("searching");
        matchesLabel.textContent = state.matches.length === 1 ? "1 match" : state.matches.length + " matches";
      }

      function updateHash() {
        const parts = ["view=" + encodeURIComponent(state.name)];
        if (state.selected) parts.push("node=" + encodeURIComponent(state.selected));
        history.replaceState(null, "", "#" + parts.join("&"));
      }

      // Panning, zooming and clicks.
      let drag = null;
      viewport.addEventListener("pointerdown", event => {
        if (event.button !== 0) return;
        drag = { x: event.clientX, y: event.clientY, box: state.box.slice(), moved: false };
        viewport.setPointerCapture(event.pointerId);
      });
      viewport.addEventListener("pointermove", event => {
        if (!drag) return;
        const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
        if (!drag.moved && Math.hypot(dx, dy) < 4) return;
        drag.moved = true;
        viewport.classList.add("panning");
        const k = scale();
        state.box = [drag.box[0] - dx * k, drag.box[1] - dy * k, drag.box[2], drag.box[3]];
        apply();
      });
      viewport.addEventListener("pointerup", event => {
        const wasDrag = drag && drag.moved;
        drag = null;
        viewport.classList.remove("panning");
        if (wasDrag) return;
        const hit = document.elementFromPoint(event.clientX, event.clientY);
        const node = hit && hit.closest("g.node");
        if (node && node.id !== "legend") select(node.id); else { clear(); updateHash(); }
      });
      viewport.addEventListener("wheel", event => {
        event.preventDefault();
        const p = svgPoint(event);
        zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
      }, { passive: false });

      document.getElementById("zoom-in").addEventListener("click", () => zoom(1 / 1.3));
      document.getElementById("zoom-out").addEventListener("click", () => zoom(1.3));
      document.getElementById("zoom-fit").addEventListener("click", () => { state.box = state.full.slice(); apply(); });
      document.querySelectorAll("nav button").forEach(b => b.addEventListener("click", () => show(b.dataset.view)));
      if (storyboard) storyboard.addEventListener("change", () => { if (storyboard.value) show(storyboard.value); });
      search.addEventListener("input", runSearch);
      search.addEventListener("keydown", event => {
        if (event.key === "Enter" && state.matches.length) {
          state.matchIndex = (state.matchIndex + 1) % state.matches.length;
          centerOn(state.matches[state.matchIndex]);
        }
      });
      document.addEventListener("keydown", event => {
        if (event.target === search) { if (event.key === "Escape") { search.value = ""; runSearch(); search.blur(); } return; }
        if (event.key === "/") { event.preventDefault(); search.focus(); }
        else if (event.key === "Escape") { clear(); updateHash(); }
        else if (event.key === "+" || event.key === "=") zoom(1 / 1.3);
        else if (event.key === "-") zoom(1.3);
        else if (event.key === "0") { state.box = state.full.slice(); apply(); }
      });

      // Open the view and node the address names, else the first view.
      const params = new URLSearchParams(location.hash.slice(1));
      const first = data.views.length ? data.views[0].name : null;
      if (!show(params.get("view") || "", { keepHash: true }) && first) show(first, { keepHash: true });
      if (params.get("node")) { select(params.get("node")); }
      window.coordviz = { show, select, clear, zoom, centerOn, state };
    })();
    """#
}
