"""Compiling a parse tree into a program of instructions over a fixed alphabet.

The program is a Thompson automaton written out as a list (after Pike and Cox), with
capture, backreference and lookahead instructions added:

    ("char", chars)          consume one character of `chars`
    ("split", a, b)          go on at a and at b
    ("jump", a)              go on at a
    ("open", slot)           start capturing for a referenced group
    ("close", slot)          finish capturing it
    ("reset", slots)         forget captures (JavaScript resets a quantified group's captures at each iteration)
    ("backref", slot)        consume what the slot captured (nothing when it never matched)
    ("start",) / ("end",)    the anchors ^ and $
    ("look", body, negative) spawn a lookahead whose body starts at `body`
    ("behind", k, negative)  lookbehind k matched (or, negative, did not) just before here
    ("lookend",)             a lookaround body matched
    ("match",)               the pattern matched

Only groups some backreference names get a slot; other groups cost nothing. Each
lookbehind gets a tracker after the main program: `[^]*` then its body, run from the
start of the line beside the main thread, so that at any position it knows whether the
body matched some text ending there.
"""

from __future__ import annotations

from dataclasses import dataclass

from workbench.jsregex.syntax import Anchor, Backref, Chars, Choice, Group, Look, Node, Repeat, Sequence, walk

Instruction = tuple


@dataclass(frozen=True)
class Program:
    """The instructions of one pattern, and how many capture slots it uses."""

    instructions: tuple[Instruction, ...]
    slots: int
    trackers: tuple[int, ...] = ()

    @property
    def is_regular(self) -> bool:
        """True when no capture or lookahead is involved (a plain automaton)."""
        return self.slots == 0 and not self.trackers and not any(op[0] == "look" for op in self.instructions)


def compile_tree(tree: Node, alphabet: frozenset[str]) -> Program:
    """The program of `tree`, with every character set resolved against `alphabet`."""
    referenced = sorted({node.index for node in walk(tree) if isinstance(node, Backref)})
    builder = _Builder(alphabet, {index: slot for slot, index in enumerate(referenced)})
    builder.emit(tree)
    builder.code.append(("match",))
    starts = tuple(builder.tracker(body) for body in builder.behind)
    return Program(tuple(builder.code), len(referenced), starts)


class _Builder:
    """Appends the instructions of each node."""

    def __init__(self, alphabet: frozenset[str], slots: dict[int, int]) -> None:
        self.alphabet = alphabet
        self.slots = slots
        self.code: list[Instruction] = []
        self.behind: list[Node] = []

    def here(self) -> int:
        """The index of the next instruction."""
        return len(self.code)

    def patch(self, at: int, instruction: Instruction) -> None:
        """Fill in a placeholder once its target is known."""
        self.code[at] = instruction

    def emit(self, node: Node) -> None:
        """Append the instructions of `node`."""
        match node:
            case Chars(charset=charset):
                self.code.append(("char", charset.within(self.alphabet)))
            case Sequence(items=items):
                for item in items:
                    self.emit(item)
            case Choice(options=options):
                self.choice(options)
            case Repeat():
                self.repeat(node)
            case Group(item=item, index=index):
                slot = self.slots.get(index) if index is not None else None
                if slot is not None:
                    self.code.append(("open", slot))
                self.emit(item)
                if slot is not None:
                    self.code.append(("close", slot))
            case Backref(index=index):
                self.code.append(("backref", self.slots[index]))
            case Anchor(end=end):
                self.code.append(("end",) if end else ("start",))
            case Look(item=item, negative=negative, behind=True):
                self.code.append(("behind", len(self.behind), negative))
                self.behind.append(item)
            case Look(item=item, negative=negative):
                at = self.here()
                self.code.extend([("look", at + 2, negative), None])
                self.emit(item)
                self.code.append(("lookend",))
                self.patch(at + 1, ("jump", self.here()))

    def tracker(self, body: Node) -> int:
        """Emit a lookbehind's tracker (any text, then the body); its first instruction."""
        start = self.here()
        self.code.extend([("split", start + 1, start + 3), ("char", self.alphabet), ("jump", start)])
        self.emit(body)
        self.code.append(("lookend",))
        return start

    def choice(self, options: tuple[Node, ...]) -> None:
        """Alternatives: a chain of splits, each option jumping to the end."""
        exits = []
        for option in options[:-1]:
            split = self.here()
            self.code.append(None)
            self.emit(option)
            exits.append(self.here())
            self.code.append(None)
            self.patch(split, ("split", split + 1, self.here()))
        self.emit(options[-1])
        for at in exits:
            self.patch(at, ("jump", self.here()))

    def repeat(self, node: Repeat) -> None:
        """`least` copies, then optional copies or a loop, resetting captures each time."""
        captured = tuple(sorted(self.slots[n.index] for n in walk(node.item) if isinstance(n, Group) and n.index in self.slots))
        for _ in range(node.least):
            self.iteration(node.item, captured)
        if node.most is None:
            loop = self.here()
            self.code.append(None)
            self.iteration(node.item, captured)
            self.code.append(("jump", loop))
            self.patch(loop, ("split", loop + 1, self.here()))
            return
        splits = []
        for _ in range(node.most - node.least):
            splits.append(self.here())
            self.code.append(None)
            self.iteration(node.item, captured)
        for at in splits:
            self.patch(at, ("split", at + 1, self.here()))

    def iteration(self, item: Node, captured: tuple[int, ...]) -> None:
        """One pass through a repeated item."""
        if captured:
            self.code.append(("reset", captured))
        self.emit(item)
