"""Roman numerals for numbers a clue spells out: "seven" VII, "forty" XL, "fifty-one" LI, "a
hundred and one" CI, "five hundred" D, "a thousand" M, also written in digits ("51") or named as
Roman ("Roman six": VI)."""

from __future__ import annotations

from collections.abc import Iterator

LARGEST = 3999
"""The largest number a Roman numeral writes without a bar over it."""
SYMBOLS = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
           (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
UNITS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
SPELLED_UP_TO = 1000
"""Numbers named in words up to here; beyond it a clue writes digits."""


def numeral(number: int) -> str:
    """The Roman numeral of a number from 1 to LARGEST."""
    if not 1 <= number <= LARGEST:
        raise ValueError(f"no Roman numeral for {number}")
    written = []
    for value, symbol in SYMBOLS:
        count, number = divmod(number, value)
        written.append(symbol * count)
    return "".join(written)


def below_a_hundred(number: int) -> Iterator[str]:
    """The ways a number from 1 to 99 is written in words: "twenty-one", "twenty one"."""
    if number < len(UNITS):
        yield UNITS[number]
        return
    tens, units = divmod(number, 10)
    if not units:
        yield TENS[tens]
        return
    yield f"{TENS[tens]}-{UNITS[units]}"
    yield f"{TENS[tens]} {UNITS[units]}"


def spelled(number: int) -> Iterator[str]:
    """The ways a number from 1 to SPELLED_UP_TO is written in words: "one" or nothing before a single
    hundred, "and" before what follows it, and "a" before a round hundred or thousand, where no
    article is looked through ("a hundred and one" is read as "hundred and one")."""
    if number == 1000:
        yield from ("a thousand", "one thousand", "thousand")
        return
    hundreds, small = divmod(number, 100)
    if hundreds == 1:
        heads = ["one hundred", "hundred"]
    else:
        heads = [f"{UNITS[hundreds]} hundred"] if hundreds else [""]
    if number == 100:
        yield "a hundred"
    if not small:
        yield from heads
        return
    for tail in below_a_hundred(small):
        for head in heads:
            yield f"{head} and {tail}" if head else tail


def named_numbers() -> dict[str, str]:
    """Each way of writing a number (in words to SPELLED_UP_TO, in digits to LARGEST, either
    maybe after "Roman") -> its Roman numeral."""
    found: dict[str, str] = {}
    for number in range(1, LARGEST + 1):
        symbol = numeral(number)
        names = [str(number), *(spelled(number) if number <= SPELLED_UP_TO else ())]
        for name in names:
            found[name] = found[f"roman {name}"] = symbol
    return found
