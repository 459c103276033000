#!/usr/bin/env python3
"""collisions/stubs.py, the student kit's bookkeeping: the manifest it writes from the SOLUTION markers (and from
a hand-out's stubs) names each function's chapter from chapters.def and the file and line where it is defined,
and reads signatures whose parameters hold commas of their own.

    stubs_test.py STUBS_PY CHAPTERS_DEF BUILT_MANIFEST
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROW = re.compile(r'^LAB_COLLISIONS_FUNCTION\((\d+), "([^"]+)", "([^"]+)", (\d+)\)$')

MARKED = """// A test source.
#include <utility>

namespace lab::Collisions {

// SOLUTION HELPER BEGIN
int Helper() { return 1; }
// SOLUTION HELPER END

bool Pairs(const std::pair<int, int>& range,
           const std::vector<std::pair<float, float>>& spans, float& t) {
  // SOLUTION BEGIN: return false;
  t = 0.0f;
  return range.first < range.second && !spans.empty();
  // SOLUTION END
}

float Plain(const Sphere& sphere, Point point) {
  (void)sphere;  // a statement before the marker, as a save in the middle of an edit has
  // SOLUTION BEGIN: return 0.0f;
  return sphere.radius + point.x;
  // SOLUTION END
}

}  // namespace lab::Collisions
"""

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def run(stubs, *arguments):
    return subprocess.run([sys.executable, stubs, *arguments], capture_output=True, text=True)


def rows(text):
    return [ROW.match(line).groups() for line in text.splitlines() if line.startswith("LAB_COLLISIONS_FUNCTION")]


def main():
    stubs, chapters_def, built_manifest = sys.argv[1:4]
    source_root = os.path.dirname(os.path.dirname(os.path.abspath(stubs)))
    with tempfile.TemporaryDirectory() as work:
        chapters = os.path.join(work, "chapters.def")
        with open(chapters, "w") as out:
            out.write('LAB_CHAPTER(3, kRays, "Rays", "first.cpp")\nLAB_CHAPTER(12, kMore, "More", "second.cpp")\n')
        second = os.path.join(work, "second.cpp")
        first = os.path.join(work, "first.cpp")
        with open(second, "w") as out:
            out.write(MARKED)
        with open(first, "w") as out:
            out.write(MARKED.replace("Pairs(", "Other(").replace("Plain(", "Simple("))

        # Chapters come from chapters.def (not from comments), in chapter order whatever the argument order.
        result = run(stubs, "manifest", "--chapters", chapters, second, first)
        check(result.returncode == 0, f"manifest failed: {result.stderr}")
        got = rows(result.stdout)
        expected = [("3", "Other(std::pair<int,int>, std::vector<std::pair<float,float>>, float&)", "collisions/first.cpp", "10"),
                    ("3", "Simple(Sphere, Point)", "collisions/first.cpp", "18"),
                    ("12", "Pairs(std::pair<int,int>, std::vector<std::pair<float,float>>, float&)", "collisions/second.cpp", "10"),
                    ("12", "Plain(Sphere, Point)", "collisions/second.cpp", "18")]
        check(got == expected, f"manifest rows:\n  {got}\nexpected:\n  {expected}")

        # The hand-out form: the same functions, read from their LAB_STUB lines, each at its definition.
        handout = os.path.join(work, "handout")
        os.makedirs(handout)
        for name in ("first.cpp", "second.cpp"):
            with open(os.path.join(work, name)) as source, open(os.path.join(handout, name), "w") as out:
                out.write(source.read())
        result = run(stubs, "handout", os.path.join(handout, "first.cpp"), os.path.join(handout, "second.cpp"))
        check(result.returncode == 0, f"handout failed: {result.stderr}")
        result = run(stubs, "manifest", "--chapters", chapters, os.path.join(handout, "first.cpp"),
                     os.path.join(handout, "second.cpp"))
        check(result.returncode == 0, f"manifest of the hand-out failed: {result.stderr}")
        handed = rows(result.stdout)
        check([row[:3] for row in handed] == [row[:3] for row in expected],
              f"the hand-out lists other functions: {handed}")
        for chapter, signature, file, line in handed:
            text = open(os.path.join(handout, os.path.basename(file))).read().splitlines()
            check(signature.split("(")[0] + "(" in text[int(line) - 1],
                  f"hand-out {file}:{line} is not where {signature} starts: {text[int(line) - 1]!r}")

        # An assignment's hand-out (--given): a function it does not ask for keeps its body under a GIVEN line, the
        # file keeps its helpers, and the manifest still lists every function, each where it now is.
        assigned = os.path.join(work, "assigned")
        os.makedirs(assigned)
        for name in ("first.cpp", "second.cpp"):
            shutil.copyfile(os.path.join(work, name), os.path.join(assigned, name))
        # The given body uses one helper, through which it uses another; a third no given body uses.
        text = open(os.path.join(assigned, "first.cpp")).read()
        text = text.replace("int Helper() { return 1; }\n",
                            "int Inner() { return 1; }\nint Helper() { return Inner(); }\nint Unused() { return 2; }\n"
                            "// A constant whose value is a call.\nconst float kRoot = std::sqrt(2.0f);\n")
        text = text.replace("return sphere.radius + point.x;",
                            "return sphere.radius + point.x + float(Helper()) + kRoot;")
        open(os.path.join(assigned, "first.cpp"), "w").write(text)
        given = "Simple(Sphere, Point)"
        result = run(stubs, "handout", "--given", given, os.path.join(assigned, "first.cpp"),
                     os.path.join(assigned, "second.cpp"))
        check(result.returncode == 0, f"handout --given failed: {result.stderr}")
        text = open(os.path.join(assigned, "first.cpp")).read()
        check(f"// GIVEN: {given} is not asked for" in text and f'LAB_STUB("{given}")' not in text and
              "SOLUTION" not in text, f"the given function is not kept under a GIVEN line:\n{text}")
        check('LAB_STUB("Other(' in text, "a function not given is not a stub")
        check("int Helper()" in text and "int Inner()" in text,
              "a file with a given function lost the helpers its body uses")
        check("int Unused()" not in text, "a helper no given body uses was kept")
        check("const float kRoot = std::sqrt(2.0f);" in text, "a constant a given body uses was dropped")
        check("int Helper()" not in open(os.path.join(assigned, "second.cpp")).read(),
              "a file with no given function kept the solutions' helpers")
        result = run(stubs, "manifest", "--chapters", chapters, os.path.join(assigned, "first.cpp"),
                     os.path.join(assigned, "second.cpp"))
        check([row[:3] for row in rows(result.stdout)] == [row[:3] for row in expected],
              f"the assignment's hand-out lists other functions: {result.stdout} {result.stderr}")

        # --output writes the file, and leaves it untouched (same modification time) when nothing changed.
        output = os.path.join(work, "out", "functions.inc")
        run(stubs, "manifest", "--chapters", chapters, "--output", output, first)
        stamp = os.stat(output).st_mtime_ns
        run(stubs, "manifest", "--chapters", chapters, "--output", output, first)
        check(os.stat(output).st_mtime_ns == stamp, "an unchanged manifest was rewritten")

        # A file chapters.def does not list is an error that names it.
        stray = os.path.join(work, "stray.cpp")
        with open(stray, "w") as out:
            out.write(MARKED)
        result = run(stubs, "manifest", "--chapters", chapters, stray)
        check(result.returncode == 1 and "stray.cpp" in result.stderr and "no chapter" in result.stderr,
              f"a file with no chapter: exit {result.returncode}, {result.stderr!r}")

        # A stub line left in another function is an error at its line.
        wrong = os.path.join(handout, "first.cpp")
        text = open(wrong).read().replace('LAB_STUB("Simple(Sphere, Point)")', 'LAB_STUB("Plain(Sphere, Point)")')
        with open(wrong, "w") as out:
            out.write(text)
        result = run(stubs, "manifest", "--chapters", chapters, wrong)
        check(result.returncode == 1 and "first.cpp:" in result.stderr and "is in Simple(Sphere, Point)" in result.stderr,
              f"a misplaced stub: exit {result.returncode}, {result.stderr!r}")

    # The manifest the build wrote: every function where it says, in the chapter chapters.def gives its file.
    chapter_of = {}
    for line in open(chapters_def):
        match = re.match(r'^LAB_CHAPTER\((\d+), *k\w+, *"[^"]*", *"([^"]*)"\)$', line.strip())
        if match:
            for name in match.group(2).split():
                chapter_of[f"collisions/{name}"] = match.group(1)
    built = rows(open(built_manifest).read())
    check(len(built) >= 50, f"only {len(built)} functions in {built_manifest}")
    for chapter, signature, file, line in built:
        check(chapter_of.get(file) == chapter, f"{signature}: chapter {chapter}, but chapters.def puts {file} in "
              f"{chapter_of.get(file)}")
        text = open(os.path.join(source_root, file)).read().splitlines()
        check(signature.split("(")[0] + "(" in text[int(line) - 1], f"{file}:{line} is not where {signature} starts")
    if failures:
        print("FAIL:\n" + "\n".join(failures))
        return 1
    print(f"ok: stubs.py's manifest checks passed; the built manifest lists {len(built)} functions where they are")
    return 0


if __name__ == "__main__":
    sys.exit(main())
