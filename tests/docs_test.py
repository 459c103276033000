#!/usr/bin/env python3
"""The documents that repeat the registry and the chapter definition agree with them: the README's sample table
lists every sample with its number, name and chapter as `collision-lab --list` does, and docs/STUDENTS.md names
the chapter files in the order of collisions/chapters.def, each with its chapter.

    docs_test.py PROGRAM README STUDENTS CHAPTERS_DEF MANIFEST
"""
import re
import subprocess
import sys

CHAPTER = re.compile(r'^LAB_CHAPTER\((\d+), *k\w+, *"([^"]*)", *"([^"]*)"\)$')


def read_chapters(path):
    titles, chapter_of, order = {}, {}, []
    for line in open(path, encoding="utf-8"):
        match = CHAPTER.match(line.strip())
        if match:
            number = int(match.group(1))
            titles[number] = match.group(2)
            for source in match.group(3).split():
                chapter_of[f"collisions/{source}"] = number
                order.append(f"collisions/{source}")
    return titles, chapter_of, order


def registry(program, titles):
    """[(number, name, chapter)] from --list, whose chapter column is 'N. Title'."""
    listing = subprocess.run([program, "--list"], capture_output=True, text=True, timeout=120)
    if listing.returncode != 0:
        sys.exit(f"FAIL: {program} --list exited {listing.returncode}: {listing.stderr}")
    samples = []
    for line in listing.stdout.splitlines():
        match = re.match(r"^\s*(\d+)\. (\S+)\s+(\d+)\. (.*)$", line)
        if not match or not match.group(4).startswith(titles.get(int(match.group(3)), "\0")):
            sys.exit(f"FAIL: cannot read this line of --list: {line!r}")
        samples.append((int(match.group(1)), match.group(2), int(match.group(3))))
    return samples


def main():
    program, readme, students, chapters_def, manifest = sys.argv[1:6]
    titles, chapter_of, order = read_chapters(chapters_def)
    failures = []

    # The README's table: '| 29 | RaycastSphere | 3 Lines and rays | what it shows |'.
    text = open(readme, encoding="utf-8").read()
    rows = [(int(n), name, int(chapter), title.strip())
            for n, name, chapter, title in re.findall(r"^\| (\d+) \| (\w+) \| (\d+) ([^|]+)\|", text, re.M)]
    samples = registry(program, titles)
    if [row[:3] for row in rows] != samples:
        listed = {row[1] for row in rows}
        registered = {sample[1] for sample in samples}
        failures.append("README.md's sample table differs from the registry (collision-lab --list): "
                        f"missing {sorted(registered - listed)}, not registered {sorted(listed - registered)}; "
                        "first difference at " + next((f"{row} vs {sample}" for row, sample in zip(rows, samples)
                                                       if row[:3] != sample), "the end"))
    for number, name, chapter, title in rows:
        if titles.get(chapter) != title:
            failures.append(f"README.md row {number} ({name}): chapter {chapter} is '{titles.get(chapter)}', "
                            f"not '{title}'")

    # docs/STUDENTS.md's step 2: every file that holds functions to implement, in chapter order, and each
    # '(chapter N' after the files of chapter N.
    with_functions = set(re.findall(r'LAB_COLLISIONS_FUNCTION\(\d+, "[^"]+", "([^"]+)"', open(manifest).read()))
    guide = open(students, encoding="utf-8").read()
    step = guide[guide.index("2. **Pick a function"):guide.index("\n3. ")]
    mentioned, last = [], None
    for token in re.finditer(r"`(collisions/\w+\.cpp)`|\(chapter (\d+)", step):
        if token.group(1):
            last = token.group(1)
            if last not in mentioned:
                mentioned.append(last)
        elif last is None or chapter_of.get(last) != int(token.group(2)):
            failures.append(f"docs/STUDENTS.md step 2 says chapter {token.group(2)} after {last}, which "
                            f"chapters.def puts in chapter {chapter_of.get(last)}")
    expected = [source for source in order if source in with_functions]
    if [source for source in mentioned if source in with_functions] != expected:
        failures.append(f"docs/STUDENTS.md step 2 names the files {mentioned}; chapters.def's order of the files "
                        f"with functions is {expected}")
    if failures:
        print("FAIL:\n  " + "\n  ".join(failures))
        return 1
    print(f"ok: README.md lists the {len(samples)} registered samples; docs/STUDENTS.md names the "
          f"{len(expected)} chapter files in order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
