"""The two things screens are made of: text fields and filled rectangles.

A `Text` re-renders its label only when the text or colour really
changes, so a screen can be "updated" every event without redrawing.
"""

import displayio
import terminalio
import vectorio
from adafruit_display_text import bitmap_label


class Text:
    def __init__(self, group, x, y, colour, scale=1, anchor=(0, 0), text=""):
        self.text = text
        self.colour = colour
        self.label = bitmap_label.Label(terminalio.FONT, text=text, color=colour, scale=scale,
                                        anchor_point=anchor, anchored_position=(x, y))
        group.append(self.label)

    def set(self, text, colour=None):
        if colour is not None and colour != self.colour:
            self.colour = colour
            self.label.color = colour
        if text != self.text:
            self.text = text
            self.label.text = text

    def set_scale(self, scale):
        if self.label.scale != scale:
            self.label.scale = scale

    def move(self, x, y):
        position = self.label.anchored_position
        if position[0] != x or position[1] != y:
            self.label.anchored_position = (x, y)

    def show(self, visible):
        if self.label.hidden == visible:
            self.label.hidden = not visible


class Box:
    """A filled rectangle with its own one-colour palette."""

    def __init__(self, group, x, y, width, height, colour):
        self.palette = displayio.Palette(1)
        self.palette[0] = colour
        self.colour = colour
        self.shape = vectorio.Rectangle(pixel_shader=self.palette, width=width, height=height,
                                        x=x, y=y)
        group.append(self.shape)

    def set_colour(self, colour):
        if colour != self.colour:
            self.colour = colour
            self.palette[0] = colour

    def move(self, x, y):
        if self.shape.x != x:
            self.shape.x = x
        if self.shape.y != y:
            self.shape.y = y

    def show(self, visible):
        if self.shape.hidden == visible:
            self.shape.hidden = not visible


def show(item, visible):
    """Hide or show any displayio object, touching it only on a change."""
    if item.hidden == visible:
        item.hidden = not visible
