#!/usr/bin/env python3
"""README.md's table of the samples, made from the registry (`collision-lab --list`) so that it is never a second
list kept by hand: adding, renaming or describing a sample and running this again renumbers the rows.

    readme_samples.py PROGRAM [README]     rewrite the table in README (default README.md next to this folder)
    readme_samples.py PROGRAM --print      print the table

tests/docs_test.py (the test docs.in_step) fails when README's table is not what this writes.
"""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The table stands between these two lines of README.md.
BEGIN = "<!-- The sample table: made by tools/readme_samples.py from collision-lab --list. Do not edit by hand. -->"
END = "<!-- End of the sample table. -->"
CHAPTER = re.compile(r'^LAB_CHAPTER\((\d+), *k\w+, *"([^"]*)", *"([^"]*)"\)$')


def chapter_titles(chapters_def=ROOT / "collisions" / "chapters.def"):
    titles = {}
    for line in open(chapters_def, encoding="utf-8"):
        match = CHAPTER.match(line.strip())
        if match:
            titles[int(match.group(1))] = match.group(2)
    return titles


def registry(program, titles):
    """[(number, name, chapter, description)] from --list: 'N. Name  C. Title  description', the title padded."""
    listing = subprocess.run([program, "--list"], capture_output=True, text=True, timeout=120)
    if listing.returncode != 0:
        sys.exit(f"FAIL: {program} --list exited {listing.returncode}: {listing.stderr}")
    samples = []
    for line in listing.stdout.splitlines():
        match = re.match(r"^\s*(\d+)\. (\S+)\s+(\d+)\. (.*)$", line)
        title = titles.get(int(match.group(3))) if match else None
        if title is None or not match.group(4).startswith(title):
            sys.exit(f"FAIL: cannot read this line of --list: {line!r}")
        description = match.group(4)[len(title):].strip()
        samples.append((int(match.group(1)), match.group(2), int(match.group(3)), description))
    return samples


def table(samples, titles):
    rows = ["| # | sample | chapter | what it shows |", "|---|---|---|---|"]
    for number, name, chapter, description in samples:
        rows.append(f"| {number} | {name} | {chapter} {titles[chapter]} | {description.replace('|', '&#124;')} |")
    return "\n".join(rows) + "\n"


def split(readme_text):
    """README's text before the table, the table, and the text after it; None when the markers are missing."""
    begin, end = readme_text.find(BEGIN + "\n"), readme_text.find(END)
    if begin < 0 or end < begin:
        return None
    start = begin + len(BEGIN) + 1
    return readme_text[:start], readme_text[start:end], readme_text[end:]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    program = sys.argv[1]
    titles = chapter_titles()
    made = table(registry(program, titles), titles)
    if sys.argv[2:] == ["--print"]:
        print(made, end="")
        return 0
    readme = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "README.md"
    parts = split(readme.read_text(encoding="utf-8"))
    if parts is None:
        sys.exit(f"FAIL: {readme} has no line '{BEGIN}' followed by one '{END}'")
    readme.write_text(parts[0] + made + parts[2], encoding="utf-8")
    print(f"{readme}: the table of the {made.count(chr(10)) - 2} samples written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
