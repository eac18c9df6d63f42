"""Actions: small frozen records, the only things that change a session's state.

Glossary:
    symbol  what a letter is given to: a cipher letter, a codeword number, a grid cell
            ("row:col"), an answer position ("1".."n").
    letter  what a symbol stands for, one character of the puzzle's alphabet.
    span    a run of clue words, (first, last) word indices, both inclusive.
    source  who made the change: the person ("you") or a solver and its step.
    group   the undo unit: one keystroke, or one solver step.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any, ClassVar

Span = tuple[int, int]


@dataclass(frozen=True)
class Source:
    """Who made a change: the person, or a solver at one of its steps."""

    who: str = "you"
    step: int | None = None

    @property
    def is_person(self) -> bool:
        """True when the person made the change."""
        return self.who == "you"

    def describe(self) -> str:
        """The source in words, e.g. 'you' or 'ga step 12'."""
        return self.who if self.step is None else f"{self.who} step {self.step}"


YOU = Source()


def span_length(span: Span) -> int:
    """How many words a span covers."""
    return span[1] - span[0] + 1


def overlaps(a: Span, b: Span) -> bool:
    """True when two spans share a word."""
    return a[0] <= b[1] and b[0] <= a[1]


def span_words(span: Span) -> str:
    """A span as the status line says it: 'words 2-3' (1-based)."""
    return f"words {span[0] + 1}-{span[1] + 1}"


@dataclass(frozen=True)
class Action:
    """Base of every action; `tag` names it in saved logs."""

    tag: ClassVar[str] = ""
    source: Source = field(default=YOU, kw_only=True)
    group: int = field(default=0, kw_only=True)

    def describe(self) -> str:
        """The action in words for the status line."""
        return self.tag


@dataclass(frozen=True)
class Assign(Action):
    """Give a letter to a symbol, everywhere the symbol occurs."""

    tag: ClassVar[str] = "assign"
    symbol: str
    letter: str

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"{self.symbol}={self.letter}"


@dataclass(frozen=True)
class Clear(Action):
    """Take a symbol's letter away."""

    tag: ClassVar[str] = "clear"
    symbol: str

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"cleared {self.symbol}"


@dataclass(frozen=True)
class Pin(Action):
    """Fix a symbol's letter so that solvers treat it as given."""

    tag: ClassVar[str] = "pin"
    symbol: str

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"pinned {self.symbol}"


@dataclass(frozen=True)
class Unpin(Action):
    """Release a pinned symbol."""

    tag: ClassVar[str] = "unpin"
    symbol: str

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"unpinned {self.symbol}"


@dataclass(frozen=True)
class Strike(Action):
    """Rule a letter out for a symbol."""

    tag: ClassVar[str] = "strike"
    symbol: str
    letter: str

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"struck {self.letter} from {self.symbol}"


@dataclass(frozen=True)
class Unstrike(Action):
    """Allow a struck letter again."""

    tag: ClassVar[str] = "unstrike"
    symbol: str
    letter: str

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"allowed {self.letter} at {self.symbol}"


@dataclass(frozen=True)
class MarkDefinition(Action):
    """Mark a span of a cryptic clue as its definition."""

    tag: ClassVar[str] = "mark-definition"
    span: Span

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"definition at {span_words(self.span)}"


@dataclass(frozen=True)
class ApplyIndicator(Action):
    """Read a span of a cryptic clue as an indicator of an operation on its fodder."""

    tag: ClassVar[str] = "apply-indicator"
    span: Span
    operation: str
    fodder: Span | None = None

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"{self.operation} indicator at {span_words(self.span)}"


@dataclass(frozen=True)
class ChooseReading(Action):
    """Read a span of a cryptic clue as one string (a synonym, an abbreviation)."""

    tag: ClassVar[str] = "choose-reading"
    span: Span
    reading: str

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"read {span_words(self.span)} as {self.reading}"


@dataclass(frozen=True)
class Retract(Action):
    """Withdraw an earlier annotation (definition, indicator, reading) on a span."""

    tag: ClassVar[str] = "retract"
    span: Span

    def describe(self) -> str:
        """The action in words for the status line."""
        return f"retracted {span_words(self.span)}"


ACTION_TYPES: dict[str, type[Action]] = {
    kind.tag: kind
    for kind in (
        Assign, Clear, Pin, Unpin, Strike, Unstrike,
        MarkDefinition, ApplyIndicator, ChooseReading, Retract,
    )
}

ANNOTATIONS = (MarkDefinition, ApplyIndicator, ChooseReading)


def stamped(action: Action, source: Source, group: int) -> Action:
    """The action as the log keeps it: with its source and group."""
    return replace(action, source=source, group=group)


def action_to_json(action: Action) -> dict[str, Any]:
    """The action as a JSON-ready dict."""
    data = asdict(action)
    data["type"] = action.tag
    return data


def action_from_json(data: dict[str, Any]) -> Action:
    """Rebuild an action from `action_to_json`'s output; ValueError when malformed."""
    if not isinstance(data, dict):
        raise ValueError("an action must be a JSON object")
    kind = ACTION_TYPES.get(data.get("type", ""))
    if kind is None:
        raise ValueError(f"unknown action type {data.get('type')!r}")
    names = {f.name for f in fields(kind)}
    unknown = set(data) - names - {"type"}
    if unknown:
        raise ValueError(f"unknown field {sorted(unknown)[0]!r} in a {kind.tag} action")
    values = {name: value for name, value in data.items() if name != "type"}
    values["source"] = _source_from_json(values.get("source", {}))
    for name in ("span", "fodder"):
        if isinstance(values.get(name), list):
            values[name] = tuple(values[name])
    for name, value in values.items():
        _check_field(kind.tag, name, value)
    try:
        return kind(**values)
    except TypeError as error:
        raise ValueError(f"a {kind.tag} action is missing a field: {error}") from None


def _source_from_json(data: Any) -> Source:
    """A source from its JSON form: 'who' a string, 'step' a whole number or null."""
    if not isinstance(data, dict) or not isinstance(data.get("who", "you"), str) or set(data) - {"who", "step"}:
        raise ValueError("an action's source must be an object with 'who' and 'step'")
    step = data.get("step")
    if step is not None and not _is_whole(step):
        raise ValueError("an action's source step must be a whole number or null")
    return Source(data.get("who", "you"), step)


def _is_whole(value: Any) -> bool:
    """True for an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_field(tag: str, name: str, value: Any) -> None:
    """Refuse a field value of the wrong type."""
    if name in ("symbol", "letter", "operation", "reading") and not isinstance(value, str):
        raise ValueError(f"field {name!r} of a {tag} action must be a string")
    if name in ("span", "fodder") and value is not None and not _is_span(value):
        raise ValueError(f"field {name!r} of a {tag} action must be two word indices")
    if name == "group" and not _is_whole(value):
        raise ValueError(f"field 'group' of a {tag} action must be a whole number")


def _is_span(value: Any) -> bool:
    """True for a pair of non-negative ints, first <= last."""
    return (
        isinstance(value, tuple) and len(value) == 2
        and all(_is_whole(i) and i >= 0 for i in value)
        and value[0] <= value[1]
    )
