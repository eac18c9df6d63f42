"""Running a program over a line of cell domains: which characters can stand where.

Glossary:
    thread      (pc, k, caps, opens): where a match attempt is in the program; k counts the
                characters of a backreference already matched; caps holds what each slot
                captured, opens what each slot is capturing now.
    element     what a capture remembers of a position: the character itself, or the position
                (a backreference there may then take any character of that position's domain:
                a sound superset).
    split       the largest domain whose characters a capture remembers one by one: every
                domain in exact mode, none in loose mode, small ones in between; the graph
                grows with it, and the widest mode that stays within the limits is used.
    obligation  (negative, threads): a lookahead still running beside the main thread; a
                positive one must reach its end, a negative one must never.
    trackers    for each lookbehind, the threads of its tracker: run from the start of the
                line, they reach the body's end exactly where some text ending there matches.
    config      (thread, obligations, trackers): one state of the layered graph; layer i
                holds the configs reachable after i characters.
    support     for each position, the characters on some path from the start to a full match.
"""

from __future__ import annotations

from collections.abc import Sequence

from solvers.regex.program import Program

Domain = frozenset[str]
Thread = tuple
Config = tuple
WIDTH_LIMIT = 1500
EDGE_LIMIT = 40_000
EXACT = 1 << 30
MODES = (EXACT, 3, 0)
"""Splits tried in turn: exact, characters of domains of up to three, positions only."""


class TooWide(Exception):
    """The graph grew past its limits (states in a layer, edges in all); try the loose mode or give up."""


