"""Filled rectangles, and showing, hiding and moving displayio objects.

A rectangle is a vectorio.Rectangle drawn in entry 1 of a shared ink
(yahtzee_app.text.Inks): no object of our own around it, no palette of its own.
(Text is yahtzee_app.text: characters as tiles.)
"""

import vectorio

from .text import Text


def box(group, x, y, width, height, colour):
    """A filled rectangle in `group`."""
    shape = vectorio.Rectangle(pixel_shader=Text.inks(colour), width=width, height=height,
                               x=x, y=y, color_index=1)
    group.append(shape)
    return shape


def move(item, x, y):
    """Move any displayio object, touching it only on a change."""
    if item.x != x:
        item.x = x
    if item.y != y:
        item.y = y


def show(item, visible):
    """Hide or show any displayio object, touching it only on a change."""
    if item.hidden == visible:
        item.hidden = not visible
