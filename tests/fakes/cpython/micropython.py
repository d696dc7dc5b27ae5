"""Stand-in: micropython.const."""


def const(value):
    return value
