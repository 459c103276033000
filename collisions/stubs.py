#!/usr/bin/env python3
"""Makes the student variants of the Collisions sources from the reference ones.

Every Collisions function body in the reference is marked as the solution:

    bool PointInSphere(const Sphere& sphere, const Point& point) {
      // SOLUTION BEGIN: return false;
      ...the reference implementation...
      // SOLUTION END
    }

The text after "SOLUTION BEGIN:" is the stub's body. Helpers that only solutions use sit between
"// SOLUTION HELPER BEGIN" and "// SOLUTION HELPER END"; students get neither the helper nor the markers.
Modes:

  student IN OUT        every marked body replaced by LAB_STUB("...") and the stub (what students get)
  switchable IN OUT     the stub runs first when stubs::Enabled() says so (the stub-coverage test's build)
  manifest FILE...      the LAB_COLLISIONS_FUNCTION lines of collisions/functions.inc for these sources
  handout FILE...       student mode in place (for a hand-out tree)
"""
import re
import sys

BEGIN = re.compile(r"^(\s*)// SOLUTION BEGIN:\s*(.*?)\s*$")
END = re.compile(r"^\s*// SOLUTION END\s*$")
HEADER = re.compile(r"(\w+)\s*\(([^()]*)\)\s*(?:const\s*)?\{\s*$")
HELPER_BEGIN = re.compile(r"^\s*// SOLUTION HELPER BEGIN\s*$")
HELPER_END = re.compile(r"^\s*// SOLUTION HELPER END\s*$")
CHAPTER = re.compile(r"Chapter (\d+)")


class MarkerError(Exception):
    pass


def simplify_parameter(parameter):
    """'const Sphere& sphere' -> 'Sphere', 'float& t' -> 'float&'."""
    words = parameter.strip().rsplit(None, 1)[0] if " " in parameter.strip() else parameter.strip()
    is_const = words.startswith("const ")
    words = words.removeprefix("const ").replace(" ", "")
    return words.rstrip("&") if is_const else words


def signature_before(lines, index, path):
    """The 'Name(Type, Type)' of the function whose body holds line `index`."""
    header = []
    i = index - 1
    while i >= 0:
        text = lines[i].rstrip("\n")
        stripped = text.strip()
        if not stripped or stripped.endswith(";") or stripped == "}" or stripped.startswith("//"):
            if header:
                break
        else:
            header.insert(0, stripped)
            if re.match(r"^\S", text):  # the declaration starts at column 0
                break
        i -= 1
    match = HEADER.search(" ".join(header))
    if not match:
        raise MarkerError(f"{path}:{index + 1}: SOLUTION BEGIN is not the first line of a function body")
    name, parameters = match.groups()
    parts = [simplify_parameter(p) for p in parameters.split(",") if p.strip()]
    return f"{name}({', '.join(parts)})"


def regions(lines, path):
    """Yields (begin, end, indent, stub, signature) for every marked region."""
    i = 0
    while i < len(lines):
        begin = BEGIN.match(lines[i])
        if begin:
            j = i + 1
            while j < len(lines) and not END.match(lines[j]):
                if BEGIN.match(lines[j]):
                    raise MarkerError(f"{path}:{j + 1}: SOLUTION BEGIN inside another solution")
                j += 1
            if j == len(lines):
                raise MarkerError(f"{path}:{i + 1}: SOLUTION BEGIN without SOLUTION END")
            if not begin.group(2):
                raise MarkerError(f"{path}:{i + 1}: SOLUTION BEGIN needs the stub after the colon")
            yield i, j, begin.group(1), begin.group(2), signature_before(lines, i, path)
            i = j
        elif END.match(lines[i]):
            raise MarkerError(f"{path}:{i + 1}: SOLUTION END without SOLUTION BEGIN")
        i += 1


def with_stubs_header(lines, extra=()):
    """Adds the stubs include (and any extra lines) after the last #include."""
    last_include = max((k for k, line in enumerate(lines) if line.startswith("#include")), default=-1)
    return lines[: last_include + 1] + ['#include "collisions/stubs.hpp"\n', *extra] + lines[last_include + 1 :]


def without_helpers(lines, path, keep_contents):
    """Drops the helper markers, and the helpers too unless keep_contents."""
    out = []
    inside = None
    for number, line in enumerate(lines, 1):
        if HELPER_BEGIN.match(line):
            if inside:
                raise MarkerError(f"{path}:{number}: SOLUTION HELPER BEGIN inside another helper")
            inside = number
        elif HELPER_END.match(line):
            if not inside:
                raise MarkerError(f"{path}:{number}: SOLUTION HELPER END without SOLUTION HELPER BEGIN")
            inside = None
        elif keep_contents or not inside:
            out.append(line)
    if inside:
        raise MarkerError(f"{path}:{inside}: SOLUTION HELPER BEGIN without SOLUTION HELPER END")
    return out


def transform(text, path, mode):
    lines = without_helpers(text.splitlines(keepends=True), path, keep_contents=(mode != "student"))
    out = []
    previous = 0
    found = False
    for begin, end, indent, stub, signature in regions(lines, path):
        found = True
        out += lines[previous:begin]
        if mode == "student":
            out.append(f"{indent}// TODO: implement {signature} (collisions.hpp says what it must do),\n")
            out.append(f"{indent}// then delete the LAB_STUB line below.\n")
            out.append(f'{indent}LAB_STUB("{signature}");\n')
            out.append(f"{indent}{stub}\n")
        else:
            out.append(f'{indent}::lab::Collisions::stubs::InjectFault("{signature}");\n')
            out.append(f'{indent}if (::lab::Collisions::stubs::Enabled("{signature}")) {{\n')
            out.append(f'{indent}  LAB_STUB("{signature}");\n')
            out.append(f"{indent}  {stub}\n")
            out.append(f"{indent}}}\n")
            out += lines[begin + 1 : end]
        previous = end + 1
    out += lines[previous:]
    if not found:
        return "".join(lines)
    extra = []
    if mode == "student":
        extra = ["// Stubs leave their parameters unused until they are implemented.\n",
                 '#pragma GCC diagnostic ignored "-Wunused-parameter"\n']
    return "".join(with_stubs_header(out, extra))


def manifest(paths):
    rows = []
    for path in paths:
        text = open(path, encoding="utf-8").read()
        chapter = CHAPTER.search(text)
        if not chapter:
            raise MarkerError(f"{path}: the first comment must name its tutorial chapter ('Chapter N')")
        for _, _, _, _, signature in regions(text.splitlines(keepends=True), path):
            rows.append((int(chapter.group(1)), signature))
    rows.sort(key=lambda row: row[0])
    return "".join(f'LAB_COLLISIONS_FUNCTION({chapter}, "{signature}")\n' for chapter, signature in rows)


def main(argv):
    try:
        if len(argv) == 4 and argv[1] in ("student", "switchable"):
            text = open(argv[2], encoding="utf-8").read()
            result = transform(text, argv[2], argv[1])
            with open(argv[3], "w", encoding="utf-8") as out:
                out.write(result)
            return 0
        if len(argv) >= 3 and argv[1] == "manifest":
            sys.stdout.write(manifest(argv[2:]))
            return 0
        if len(argv) >= 3 and argv[1] == "handout":
            for path in argv[2:]:
                text = open(path, encoding="utf-8").read()
                result = transform(text, path, "student")
                with open(path, "w", encoding="utf-8") as out:
                    out.write(result)
            return 0
    except (MarkerError, OSError) as error:
        print(f"stubs.py: {error}", file=sys.stderr)
        return 1
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
