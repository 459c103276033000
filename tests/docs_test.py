#!/usr/bin/env python3
"""The documents that repeat the registry and the chapter definition agree with them: the README's sample table
is the one tools/readme_samples.py makes from `collision-lab --list` (number, name, chapter and description of
every sample), and docs/STUDENTS.md names the chapter files in the order of collisions/chapters.def, each with
its chapter.

    docs_test.py PROGRAM README STUDENTS CHAPTERS_DEF MANIFEST
"""
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "tools"))
import readme_samples  # noqa: E402 (found through the line above)

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


def main():
    program, readme, students, chapters_def, manifest = sys.argv[1:6]
    titles, chapter_of, order = read_chapters(chapters_def)
    failures = []

    # The README's table, as tools/readme_samples.py makes it from --list.
    samples = readme_samples.registry(program, titles)
    parts = readme_samples.split(open(readme, encoding="utf-8").read())
    if parts is None:
        failures.append(f"README.md has no line '{readme_samples.BEGIN}' followed by one '{readme_samples.END}'")
    else:
        listed, made = parts[1].splitlines(), readme_samples.table(samples, titles).splitlines()
        if listed != made:
            first = next((f"README has {a!r} where the registry gives {b!r}" for a, b in zip(listed, made) if a != b),
                         f"README has {len(listed)} lines, the registry gives {len(made)}")
            failures.append("README.md's sample table differs from the registry (collision-lab --list); "
                            f"`python3 tools/readme_samples.py {program}` writes it again. {first}")

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
