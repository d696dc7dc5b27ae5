"""The colour tables: one for colour screens, one for the monochrome OLED.

Used once at start-up (yahtzee_app.app), then out of the heap.
"""

from .theme import Theme


def theme(monochrome):
    """The table for this screen (built on demand: a board keeps only its own)."""
    if monochrome:
        return Theme(
            background=0x000000, panel=0x000000, text=0xFFFFFF, dim=0xFFFFFF,
            value=0xFFFFFF, accent=0xFFFFFF, bar=0xFFFFFF, bar_text=0x000000,
            help_text=0xFFFFFF, warn=0xFFFFFF,
            die_body=0x000000, die_pips=0xFFFFFF, die_edge=0xFFFFFF,
            die_colours=(0x000000,) * 5, pip_colours=(0xFFFFFF,) * 5,
            blank_body=0x000000, power_body=0x000000, power_text=0xFFFFFF,
            hint=0xFFFFFF,
        )
    # bar_text is text's white: a cursor moved along open boxes or a menu recolours no
    # words, so its frame redraws only the bar (tools/measure/emulate.py --presses)
    return Theme(
        background=0x000000, panel=0x16304F, text=0xF2F2F2, dim=0x7A8BA0,
        value=0xFFD23F, accent=0xFFD23F, bar=0x2A62C9, bar_text=0xF2F2F2,
        help_text=0x7FD8F0, warn=0xFF7A45,
        die_body=0xFAFAF5, die_pips=0x1A1A1A, die_edge=0x9AA5B5,
        die_colours=(0x2F6FE8, 0xE03838, 0x9A48D8, 0x24A34A, 0xF2C418),
        pip_colours=(0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0xFFFFFF, 0x1A1A1A),
        blank_body=0x3A4D66, power_body=0x2B1240, power_text=0xFFD23F,
        hint=0x5CF0A0,
    )
