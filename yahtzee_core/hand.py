"""One roll's dice, analysed once, and the scorers that read the analysis.

A `Hand` owns preallocated buffers; `analyse()` refreshes a few summary
fields (counts, runs, pairs) so that every box scores in constant time
and without allocating.
"""

from ._compat import const

_NO_COLOUR = const(0xFF)

# Scorer kinds: how a box turns a hand into points (see modes.py for the rows).
NUMBER = const(0)         # param n: n x the count of n
COLOUR = const(1)         # param c: the sum of the dice of colour c
N_KIND = const(2)         # param n: the sum of all dice if n show one number
N_COLOUR = const(3)       # param n: the sum of all dice if n show one colour
FULL_HOUSE = const(4)     # value if the numbers fall 3 + 2
PAINTED_HOUSE = const(5)  # value if the colours fall 3 + 2
STRAIGHT = const(6)       # param n: value if n numbers run in a row
RAINBOW = const(7)        # value if all five colours differ
FLUSH = const(8)          # value if all five share a colour
YAHTZEE = const(9)        # value if all five show one number
CHANCE = const(10)        # the sum of all dice
CHOICE = const(11)        # the best single-number sum
TWO_PAIRS = const(12)     # the sum if two different numbers show twice


class Hand:
    """Five dice (number and colour) plus the summary every scorer reads."""

    def __init__(self):
        self.values = bytearray(5)
        self.colours = bytearray(5)
        self.counts = bytearray(7)  # counts[n] for n in 1..6
        self.colour_counts = bytearray(5)
        self.colour_sums = bytearray(5)
        self.total = 0
        self.max_count = 0
        self.pairs = 0  # how many numbers show at least twice
        self.longest_run = 0
        self.best_number = 0  # max of n x counts[n]
        self.max_colour_count = 0
        self.colour_pairs = 0
        self.distinct_colours = 0

    def set(self, values, colours):
        """Copy five numbers (and colours, or None) in and analyse them."""
        for i in range(5):
            self.values[i] = values[i]
            self.colours[i] = _NO_COLOUR if colours is None else colours[i]
        self.analyse()

    def analyse(self):
        counts = self.counts
        for n in range(7):
            counts[n] = 0
        total = 0
        for i in range(5):
            counts[self.values[i]] += 1
            total += self.values[i]
        self.total = total
        max_count = pairs = run = longest = best = 0
        for n in range(1, 7):
            c = counts[n]
            if c > max_count:
                max_count = c
            if c >= 2:
                pairs += 1
            if n * c > best:
                best = n * c
            run = run + 1 if c else 0
            if run > longest:
                longest = run
        self.max_count = max_count
        self.pairs = pairs
        self.longest_run = longest
        self.best_number = best
        self._analyse_colours()

    def _analyse_colours(self):
        ccounts = self.colour_counts
        csums = self.colour_sums
        for c in range(5):
            ccounts[c] = 0
            csums[c] = 0
        for i in range(5):
            c = self.colours[i]
            if c != _NO_COLOUR:
                ccounts[c] += 1
                csums[c] += self.values[i]
        top = cpairs = distinct = 0
        for c in range(5):
            k = ccounts[c]
            if k > top:
                top = k
            if k >= 2:
                cpairs += 1
            if k:
                distinct += 1
        self.max_colour_count = top
        self.colour_pairs = cpairs
        self.distinct_colours = distinct

    def yahtzee_number(self):
        """The number shown on all five dice, or 0."""
        return self.values[0] if self.max_count == 5 else 0


def _number(hand, param, value):
    return param * hand.counts[param]


def _colour(hand, param, value):
    return hand.colour_sums[param]


def _n_kind(hand, param, value):
    return hand.total if hand.max_count >= param else 0


def _n_colour(hand, param, value):
    return hand.total if hand.max_colour_count >= param else 0


def _full_house(hand, param, value):
    # Exactly 3 + 2: five of a kind is not a full house (but see the Joker).
    return value if hand.max_count == 3 and hand.pairs == 2 else 0


def _painted_house(hand, param, value):
    return value if hand.max_colour_count == 3 and hand.colour_pairs == 2 else 0


def _straight(hand, param, value):
    return value if hand.longest_run >= param else 0


def _rainbow(hand, param, value):
    return value if hand.distinct_colours == 5 else 0


def _flush(hand, param, value):
    return value if hand.max_colour_count == 5 else 0


def _yahtzee(hand, param, value):
    return value if hand.max_count == 5 else 0


def _chance(hand, param, value):
    return hand.total


def _choice(hand, param, value):
    return hand.best_number


def _two_pairs(hand, param, value):
    return hand.total if hand.pairs >= 2 else 0


# Indexed by kind; plain functions in a tuple so that a call allocates nothing.
SCORERS = (
    _number, _colour, _n_kind, _n_colour, _full_house, _painted_house,
    _straight, _rainbow, _flush, _yahtzee, _chance, _choice, _two_pairs,
)

# Kinds that a Joker scores at their full fixed value whatever the dice show.
JOKER_FULL_VALUE = (FULL_HOUSE, STRAIGHT)


def score(hand, kind, param, value):
    """What a box of this kind scores for the hand, by the plain rules."""
    return SCORERS[kind](hand, param, value)
