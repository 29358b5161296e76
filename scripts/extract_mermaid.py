#!/usr/bin/env python3
"""Writes every ```mermaid block of the Markdown pages under DOCS_DIR to OUT_DIR as a file of
its own (page path with `/` as `__`, then the block's number) and prints each file's path, so
scripts/check-html.sh has Mermaid parse and render them. Fails when a page holds no block.
Usage: extract_mermaid.py DOCS_DIR OUT_DIR"""
import pathlib
import re
import sys

docs, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
# A fence of three or more backticks, closed by the same fence (docs lengthens it when a block holds backticks).
block = re.compile(r"^(`{3,})mermaid\n(.*?)\n\1$", re.S | re.M)
for page in sorted(docs.rglob("*.md")):
    found = block.findall(page.read_text(encoding="utf-8"))
    if not found:
        sys.exit(f"error: {page} has no mermaid block")
    name = str(page.relative_to(docs)).replace("/", "__")
    for number, (_, text) in enumerate(found, 1):
        target = out / f"{name}.{number}.mmd"
        target.write_text(text + "\n", encoding="utf-8")
        print(target)
