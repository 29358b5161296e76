#!/usr/bin/env python3
"""Fails when two labels of a Graphviz SVG overlap: node, edge, cluster and graph labels.

Usage: scripts/check-label-overlap.py [SVG or directory ...]   (default: Output/)

Each <text> of a Graphviz SVG is a line (or a run of one line) of some label; its box is
approximated from x, y, text-anchor, font-size, weight and the text's advance widths in DejaVu Sans
(the font fontconfig gives for Helvetica here; read from the TTF, else 0.6 em a character).
Texts of one node, edge or cluster are laid out together by Graphviz and never collide, so only
texts of different elements are compared. Prints every overlapping pair and exits 1 when any.
"""
import os
import struct
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
FONT_DIRS = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/Library/Fonts", os.path.expanduser("~/Library/Fonts")]
# Boxes shrink by this much on every side before comparing: approximate widths must not report
# texts that merely touch.
SLACK = 1.0


class Font:
    """Advance widths of a TrueType font, in em, read from its cmap (format 4) and hmtx tables."""

    def __init__(self, path):
        data = open(path, "rb").read()
        tables = {}
        count = struct.unpack(">H", data[4:6])[0]
        for i in range(count):
            tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i: 28 + 16 * i])
            tables[tag.decode("latin-1")] = (offset, length)
        head = tables["head"][0]
        self.units = struct.unpack(">H", data[head + 18: head + 20])[0]
        hhea = tables["hhea"][0]
        metrics = struct.unpack(">H", data[hhea + 34: hhea + 36])[0]
        hmtx = tables["hmtx"][0]
        self.advances = [struct.unpack(">H", data[hmtx + 4 * i: hmtx + 4 * i + 2])[0] for i in range(metrics)]
        self.glyphs = self._cmap(data, tables["cmap"][0])

    @staticmethod
    def _cmap(data, cmap):
        count = struct.unpack(">H", data[cmap + 2: cmap + 4])[0]
        for i in range(count):
            platform, encoding, offset = struct.unpack(">HHI", data[cmap + 4 + 8 * i: cmap + 12 + 8 * i])
            sub = cmap + offset
            if platform == 3 and encoding == 1 and struct.unpack(">H", data[sub: sub + 2])[0] == 4:
                segments = struct.unpack(">H", data[sub + 6: sub + 8])[0] // 2
                ends = struct.unpack(">%dH" % segments, data[sub + 14: sub + 14 + 2 * segments])
                base = sub + 16 + 2 * segments
                starts = struct.unpack(">%dH" % segments, data[base: base + 2 * segments])
                deltas = struct.unpack(">%dh" % segments, data[base + 2 * segments: base + 4 * segments])
                ranges = base + 4 * segments
                glyphs = {}
                for s in range(segments):
                    range_offset = struct.unpack(">H", data[ranges + 2 * s: ranges + 2 * s + 2])[0]
                    for code in range(starts[s], ends[s] + 1):
                        if code == 0xFFFF:
                            continue
                        if range_offset == 0:
                            glyph = (code + deltas[s]) & 0xFFFF
                        else:
                            at = ranges + 2 * s + range_offset + 2 * (code - starts[s])
                            glyph = struct.unpack(">H", data[at: at + 2])[0]
                            glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
                        glyphs[code] = glyph
                return glyphs
        return {}

    def width(self, text):
        total = 0
        for char in text:
            glyph = self.glyphs.get(ord(char), 0)
            total += self.advances[min(glyph, len(self.advances) - 1)]
        return total / self.units


def find_font(name):
    for folder in FONT_DIRS:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            return Font(path)
    return None


REGULAR = find_font("DejaVuSans.ttf")
BOLD = find_font("DejaVuSans-Bold.ttf") or REGULAR


def text_width(text, size, bold):
    font = BOLD if bold else REGULAR
    return (font.width(text) if font else 0.6 * len(text)) * size


def boxes(path):
    """Every text's box and the element (node, edge, cluster, graph) it labels."""
    root = ET.parse(path).getroot()
    found = []

    def walk(element, owner):
        if element.tag == SVG + "g" and element.get("class") in ("node", "edge", "cluster", "graph"):
            title = element.find(SVG + "title")
            # The id tells parallel edges apart; the title names the element in messages.
            owner = (element.get("id"), "%s %s" % (element.get("class"), title.text if title is not None and title.text else element.get("id")))
        if element.tag == SVG + "text":
            text = "".join(element.itertext())
            if text.strip():
                size = float(element.get("font-size", "14"))
                width = text_width(text, size, element.get("font-weight") == "bold")
                x, y = float(element.get("x", "0")), float(element.get("y", "0"))
                anchor = element.get("text-anchor", "start")
                left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
                # From the cap height above the baseline to the descenders below it.
                found.append((owner, text, left, y - 0.73 * size, left + width, y + 0.24 * size))
        for child in element:
            walk(child, owner)

    walk(root, ("graph", "graph"))
    return found


def overlaps(path):
    texts = sorted(boxes(path), key=lambda box: box[2])
    pairs = []
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if b[2] + SLACK >= a[4] - SLACK:
                break
            if a[0] == b[0]:
                continue
            if min(a[5], b[5]) - max(a[3], b[3]) > 2 * SLACK and min(a[4], b[4]) - max(a[2], b[2]) > 2 * SLACK:
                pairs.append((a, b))
    return pairs


def svg_files(arguments):
    for argument in arguments or ["Output"]:
        if os.path.isdir(argument):
            for folder, _, files in sorted(os.walk(argument)):
                for name in sorted(files):
                    if name.endswith(".svg"):
                        yield os.path.join(folder, name)
        else:
            yield argument


def main():
    checked = failed = 0
    for path in svg_files(sys.argv[1:]):
        checked += 1
        pairs = overlaps(path)
        if pairs:
            failed += 1
            for a, b in pairs:
                print("%s: '%s' (%s) overlaps '%s' (%s)" % (path, a[1], a[0][1], b[1], b[0][1]))
    if REGULAR is None:
        print("note: DejaVu Sans not found; text widths are estimated at 0.6 em a character")
    print("Label overlap check: %d SVG files, %d with overlapping labels" % (checked, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
