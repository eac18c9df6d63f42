"""The puzzle protocol every kind implements, with the checks all kinds share."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from workbench.actions import ANNOTATIONS, Action, Assign, Clear, Pin, Retract, Source, Strike, Unpin, Unstrike
from workbench.state import State, frozen_map

GIVEN = Source("given")

SCORING_FIELDS = frozenset({"solution", "set", "bucket", "source"})


@dataclass(frozen=True)
class Puzzle(ABC):
    """An immutable puzzle: what can be assigned, and which actions make sense."""

    kind: ClassVar[str] = ""
    fields: ClassVar[frozenset[str]] = frozenset()
    injective: ClassVar[bool] = False

    id: str

    @property
    @abstractmethod
    def symbols(self) -> tuple[str, ...]:
        """Everything a letter can be given to, in display order."""

    @property
    @abstractmethod
    def alphabet(self) -> str:
        """The letters a symbol can stand for."""

    @property
    def givens(self) -> Mapping[str, str]:
        """Letters the puzzle itself fixes."""
        return {}

    @property
    def title(self) -> str:
        """A short name for lists and headers."""
        return f"{self.kind} {self.id}"

    @classmethod
    @abstractmethod
    def from_record(cls, record: Mapping[str, Any]) -> Puzzle:
        """Build the puzzle from an interchange record; PuzzleError when it is wrong."""

    @abstractmethod
    def to_record(self) -> dict[str, Any]:
        """The whole interchange record, `id` and `kind` included (no solution fields)."""

    def upgraded(self, action: Action, version: int) -> Action:
        """An action as a session file of an older format `version` wrote it, in today's terms."""
        return action

    def bench_group(self, labels: Mapping[str, str]) -> str:
        """The row of the benchmark table this puzzle belongs to."""
        return labels.get("set") or labels.get("bucket") or "all"

    def start(self) -> State:
        """The state before anyone acts: the givens, pinned."""
        givens = self.givens
        return State(
            letters=frozen_map(givens),
            setters=frozen_map({symbol: GIVEN for symbol in givens}),
            pins=frozenset(givens),
        )

    def refusal(self, state: State, action: Action) -> str | None:
        """Why `action` cannot be applied to `state`, or None when it can."""
        symbol = getattr(action, "symbol", None)
        if symbol is not None and symbol not in self.symbol_set:
            return f"there is no {symbol!r} in this puzzle"
        if symbol in self.givens and isinstance(action, (Assign, Clear, Unpin)):
            return f"{symbol} is given by the puzzle"
        match action:
            case Assign(letter=letter):
                return self.assign_refusal(state, action.symbol, letter)
            case Clear():
                if symbol in state.pins:
                    return f"{symbol} is pinned; unpin it first"
                return None
            case Pin():
                return None if symbol in state.letters else f"{symbol} has no letter to pin"
            case Unpin():
                return None if symbol in state.pins else f"{symbol} is not pinned"
            case Strike(letter=letter) | Unstrike(letter=letter):
                return None if letter in self.alphabet else f"{letter!r} is not in the alphabet"
            case Retract():
                return None if state.annotation_at(action.span) else "nothing is marked there"
        if isinstance(action, ANNOTATIONS):
            return f"a {self.kind} has no clue words to annotate"
        return f"a {self.kind} cannot take a {action.tag} action"

    def assign_refusal(self, state: State, symbol: str, letter: str) -> str | None:
        """Why `letter` cannot go to `symbol`, or None."""
        if len(letter) != 1 or letter not in self.alphabet:
            return f"{letter!r} is not a letter of this puzzle"
        if symbol in state.pins and state.letters.get(symbol) != letter:
            return f"{symbol} is pinned to {state.letters[symbol]}; unpin it first"
        if (symbol, letter) in state.struck:
            return f"{letter} is struck out at {symbol}"
        if self.injective:
            holder = state.symbol_for(letter)
            if holder is not None and holder != symbol:
                return f"{holder} already stands for {letter}"
        return None

    @cached_property
    def symbol_set(self) -> frozenset[str]:
        """The symbols as a set, for membership tests."""
        return frozenset(self.symbols)
