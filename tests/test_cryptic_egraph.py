"""The e-graph engine: union-find, hash-consing, congruence, and readings flowing up."""

from __future__ import annotations

from itertools import permutations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from solvers.cryptic.derivation import Derivation, Readings
from solvers.cryptic.egraph import EGraph, ENode, merged
from solvers.cryptic.unionfind import UnionFind


class Spelled:
    """A toy analysis: a leaf reads as its data; 'cat' joins its children's readings, each
    join weaker, so that even a class that contains itself settles on its strongest readings."""

    limit = 50

    def make(self, graph: EGraph, node: ENode) -> Readings:
        """Readings of one node."""
        if node.op == "leaf":
            return {node.data: Derivation("leaf", (0, 0), node.data, node.data, 1.0)}
        if node.op == "cat":
            left, right = (graph.readings(c) for c in node.children)
            return {a + b: Derivation("cat", (0, 0), "", a + b, 0.5 * da.weight * db.weight, (da, db))
                    for a, da in left.items() for b, db in right.items()}
        return {}


@given(st.lists(st.tuples(st.integers(0, 19), st.integers(0, 19)), max_size=40))
@settings(max_examples=100, deadline=None)
def test_union_find_agrees_with_a_naive_partition(pairs):
    sets = UnionFind()
    for _ in range(20):
        sets.make()
    groups = [{i} for i in range(20)]
    for a, b in pairs:
        sets.union(a, b)
        ga = next(g for g in groups if a in g)
        gb = next(g for g in groups if b in g)
        if ga is not gb:
            groups.remove(gb)
            ga |= gb
    for group in groups:
        assert len({sets.find(i) for i in group}) == 1
    assert len({sets.find(i) for i in range(20)}) == len(groups)


def test_the_same_expression_is_stored_once():
    graph = EGraph(Spelled())
    a = graph.add(ENode("leaf", "A"))
    b = graph.add(ENode("leaf", "B"))
    assert graph.add(ENode("cat", None, (a, b))) == graph.add(ENode("cat", None, (a, b)))
    assert graph.node_count == 3


def test_union_restores_congruence():
    graph = EGraph(Spelled())
    a, b, c = (graph.add(ENode("leaf", x)) for x in "ABC")
    ac = graph.add(ENode("cat", None, (a, c)))
    bc = graph.add(ENode("cat", None, (b, c)))
    assert graph.find(ac) != graph.find(bc)
    graph.union(a, b)
    graph.rebuild()
    assert graph.find(ac) == graph.find(bc)


def test_readings_flow_up_to_parents_after_a_union():
    graph = EGraph(Spelled())
    a, b, c = (graph.add(ENode("leaf", x)) for x in "ABC")
    ac = graph.add(ENode("cat", None, (a, c)))
    assert set(graph.readings(ac)) == {"AC"}
    graph.union(a, b)
    graph.rebuild()
    assert set(graph.readings(ac)) == {"AC", "BC"}
    assert set(graph.readings(ac)["BC"].parts[0].result) == {"B"}


def test_a_rebuild_past_its_deadline_stops_and_a_later_one_finishes():
    graph = EGraph(Spelled())
    a, b, c = (graph.add(ENode("leaf", x)) for x in "ABC")
    ac = graph.add(ENode("cat", None, (a, c)))
    graph.union(a, b)
    assert graph.rebuild(deadline=0.0) is False
    assert set(graph.readings(ac)) == {"AC"}
    assert graph.rebuild() is True
    assert set(graph.readings(ac)) == {"AC", "BC"}


def test_union_of_unrelated_readings_keeps_them_apart_from_other_classes():
    """Unlike the seed's toy, a reading is data of a class, not a node: no transitive leak."""
    graph = EGraph(Spelled())
    idol, star, deity = (graph.add(ENode("leaf", x)) for x in ("IDOL", "STAR", "DEITY"))
    graph.union(idol, star)
    graph.rebuild()
    assert graph.find(deity) != graph.find(idol)
    assert set(graph.readings(deity)) == {"DEITY"}


def test_merging_keeps_the_strongest_derivation_and_the_limit():
    weak = {"X": Derivation("leaf", (0, 0), "", "X", 0.1)}
    strong = {"X": Derivation("leaf", (0, 0), "", "X", 0.9), "Y": Derivation("leaf", (0, 0), "", "Y", 0.5)}
    result = merged(weak, strong, 1)
    assert result == {"X": strong["X"]}
    assert merged(result, weak, 1) is None


def test_of_equally_weighted_derivations_the_same_one_is_kept_whatever_the_order():
    civil = [Derivation("abbreviation", (1, 1), "civil", short, 0.5) for short in ("NE", "ME", "DE")]
    for order in permutations(civil):
        readings: Readings = {}
        for derivation in order:
            readings = merged(readings, {"X": derivation}, 5) or readings
        assert readings["X"].result == "DE"


@given(st.lists(st.tuples(st.sampled_from(["leaf", "cat", "union"]), st.integers(0, 30), st.integers(0, 30)),
                min_size=1, max_size=60))
@example([("leaf", 0, 0), ("leaf", 0, 0), ("cat", 1, 1), ("cat", 0, 1), ("leaf", 0, 0), ("leaf", 0, 0), ("leaf", 0, 0),
          ("cat", 0, 14), ("leaf", 0, 0), ("leaf", 0, 0), ("union", 1, 17), ("leaf", 0, 0), ("leaf", 0, 0),
          ("union", 0, 23)])
@settings(max_examples=100, deadline=None)
def test_after_any_adds_and_unions_the_graph_is_congruent_and_its_readings_complete(script):
    graph = EGraph(Spelled())
    ids = [graph.add(ENode("leaf", "A")), graph.add(ENode("leaf", "B"))]
    for operation, a, b in script:
        a, b = ids[a % len(ids)], ids[b % len(ids)]
        if operation == "leaf":
            ids.append(graph.add(ENode("leaf", "ABC"[a % 3])))
        elif operation == "cat" and len(graph.readings(a)) * len(graph.readings(b)) <= 20:
            ids.append(graph.add(ENode("cat", None, (a, b))))
        elif operation == "union":
            graph.union(a, b)
    graph.rebuild()
    owners: dict[ENode, int] = {}
    for eclass in graph:
        for node in eclass.nodes:
            canonical = node.canonical(graph.find)
            assert owners.setdefault(canonical, eclass.id) == eclass.id, "two classes hold congruent nodes"
            assert graph.lookup(node) == eclass.id
    for eclass in graph:
        expected: set[str] = set()
        for node in eclass.nodes:
            expected |= set(Spelled().make(graph, node.canonical(graph.find)))
        if len(expected) <= Spelled.limit:
            assert set(eclass.readings) == expected
