"""A parser for the JavaScript regex dialect of regex crosswords (no flags, Annex B rules).

`parse(pattern)` gives a `syntax` tree or raises `RegexError` naming what is wrong and
its column; `Unsupported` (a RegexError) marks valid JavaScript this solver cannot use
(lookarounds nested in lookarounds, backreferences into a lookaround or inside a
lookbehind). Word boundaries become lookarounds: `\\b` is (?<=\\w)(?!\\w) or (?<!\\w)(?=\\w).
"""

from __future__ import annotations

from workbench.jsregex.charset import ANY, CLASS_ESCAPES, DIGITS, EVERYTHING, CharSet, single
from workbench.jsregex.syntax import Anchor, Backref, Chars, Choice, Group, Look, Node, Repeat, Sequence, children

MAX_COUNT = 1000
MAX_DEPTH = 50
MAX_SIZE = 20_000
CONTROL_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "v": "\v", "f": "\f"}
QUANTIFIERS = "*+?{"


class RegexError(ValueError):
    """A pattern that does not parse: the reason and the 1-based character where it goes wrong."""

    def __init__(self, reason: str, column: int) -> None:
        self.reason = reason
        self.column = column
        super().__init__(f"{reason} at character {column}")


class Unsupported(RegexError):
    """Valid JavaScript that this solver does not handle."""


def parse(pattern: str) -> Node:
    """The parse tree of `pattern`; RegexError when it is not a JavaScript regex we handle."""
    if not isinstance(pattern, str):
        raise RegexError("a pattern must be a string", 1)
    reader = _Reader(pattern)
    tree = reader.alternation()
    if not reader.at_end():
        raise RegexError("unmatched ')'", reader.position + 1)
    _check_backrefs(tree, reader)
    if expanded_size(tree) > MAX_SIZE:
        raise Unsupported(f"the pattern's counts expand it past {MAX_SIZE} steps", 1)
    return tree


def expanded_size(node: Node) -> int:
    """How many instructions the tree compiles to, roughly (counted repeats copied out)."""
    inner = sum(expanded_size(child) for child in children(node)) + 1
    if isinstance(node, Repeat):
        return inner * max(1, node.most if node.most is not None else node.least + 1)
    return inner


def group_count(pattern: str) -> tuple[int, dict[str, int]]:
    """How many capturing groups the pattern opens, and the index of each named one."""
    count, names, position, in_class = 0, {}, 0, False
    while position < len(pattern):
        char = pattern[position]
        if char == "\\":
            position += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            rest = pattern[position + 1:position + 4]
            if not rest.startswith("?") or (rest.startswith("?<") and rest[2:3] not in ("=", "!")):
                count += 1
                if rest.startswith("?<"):
                    end = pattern.find(">", position)
                    names[pattern[position + 3:end]] = count
        position += 1
    return count, names


