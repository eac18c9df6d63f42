"""A session: an immutable puzzle, a state, and the append-only log that made it.

`apply` is the only door. Undo and redo walk whole groups (one keystroke, one solver
step) and are themselves logged, so replaying the log restores the session exactly,
history included.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from workbench.actions import YOU, Action, Source, stamped
from workbench.errors import Refused
from workbench.puzzle import Puzzle
from workbench.state import State

EntryKind = Literal["do", "undo", "redo"]


@dataclass(frozen=True)
class Entry:
    """One line of the log: a group of actions done, or a group undone or redone."""

    kind: EntryKind
    group: int
    actions: tuple[Action, ...] = ()


@dataclass(frozen=True)
class Change:
    """What listeners hear after every entry."""

    entry: Entry
    state: State
    source: Source


@dataclass(frozen=True)
class SessionView:
    """What a solver reads: the puzzle and a snapshot of the state."""

    puzzle: Puzzle
    state: State

    @property
    def pinned(self) -> Mapping[str, str]:
        """The letters the person pinned (and the givens): constraints for solvers."""
        return {s: self.state.letters[s] for s in self.state.pins if s in self.state.letters}


Listener = Callable[[Change], None]


class Session:
    """The shared state of one puzzle, changed only through `apply`."""

    def __init__(self, puzzle: Puzzle) -> None:
        """A fresh session: the puzzle's start, an empty log, nobody listening."""
        self.puzzle = puzzle
        self.state = puzzle.start()
        self.log: list[Entry] = []
        self._undo: list[tuple[Entry, State]] = []
        self._redo: list[tuple[Entry, State]] = []
        self._listeners: list[Listener] = []
        self._next_group = 1

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call `listener` after every change; returns the function that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def view(self) -> SessionView:
        """An immutable snapshot for solvers."""
        return SessionView(self.puzzle, self.state)

    @property
    def can_undo(self) -> bool:
        """True when there is a group to undo."""
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        """True when there is a group to redo."""
        return bool(self._redo)

    def apply(self, action: Action, source: Source | None = None) -> Entry:
        """Apply one action as its own group; Refused with the reason when it cannot be."""
        return self.apply_all([action], source or action.source)

    def apply_all(self, actions: Iterable[Action], source: Source = YOU) -> Entry:
        """Apply actions as one undo group, all or none."""
        group = self._next_group
        done = tuple(stamped(action, source, group) for action in actions)
        if not done:
            raise Refused("nothing to apply")
        return self.replay(Entry("do", group, done))

    def undo(self) -> Entry | None:
        """Undo the newest group; None when there is nothing to undo."""
        return self.replay(Entry("undo", self._undo[-1][0].group)) if self._undo else None

    def redo(self) -> Entry | None:
        """Redo the newest undone group; None when there is nothing to redo."""
        return self.replay(Entry("redo", self._redo[-1][0].group)) if self._redo else None

    def _check(self, actions: tuple[Action, ...]) -> State:
        """The state after `actions`, or Refused naming the first that does not fit."""
        state = self.state
        for action in actions:
            reason = self.puzzle.refusal(state, action)
            if reason is None and not action.source.is_person:
                reason = self._solver_refusal(state, action)
            if reason is not None:
                raise Refused(reason)
            state = state.after(action)
        return state

    @staticmethod
    def _solver_refusal(state: State, action: Action) -> str | None:
        """Solvers may not touch pins: what the person pinned is a constraint."""
        symbol = getattr(action, "symbol", None)
        if symbol in state.pins:
            return f"{symbol} is pinned; a solver may not change it"
        return None

    def _move(self, entry: Entry, taken: list[tuple[Entry, State]], given: list[tuple[Entry, State]]) -> tuple[Entry, State]:
        """Undo or redo: move the newest group from one stack to the other; its entry and the state it restores."""
        if not taken or taken[-1][0].group != entry.group:
            raise Refused(f"group {entry.group} is not the newest to {entry.kind}")
        done, restored = taken.pop()
        given.append((done, self.state))
        return done, restored

    def replay(self, entry: Entry) -> Entry:
        """Apply a log entry (a saved one, or a new one), record it and tell the listeners."""
        match entry.kind:
            case "do":
                after = self._check(entry.actions)
                self._undo.append((entry, self.state))
                self._redo.clear()
                self._next_group = max(self._next_group, entry.group + 1)
                source = entry.actions[0].source
            case "undo":
                done, after = self._move(entry, self._undo, self._redo)
                source = done.actions[0].source
            case "redo":
                done, after = self._move(entry, self._redo, self._undo)
                source = done.actions[0].source
            case _:
                raise Refused(f"unknown log entry {entry.kind!r}")
        self.state = after
        self.log.append(entry)
        change = Change(entry, after, source)
        for listener in list(self._listeners):
            listener(change)
        return entry
