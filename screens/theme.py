"""The DOS theme: the 1997 text-mode palette, white and cyan on blue."""

from textual.theme import Theme

DOS = Theme(
    name="dos",
    primary="#00AAAA",
    secondary="#AA00AA",
    accent="#FFFF55",
    foreground="#EEEEEE",
    background="#0000AA",
    surface="#000088",
    panel="#0000CC",
    warning="#FFFF55",
    error="#FF5555",
    success="#55FF55",
    dark=True,
)
