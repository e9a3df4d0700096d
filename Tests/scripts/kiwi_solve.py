#!/usr/bin/env python3
"""Solves constraint systems with kiwisolver, the independent Cassowary implementation that
FlipbookConstraintSolver is checked against (tests only; the product never needs it).

Reads JSON on stdin: {"systems": [{"variables": n, "constraints": [c, ...], "steps": [[op, ...], ...]}]}
where c = {"terms": [[variable, coefficient], ...], "constant": k, "relation": "le"|"eq"|"ge",
"level": 1000 | 750 | 500 | 250} means  sum(coefficient * variable) + k  (relation)  0, and an op is
{"add": i}, {"remove": i} or {"constant": [i, k]} (constraint i's constant becomes k). After each
step the values of all variables are recorded, from a fresh kiwi solver given the constraints in
force: kiwi's own incremental removal can lose a required equality that another implied (the
redundant one's marker row is pivoted out), so the reference is always solved from scratch.
A system may list, per step, the positions of operations FlipbookConstraintSolver refused as
unsatisfiable ("refused": [[position, ...] per step]): each is checked (a fresh solver must refuse the
constraints with it applied) and then left out. Writes {"solutions": [[[value, ...] per step] per
system], "refusals_confirmed": [[bool per refusal] per system]}.

Priorities map to kiwi's strengths: 1000 required, 750 strong, 500 medium, 250 weak. Kiwi weighs
them 10^6 : 10^3 : 1 rather than lexicographically; the generated systems are small enough
(coefficients up to 2, at most a few dozen constraints) that no trade between levels can pay.
"""
import json
import sys

import kiwisolver as kiwi

STRENGTHS = {1000: kiwi.strength.required, 750: kiwi.strength.strong, 500: kiwi.strength.medium, 250: kiwi.strength.weak}


def make(spec, variables, constant=None):
    expression = sum((variables[index] * coefficient for index, coefficient in spec["terms"]), 0.0)
    expression = expression + (spec["constant"] if constant is None else constant)
    relation = {"le": expression <= 0, "eq": expression == 0, "ge": expression >= 0}[spec["relation"]]
    return relation | STRENGTHS[spec["level"]]


def fresh(system, variables, active, constants):
    """A new solver given the active constraints; raises UnsatisfiableConstraint if they conflict."""
    solver = kiwi.Solver()
    for index in active:
        solver.addConstraint(make(system["constraints"][index], variables, constants.get(index)))
    solver.updateVariables()
    return [variable.value() for variable in variables]


def solve(system):
    variables = [kiwi.Variable(f"v{index}") for index in range(system["variables"])]
    constants = {}
    active = []
    results = []
    confirmed = []
    refused = system.get("refused") or [[] for _ in system["steps"]]
    for step, refusals in zip(system["steps"], refused):
        for position, op in enumerate(step):
            trial_active, trial_constants = list(active), dict(constants)
            if "add" in op:
                trial_active.append(op["add"])
            elif "remove" in op:
                trial_active.remove(op["remove"])
            else:
                index, constant = op["constant"]
                trial_constants[index] = constant
            if position in refusals:
                try:
                    fresh(system, variables, trial_active, trial_constants)
                    confirmed.append(False)
                except kiwi.UnsatisfiableConstraint:
                    confirmed.append(True)
                continue
            active, constants = trial_active, trial_constants
        results.append(fresh(system, variables, active, constants))
    return results, confirmed


def main():
    request = json.load(sys.stdin)
    answers = [solve(system) for system in request["systems"]]
    json.dump({"solutions": [results for results, _ in answers],
               "refusals_confirmed": [confirmed for _, confirmed in answers]}, sys.stdout)


if __name__ == "__main__":
    main()
