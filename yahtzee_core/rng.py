"""The dice source of play: a seedable xorshift32 RNG. It answers `die()` (1..6),
`colour()` (0..4) and `power()` (1..6, the Power die's stored face), as tests' and
transcripts' yahtzee_core.scripted.ScriptedDice does. The RNG keeps its 32-bit state as two 16-bit
halves so that no intermediate value leaves the small-int range of a
32-bit MicroPython port (and nothing is allocated).
"""

from ._compat import const

_MASK16 = const(0xFFFF)




class Rng:
    """Marsaglia's xorshift32 (13, 17, 5); period 2**32 - 1."""

    def __init__(self, seed=1):
        self.seed(seed)

    def seed(self, seed):
        seed &= 0xFFFFFFFF
        if seed == 0:
            seed = 0x9E3779B9
        self.hi = (seed >> 16) & _MASK16
        self.lo = seed & _MASK16

    def state(self):
        """The 32-bit state as (hi, lo): a save stores these four bytes."""
        return self.hi, self.lo

    def next16(self):
        hi = self.hi
        lo = self.lo
        # x ^= x << 13
        hi ^= ((hi << 13) | (lo >> 3)) & _MASK16
        lo ^= (lo << 13) & _MASK16
        # x ^= x >> 17
        lo ^= hi >> 1
        # x ^= x << 5
        hi ^= ((hi << 5) | (lo >> 11)) & _MASK16
        lo ^= (lo << 5) & _MASK16
        self.hi = hi
        self.lo = lo
        return hi ^ lo

    def below(self, n):
        """Uniform in 0..n-1 for n in 1..6, by rejection (no modulo bias)."""
        limit = 65536 - 65536 % n
        while True:
            r = self.next16()
            if r < limit:
                return r % n

    def die(self):
        return self.below(6) + 1

    def colour(self):
        return self.below(5)

    def power(self):
        return self.below(6) + 1
