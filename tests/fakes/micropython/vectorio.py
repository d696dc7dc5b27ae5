# MicroPython's layer: vectorio.Rectangle keeps what it is given (CircuitPython's unix port has
# the real vectorio built in; MicroPython has none). Nothing is drawn.


class Rectangle:
    def __init__(self, pixel_shader=None, width=0, height=0, x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.width, self.height = width, height     # its size and its place, as vectorio's
        self.x, self.y = x, y
        self.hidden = False
