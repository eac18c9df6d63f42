"""Readings made from other classes' readings: reversals, end and middle deletions, halves,
homophones, anagrams of clue letters, insertions, named deletions (and what a '-less' word
lacks), replacements and charades."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cached_property
from itertools import islice

from solvers.cryptic import abbreviations, answers, homophones, wordplay
from solvers.cryptic.derivation import Derivation, Readings, keep_stronger
from solvers.cryptic.egraph import EGraph, ENode
from solvers.cryptic.leaf_reader import ABBREVIATION
from solvers.cryptic.reader import Reader, cover
from workbench.actions import Span

LIMIT = 500
"""The most results one combining operation keeps, the strongest."""
COMBINED = 100
SHORTER = 0.9
"""What each letter of a reading costs it when the strongest readings to combine are chosen."""
MIXED = 0.8
COMBINING = 0.9
"""What a reading loses each time an operation makes it out of other readings."""
FROM_WORDS = frozenset({"literal", "initials", "finals", "alternation", "head", "tail", "middle", "edges",
                        "behead", "curtail", "trim", "half", "hollow"})
CLUE_LETTERS = FROM_WORDS | {"abbreviation", "insert", "delete", "replace", "charade"}
NOT_REPEATED = frozenset({"reversal", "homophone"})

Best = dict[str, tuple[float, tuple[Derivation, ...]]]


def strongest(readings: Readings, ordered: bool = False, longest: int | None = None,
              aimed: frozenset[str] = frozenset()) -> list[tuple[str, Derivation]]:
    """The most plausible readings of a class, to combine with another's (of at most
    `longest` letters, when the other leaves no room for more), and any weaker ones `aimed` at.
    A longer reading counts a little less here, since the parts of wordplay are mostly short
    ("writer": PEN, "worker": ANT)."""
    found = [(r, d) for r, d in readings.items() if (d.ordered or not ordered) and (longest is None or len(r) <= longest)]
    if len(found) <= COMBINED:
        return found
    ranked = sorted(found, key=lambda item: (-item[1].weight * SHORTER ** len(item[0]), item[0]))
    return ranked[:COMBINED] + [(r, d) for r, d in ranked[COMBINED:] if r in aimed]


def before(reading: str, partner: str) -> list[str]:
    """A reading with a partner after it."""
    return [reading + partner]


def after(reading: str, partner: str) -> list[str]:
    """A reading with a partner before it."""
    return [partner + reading]


def around(reading: str, partner: str) -> Iterable[str]:
    """A partner put inside a reading at each place."""
    return wordplay.insertions(partner, reading)


def room_beside(size: int, other: Readings) -> int:
    """How long a reading may be beside the shortest of another class's readings."""
    return size - min((len(r) for r in other), default=0)


def clue_letters_only(operations: frozenset[str]) -> bool:
    """True when operations take every letter from the clue (no synonym), some from its words."""
    return operations <= CLUE_LETTERS and bool(operations & FROM_WORDS)


def from_clue_letters(derivation: Derivation) -> bool:
    """True when a reading's letters all come from the clue, but not only as its words stand:
    the fodder of an anagram with other parts."""
    return derivation.operation != "literal" and clue_letters_only(derivation.operations)


def parts_key(parts: tuple[Derivation, ...]) -> tuple:
    """Parts as plain values, to choose between equally strong ways to one result."""
    return tuple(part.tie_key for part in parts)


def keep(best: Best, result: str, strength: float, parts: tuple[Derivation, ...]) -> None:
    """Remember a result when it is new or stronger than before (of equal strength, the parts that
    come first by their trees)."""
    old = best.get(result)
    if old is None or strength > old[0] or (strength == old[0] and parts_key(parts) < parts_key(old[1])):
        best[result] = (strength, parts)


