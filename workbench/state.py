"""The state of a session: what each symbol stands for, who set it, pins and annotations."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Mapping

from workbench.actions import (
    ANNOTATIONS, Action, Assign, Clear, Pin, Retract, Source, Span, Strike, Unpin, Unstrike,
)


def frozen_map(items: Mapping | None = None) -> Mapping:
    """A read-only copy of a mapping."""
    return MappingProxyType(dict(items or {}))


@dataclass(frozen=True)
class State:
    """An immutable snapshot; `after(action)` gives the next one."""

    letters: Mapping[str, str] = field(default_factory=frozen_map)
    setters: Mapping[str, Source] = field(default_factory=frozen_map)
    pins: frozenset[str] = frozenset()
    struck: frozenset[tuple[str, str]] = frozenset()
    annotations: tuple[Action, ...] = ()

    def __eq__(self, other: object) -> bool:
        """Equal when every field holds the same, whatever mapping type holds it."""
        if not isinstance(other, State):
            return NotImplemented
        return (
            dict(self.letters) == dict(other.letters)
            and dict(self.setters) == dict(other.setters)
            and self.pins == other.pins
            and self.struck == other.struck
            and self.annotations == other.annotations
        )

    __hash__ = None  # type: ignore[assignment]

    def symbol_for(self, letter: str) -> str | None:
        """The symbol that already stands for `letter`, if any."""
        for symbol, given in self.letters.items():
            if given == letter:
                return symbol
        return None

    def annotation_at(self, span: Span) -> Action | None:
        """The annotation made on exactly this span, if any."""
        for note in self.annotations:
            if note.span == span:  # type: ignore[attr-defined]
                return note
        return None

    def after(self, action: Action) -> State:
        """The state once `action` is applied (the action is assumed valid)."""
        match action:
            case Assign(symbol=symbol, letter=letter):
                return replace(
                    self,
                    letters=frozen_map({**self.letters, symbol: letter}),
                    setters=frozen_map({**self.setters, symbol: action.source}),
                )
            case Clear(symbol=symbol):
                return replace(
                    self,
                    letters=frozen_map({k: v for k, v in self.letters.items() if k != symbol}),
                    setters=frozen_map({k: v for k, v in self.setters.items() if k != symbol}),
                )
            case Pin(symbol=symbol):
                return replace(self, pins=self.pins | {symbol})
            case Unpin(symbol=symbol):
                return replace(self, pins=self.pins - {symbol})
            case Strike(symbol=symbol, letter=letter):
                return replace(self, struck=self.struck | {(symbol, letter)})
            case Unstrike(symbol=symbol, letter=letter):
                return replace(self, struck=self.struck - {(symbol, letter)})
            case Retract(span=span):
                kept = tuple(n for n in self.annotations if n.span != span)  # type: ignore[attr-defined]
                return replace(self, annotations=kept)
            case _ if isinstance(action, ANNOTATIONS):
                kept = tuple(n for n in self.annotations if n.span != action.span)  # type: ignore[attr-defined]
                return replace(self, annotations=kept + (action,))
        raise TypeError(f"no state transition for {type(action).__name__}")
