"""The regex dialect of regexcrossword.com puzzles (JavaScript's): character sets, syntax tree, parser."""
