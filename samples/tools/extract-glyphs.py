#!/usr/bin/python3
"""Extract xiangqi glyph outlines as SVG path data.

Reads one face of an OpenType/TrueType font (or font collection) with
fontTools and writes the outlines of the characters used on xiangqi boards
as SVG path strings, normalised to a 1000x1000 em box with y pointing down
(SVG convention).  The result is embedded in the runner so boards render
without any CJK font installed.

Default font: Noto Serif CJK SC Regular, Debian package fonts-noto-cjk,
/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc (SIL OFL 1.1).

Usage (from the repository root):
    /usr/bin/python3 samples/tools/extract-glyphs.py
    /usr/bin/python3 samples/tools/extract-glyphs.py --font PATH --face NAME --out FILE
"""
import argparse
import json
import os
import subprocess
import sys

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

# Red: 帅仕相车马炮兵; black: 将士象车马砲卒; traditional 俥傌; river text 楚河汉界.
CHARS = "帅仕相车马炮兵将士象砲卒俥傌楚河汉界"

DEFAULT_FONT = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc"
DEFAULT_FACE = "Noto Serif CJK SC"
DEFAULT_PACKAGE = "fonts-noto-cjk"
DEFAULT_OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                           "runner-cli", "src", "main", "resources", "arbiter", "cli",
                           "glyphs.json")
EM = 1000


def open_face(path, face_name):
    """Return the TTFont for the requested face (family name) of a font or collection."""
    with open(path, "rb") as fh:
        is_collection = fh.read(4) == b"ttcf"
    fonts = TTCollection(path).fonts if is_collection else [TTFont(path)]
    if face_name is None:
        return fonts[0]
    for font in fonts:
        names = {font["name"].getDebugName(i) for i in (1, 4, 16)}
        if face_name in names:
            return font
    available = [f["name"].getDebugName(4) for f in fonts]
    sys.exit("face %r not found in %s; available: %s" % (face_name, path, available))


def ideographic_top(font):
    """Top of the em box in font units (ascender of the ideographic em box)."""
    os2 = font["OS/2"] if "OS/2" in font else None
    upem = font["head"].unitsPerEm
    if os2 is not None and os2.sTypoAscender - os2.sTypoDescender == upem:
        return os2.sTypoAscender
    # Fallback: centre the em box on the usual 0.88/0.12 split.
    return round(upem * 0.88)


def glyph_path(font, glyph_set, char, top):
    cmap = font.getBestCmap()
    name = cmap.get(ord(char))
    if name is None:
        sys.exit("character %s (U+%04X) not in font" % (char, ord(char)))
    glyph = glyph_set[name]
    upem = font["head"].unitsPerEm
    sx = EM / (glyph.width or upem)   # advance box -> x in [0, EM]
    sy = EM / upem                    # em box -> y in [0, EM]
    pen = SVGPathPen(glyph_set, ntos=lambda v: "%d" % round(v))
    # x' = sx * x ; y' = sy * (top - y)  (y pointing down)
    glyph.draw(TransformPen(pen, (sx, 0, 0, -sy, 0, sy * top)))
    return pen.getCommands()


def debian_package(path):
    try:
        pkg = subprocess.run(["dpkg", "-S", os.path.realpath(path)], capture_output=True,
                             text=True, check=True).stdout.split(":")[0].strip()
        ver = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True,
                             text=True, check=True).stdout.strip()
        return "%s %s" % (pkg, ver)
    except (OSError, subprocess.CalledProcessError):
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--font", default=DEFAULT_FONT)
    ap.add_argument("--face", default=DEFAULT_FACE,
                    help="family/full name of the face inside a collection")
    ap.add_argument("--out", default=DEFAULT_OUT)
    args = ap.parse_args()

    font = open_face(args.font, args.face)
    names = font["name"]
    glyph_set = font.getGlyphSet()
    top = ideographic_top(font)
    glyphs = {}
    for ch in CHARS:
        if ch not in glyphs:
            glyphs[ch] = glyph_path(font, glyph_set, ch, top)

    pkg = debian_package(args.font) or DEFAULT_PACKAGE
    data = {
        "font": "%s %s (%s)" % (names.getDebugName(4), names.getDebugName(5),
                                names.getDebugName(6)),
        "copyright": names.getDebugName(0),
        "licence": "SIL Open Font License 1.1 (https://openfontlicense.org); "
                   "outlines derived from the font. " + (names.getDebugName(13) or ""),
        "source": "Debian package %s, %s" % (pkg, args.font),
        "generator": "samples/tools/extract-glyphs.py (fontTools)",
        "em": EM,
        "glyphs": glyphs,
    }
    out = os.path.normpath(args.out)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote %d glyphs to %s (%d bytes)" % (len(glyphs), out, os.path.getsize(out)))


if __name__ == "__main__":
    main()
