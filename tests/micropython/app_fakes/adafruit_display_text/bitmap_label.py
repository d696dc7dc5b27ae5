# A Label that keeps its text, colour, scale and anchor; it draws nothing.
from displayio import Group


class Label(Group):
    def __init__(self, font, text="", color=0xFFFFFF, scale=1, anchor_point=(0, 0),
                 anchored_position=(0, 0), **kwargs):
        super().__init__()
        self.text = text
        self.color = color
        self.scale = scale
        self.anchor_point = anchor_point
        self.anchored_position = anchored_position
