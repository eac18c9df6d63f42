"""A grid drawn line by line with Textual's line API: only the lines that change are repainted.

Glossary:
    run   a piece of one line: its text and a Rich style string.
    line  a tuple of runs; the grid is a list of lines.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

Run = tuple[str, str]
Line = tuple[Run, ...]


class LineGrid(Widget):
    """Shows lines of styled runs; `show_lines` repaints just the lines that differ."""

    DEFAULT_CSS = "LineGrid { width: auto; height: auto; }"

    def __init__(self, **kwargs) -> None:
        """Empty until the first `show_lines`."""
        super().__init__(**kwargs)
        self._lines: list[Line] = []
        self._strips: list[Strip] = []

    def show_lines(self, lines: list[Line]) -> None:
        """Take new lines; repaint those that changed (and lay out again if the size changed)."""
        resized = len(lines) != len(self._lines) or any(
            _width(new) != _width(old) for new, old in zip(lines, self._lines))
        changed = [y for y, line in enumerate(lines) if y >= len(self._lines) or self._lines[y] != line]
        self._lines = list(lines)
        self._strips = [Strip(Segment(text, Style.parse(style)) for text, style in line) for line in lines]
        if resized:
            self.refresh(layout=True)
            return
        for y in changed:
            self.refresh(Region(0, y, self.size.width, 1))

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """As wide as the widest line."""
        return max((_width(line) for line in self._lines), default=0)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """One row a line."""
        return len(self._lines)

    def render_line(self, y: int) -> Strip:
        """Line y, on the widget's own colours."""
        if y >= len(self._strips):
            return Strip.blank(self.size.width, self.rich_style)
        return self._strips[y].apply_style(self.rich_style).extend_cell_length(self.size.width, self.rich_style)


def _width(line: Line) -> int:
    """How many cells a line takes."""
    return sum(len(text) for text, _ in line)
