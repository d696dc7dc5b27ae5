# The self-test (yahtzee_app.selftest) in CircuitPython itself, on the stand-in board: a
# person presses each keypad key once, 200 ms apart, once it asks for the buttons.
import drive
import keypad
import supervisor

from yahtzee_app.heap import borrowed

with borrowed("boards"):
    import boards
    hardware = boards.build()
    del boards

queue = keypad.instances[0].events
count = len(hardware.controls)
person = [False, 0, 0]        # asked for the buttons, the next key, ms since the last


def out(line):
    print(line)
    if line.startswith("SELFTEST buttons: press"):
        person[0] = True


def pause(ms):
    supervisor.now += ms
    if not person[0] or person[1] >= 8:
        return
    person[2] += ms
    if person[2] >= 200:
        queue.push(person[1], True, supervisor.ticks_ms())
        queue.push(person[1], False, supervisor.ticks_ms())
        person[1] += 1
        person[2] = 0


with borrowed():        # as yahtzee_app.start_up runs it: its code leaves the heap after
    from yahtzee_app import selftest
    lines = selftest.run(hardware, out=out, ticks=supervisor.ticks_ms, pause=pause,
                         quiet_ms=2000)
    del selftest
print("LINES", len(lines))
import sys  # noqa: E402
print("FORGOTTEN", "yahtzee_app.selftest" not in sys.modules)
drive.done()
