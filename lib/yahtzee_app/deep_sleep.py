"""Deep sleep, after a long while without a press (yahtzee_app.idle): the game
saved to the NVM first, then alarm.exit_and_deep_sleep_until_alarms().

What wakes a board is its own (Hardware.wake_pins, pressed low; the inputs
holding them, Hardware.wake_release, let go first): the MacroPad's knob
press, the CLUE's A or B. A PyBadge or PyGamer has no button that can wake
it (its buttons sit behind a shift register, and a SAMD51 wakes only on its
RTC tamper pins): Reset does. Waking restarts code.py; the title then offers
the game. Imported only when it is time, never in play's heap.
"""

from . import states as st


def save_first(app):
    """Whatever sleep memory holds that the NVM does not, into the NVM: sleep memory
    keeps through deep sleep, but not if the battery runs out."""
    saves = app.saves
    game = app.game
    if game is None or app.state == st.TITLE:
        if not saves.stale:
            return
        from .storage_menus import load_game
        game = load_game(saves)     # at the title: the game a reset left
        if game is None:
            return
    if game.over:
        if saves.saved:
            from .storage_menus import finish
            finish(saves, game, saves.scores.last, app.settings.packed())
    elif saves.stale:
        saves.save_game(game, app.settings.packed(), 1, app.box)


def deep_sleep(app):
    """Save, then sleep until a wake pin or Reset; returns only where there is
    no deep sleep (no alarm module: the desktop, some DIY boards)."""
    save_first(app)
    try:
        import alarm
    except ImportError:
        return
    hardware = app.hardware
    for holder in getattr(hardware, "wake_release", ()):
        holder.deinit()
    wake = [alarm.pin.PinAlarm(pin, value=False, pull=True)
            for pin in getattr(hardware, "wake_pins", ())]
    alarm.exit_and_deep_sleep_until_alarms(*wake)