class _Reader:
    """Recursive descent over the pattern text."""

    def __init__(self, pattern: str) -> None:
        self.text = pattern
        self.position = 0
        self.groups, self.names = group_count(pattern)
        self.opened = 0
        self.look_depth = 0
        self.depth = 0
        self.behind = False
        self.group_lookdepth: dict[int, int] = {}

    def at_end(self) -> bool:
        """True when the whole pattern is read."""
        return self.position >= len(self.text)

    def peek(self, ahead: int = 0) -> str:
        """The character `ahead` places on, or '' past the end."""
        index = self.position + ahead
        return self.text[index] if index < len(self.text) else ""

    def take(self) -> str:
        """Consume and return one character."""
        char = self.peek()
        self.position += 1
        return char

    def fail(self, reason: str, column: int | None = None, unsupported: bool = False) -> RegexError:
        """An error at the current column (or the one given)."""
        kind = Unsupported if unsupported else RegexError
        return kind(reason, (self.position if column is None else column) + 1)

    def alternation(self) -> Node:
        """Sequences separated by '|'."""
        options = [self.sequence()]
        while self.peek() == "|":
            self.take()
            options.append(self.sequence())
        return options[0] if len(options) == 1 else Choice(tuple(options))

    def sequence(self) -> Node:
        """Quantified atoms until '|', ')' or the end."""
        items: list[Node] = []
        while not self.at_end() and self.peek() not in "|)":
            start = self.position
            atom = self.atom()
            items.append(self.quantified(atom, start))
        return items[0] if len(items) == 1 else Sequence(tuple(items))

    def quantified(self, atom: Node, start: int) -> Node:
        """The atom with any quantifier that follows it."""
        bounds = self.quantifier()
        if bounds is None:
            return atom
        if isinstance(atom, Anchor) or (isinstance(atom, Look) and atom.behind):
            raise self.fail("nothing to repeat", start)
        least, most = bounds
        lazy = self.peek() == "?"
        if lazy:
            self.take()
        if self.peek() and self.peek() in "*+?" or self.counted_bounds() is not None:
            raise self.fail("nothing to repeat (a quantifier after a quantifier)")
        return Repeat(atom, least, most, lazy)

    def quantifier(self) -> tuple[int, int | None] | None:
        """Bounds of a quantifier at the cursor (consumed), or None."""
        char = self.peek()
        if char and char in "*+?":
            self.take()
            return {"*": (0, None), "+": (1, None), "?": (0, 1)}[char]
        found = self.counted_bounds()
        if found is None:
            return None
        bounds, length = found
        start = self.position
        self.position += length
        least, most = bounds
        if most is not None and most < least:
            raise self.fail("numbers out of order in {} quantifier", start)
        if max(least, most or 0) > MAX_COUNT:
            raise self.fail(f"a count above {MAX_COUNT}", start, unsupported=True)
        return bounds

    def counted_bounds(self, at: int | None = None) -> tuple[tuple[int, int | None], int] | None:
        """`{m}`, `{m,}` or `{m,n}` at the cursor (or `at`), with its length; None for a literal brace."""
        start = self.position if at is None else at
        if self.text[start:start + 1] != "{":
            return None
        end = self.text.find("}", start)
        if end < 0:
            return None
        low, comma, high = self.text[start + 1:end].partition(",")
        if not (low.isascii() and low.isdigit()) or not (high == "" or (high.isascii() and high.isdigit())):
            return None
        most = int(low) if not comma else (int(high) if high else None)
        return (int(low), most), end - start + 1

    def atom(self) -> Node:
        """One atom: a group, a class, '.', an anchor, an escape or a literal."""
        start = self.position
        char = self.take()
        if char == "(":
            return self.group(start)
        if char == "[":
            return self.char_class(start)
        if char == ".":
            return Chars(ANY)
        if char in "^$":
            return Anchor(char == "$")
        if char == "\\":
            return self.escape(start)
        if char in "*+?":
            raise self.fail("nothing to repeat", start)
        if char == "{" and self.counted_bounds(start) is not None:
            raise self.fail("nothing to repeat", start)
        return Chars(single(char), frozenset(char))

    def group(self, start: int) -> Node:
        """A group after '(': capturing, non-capturing, named or a lookaround."""
        index = None
        look: bool | None = None
        behind = False
        if self.peek() == "?":
            kind = self.peek(1)
            if kind == ":":
                self.position += 2
            elif kind in "=!" and kind:
                self.position += 2
                look = kind == "!"
            elif kind == "<" and self.peek(2) in ("=", "!") and self.peek(2):
                look, behind = self.peek(2) == "!", True
                self.position += 3
            elif kind == "<":
                end = self.text.find(">", self.position)
                name = self.text[self.position + 2:end] if end > 0 else ""
                if not name or not (name[0].isalpha() or name[0] in "_$") or not all(c.isalnum() or c in "_$" for c in name):
                    raise self.fail("a bad group name", start)
                self.position = end + 1
                self.opened += 1
                index = self.opened
            else:
                raise self.fail(f"an unknown group '(?{kind}'", start)
        else:
            self.opened += 1
            index = self.opened
        if look is not None:
            if self.look_depth:
                raise self.fail("a lookaround inside a lookaround is not supported", start, unsupported=True)
            self.look_depth += 1
            self.behind = behind
        if index is not None:
            self.group_lookdepth[index] = self.look_depth
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.fail(f"groups nested more than {MAX_DEPTH} deep", start, unsupported=True)
        item = self.alternation()
        self.depth -= 1
        if look is not None:
            self.look_depth -= 1
            self.behind = False
        if self.take() != ")":
            raise self.fail("missing ')'", start)
        if look is not None:
            return Look(item, look, behind)
        return Group(item, index)

    def boundary(self, start: int, at_boundary: bool) -> Node:
        """`\\b` (at a boundary) or `\\B` (not at one) as lookarounds on word characters."""
        if self.look_depth:
            raise self.fail("a word boundary inside a lookaround is not supported", start, unsupported=True)
        word = Chars(CLASS_ESCAPES["w"])
        before, after = Look(word, False, True), Look(word, False)
        not_before, not_after = Look(word, True, True), Look(word, True)
        if at_boundary:
            return Choice((Sequence((before, not_after)), Sequence((not_before, after))))
        return Choice((Sequence((before, after)), Sequence((not_before, not_after))))

    def escape(self, start: int) -> Node:
        """An escape outside a class: a class shorthand, a backreference or a character."""
        char = self.take()
        if not char:
            raise self.fail("'\\' at the end of the pattern", start)
        if char in CLASS_ESCAPES:
            escaped = CLASS_ESCAPES[char]
            return Chars(escaped, DIGITS if char == "d" else frozenset(" ") if char == "s" else frozenset())
        if char in "bB":
            return self.boundary(start, char == "b")
        if char.isdigit() and char != "0":
            digits = char
            while self.peek().isdigit():
                digits += self.take()
            if int(digits) <= self.groups:
                return self.backref(int(digits), start)
            self.position = start + 1
            if char in "89":
                self.take()
                return Chars(single(char), frozenset(char))
            return self.literal(self.octal())
        if char == "k" and self.names:
            end = self.text.find(">", self.position)
            name = self.text[self.position + 1:end] if self.peek() == "<" and end > 0 else None
            if name not in self.names:
                raise self.fail("a backreference to an unknown group name", start)
            self.position = end + 1
            return self.backref(self.names[name], start)
        self.position -= 1
        return self.literal(self.character_escape())

    def backref(self, index: int, start: int) -> Backref:
        """A backreference, refused inside a lookbehind."""
        if self.behind:
            raise self.fail("a backreference inside a lookbehind is not supported", start, unsupported=True)
        return Backref(index)

    def literal(self, char: str) -> Chars:
        """One literal character."""
        return Chars(single(char), frozenset(char))

    def octal(self) -> str:
        """An Annex B octal escape (up to three digits, at most 0o377)."""
        digits = ""
        while len(digits) < 3 and self.peek() in "01234567" and self.peek() and int(digits + self.peek(), 8) <= 0o377:
            digits += self.take()
        return chr(int(digits, 8))

    def character_escape(self) -> str:
        """The character an escape stands for (cursor after the backslash)."""
        char = self.take()
        if char in CONTROL_ESCAPES:
            return CONTROL_ESCAPES[char]
        if char == "0":
            if self.peek().isdigit():
                self.position -= 1
                return self.octal()
            return "\0"
        if char == "c" and self.peek().isascii() and self.peek().isalpha():
            return chr(ord(self.take()) % 32)
        if char in "xu":
            width = 2 if char == "x" else 4
            code = self.text[self.position:self.position + width]
            if len(code) == width and all(c in "0123456789abcdefABCDEF" for c in code):
                self.position += width
                return chr(int(code, 16))
        return char

    def char_class(self, start: int) -> Node:
        """A bracketed class after '['."""
        negated = self.peek() == "^"
        if negated:
            self.take()
        members = CharSet(frozenset())
        named: set[str] = set()
        while self.peek() != "]":
            if self.at_end():
                raise self.fail("missing ']'", start)
            low = self.class_atom()
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.take()
                high = self.class_atom()
                if isinstance(low, str) and isinstance(high, str):
                    if ord(low) > ord(high):
                        raise self.fail("range out of order in character class", start)
                    span = frozenset(chr(code) for code in range(ord(low), ord(high) + 1))
                    members = members.union(CharSet(span))
                    named |= span
                    continue
                for part in (low, "-", high):
                    members, named = _add(members, named, part)
                continue
            members, named = _add(members, named, low)
        self.take()
        charset = members.complement() if negated else members
        if negated and not members.chars and not members.negated:
            charset = EVERYTHING
        return Chars(charset, frozenset(named))

    def class_atom(self) -> str | CharSet:
        """One member of a class: a character or a shorthand class."""
        char = self.take()
        if char != "\\":
            return char
        escaped = self.peek()
        if not escaped:
            raise self.fail("'\\' at the end of the pattern")
        if escaped in CLASS_ESCAPES:
            self.take()
            return CLASS_ESCAPES[escaped]
        if escaped == "b":
            self.take()
            return "\b"
        if escaped == "-":
            self.take()
            return "-"
        if escaped.isdigit() and escaped not in "89":
            return self.octal()
        return self.character_escape()


def _add(members: CharSet, named: set[str], part: str | CharSet) -> tuple[CharSet, set[str]]:
    """A class with one more member."""
    if isinstance(part, str):
        return members.union(single(part)), named | {part}
    extra = DIGITS if part == CLASS_ESCAPES["d"] else frozenset(" ") if part == CLASS_ESCAPES["s"] else frozenset()
    return members.union(part), named | extra


def _check_backrefs(tree: Node, reader: _Reader) -> None:
    """Refuse a backreference from outside a lookaround into a group inside one."""
    inside = {index for index, depth in reader.group_lookdepth.items() if depth}
    if not inside:
        return
    outside_refs = _refs_outside_looks(tree)
    bad = sorted(outside_refs & inside)
    if bad:
        raise Unsupported(f"a backreference to group {bad[0]}, which is inside a lookaround, is not supported", 1)


def _refs_outside_looks(node: Node) -> set[int]:
    """Backreference indices not inside any lookaround."""
    if isinstance(node, Look):
        return set()
    if isinstance(node, Backref):
        return {node.index}
    found: set[int] = set()
    for child in children(node):
        found |= _refs_outside_looks(child)
    return found
