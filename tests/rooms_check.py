#!/usr/bin/env python3
"""The house's floors, from its #include lines: primitives/ -> collisions/ -> framework/ -> samples/, and inside
framework/ its rooms, each of which includes only its own floor and those below (the README's "Where things are"
says what each holds). Every file of framework/ lives in a room. Exit 1, naming each include that runs back up.

usage: rooms_check.py SOURCE_DIR         check the tree
       rooms_check.py --self-test        show that an include running up is found (the check can fail)
"""
import os
import re
import sys

# framework/'s rooms, from the ground floor up; a room may include its own floor and every floor below.
ROOMS = ["io", "sample", "harness", "window", "cli", "web"]
# The layers of the tree, from the bottom up: a layer may include itself and the layers below.
LAYERS = ["primitives", "collisions", "framework", "samples"]
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.MULTILINE)
SOURCE_SUFFIXES = (".cpp", ".hpp", ".inc", ".def", ".cpp.in")


def place(path):
    """(layer, room) of a path relative to the tree; room is None outside framework/ or when not in a room."""
    parts = path.split("/")
    layer = parts[0] if parts[0] in LAYERS else None
    room = parts[1] if layer == "framework" and len(parts) > 2 and parts[1] in ROOMS else None
    return layer, room


def faults(files):
    """files: {relative path: text}. The includes that run back up, and framework files outside any room."""
    found = []
    for path, text in sorted(files.items()):
        layer, room = place(path)
        if layer is None:
            continue
        if layer == "framework" and room is None:
            found.append(f"{path}: in no room of framework/ (one of {', '.join(r + '/' for r in ROOMS)})")
            continue
        for included in INCLUDE.findall(text):
            their_layer, their_room = place(included)
            if their_layer is None:
                continue
            if LAYERS.index(their_layer) > LAYERS.index(layer):
                found.append(f"{path} includes {included}: {layer}/ may include only "
                             f"{', '.join(l + '/' for l in LAYERS[:LAYERS.index(layer) + 1])}")
            elif layer == "framework" and their_layer == "framework":
                if their_room is None:
                    found.append(f"{path} includes {included}, which is in no room")
                elif ROOMS.index(their_room) > ROOMS.index(room):
                    found.append(f"{path} includes {included}: framework/{room}/ may include only "
                                 f"{', '.join('framework/' + r + '/' for r in ROOMS[:ROOMS.index(room) + 1])}")
    return found


def read_tree(source):
    files = {}
    for layer in LAYERS:
        for folder, _, names in os.walk(os.path.join(source, layer)):
            for name in names:
                if name.endswith(SOURCE_SUFFIXES):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8", errors="replace") as handle:
                        files[os.path.relpath(path, source).replace(os.sep, "/")] = handle.read()
    return files


def self_test():
    tree = {
        "framework/harness/isolation.cpp": '#include "framework/sample/registry.hpp"\n#include "framework/cli/launcher.hpp"\n',
        "framework/sample/registry.hpp": '#include "framework/io/log.hpp"\n',
        "framework/loose.cpp": "",
        "collisions/models.cpp": '#include "framework/io/obj_loader.hpp"\n',
        "samples/a.cpp": '#include "framework/window/lab.hpp"\n',
    }
    found = faults(tree)
    expected = ["framework/harness/isolation.cpp includes framework/cli/launcher.hpp", "framework/loose.cpp: in no room",
                "collisions/models.cpp includes framework/io/obj_loader.hpp"]
    missing = [e for e in expected if not any(f.startswith(e) for f in found)]
    if missing or len(found) != len(expected):
        print("the check missed or invented faults:\n  " + "\n  ".join(found), file=sys.stderr)
        return 1
    print(f"self-test: the {len(found)} planted faults were found")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    files = read_tree(sys.argv[1])
    found = faults(files)
    for fault in found:
        print(fault, file=sys.stderr)
    rooms = {place(p)[1] for p in files if place(p)[0] == "framework"}
    print(f"{len(files)} files, framework/ in {len(rooms - {None})} rooms: {len(found)} includes out of place")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
