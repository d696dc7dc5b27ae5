"""A roll that feels like a roll (issue 10): the dice tumble and settle, the sounds a
handheld makes, shake to roll, asking before scoring, directions the way they point.

The real App on the desktop board, headless, with scripted dice and a clock of 20 ms
frames (sim_driver); the expectations are the issue's, not the code's.
"""

from sim_driver import Sim, new_game, SETTLED_MS  # sets SDL_VIDEODRIVER=dummy first
from yahtzee_app import sound  # noqa: E402
from yahtzee_app import words  # noqa: E402


def faces(sim):
    """What the dice tiles show, and where: [(face, y)] per die on screen."""
    view = sim.app.scene.view
    return [(tile[0], tile.y) for tile in view.dice[:sim.game.mode.dice_count]]


def push(sim, dice):
    for number in dice.split():
        sim.dice.push(int(number))


def test_a_roll_tumbles_for_about_half_a_second_and_held_dice_never_move(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("6 6 2 3 4").press("HOLD1 HOLD2")
    held_before = faces(sim)[:2]
    push(sim, "1 5 5")
    sim.press("ROLL")
    seen = [set() for _ in range(5)]
    moved = set()
    for _ in range(20):                              # 400 ms of frames
        for die, (face, y) in enumerate(faces(sim)):
            seen[die].add(face)
            if y != sim.app.layout.dice_y:
                moved.add(die)
        assert faces(sim)[:2] == held_before         # held dice never move
        sim.tick()
    assert all(len(seen[die]) >= 3 for die in (2, 3, 4)), seen   # they tumble...
    assert moved and moved <= {2, 3, 4}                          # ... and jump a little
    # The scorecard waits for the dice: no spoiler while they tumble.
    assert "Rolls left: 2" in sim.screen()
    sim.wait(SETTLED_MS - 400)
    assert faces(sim) == [(6, sim.app.layout.dice_y)] * 2 + [(n, sim.app.layout.dice_y)
                                                             for n in (1, 5, 5)]
    sim.says("Rolls left: 1")
    assert sim.app.scene.tumbling == 0


def test_a_button_during_the_tumble_shows_the_roll_and_counts(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    push(sim, "2 2 2 5 6")
    sim.press("ROLL", "HOLD1")                       # 20 ms after the roll
    assert sim.app.scene.tumbling == 0 and sim.game.held == 1
    assert [face for face, _ in faces(sim)] == [2, 2, 2, 5, 6]
    sim.says("Rolls left: 2")


def test_a_held_roll_key_keeps_the_dice_tumbling_and_the_release_rolls(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.press("SHAKE")                               # the roll key went down
    assert sim.game.rolls == 0
    before = faces(sim)
    changes = 0
    for _ in range(100):                             # held two seconds: still tumbling
        sim.tick()
        changes += faces(sim) != before
        before = faces(sim)
    assert sim.app.scene.tumbling and changes >= 25 and sim.game.rolls == 0
    push(sim, "3 3 3 3 1")
    sim.press("ROLL")                                # released: the roll
    assert sim.game.rolls == 1
    sim.wait(300)                                    # a long shake settles sooner
    assert sim.app.scene.tumbling == 0
    sim.says("Rolls left: 2")


def test_a_shake_called_off_leaves_the_dice_as_they_were(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("1 2 3 4 5")
    sim.press("SHAKE").wait(300).press("STILL")
    assert sim.game.rolls == 1 and sim.app.scene.tumbling == 0
    assert [face for face, _ in faces(sim)] == [1, 2, 3, 4, 5]


def test_a_yahtzee_is_celebrated_the_moment_it_is_rolled(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    push(sim, "5 5 5 5 5")
    sim.press("ROLL")
    assert sound.YAHTZEE not in sim.hw.speaker.played   # not while the dice tumble
    sim.wait(SETTLED_MS)
    sim.says("YAHTZEE!")
    assert sim.hw.speaker.played[-1] == sound.YAHTZEE   # the fanfare, before any score
    colours = set()
    shaders = set()
    for _ in range(40):
        sim.tick()
        colours.add(sim.hw.pixels.colours[0])
        shaders.add(id(sim.app.scene.view.dice[0].pixel_shader))
    assert len(colours) >= 3 and len(shaders) == 2      # the LEDs run round, the dice flash
    assert sim.game.box_value(0, sim.game.mode.box_index("yahtzee")) < 0   # not scored


def test_every_sound_and_what_sets_it_off(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    played = sim.hw.speaker.played
    assert played == [sound.CLICK] * 4                  # New game, Classic, 1 player, Start
    sim.roll("6 6 6 6 2")
    assert played[-1] == sound.RATTLE                   # the dice tumbling
    sim.press("HOLD1")
    assert played[-1] == sound.HOLD_ON
    sim.press("HOLD1")
    assert played[-1] == sound.HOLD_OFF
    sim.pick("sixes")
    assert played[-1] == sound.SCORE
    sim.roll("1 2 2 3 4").pick("fives")                 # no fives: a zero
    assert played[-1] == sound.ZERO
    sim.press("ENTER")
    assert played[-1] == sound.REFUSED                  # nothing rolled to score
    sim.roll("5 5 5 5 5")
    assert played[-1] == sound.YAHTZEE
    sim.pick("yahtzee")
    assert played[-1] == sound.BONUS                    # a YAHTZEE's 50
    game = sim.game
    game.boxes[0], game.boxes[1], game.boxes[2] = 3, 6, 15   # upper: 48 with 5s 0, 6s 24
    sim.roll("4 4 4 4 1").pick("fours")                 # 64: the bonus reached
    assert game.upper_bonus(0) == 35 and played[-1] == sound.BONUS
    for box in range(game.mode.box_count - 1):          # all but chance filled
        if game.box_value(0, box) < 0:
            game.boxes[box] = 0
    sim.roll("1 2 3 4 6").pick("chance")
    assert sim.state == "end" and played[-1] == sound.YAHTZEE   # a new best: the fanfare


def test_sound_off_silences_every_one_of_them(nvm):
    sim = Sim(nvm_path=nvm)
    sim.app.settings.sound = False
    new_game(sim, "classic")
    sim.press("SHAKE").wait(200)
    push(sim, "5 5 5 5 5")
    sim.press("ROLL").wait(SETTLED_MS)
    sim.press("HOLD1 HOLD1 ENTER").roll("1 2 3 4 6").pick("fives")
    sim.press("ENTER", "MENU", "DOWN", "ENTER")
    voice = sim.hw.speaker.voice
    assert sim.hw.speaker.played == [] and voice.notes == []
    sim.app.settings.sound = True                       # the control: on, it plays
    sim.press("MENU", "ENTER")
    assert sim.hw.speaker.played == [sound.CLICK] and voice.notes


def test_a_shake_in_a_menu_does_nothing(nvm):
    sim = Sim(nvm_path=nvm)
    sim.press("DOWN")
    for event in ("SHAKE", "TOSS", "STILL"):
        sim.press(event)
        assert sim.state == "title" and sim.app.scene.cursor == 1
    new_game(sim, "classic")
    sim.press("MENU")
    sim.press("SHAKE TOSS")
    assert sim.state == "pause" and sim.app.scene.cursor == 0


def test_a_shake_in_play_is_one_roll(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    push(sim, "1 1 2 2 3")
    sim.press("SHAKE").wait(1000).press("TOSS").wait(SETTLED_MS)
    assert sim.game.rolls == 1
    sim.says("Rolls left: 2")


def test_asking_to_score_then_scoring_and_how_an_ask_is_called_off(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.press("PICK")
    sim.says("Roll the dice")                           # nothing rolled: nothing to ask
    sim.roll("2 2 2 3 3")
    sim.press("DOWN", "PICK")                           # Twos
    assert sim.game.rolls == 1 and sim.app.scene.asking == 1
    sim.says("Again to score it")
    sim.press("DOWN")                                   # any other button calls it off
    assert sim.app.scene.asking == -1
    sim.press("PICK")
    sim.says("Again to score it")
    sim.press("PICK")                                   # the same again: scored
    assert sim.game.box_value(0, 2) == 6 and sim.game.rolls == 0


def test_each_direction_moves_the_highlight_the_way_it_points(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic")
    sim.roll("1 2 3 4 5")
    sim.press("RIGHT")                                  # the dice are a row
    assert sim.app.scene.die_cursor_shown and sim.app.scene.die_cursor == 0 and sim.app.box == 0
    sim.press("RIGHT RIGHT")
    assert sim.app.scene.die_cursor == 2
    sim.press("LEFT")
    assert sim.app.scene.die_cursor == 1
    sim.press("DOWN DOWN")                              # the scorecard is a column
    assert sim.app.box == 2 and sim.app.scene.die_cursor == 1
    sim.press("UP")
    assert sim.app.box == 1


def test_the_pause_menu_offers_undo_in_a_double_and_a_hint(nvm):
    sim = new_game(Sim(nvm_path=nvm), "power")
    sim.roll("6 6 6 6 2 D").pick("four_kind")
    assert sim.state == "double_pick"
    sim.press("MENU")
    sim.says("Undo the 1st box", "Ask for a hint")
    sim.press("DOWN", "ENTER")
    assert sim.state == "play" and sim.game.box_value(0, sim.game.mode.box_index(
        "four_kind")) < 0
    sim.says(words.texts(words.MSG_UNDONE)[0])


def test_the_end_of_a_game_has_its_own_tune(nvm):
    sim = new_game(Sim(nvm_path=nvm), "classic", players=2)
    game = sim.game
    count = game.mode.box_count
    for box in range(2 * count):
        game.boxes[box] = 1
    game.boxes[count - 1] = game.boxes[2 * count - 1] = 0xFF    # chance left to each
    sim.roll("1 2 3 4 6").pick("chance")
    sim.roll("1 2 3 4 6").pick("chance")
    assert sim.state == "end" and sim.hw.speaker.played[-1] == sound.GAME_OVER