class CombinedReader(Reader):
    """Readings made by operating on other classes' readings."""

    def transform(self, graph: EGraph, node: ENode) -> Readings:
        """One class's ordered readings reversed, beheaded, curtailed, trimmed, halved, hollowed or heard (never a
        reversal reversed again or a homophone heard again: no setter asks for that)."""
        indicator, weight, fodder = node.data
        made: Readings = {}
        for reading, part in graph.readings(node.children[0]).items():
            if not part.ordered or (part.operation == node.op and node.op in NOT_REPEATED):
                continue
            for result in self.transformed(node.op, reading):
                if self.may_shrink(result) and result != reading:
                    derivation = Derivation(node.op, cover(indicator, fodder), part.text, result,
                                            weight * part.weight * COMBINING, (part,), self.context.text(indicator))
                    keep_stronger(made, derivation)
        return made

    @staticmethod
    def transformed(operation: str, reading: str) -> Iterable[str]:
        """What one operation makes of one ordered reading."""
        match operation:
            case "reversal":
                return [reading[::-1]]
            case "behead" | "curtail" | "trim":
                return [rest] if (rest := wordplay.shortened(reading, operation)) else []
            case "half":
                return wordplay.halves(reading)
            case "hollow":
                return [wordplay.edges(reading), wordplay.heartless(reading)]
            case "homophone":
                return sorted(homophones.sounding_like(reading))
        return []

    def mixed_anagram(self, graph: EGraph, node: ENode) -> Readings:
        """One class's readings made of clue letters (not its words as they stand), as an anagram."""
        indicator, weight, fodder = node.data
        made: Readings = {}
        for reading, part in graph.readings(node.children[0]).items():
            if not (part.ordered and self.fits(reading) and from_clue_letters(part)):
                continue
            derivation = Derivation("anagram", cover(indicator, fodder), part.text, wordplay.block(reading),
                                    weight * part.weight * MIXED, (part,), self.context.text(indicator))
            keep_stronger(made, derivation)
        return made

    def insert(self, graph: EGraph, node: ENode) -> Readings:
        """One class's readings put inside another's: at each place in ordered letters, or
        among an anagram's letters (REACTION, abnormal, protecting MP: IMPORTANCE)."""
        indicator, weight, inner_span, outer_span = node.data
        size = self.context.size
        inners, outers = graph.readings(node.children[0]), graph.readings(node.children[1])
        best: Best = {}
        span = cover(indicator, inner_span, outer_span)
        aimed, beside = self.aimed(span), self.beside_anagram(span)
        outer_candidates = strongest(outers, longest=room_beside(size, inners))
        inner_candidates = strongest(inners, longest=room_beside(size, outers), aimed=aimed)
        outer_candidates, inner_candidates = (
            outer_candidates + self.completing(outers, outer_candidates, inner_candidates, around),
            inner_candidates + self.completing(inners, inner_candidates, outer_candidates, wordplay.insertions))
        for inner, inner_part in inner_candidates:
            inner_stuck = self.stuck(inner, beside)
            for outer, outer_part in outer_candidates:
                length = len(inner) + len(outer)
                if length > size or (length < size and inner_stuck and outer.isupper()) or not (outer.isupper() or outer.islower()):
                    continue
                strength = weight * inner_part.weight * outer_part.weight * COMBINING
                inside = wordplay.insertions(inner, outer) if outer.isupper() else [wordplay.block(outer + inner)]
                for result in inside:
                    keep(best, result, strength, (inner_part, outer_part))
        return self.built(best, "insert", span, indicator)

    def delete(self, graph: EGraph, node: ENode) -> Readings:
        """One class's readings with a short reading of another taken out."""
        indicator, weight, whole_span, part_span = node.data
        parts = strongest(graph.readings(node.children[1]), longest=wordplay.LONGEST_TAKEN)
        best = self.taken_out(graph.readings(node.children[0]), parts, weight)
        return self.built(best, "delete", cover(indicator, whole_span, part_span), indicator)

    def replace(self, graph: EGraph, node: ENode) -> Readings:
        """One class's ordered readings with a short reading of a second replaced by one of a third."""
        indicator, weight, whole_span, old_span, new_span = node.data
        size = self.context.size
        olds = strongest(graph.readings(node.children[1]), ordered=True, longest=wordplay.LONGEST_TAKEN)
        news = strongest(graph.readings(node.children[2]), ordered=True, longest=wordplay.LONGEST_TAKEN)
        wholes = strongest(graph.readings(node.children[0]), ordered=True, longest=size + wordplay.LONGEST_TAKEN)
        best: Best = {}
        for whole, whole_part in wholes:
            for old, old_part in olds:
                if old not in whole:
                    continue
                for new, new_part in news:
                    if new == old or len(whole) - len(old) + len(new) > size:
                        continue
                    strength = weight * whole_part.weight * old_part.weight * new_part.weight * COMBINING
                    for result in wordplay.replacements(whole, old, new):
                        keep(best, result, strength, (whole_part, old_part, new_part))
        return self.built(best, "replace", cover(indicator, whole_span, old_span, new_span), indicator)

    def lacking(self, graph: EGraph, node: ENode) -> Readings:
        """One class's readings with a short abbreviation of what a '-less' word lacks taken out
        (SERVANT, nameless: SERVAT), read as a deletion."""
        indicator, weight, fodder, lacked = node.data
        parts = [(short, Derivation("abbreviation", indicator, lacked, short, ABBREVIATION))
                 for short in abbreviations.taken_by_deletion(lacked)]
        best = self.taken_out(graph.readings(node.children[0]), parts, weight)
        return self.built(best, "delete", cover(indicator, fodder), indicator)

    def taken_out(self, wholes: Readings, parts: list[tuple[str, Derivation]], weight: float) -> Best:
        """Each whole reading with each part taken out: from its place in ordered letters, or from
        an anagram's letters, in any order (egocentric, forgetting T: CONCIERGE; antisocial rogue,
        act casually withdrawing: LIAISON)."""
        best: Best = {}
        kept = strongest(wholes)
        for whole, whole_part in kept + self.completing(wholes, kept, parts, wordplay.deletions, taking=True):
            if not (whole.isupper() or whole.islower()):
                continue
            for part, part_part in parts:
                if whole.isupper() and not part.isupper():
                    continue
                strength = weight * whole_part.weight * part_part.weight * COMBINING
                left = wordplay.deletions(whole, part) if whole.isupper() else [wordplay.block_without(whole, part)]
                for result in filter(None, left):
                    if self.may_shrink(result):
                        keep(best, result, strength, (whole_part, part_part))
        return best

    def anagram_without(self, graph: EGraph, node: ENode) -> Readings:
        """The whole's words with a short reading of the part taken out, as an anagram ("Sarah Hayes
        has lost, out": SARAHHAYES without HAS, HEARSAY)."""
        anagram, anagram_weight, deletion, deletion_weight, whole_span, part_span = node.data
        whole = self.as_it_stands(whole_span)
        made: Readings = {}
        for part, part_derivation in strongest(graph.readings(node.children[0]), longest=wordplay.LONGEST_TAKEN_FROM_ANAGRAM):
            rest = wordplay.block_without(wordplay.block(whole.result), part)
            if not self.fits(rest):
                continue
            weight = anagram_weight * deletion_weight * part_derivation.weight * MIXED
            taken = Derivation("delete", cover(deletion, whole_span, part_span), "", rest, weight,
                               (whole, part_derivation), self.context.text(deletion))
            keep_stronger(made, Derivation("anagram", cover(anagram, taken.span), "", rest, weight, (taken,),
                                           self.context.text(anagram)))
        return made

    def shortened_anagram(self, graph: EGraph, node: ENode) -> Readings:
        """The fodder's words with an end or both taken off, as an anagram ("Apart from starter,
        cooking hailed": HAILED beheaded, AILED, IDEAL)."""
        anagram, anagram_weight, shortening, weight, operation, fodder = node.data
        whole = self.as_it_stands(fodder)
        made: Readings = {}
        for rest in self.transformed(operation, whole.result):
            if not self.fits(rest):
                continue
            short = Derivation(operation, cover(shortening, fodder), whole.text, rest, weight * COMBINING, (whole,),
                               self.context.text(shortening))
            keep_stronger(made, Derivation("anagram", cover(anagram, short.span), "", wordplay.block(rest),
                                           anagram_weight * short.weight * MIXED, (short,), self.context.text(anagram)))
        return made

    def charade(self, graph: EGraph, node: ENode) -> Readings:
        """Two classes' readings one after the other (second first when the join says so)."""
        join, backwards, weight, span = node.data
        size = self.context.size
        firsts, seconds = graph.readings(node.children[0]), graph.readings(node.children[1])
        if backwards:
            firsts, seconds = seconds, firsts
        aimed = self.aimed(span)
        first = strongest(firsts, longest=room_beside(size, seconds), aimed=aimed)
        second = strongest(seconds, longest=room_beside(size, firsts), aimed=aimed)
        first, second = (first + self.completing(firsts, first, second, before),
                         second + self.completing(seconds, second, first, after))
        best: Best = {}
        beside = self.beside_anagram(span)
        seconds = [(b, b_part, self.stuck(b, beside), b.isupper()) for b, b_part in second]
        for a, a_part in first:
            room = size - len(a)
            a_stuck, a_ordered = self.stuck(a, beside), a.isupper()
            for b, b_part, b_stuck, b_ordered in seconds:
                if len(b) == room or (len(b) < room and not (a_stuck and b_ordered) and not (b_stuck and a_ordered)):
                    keep(best, a + b, weight * a_part.weight * b_part.weight * COMBINING, (a_part, b_part))
        return self.built(best, "charade", span, join)

    def completing(self, readings: Readings, kept: list[tuple[str, Derivation]],
                   partners: list[tuple[str, Derivation]], joined: Callable[[str, str], Iterable[str]],
                   taking: bool = False) -> list[tuple[str, Derivation]]:
        """A class's weaker readings, past those kept, that `joined` with one of the other class's kept
        readings (or with one `taking` it out) spell a listed answer (state: AVER, with TED: AVERTED)."""
        if len(readings) <= len(kept):
            return []
        size = self.context.size
        partners_for: dict[int, list[str]] = {}
        for partner, _ in partners:
            if partner.isupper():
                partners_for.setdefault(size + len(partner) if taking else size - len(partner), []).append(partner)
        listed = answers.pool(self.context.shape).frequency
        taken = {reading for reading, _ in kept}
        return [(reading, derivation) for reading, derivation in readings.items()
                if len(reading) in partners_for and reading not in taken and reading.isupper()
                and any(whole in listed for partner in partners_for[len(reading)] for whole in joined(reading, partner))]

    def beside_anagram(self, span: Span) -> bool:
        """True when a span starts or ends beside an anagram indicator: its readings may be fodder."""
        return span[0] in self.fodder_starts or span[1] in self.fodder_ends

    def stuck(self, reading: str, beside: bool) -> bool:
        """True for a piece that may lead to no answer, away from an anagram indicator: shorter than the
        answer, ordered letters inside no answer either way round. Joined to other ordered letters it
        makes no shorter reading that can lead to one (only one as long as the answer may), while an
        anagram block in either piece leaves the result free."""
        return not beside and not self.may_lead_to_answer(reading)

    @cached_property
    def leading(self) -> dict[str, bool]:
        """Ordered readings already asked about, and whether they may lead to an answer: many
        combinations make the same letters."""
        return {}

    def may_lead_to_answer(self, reading: str) -> bool:
        """False for ordered letters as long as the answer that spell no answer either way
        round: kept, they would crowd out readings that still can (SUPPLE + MEN + T)."""
        if not reading.isupper():
            return True
        known = self.leading.get(reading)
        if known is None:
            known = self.leading[reading] = self.spells_toward_answer(reading)
        return known

    def spells_toward_answer(self, reading: str) -> bool:
        """True when ordered letters occur in an answer (shorter than it) or spell one either way round."""
        shape = self.context.shape
        if len(reading) < self.context.size:
            return answers.inside_an_answer(reading, shape)
        return bool(answers.spelled_by(reading, shape) or answers.spelled_by(reading[::-1], shape))

    @cached_property
    def fodder_starts(self) -> frozenset[int]:
        """The words where an anagram's fodder may start: just after its indicator, or after a small
        link word that follows it ("mess of")."""
        return self.fodder_reach(1)

    @cached_property
    def fodder_ends(self) -> frozenset[int]:
        """The words where an anagram's fodder may end: just before its indicator, or before a small
        link word in front of it."""
        return self.fodder_reach(-1)

    def fodder_reach(self, step: int) -> frozenset[int]:
        """The words next to an anagram indicator on one side (step 1: after, -1: before), and the
        word beyond when the next is a small link word."""
        words = self.context.words
        found: set[int] = set()
        for span in self.anagram_indicators:
            near = span[1] + 1 if step > 0 else span[0] - 1
            if 0 <= near < len(words):
                found.add(near)
                if words[near] in wordplay.GAP_WORDS and 0 <= near + step < len(words):
                    found.add(near + step)
        return frozenset(found)

    @cached_property
    def anagram_indicators(self) -> list[Span]:
        """The spans that indicate an anagram."""
        return [span for span, _ in self.context.indicating("anagram")]

    def may_be_fodder(self, reading: str, parts: tuple[Derivation, ...]) -> bool:
        """True for clue letters from the parts (not the words alone as they stand), of a span beside an
        anagram indicator: shorter than the answer, fodder that more words may complete (new
        Conservative leader, easier to: C + EASIER, then + TO); as long, fodder whose letters spell an
        answer (DERVISH + E, whirling: SHIVERED; EASIEST + I, possibly: AS I SEE IT, a phrase of
        common words)."""
        if not reading.isupper() or len(reading) > self.context.size:
            return False
        if not clue_letters_only(frozenset().union(*(part.operations for part in parts))):
            return False
        return len(reading) < self.context.size or bool(answers.spelled_exactly(wordplay.block(reading), self.context.shape))

    def built(self, best: Best, operation: str, span: Span, indicator: Span | None) -> Readings:
        """Derivations for the results of a combining operation that may still lead to an answer,
        the strongest LIMIT when there are more (sorted by strength alone: a sort that also broke ties
        by letters cost a tenth of the solving time)."""
        beside = self.beside_anagram(span)
        results = best.items() if len(best) <= LIMIT else sorted(best.items(), key=lambda item: item[1][0], reverse=True)
        kept = ((r, found) for r, found in results
                if self.may_lead_to_answer(r) or (beside and self.may_be_fodder(r, found[1])))
        text = self.context.text(indicator) if indicator else ""
        return {r: Derivation(operation, span, "", r, w, parts, text) for r, (w, parts) in islice(kept, LIMIT)}
