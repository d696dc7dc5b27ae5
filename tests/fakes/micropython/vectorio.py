# MicroPython's layer: vectorio.Rectangle keeps what it is given (CircuitPython's unix port has
# the real vectorio built in; MicroPython has none). Nothing is drawn.


class Rectangle:
    def __init__(self, pixel_shader=None, width=0, height=0, x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
