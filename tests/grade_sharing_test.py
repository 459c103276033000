#!/usr/bin/env python3
"""grade's sharing of identical sources (tools/grade.py): which hand-in sources compile once for several hand-ins,
and how a failure of such a source is reported. A source is shared only when nothing of its own folder can reach
its object; a failure of a shared source is every sharer's, each with its own first error.

    grade_sharing_test.py
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import grade  # noqa: E402

FAILURES = []


def expect(condition, what):
    if not condition:
        FAILURES.append(what)


PLAIN = b'#include "collisions/raycasts.hpp"\n#include <cmath>\n\nnamespace lab {\nint f() { return 1; }\n}\n'
# Each of these could read another file of the hand-in's own folder (or might: a pragma, a computed name), so
# compiled in another hand-in's folder it could make another object: never shared.
NOT_SHAREABLE = {
    "a sibling source": b'#include "point_tests.cpp"\n',
    "a path out of the hand-out": b'#include "collisions/../../submissions/2/x.hpp"\n',
    "a header beside it": b'#include "helpers.hpp"\n',
    "a spliced directive": b'#inc\\\nlude "point_tests.cpp"\n',
    "a spliced directive with spaces after the backslash": b'#inc\\  \nlude "point_tests.cpp"\n',
    "a digraph": b'%:include "point_tests.cpp"\n',
    "a computed name": b'#define NAME "point_tests.cpp"\n#include NAME\n',
    "#include_next": b'#include_next <cmath>\n',
    "__has_include": b'#if __has_include("point_tests.cpp")\nint x;\n#endif\n',
    "#import": b'#import "point_tests.cpp"\n',
    "a dependency pragma": b'#pragma GCC dependency "point_tests.cpp"\n',
    "_Pragma": b'_Pragma("GCC dependency \\"point_tests.cpp\\"")\n',
    "a trigraph": b'??=include "point_tests.cpp"\n',
    "the word in a comment": b'// this does not include anything\n',
    "a splice after a form feed": b'#inc\\\x0c\nlude "point_tests.cpp"\n',
    "a splice after a vertical tab": b'#inc\\\x0b\nlude "point_tests.cpp"\n',
    "a splice after a NUL": b'#inc\\\x00\nlude "point_tests.cpp"\n',
    "a splice at a lone carriage return": b'#inc\\\rlude "point_tests.cpp"\n',
    "a directive after a lone carriage return": b'#include <cmath> // x\r#include "point_tests.cpp"\n',
    "an absolute system include": b'#include </w/submissions/1/collisions/point_tests.cpp>\n',
    "a system include out of the search path": b'#include <../submissions/1/collisions/point_tests.cpp>\n',
    "asm's .incbin": b'asm(".incbin \\"point_tests.cpp\\"");\n',
    "the file's time": b'const char* when = __TIMESTAMP__;\n',
    "a pragma pasted together": b'#define P(a, b) a##b\nP(_Prag, ma)("GCC dependency \\"point_tests.cpp\\"")\n',
    "__has_include pasted together": b'#define P(a, b) a##b\n#if P(__has_inc, lude)("point_tests.cpp")\n#endif\n',
    "asm pasted together": b'#define P(a, b) a##b\nP(as, m)(".incbin \\"point_tests.cpp\\"");\n',
}


def main():
    expect(grade.shareable(PLAIN), "a source including the hand-out's headers and the system's is shared")
    expect(grade.shareable(PLAIN.replace(b"\n", b"\r\n")), "CRLF line ends change nothing")
    expect(grade.shareable(b'  #  include <glm/glm.hpp>  // the maths\n'), "spaces and a comment are allowed")
    for what, text in NOT_SHAREABLE.items():
        expect(not grade.shareable(PLAIN + text), f"{what} is not shared")

    with tempfile.TemporaryDirectory() as work:
        folders = []
        for number, texts in enumerate([(PLAIN, PLAIN), (PLAIN, PLAIN + b"int g;\n"), (PLAIN, PLAIN + b"int g;\n"),
                                        (PLAIN + NOT_SHAREABLE["a sibling source"],) * 2], 1):
            folder = os.path.join(work, str(number))
            os.makedirs(folder)
            for name, text in zip(("a.cpp", "b.cpp"), texts):
                open(os.path.join(folder, name), "wb").write(text)
            folders.append(folder)
        shared = grade.shared_sources(folders, ["a.cpp", "b.cpp"])
        expect(shared == {(2, "a.cpp"): 1, (3, "a.cpp"): 1, (3, "b.cpp"): 2},
               f"the same bytes share the first hand-in's object, the rest compile on their own: {shared}")

    # A shared source that fails fails each hand-in that shares it, with its error; the others build.
    output = "\n".join([
        "[1/9] Building CXX object samples/CMakeFiles/lab_grade_objects_1.dir/w/submissions/1/collisions/a.cpp.o",
        "FAILED: samples/CMakeFiles/lab_grade_shared_1_b.dir/w/submissions/1/collisions/b.cpp.o ",
        "/w/submissions/1/collisions/b.cpp:3:4: error: expected ';' before '}' token",
        "[2/9] Building CXX object samples/CMakeFiles/lab_grade_objects_2.dir/w/submissions/2/collisions/a.cpp.o",
        "FAILED: grade-4/collision-lab-grade-4 ",
        "/usr/bin/ld: liblab_collisions_grade_4.a(a.cpp.o): undefined reference to `f()'",
    ])
    own = grade.first_errors("\n".join([
        "FAILED: samples/CMakeFiles/lab_grade_objects_1.dir/w/submissions/1/collisions/c.cpp.o ",
        "/w/submissions/1/collisions/c.cpp:1:1: error: 'x' does not name a type"]), {(2, "b.cpp"): 1})
    expect(set(own) == {1}, f"hand-in 1's own source's error is its own, not hand-in 2's (sharing b.cpp): {own}")
    errors = grade.first_errors(output, {(2, "b.cpp"): 1, (3, "b.cpp"): 1, (3, "a.cpp"): 2})
    expected = ("/w/submissions/1/collisions/b.cpp", "3", "4", "expected ';' before '}' token")
    expect(errors.get(1) == expected and errors.get(2) == expected and errors.get(3) == expected,
           f"b.cpp's error is hand-ins 1, 2 and 3's: {errors}")
    expect(errors.get(4, ("",))[0] == "(link)" and set(errors) == {1, 2, 3, 4},
           f"hand-in 4's link error is its own, and no other hand-in failed: {errors}")

    if FAILURES:
        for failure in FAILURES:
            print(f"FAIL: {failure}")
        return 1
    print(f"PASS: {len(NOT_SHAREABLE)} kinds of source never shared; sharing and its failures as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
