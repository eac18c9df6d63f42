"""Textual screens and widgets: render the session, turn keys into actions."""