class LineMachine:
    """One pattern on one line length; `supports(domains)` revises the line."""

    def __init__(self, program: Program, length: int) -> None:
        self.code = program.instructions
        self.length = length
        self.start: Thread = (0, 0, (None,) * program.slots, (None,) * program.slots)
        self.no_opens = self.start[3]
        self.tracker_starts = program.trackers
        self.regular = program.is_regular
        self._closures: dict[tuple, tuple[tuple[Thread, frozenset], ...]] = {}
        self._too_wide_at: dict[int, int] = {}

    def revise(self, domains: Sequence[Domain], loose: bool = False) -> tuple[list[set[str]] | None, bool]:
        """Supports and whether they are exact, from the widest mode that stays within the limits
        (only the loose one when `loose`); the domains unchanged when none does."""
        size = sum(len(d) for d in domains)
        for split in MODES[-1:] if loose else MODES:
            if size >= self._too_wide_at.get(split, size + 1):
                continue
            try:
                return self.supports(domains, split), split == EXACT
            except TooWide:
                self._too_wide_at[split] = size
        return [set(d) for d in domains], False

    def supports(self, domains: Sequence[Domain], split: int = EXACT, limit: int = WIDTH_LIMIT) -> list[set[str]] | None:
        """Each position's characters that occur in some full match; None when none exists."""
        trackers = tuple(
            frozenset(t for t, _ in self.closure((start, 0, self.start[2], self.no_opens), 0)) for start in self.tracker_starts
        )
        layer: dict[Config, None] = {(t, o, trackers): None for t, o in self.closure(self.start, 0, trackers)}
        edges: list[list[tuple[Config, frozenset[str], Config]]] = []
        budget = EDGE_LIMIT * limit // WIDTH_LIMIT
        for position in range(self.length):
            following: dict[Config, None] = {}
            here = []
            for config in layer:
                for chars, successors in self.transitions(config, position, domains, split):
                    for successor in successors:
                        following[successor] = None
                        here.append((config, chars, successor))
                if len(following) > limit or len(here) > budget:
                    raise TooWide(f"over {limit} states or {budget} edges after {position + 1} characters")
            budget -= len(here)
            edges.append(here)
            layer = following
        alive = {config for config in layer if self.accepts(config)}
        if not alive:
            return None
        found: list[set[str]] = [set() for _ in range(self.length)]
        for position in range(self.length - 1, -1, -1):
            before = set()
            for source, chars, target in edges[position]:
                if target in alive:
                    found[position] |= chars
                    before.add(source)
            alive = before
        return found

    def accepts(self, config: Config) -> bool:
        """True when the main thread matched and no positive lookahead is pending."""
        thread, obligations, _ = config
        return self.code[thread[0]][0] == "match" and all(negative for negative, _ in obligations)

    # Epsilon moves

    def closure(self, thread: Thread, position: int, trackers: tuple = ()) -> tuple[tuple[Thread, frozenset], ...]:
        """Every (thread, obligations) reachable from `thread` without consuming, stopped where it must consume."""
        key = (thread, position, trackers)
        found = self._closures.get(key)
        if found is None:
            found = self._closures[key] = tuple(self._close(thread, position, trackers))
        return found

    def _close(self, thread: Thread, position: int, trackers: tuple) -> list[tuple[Thread, frozenset]]:
        """Depth-first over epsilon instructions."""
        code = self.code
        out: list[Config] = []
        seen: set[Config] = set()
        stack: list[Config] = [(thread, frozenset())]
        while stack:
            item = stack.pop()
            if item in seen:
                continue
            seen.add(item)
            (pc, k, caps, opens), obligations = item
            op = code[pc]
            name = op[0]
            if name in ("char", "match", "lookend"):
                out.append(item)
            elif name == "split":
                stack.append(((op[2], 0, caps, opens), obligations))
                stack.append(((op[1], 0, caps, opens), obligations))
            elif name == "jump":
                stack.append(((op[1], 0, caps, opens), obligations))
            elif name == "open":
                stack.append(((pc + 1, 0, caps, _set(opens, op[1], ())), obligations))
            elif name == "close":
                stack.append(((pc + 1, 0, _set(caps, op[1], opens[op[1]]), _set(opens, op[1], None)), obligations))
            elif name == "reset":
                cleared = tuple(None if slot in op[1] else cap for slot, cap in enumerate(caps))
                stack.append(((pc + 1, 0, cleared, opens), obligations))
            elif name == "backref":
                text = caps[op[1]]
                if text is None or k == len(text):
                    stack.append(((pc + 1, 0, caps, opens), obligations))
                else:
                    out.append(item)
            elif name == "start":
                if position == 0:
                    stack.append(((pc + 1, 0, caps, opens), obligations))
            elif name == "end":
                if position == self.length:
                    stack.append(((pc + 1, 0, caps, opens), obligations))
            elif name == "behind":
                matched = any(code[t[0]][0] == "lookend" for t in trackers[op[1]])
                if matched != op[2]:
                    stack.append(((pc + 1, 0, caps, opens), obligations))
            elif name == "look":
                body = frozenset(t for t, _ in self.closure((op[1], 0, caps, (None,) * len(opens)), position))
                kept = _obligation(self.code, op[2], body)
                if kept is not None:
                    stack.append(((pc + 1, 0, caps, opens), obligations | kept))
        return out

    # Consuming moves

    def accepted(self, thread: Thread, position: int, domains: Sequence[Domain]) -> frozenset[str]:
        """The characters of this position's domain the thread can consume."""
        pc, k, caps, _ = thread
        op = self.code[pc]
        if op[0] == "char":
            return op[1] & domains[position]
        if op[0] == "backref":
            element = caps[op[1]][k]
            allowed = domains[element] if isinstance(element, int) else frozenset((element,))
            return allowed & domains[position]
        return frozenset()

    def transitions(self, config: Config, position: int, domains: Sequence[Domain], split: int):
        """(characters, successor configs) for each class of characters that behave alike."""
        thread, obligations, trackers = config
        main = self.accepted(thread, position, domains)
        if not main:
            return
        threads = [t for _, body in obligations for t in body]
        followers = threads + [t for tracker in trackers for t in tracker]
        classes = _partition(main, [self.accepted(t, position, domains) for t in followers])
        quiet = self.no_opens
        capturing = thread[3] != quiet or any(t[3] != quiet for t in threads)
        by_character = capturing and len(domains[position]) <= split
        if by_character:
            classes = [frozenset((c,)) for group in classes for c in group]
        for chars in classes:
            char = next(iter(chars))
            element = char if by_character else position
            successors = self.step(config, char, element, position, domains)
            if successors:
                yield chars, successors

    def step(self, config: Config, char: str, element: object, position: int,
             domains: Sequence[Domain]) -> tuple[Config, ...]:
        """The configs after consuming `char` (remembered as `element`) at `position`."""
        thread, obligations, trackers = config
        moved_trackers = tuple(
            frozenset(
                t for sub in tracker if char in self.accepted(sub, position, domains)
                for t, _ in self.closure(self.consume(sub, element), position + 1)
            )
            for tracker in trackers
        )
        carried: set = set()
        for negative, body in obligations:
            moved: set[Thread] = set()
            for sub in body:
                if char in self.accepted(sub, position, domains):
                    moved.update(t for t, _ in self.closure(self.consume(sub, element), position + 1))
            kept = _obligation(self.code, negative, frozenset(moved))
            if kept is None:
                return ()
            carried |= kept
        carried_set = frozenset(carried)
        return tuple(
            (main, spawned | carried_set, moved_trackers)
            for main, spawned in self.closure(self.consume(thread, element), position + 1, moved_trackers)
        )

    def consume(self, thread: Thread, element: object) -> Thread:
        """The thread after consuming one character."""
        pc, k, caps, opens = thread
        if opens != self.no_opens:
            opens = tuple([None if o is None else o + (element,) for o in opens])
        if self.code[pc][0] == "backref":
            return (pc, k + 1, caps, opens)
        return (pc + 1, 0, caps, opens)


def _obligation(code: tuple, negative: bool, body: frozenset[Thread]) -> frozenset | None:
    """What a lookahead leaves pending: empty when settled, None when the config dies."""
    matched = any(code[t[0]][0] == "lookend" for t in body)
    if negative:
        if matched:
            return None
        return frozenset({(True, body)}) if body else frozenset()
    if matched:
        return frozenset()
    return frozenset({(False, body)}) if body else None


def _set(values: tuple, index: int, value: object) -> tuple:
    """`values` with one item replaced."""
    return values[:index] + (value,) + values[index + 1:]


def _partition(universe: frozenset[str], sets: list[frozenset[str]]) -> list[frozenset[str]]:
    """The coarsest split of `universe` that no set cuts across."""
    classes = [universe]
    for cut in sets:
        refined = []
        for group in classes:
            inside = group & cut
            if inside and inside != group:
                refined.extend((inside, group - inside))
            else:
                refined.append(group)
        classes = refined
    return classes
