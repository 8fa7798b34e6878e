"""The tutorial's pentomino packing, as a plain script (the baseline of
benchmarks/startup.py): import OR-Tools, build the placement model of the
12 pentominoes in a 6x10 box, solve it with CP-SAT's default parameters,
print the placements as JSON.  Written the way a tutorial writes it, with no
gridsat code."""

import json

from ortools.sat.python import cp_model

SHAPES = {"F": ".##/##./.#.", "I": "#####", "L": "####/#...", "N": "##../.###", "P": "##/##/#.",
          "T": "###/.#./.#.", "U": "#.#/###", "V": "#../#../###", "W": "#../##./.##", "X": ".#./###/.#.",
          "Y": "####/.#..", "Z": "##./.#./.##"}
ROWS, COLS = 6, 10


def cells(text):
    return [(r, c) for r, row in enumerate(text.split("/")) for c, ch in enumerate(row) if ch == "#"]


def orientations(shape):
    out = set()
    for flip in (False, True):
        s = [(r, -c) for r, c in shape] if flip else shape
        for _ in range(4):
            s = [(c, -r) for r, c in s]
            r0, c0 = min(r for r, _ in s), min(c for _, c in s)
            out.add(tuple(sorted((r - r0, c - c0) for r, c in s)))
    return out


model = cp_model.CpModel()
by_piece, by_cell, placed = {}, {}, []
for name, text in SHAPES.items():
    for shape in orientations(cells(text)):
        for dr in range(ROWS):
            for dc in range(COLS):
                where = [(r + dr, c + dc) for r, c in shape]
                if all(r < ROWS and c < COLS for r, c in where):
                    x = model.new_bool_var(f"{name}{len(placed)}")
                    placed.append((name, where, x))
                    by_piece.setdefault(name, []).append(x)
                    for cell in where:
                        by_cell.setdefault(cell, []).append(x)
for xs in list(by_piece.values()) + list(by_cell.values()):
    model.add_exactly_one(xs)
solver = cp_model.CpSolver()
status = solver.solve(model)
assert status in (cp_model.OPTIMAL, cp_model.FEASIBLE)
print(json.dumps([{"piece": n, "cells": w} for n, w, x in placed if solver.value(x)]))
