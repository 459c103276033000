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
  switchable IN OUT [--mutants CATALOGUE]
                        the stub runs first when stubs::Enabled() says so (the stub-coverage test's build), and
                        each mutant of the catalogue (collisions/mutants/*.mutants) when LAB_MUTANT names it
  manifest --chapters collisions/chapters.def [--output FILE] SOURCE...
                        collisions/functions.inc for these sources: one LAB_COLLISIONS_FUNCTION(chapter,
                        "signature", "collisions/file.cpp", line) per marked function (or, in a hand-out,
                        per LAB_STUB), in chapter order; the chapter is the one chapters.def gives the file;
                        with --output, also function_names.inc beside it: one LAB_COLLISIONS_NAME(name) per name,
                        and function_signatures.inc: one LAB_COLLISIONS_SIGNATURE(shard, name, types...) per signature
  handout [--given SIGNATURE]... FILE...
                        student mode in place (for a hand-out tree); a function named by --given (one an
                        assignment does not ask for, docs/ASSIGNMENT.md) keeps the reference's body under a
                        "// GIVEN" line, which the manifest lists it by
"""
import os
import re
import sys

BEGIN = re.compile(r"^(\s*)// SOLUTION BEGIN:\s*(.*?)\s*$")
END = re.compile(r"^\s*// SOLUTION END\s*$")
HEADER = re.compile(r"(\w+)\s*\(((?:[^()]|\([^()]*\))*)\)\s*(?:const\s*)?\{\s*$")
HELPER_BEGIN = re.compile(r"^\s*// SOLUTION HELPER BEGIN\s*$")
HELPER_END = re.compile(r"^\s*// SOLUTION HELPER END\s*$")
CHAPTER = re.compile(r'^LAB_CHAPTER\((\d+), *k\w+, *"[^"]*", *"([^"]*)"\)$')
STUB_CALL = re.compile(r'^\s*LAB_STUB\("([^"]+)"\);\s*$')
GIVEN = re.compile(r'^\s*// GIVEN: (\w+\([^)]*\)) is not asked for')


class MarkerError(Exception):
    pass


def split_parameters(parameters):
    """Splits a parameter list at its top-level commas: 'std::pair<int, int> p, float t' is two."""
    parts, depth, current = [], 0, ""
    for char in parameters:
        if char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return [part for part in parts if part.strip()]


def simplify_parameter(parameter):
    """'const Sphere& sphere' -> 'Sphere', 'float& t' -> 'float&'."""
    words = parameter.strip().rsplit(None, 1)[0] if " " in parameter.strip() else parameter.strip()
    is_const = words.startswith("const ")
    words = words.removeprefix("const ").replace(" ", "")
    return words.rstrip("&") if is_const else words


def code_of(line):
    """The line without its // comment and surrounding blanks."""
    return line.split("//", 1)[0].strip()


def signature_before(lines, index, path):
    """The 'Name(Type, Type)' of the function whose body holds line `index`, and the 0-based line where its
    declaration starts: the nearest line above that starts at column 0 (the sources' functions do), read up to
    the '{' that opens the body. Statements between the '{' and the marker do not matter."""
    start = index - 1
    while start >= 0 and not (re.match(r"^[^\s}#/]", lines[start]) and code_of(lines[start])):
        start -= 1
    header = []
    for line in lines[max(start, 0):index]:
        header.append(code_of(line))
        if header[-1].endswith("{"):
            break
    match = HEADER.search(" ".join(header))
    if start < 0 or not match:
        raise MarkerError(f"{path}:{index + 1}: SOLUTION BEGIN is not inside a function that starts at column 0")
    name, parameters = match.groups()
    parts = [simplify_parameter(p) for p in split_parameters(parameters)]
    return f"{name}({', '.join(parts)})", start


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
            yield i, j, begin.group(1), begin.group(2), signature_before(lines, i, path)[0]
            i = j
        elif END.match(lines[i]):
            raise MarkerError(f"{path}:{i + 1}: SOLUTION END without SOLUTION BEGIN")
        i += 1


def with_stubs_header(lines, extra=()):
    """Adds the stubs include (and any extra lines) after the last #include outside #if blocks (one inside, such
    as an intrinsics header under #if defined(__SSE2__), would take the stubs with it on other machines)."""
    last_include, depth = -1, 0
    for k, line in enumerate(lines):
        directive = line.lstrip()
        if directive.startswith("#if"):
            depth += 1
        elif directive.startswith("#endif"):
            depth -= 1
        elif depth == 0 and directive.startswith("#include"):
            last_include = k
    return lines[: last_include + 1] + ['#include "collisions/stubs.hpp"\n', *extra] + lines[last_include + 1 :]


def without_helpers(lines, path, keep_contents, kept_names=None):
    """Drops the helper markers, and the helpers too unless keep_contents; with kept_names, only the helper
    definitions not named in it (helper_items), keeping the lines that define nothing (namespaces, includes)."""
    out = []
    inside = None
    region = []
    for number, line in enumerate(lines, 1):
        if HELPER_BEGIN.match(line):
            if inside:
                raise MarkerError(f"{path}:{number}: SOLUTION HELPER BEGIN inside another helper")
            inside = number
            region = []
        elif HELPER_END.match(line):
            if not inside:
                raise MarkerError(f"{path}:{number}: SOLUTION HELPER END without SOLUTION HELPER BEGIN")
            inside = None
            if kept_names is not None and not keep_contents:
                for names, item in helper_items(region):
                    if not names or names & kept_names:
                        out += item
        elif keep_contents or not inside:
            out.append(line)
        else:
            region.append(line)
    if inside:
        raise MarkerError(f"{path}:{inside}: SOLUTION HELPER BEGIN without SOLUTION HELPER END")
    return out


CODE_NOISE = re.compile(r'//.*$|"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')
NAMESPACE_OPEN = re.compile(r"^namespace(\s+[\w:]+)?\s*\{$")


def helper_items(lines):
    """The definitions in a helper region, each as (the names it defines, its lines), in order; a comment goes with
    the definition after it. Lines that define nothing (a namespace's braces, #include, using) come as (set(),
    lines). Good enough for the helpers' plain C++: braces in comments and strings are ignored, not macros."""
    items, current, depth = [], [], 0
    for line in lines:
        code = CODE_NOISE.sub("", line).strip()
        only_comments = not any(CODE_NOISE.sub("", earlier).strip() for earlier in current)
        if depth == 0 and only_comments:
            if NAMESPACE_OPEN.match(code) or code == "}" or code.startswith("#") or code.startswith("using "):
                items.append((set(), current + [line]))  # a comment before it goes with it
                current = []
                continue
        current.append(line)
        depth += code.count("{") - code.count("}")
        if depth == 0 and code and code[-1] in "};" and "".join(CODE_NOISE.sub("", l) for l in current).strip():
            items.append((defined_names(current), current))
            current = []
    if current:
        items.append((defined_names(current), current))
    return items


def defined_names(item):
    """What a helper definition defines: a type's name, a function's or a constant's."""
    code = " ".join(CODE_NOISE.sub("", line) for line in item)
    header = re.sub(r"\[\[.*?\]\]|template\s*<[^>]*>", " ", code.split("{")[0])
    kind = re.search(r"\b(?:struct|class|enum(?:\s+class)?)\s+(\w+)", header)
    call, assignment = re.search(r"(\w+)\s*\(", header), re.search(r"(\w+)\s*=(?!=)", header)
    if assignment and (not call or assignment.start() < call.start()):  # a constant: kRoot2 = std::sqrt(2.0f)
        call = None
    name = kind or call or assignment
    return {name.group(1)} if name else set()


# A helper this short (HasNaN, IsFinite) gives no solution away: showing it is not worth a warning.
TRIVIAL_HELPER_LINES = 5


def kept_helpers(sources, given):
    """Per source, the names of the helper definitions the given functions' bodies use, directly or through one
    another (a source's helpers serve its own bodies, a header's every source's), and the warnings: each kept
    helper of more than a few lines that an asked function's solution uses too (the hand-out would show it)."""
    items, given_bodies, asked_bodies = [], {}, {}  # items: (path, names, text)
    for path, text in sources:
        lines = text.splitlines(keepends=True)
        for begin, end, _, _, signature in regions(lines, path):
            (given_bodies if signature in given else asked_bodies)[signature] = (path, "".join(lines[begin + 1 : end]))
        region = None
        for line in lines:
            if HELPER_BEGIN.match(line):
                region = []
            elif HELPER_END.match(line):
                items += [(path, names, "".join(item)) for names, item in helper_items(region) if names]
                region = None
            elif region is not None:
                region.append(line)

    def reaches(item_path, names, text_path, text):
        """Whether text (in text_path) can use and does name one of the item's names."""
        visible = item_path.endswith(".hpp") or item_path == text_path
        return visible and any(re.search(rf"\b{re.escape(name)}\b", text) for name in names)

    kept, frontier = set(), list(given_bodies.values())  # kept: indexes into items
    while frontier:
        text_path, text = frontier.pop()
        for index, (path, names, item) in enumerate(items):
            if index not in kept and reaches(path, names, text_path, text):
                kept.add(index)
                frontier.append((path, item))
    warnings = []
    for index in sorted(kept):
        path, names, item = items[index]
        lines = sum(1 for line in item.splitlines() if CODE_NOISE.sub("", line).strip())
        users = [s for s, (p, body) in asked_bodies.items() if reaches(path, names, p, body)]
        if lines <= TRIVIAL_HELPER_LINES or not users:
            continue
        needing = [s for s, (p, body) in given_bodies.items() if reaches(path, names, p, body)] or [
            "a given function (through another helper)"]
        warnings.append(f"the hand-out shows the helper {', '.join(sorted(names))} ({lines} lines), which "
                        f"{', '.join(needing[:3])} needs and the solution of asked {', '.join(users)} uses: ask for "
                        "that function too, or leave the others out")
    by_path = {path: set() for path, _ in sources}
    for index in kept:
        by_path[items[index][0]] |= items[index][1]
    return by_path, warnings


class Mutant:
    """One realistic slip in a student function (a mutants catalogue, collisions/mutants/*.mutants): the lines of
    its solution that it changes, what they become, and what a student who made it may be told."""

    def __init__(self, signature, name, path, line):
        self.signature, self.name, self.path, self.line = signature, name, path, line
        self.hint, self.remove, self.add = "", [], []
        self.number = 0  # its place among its function's mutants, from 1: LAB_MUTANT="signature#number"

    @property
    def key(self):
        return f"{self.signature}#{self.number}"


MUTANT_HEADER = re.compile(r"^=== (\w+\([^)]*\)): (.+?)\s*$")


def read_mutants(path):
    """The mutants of a catalogue:

        === Signature(As, The, Manifest): what the slip is
        hint: one line a student who made it is shown (optional)
        - a line of the solution, as it is there (leading blanks aside)
        + what it becomes (none: the lines are dropped)
    """
    mutants, current = [], None
    numbers = {}
    for number, raw in enumerate(open(path, encoding="utf-8"), 1):
        line = raw.rstrip("\n")
        header = MUTANT_HEADER.match(line)
        if header:
            current = Mutant(header.group(1), header.group(2), path, number)
            numbers[current.signature] = numbers.get(current.signature, 0) + 1
            current.number = numbers[current.signature]
            mutants.append(current)
        elif not line.strip() or line.startswith("#"):
            continue
        elif current is None:
            raise MarkerError(f"{path}:{number}: a mutant begins with '=== Signature(...): name'")
        elif line.startswith("hint: "):
            current.hint = line[len("hint: "):].strip()
        elif line.startswith("- ") or line == "-":
            if current.add:
                raise MarkerError(f"{path}:{number}: a mutant's '-' lines come before its '+' lines")
            current.remove.append(line[2:].strip())
        elif line.startswith("+ ") or line == "+":
            current.add.append(line[2:])
        else:
            raise MarkerError(f"{path}:{number}: expected 'hint:', '- ' or '+ ', got: {line}")
    for mutant in mutants:
        if not mutant.remove:
            raise MarkerError(f"{mutant.path}:{mutant.line}: the mutant changes no line ('- ' lines)")
    return mutants


def mutated(region, mutant):
    """The region's lines with the mutant's change made; MarkerError unless its lines occur there exactly once."""
    stripped = [line.strip() for line in region]
    found = [k for k in range(len(region) - len(mutant.remove) + 1)
             if stripped[k:k + len(mutant.remove)] == mutant.remove]
    if len(found) != 1:
        raise MarkerError(f"{mutant.path}:{mutant.line}: '{mutant.remove[0]}' occurs {len(found)} times in "
                          f"{mutant.signature}'s solution (it must occur once)")
    at = found[0]
    indent = region[at][: len(region[at]) - len(region[at].lstrip())]
    return region[:at] + [indent + line + "\n" for line in mutant.add] + region[at + len(mutant.remove):]


def transform(text, path, mode, mutants=(), given=(), kept_names=None):
    # A function given in full may use the solutions' helpers: with kept_names (kept_helpers), those it uses stay.
    lines = without_helpers(text.splitlines(keepends=True), path, keep_contents=(mode != "student"),
                            kept_names=kept_names)
    keeps_helpers = mode == "student" and bool(kept_names) and any(
        re.search(rf"\b{re.escape(name)}\b", "".join(lines)) for name in kept_names)
    out = []
    previous = 0
    found = False
    unused = {id(mutant) for mutant in mutants}
    for begin, end, indent, stub, signature in regions(lines, path):
        found = True
        out += lines[previous:begin]
        if mode == "student" and signature in given:
            out.append(f"{indent}// GIVEN: {signature} is not asked for in this assignment: the reference's body.\n")
            out += lines[begin + 1 : end]
        elif mode == "student":
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
            # Each catalogued mutant of the function, taken when LAB_MUTANT names it (a mutant schema: every
            # mutant in one build).
            for mutant in (m for m in mutants if m.signature == signature):
                unused.discard(id(mutant))
                out.append(f'{indent}if (::lab::Collisions::stubs::MutantActive("{mutant.key}")) {{\n')
                out += ["  " + line if line.strip() else line for line in mutated(lines[begin + 1 : end], mutant)]
                out.append(f"{indent}}}\n")
            out += lines[begin + 1 : end]
        previous = end + 1
    out += lines[previous:]
    for mutant in mutants:
        if id(mutant) in unused:
            raise MarkerError(f"{mutant.path}:{mutant.line}: {path} has no function {mutant.signature}")
    if not found:
        return "".join(lines)
    extra = []
    if mode == "student":
        extra = ["// Stubs leave their parameters unused until they are implemented.\n",
                 '#pragma GCC diagnostic ignored "-Wunused-parameter"\n']
        if keeps_helpers:
            extra += ["// The solutions' helpers stay for the functions given in full; the stubs use none of them.\n",
                      '#pragma GCC diagnostic ignored "-Wunused-function"\n']
    return "".join(with_stubs_header(out, extra))


def chapters_by_source(chapters_path):
    """{'point_tests.cpp': 1, ...} from chapters.def."""
    chapters = {}
    for line in open(chapters_path, encoding="utf-8"):
        match = CHAPTER.match(line.strip())
        if match:
            for source in match.group(2).split():
                chapters[source] = int(match.group(1))
    if not chapters:
        raise MarkerError(f"{chapters_path}: no LAB_CHAPTER(...) line")
    return chapters


def functions_in(lines, path):
    """(signature, 1-based line of its declaration) for every function a student implements in this source:
    its SOLUTION markers in the reference, its LAB_STUB calls in a hand-out."""
    found = [(signature, start + 1) for signature, start in
             (signature_before(lines, begin, path) for begin, _, _, _, _ in regions(lines, path))]
    if found:
        return found
    stubs = []
    for index, line in enumerate(lines):
        call = STUB_CALL.match(line) or GIVEN.match(line)
        if call:
            signature, start = signature_before(lines, index, path)
            if signature != call.group(1):
                mark = f'LAB_STUB("{call.group(1)}")' if STUB_CALL.match(line) else f"// GIVEN: {call.group(1)}"
                raise MarkerError(f"{path}:{index + 1}: {mark} is in {signature}")
            stubs.append((signature, start + 1))
    return stubs


def manifest(chapters_path, paths):
    chapters = chapters_by_source(chapters_path)
    rows = []
    for path in paths:
        name = os.path.basename(path)
        if name not in chapters:
            raise MarkerError(f"{path}: {chapters_path} gives this file no chapter")
        lines = open(path, encoding="utf-8").read().splitlines(keepends=True)
        for signature, line in functions_in(lines, path):
            rows.append((chapters[name], signature, f"collisions/{name}", line))
    rows.sort(key=lambda row: row[0])  # stable: within a chapter, the files' order and then the lines'
    header = ("// Every Collisions function a student implements: (chapter, signature, file, line), in chapter order.\n"
              "// Generated by collisions/stubs.py manifest from the SOLUTION markers (in a hand-out, its stubs).\n")
    return header + "".join(f'LAB_COLLISIONS_FUNCTION({chapter}, "{signature}", "{file}", {line})\n'
                            for chapter, signature, file, line in rows)


def names_of(manifest_text):
    """function_names.inc: each function's name once, sorted. A file of its own, so that what includes it (every
    sample, through samples/traced.hpp) recompiles only when a name comes or goes, not when a line moves."""
    names = sorted(set(re.findall(r'^LAB_COLLISIONS_FUNCTION\(\d+, "(\w+)\(', manifest_text, re.M)))
    return ("// Each Collisions function's name once (LAB_COLLISIONS_NAME), for what wraps every overload of a name.\n"
            "// Generated by collisions/stubs.py manifest with functions.inc, beside it.\n" +
            "".join(f"LAB_COLLISIONS_NAME({name})\n" for name in names))


SIGNATURE_SHARDS = 4  # samples/CMakeLists.txt compiles samples/traced_shard.inc once for each, 0 to 3


def signatures_of(manifest_text):
    """function_signatures.inc: each function's name and its parameters' types without const or &, as a sample's
    call passes them, once each, with a shard number: LAB_COLLISIONS_SIGNATURE(2, Raycast, Ray, Sphere, float).
    samples/traced.hpp instantiates what records such a call once for all samples, in samples/traced_N.cpp for
    shard N (so that they compile side by side). Changes only when a signature does."""
    rows = []
    for name, parameters in re.findall(r'^LAB_COLLISIONS_FUNCTION\(\d+, "(\w+)\((.*)\)", ', manifest_text, re.M):
        types = [part.strip().rstrip("&").strip() for part in split_parameters(parameters)]
        row = ", ".join([name, *types])
        if types and row not in rows:
            rows.append(row)
    return ("// Each Collisions function's shard, name and parameter types, without const or & (LAB_COLLISIONS_SIGNATURE).\n"
            "// Generated by collisions/stubs.py manifest with functions.inc, beside it.\n" +
            "".join(f"LAB_COLLISIONS_SIGNATURE({number % SIGNATURE_SHARDS}, {row})\n"
                    for number, row in enumerate(sorted(rows))))


def write_if_changed(path, text):
    """Leaves an unchanged file alone, so nothing that includes it rebuilds."""
    try:
        if open(path, encoding="utf-8").read() == text:
            return
    except OSError:
        pass
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        out.write(text)


def main(argv):
    try:
        if len(argv) in (4, 6) and argv[1] in ("student", "switchable"):
            mutants = []
            if len(argv) == 6 and argv[4] == "--mutants" and os.path.exists(argv[5]):
                mutants = read_mutants(argv[5])
            text = open(argv[2], encoding="utf-8").read()
            result = transform(text, argv[2], argv[1], mutants)
            with open(argv[3], "w", encoding="utf-8") as out:
                out.write(result)
            return 0
        if len(argv) >= 4 and argv[1] == "manifest" and argv[2] == "--chapters":
            chapters, rest, output = argv[3], argv[4:], None
            if len(rest) >= 2 and rest[0] == "--output":
                output, rest = rest[1], rest[2:]
            text = manifest(chapters, rest)
            if output:
                write_if_changed(output, text)
                write_if_changed(os.path.join(os.path.dirname(output), "function_names.inc"), names_of(text))
                write_if_changed(os.path.join(os.path.dirname(output), "function_signatures.inc"), signatures_of(text))
            else:
                sys.stdout.write(text)
            return 0
        if len(argv) >= 3 and argv[1] == "handout":
            given, paths, rest = [], [], argv[2:]
            while rest:
                if rest[0] == "--given" and len(rest) >= 2:
                    given.append(rest[1])
                    rest = rest[2:]
                else:
                    paths.append(rest.pop(0))
            sources = [(path, open(path, encoding="utf-8").read()) for path in paths]
            kept_names = None
            if given:
                kept_names, warnings = kept_helpers(sources, set(given))
                for warning in warnings:
                    print(f"stubs.py: warning: {warning}", file=sys.stderr)
            for path, text in sources:
                result = transform(text, path, "student", given=given,
                                   kept_names=None if kept_names is None else kept_names[path])
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
