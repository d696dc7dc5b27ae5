"""DESIGN.md section 2, rule by rule, where a transcript would be long-winded.

Some tests pre-fill boxes straight into the scorecard (helpers.fill) to
reach a late-game situation in one step; the rule under test is then
exercised through the public Game API.
"""

import pytest

from yahtzee_core import Game, IllegalMove, NOT_ALLOWED, ScriptedDice, CLASSIC, PAINTED, POWER_MODE
from yahtzee_core.save import encode_game
from helpers import rolled, preview, fill

LOWER_CLASSIC = ("three_kind", "four_kind", "full_house", "small_straight",
                 "large_straight", "yahtzee", "chance")


def allowed(game):
    return {k for b, k in enumerate(game.mode.keys) if game.can_score(b)}


# -- Classic scoring --------------------------------------------------------

def test_five_of_a_kind_is_not_a_full_house_without_the_joker():
    game = rolled("classic", "3 3 3 3 3")
    assert preview(game, "full_house") == 0
    assert preview(game, "yahtzee") == 50


@pytest.mark.parametrize("dice,small,large", [
    ("1 2 3 4 4", 30, 0), ("3 4 5 6 6", 30, 0), ("1 2 4 5 6", 0, 0), ("1 3 4 5 6", 30, 0),
])
def test_straights(dice, small, large):
    game = rolled("classic", dice)
    assert (preview(game, "small_straight"), preview(game, "large_straight")) == (small, large)


def test_kinds_score_the_sum_of_all_dice():
    game = rolled("classic", "6 6 6 6 6")
    assert (preview(game, "three_kind"), preview(game, "four_kind"), preview(game, "chance")) == (30, 30, 30)


# -- the forced Joker, every branch ----------------------------------------

def test_joker_matching_upper_box_open_is_the_only_choice():
    game = rolled("classic", "4 4 4 4 4", filled={"yahtzee": 50})
    assert allowed(game) == {"fours"}


def test_joker_upper_filled_any_open_lower_box_with_full_values():
    game = rolled("classic", "4 4 4 4 4", filled={"yahtzee": 50, "fours": 12})
    assert allowed(game) == set(LOWER_CLASSIC) - {"yahtzee"}
    assert (preview(game, "full_house"), preview(game, "small_straight"),
            preview(game, "large_straight")) == (25, 30, 40)
    assert (preview(game, "three_kind"), preview(game, "chance")) == (20, 20)


def test_joker_lower_full_zero_in_an_open_upper_box():
    lower = {k: 0 for k in LOWER_CLASSIC}
    lower["yahtzee"] = 50
    game = rolled("classic", "4 4 4 4 4", filled=dict(lower, fours=12, aces=3))
    assert allowed(game) == {"twos", "threes", "fives", "sixes"}
    assert preview(game, "twos") == 0
    game.score(CLASSIC.box_index("sixes"))
    assert game.box_value(0, CLASSIC.box_index("sixes")) == 0
    assert game.yahtzee_bonus(0) == 100


def test_joker_applies_with_a_zero_yahtzee_box_but_pays_no_bonus():
    game = rolled("classic", "2 2 2 2 2", filled={"yahtzee": 0})
    assert allowed(game) == {"twos"}
    game.score(CLASSIC.box_index("twos"))
    assert game.yahtzee_bonus(0) == 0 and game.total(0) == 10


def test_no_joker_while_the_yahtzee_box_is_open():
    game = rolled("classic", "2 2 2 2 2", filled={"twos": 4})
    assert "chance" in allowed(game) and preview(game, "full_house") == 0


def test_painted_joker_lower_then_colour_boxes_then_upper_zero():
    lower = {k: 0 for k in ("four_kind", "four_color", "full_house", "painted_house",
                            "straight", "rainbow", "flush", "chance")}
    game = rolled("painted", "5b 5b 5r 5g 5y", filled={"yahtzee": 50, "fives": 15})
    assert allowed(game) == set(lower)
    assert preview(game, "straight") == 40 and preview(game, "full_house") == 25
    assert preview(game, "flush") == 0 and preview(game, "rainbow") == 0  # real colours
    assert preview(game, "painted_house") == 0 and preview(game, "four_color") == 0
    game = rolled("painted", "5b 5b 5r 5g 5y", filled=dict(lower, yahtzee=50, fives=15))
    assert allowed(game) == {"blue", "red", "purple", "green", "yellow"}
    assert preview(game, "blue") == 10 and preview(game, "purple") == 0
    colours = {k: 0 for k in ("blue", "red", "purple", "green", "yellow")}
    game = rolled("painted", "5b 5b 5r 5g 5y", filled=dict(lower, yahtzee=50, fives=15, **colours))
    assert allowed(game) == {"aces", "twos", "threes", "fours", "sixes"}


def test_handheld_rules_free_joker_any_open_box_at_full_value():
    game = rolled("classic", "4 4 4 4 4", handheld=True, filled={"yahtzee": 50})
    assert allowed(game) == set(CLASSIC.keys) - {"yahtzee"}
    assert preview(game, "large_straight") == 40 and preview(game, "fours") == 20
    assert preview(game, "aces") == 0


# -- bonuses at their edges -------------------------------------------------

@pytest.mark.parametrize("upper,bonus", [(62, 0), (63, 35), (105, 35)])
def test_upper_bonus_edge(upper, bonus):
    game = Game("classic")
    fill(game, 0, {"sixes": min(upper, 30), "fives": min(max(upper - 30, 0), 25),
                   "fours": max(upper - 55, 0)})
    assert game.section_total(0, 0) == upper
    assert game.upper_bonus(0) == bonus
    assert game.total(0) == upper + bonus


@pytest.mark.parametrize("colour_total,bonus", [(62, 0), (63, 35)])
def test_colour_bonus_edge(colour_total, bonus):
    game = Game("painted")
    fill(game, 0, {"blue": 30, "red": 30, "green": colour_total - 60})
    assert game.colour_bonus(0) == bonus and game.upper_bonus(0) == 0


@pytest.mark.parametrize("upper,bonus", [
    (149, 0), (150, 50), (199, 50), (200, 100), (299, 100), (300, 200), (400, 200)])
def test_power_upper_bonus_tiers_include_choice_and_are_not_multiplied(upper, bonus):
    game = Game("power")
    rest = upper - 90
    fill(game, 0, {"sixes": 90, "choice": min(rest, 90), "fives": min(max(rest - 90, 0), 75),
                   "fours": max(rest - 165, 0)})
    assert game.section_total(0, 0) == upper
    assert game.upper_bonus(0) == bonus
    assert game.total(0) == upper + bonus


def test_power_has_no_yahtzee_bonus_and_no_joker():
    game = rolled("power", "3 3 3 3 3 1", filled={"yahtzee_1": 50, "yahtzee_2": 50,
                                                  "yahtzee_3": 50})
    assert preview(game, "full_house") == 0 and preview(game, "chance") == 15
    assert "yahtzee" not in {k[:7] for k in allowed(game)}
    game.score(POWER_MODE.box_index("chance"))
    assert game.yahtzee_bonus(0) == 0


# -- the Power die ------------------------------------------------------------

@pytest.mark.parametrize("face,multiplier", [("1", 1), ("2", 2), ("3", 3), ("F", 1),
                                             ("D", 2), ("P", 3)])
def test_each_power_face_multiplies(face, multiplier):
    game = rolled("power", "6 6 6 2 2 " + face)
    assert preview(game, "sixes") == 18 * multiplier
    assert preview(game, "full_house") == 25 * multiplier


def test_freeze_ends_rolling_at_once():
    game = rolled("power", "1 2 3 4 6 F")
    assert game.frozen() and game.rolls_left() == 0
    with pytest.raises(IllegalMove, match="Freeze"):
        game.roll()


def test_double_with_one_box_left_scores_once_and_ends_the_turn():
    game = rolled("power", "1 2 3 4 6 D",
                  filled={k: 0 for k in POWER_MODE.keys if k != "chance"})
    assert not game.must_score_twice()
    assert game.score(POWER_MODE.box_index("chance")) == 32
    assert game.over


def test_double_second_pick_must_be_another_open_box():
    game = rolled("power", "1 2 3 4 6 D")
    game.score(POWER_MODE.box_index("chance"))
    assert game.double_pending() and game.rolls_left() == 0
    with pytest.raises(IllegalMove, match="already filled"):
        game.score(POWER_MODE.box_index("chance"))
    assert game.score(POWER_MODE.box_index("large_straight")) == 0
    assert game.player == 0 and game.rolls == 0 and not game.double_pending()


def test_power_groups_fill_first_box_first_and_preview_only_the_target():
    game = rolled("power", "2 3 4 5 6 1", filled={"large_straight_1": 40})
    out = [0] * POWER_MODE.box_count
    game.preview_into(out)
    assert out[POWER_MODE.keys.index("large_straight_1")] == NOT_ALLOWED
    assert out[POWER_MODE.keys.index("large_straight_2")] == 40
    assert out[POWER_MODE.keys.index("small_straight_1")] == 30
    assert out[POWER_MODE.keys.index("small_straight_2")] == NOT_ALLOWED
    assert out[POWER_MODE.keys.index("yahtzee_3")] == 0   # a zero takes the 3rd first
    assert out[POWER_MODE.keys.index("yahtzee_1")] == NOT_ALLOWED


def test_power_choice_and_two_pairs():
    game = rolled("power", "5 5 5 5 2 1")
    assert preview(game, "choice") == 20
    assert preview(game, "two_pairs") == 0           # four of a kind is not two pairs
    game = rolled("power", "5 5 5 2 2 1")
    assert preview(game, "two_pairs") == 19          # a full house qualifies
    assert preview(game, "choice") == 15


# -- the end of the game ------------------------------------------------------

def _last_box_game(mode, players):
    source = ScriptedDice(64)
    game = Game(mode, players, source=source)
    last = game.mode.keys[-1]
    for p in range(players):
        fill(game, p, {k: 0 for k in game.mode.keys if k != last})
    return game, source, game.mode.box_index(last)


def _roll_ones(game, source):
    for _ in range(5):
        source.push(1)
        if game.mode.coloured:
            source.push(0)
    if game.mode.power_die:
        source.push(1)
    game.roll()


@pytest.mark.parametrize("mode", ["classic", "painted"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_classic_and_painted_end_when_every_player_is_full(mode, players):
    game, source, last = _last_box_game(mode, players)
    for p in range(players):
        assert not game.over and game.player == p
        _roll_ones(game, source)
        game.score(last)
    assert game.over
    with pytest.raises(IllegalMove, match="over"):
        game.roll()


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_power_ends_when_the_first_player_is_full(players):
    game, source, last = _last_box_game("power", players)
    _roll_ones(game, source)
    game.score(last)
    assert game.over and game.player == 0
    assert all(not game.is_full(p) for p in range(1, players))


def test_winners_share_a_tie():
    game = Game("classic", 3)
    fill(game, 0, {"chance": 20})
    fill(game, 1, {"chance": 25})
    fill(game, 2, {"chance": 25})
    assert game.winners_mask() == 0b110        # players 2 and 3


# -- illegal actions change nothing -----------------------------------------

ILLEGAL = [
    ("score before rolling", "classic", "", lambda g: g.score(0)),
    ("hold before rolling", "classic", "", lambda g: g.hold(0)),
    ("fourth roll in Classic", "classic", "1 2 3 4 5;1 2 3 4 5;1 2 3 4 5", lambda g: g.roll()),
    ("fourth roll without Power", "power", "1 2 3 4 5 1;1 2 3 4 5 2;1 2 3 4 5 3",
     lambda g: g.roll()),
    ("roll after Freeze", "power", "1 2 3 4 5 F", lambda g: g.roll()),
    ("undo without a Double", "power", "1 2 3 4 5 2", lambda g: g.undo()),
    ("hold a sixth die in Classic", "classic", "1 2 3 4 5", lambda g: g.hold(5)),
    ("hold die -1", "classic", "1 2 3 4 5", lambda g: g.hold(-1)),
    ("hold mask too wide", "classic", "1 2 3 4 5", lambda g: g.set_holds(0x20)),
    ("box out of range", "classic", "1 2 3 4 5", lambda g: g.score(13)),
    ("box not an int", "classic", "1 2 3 4 5", lambda g: g.score("chance")),
    ("Joker refuses a box", "classic", "4 4 4 4 4", lambda g: g.score(12)),
    ("roll with every die held", "classic", "1 2 3 4 5", lambda g: (g.set_holds(31), g.roll())),
]


@pytest.mark.parametrize("name,mode,rolls,action", ILLEGAL, ids=[i[0] for i in ILLEGAL])
def test_illegal_action_raises_and_changes_nothing(name, mode, rolls, action):
    source = ScriptedDice(64)
    game = Game(mode, 2, source=source)
    if name == "Joker refuses a box":
        fill(game, 0, {"yahtzee": 50})
    for line in filter(None, rolls.split(";")):
        tokens = line.split()
        for token in tokens[:5]:
            source.push(int(token))
        if game.mode.power_die:
            source.push("123FDP".index(tokens[5]) + 1)
        game.roll()
    if name == "roll with every die held":
        game.set_holds(31)
    before = bytes(encode_game(game))
    with pytest.raises(IllegalMove):
        action(game)
    assert bytes(encode_game(game)) == before


def test_bad_game_settings_are_refused():
    for players in (0, 5, "2"):
        with pytest.raises(IllegalMove):
            Game("classic", players)
    with pytest.raises(IllegalMove, match="unknown mode"):
        Game("poker")


# -- what the game tells the screens: the Joker's box, bonus goals, score events ----------

def test_the_forced_joker_names_its_box_and_its_rule():
    from yahtzee_core.game import JOKER_UPPER, JOKER_LOWER, JOKER_ZERO, JOKER_NONE, JOKER_FREE
    game = rolled("classic", "3 3 3 3 3", filled={"yahtzee": 50})
    assert game.joker_rule() == JOKER_UPPER
    assert game.mode.keys[game.joker_box()] == "threes"
    game = rolled("classic", "3 3 3 3 3", filled={"yahtzee": 50, "threes": 9})
    assert (game.joker_rule(), game.joker_box()) == (JOKER_LOWER, -1)
    lower = {k: 0 for k in LOWER_CLASSIC}
    lower.update(yahtzee=50, threes=9)
    game = rolled("classic", "3 3 3 3 3", filled=lower)
    assert game.joker_rule() == JOKER_ZERO
    assert rolled("classic", "3 3 3 3 3").joker_rule() == JOKER_NONE      # YAHTZEE box open
    assert rolled("classic", "3 3 3 3 3", handheld=True,
                  filled={"yahtzee": 50}).joker_rule() == JOKER_FREE
    # a hypothetical YAHTZEE of another number (the computer players plan with it)
    game = rolled("classic", "1 2 3 4 6", filled={"yahtzee": 50, "threes": 9})
    assert (game.joker_rule(3), game.joker_rule(5)) == (JOKER_LOWER, JOKER_UPPER)


def test_under_the_handheld_rules_the_forced_order_is_still_there_to_ask_for():
    """The handheld rules' Joker goes in any open box; a computer player looks ahead with
    the forced order all the same, and asks the game for it (one place for the rule)."""
    from yahtzee_core.game import JOKER_UPPER, JOKER_LOWER, JOKER_ZERO, JOKER_FREE
    game = rolled("classic", "3 3 3 3 3", handheld=True, filled={"yahtzee": 50})
    assert (game.joker_rule(), game.joker_rule(3, True)) == (JOKER_FREE, JOKER_UPPER)
    game = rolled("classic", "3 3 3 3 3", handheld=True, filled={"yahtzee": 50, "threes": 9})
    assert game.joker_rule(3, True) == JOKER_LOWER
    lower = {k: 0 for k in LOWER_CLASSIC}
    lower.update(yahtzee=50, threes=9)
    game = rolled("classic", "3 3 3 3 3", handheld=True, filled=lower)
    assert (game.joker_rule(), game.joker_rule(3, True)) == (JOKER_FREE, JOKER_ZERO)


def test_a_yahtzee_bonus_is_due_while_the_yahtzee_box_holds_50_and_the_limit_allows():
    assert not rolled("classic", "1 2 3 4 6").yahtzee_bonus_due()           # the box open
    assert not rolled("classic", "1 2 3 4 6", filled={"yahtzee": 0}).yahtzee_bonus_due()
    game = rolled("classic", "1 2 3 4 6", filled={"yahtzee": 50})
    game.bonus_yahtzees[0] = 5
    assert game.yahtzee_bonus_due()                      # no limit by the manual's rules
    game = rolled("classic", "1 2 3 4 6", handheld=True, filled={"yahtzee": 50})
    game.bonus_yahtzees[0] = 3
    assert not game.yahtzee_bonus_due()                  # the handheld rules' three paid


def test_painted_joker_takes_a_colour_box_once_the_lower_section_is_full():
    from yahtzee_core.game import JOKER_COLOUR
    lower = {k: 0 for k in PAINTED.keys if PAINTED.sections[PAINTED.keys.index(k)] == 1}
    lower.update(yahtzee=50, fours=8)
    game = rolled("painted", "4b 4r 4p 4g 4y", filled=lower)
    assert game.joker_rule() == JOKER_COLOUR
    assert allowed(game) == {"blue", "red", "purple", "green", "yellow"}


@pytest.mark.parametrize("mode,section,total,goal", [
    ("classic", 0, 0, 63), ("classic", 0, 62, 63), ("classic", 0, 63, 0),
    ("power", 0, 149, 150), ("power", 0, 150, 200), ("power", 0, 299, 300), ("power", 0, 300, 0),
    ("painted", 2, 40, 63), ("classic", 2, 40, 0),
])
def test_bonus_goal_is_the_next_threshold_not_yet_reached(mode, section, total, goal):
    from yahtzee_core import mode_named
    assert mode_named(mode).bonus_goal(section, total) == goal


def test_a_score_reports_the_bonuses_it_earned():
    from yahtzee_core.game import (REACHED_UPPER_BONUS, EARNED_YAHTZEE_BONUS, SCORED_JOKER,
                                   SCORED_YAHTZEE)
    game = rolled("classic", "6 6 6 6 1", filled={"aces": 3, "twos": 6, "threes": 9,
                                                  "fours": 12, "fives": 15})
    game.score(game.mode.box_index("sixes"))             # 45 + 24 = 69: the bonus
    assert (game.scored_points, game.scored_events, game.scored_bonus) == (
        24, REACHED_UPPER_BONUS, 35)
    game = rolled("classic", "2 2 2 2 2", filled={"yahtzee": 50})
    game.score(game.mode.box_index("twos"))
    assert game.scored_events == SCORED_JOKER | EARNED_YAHTZEE_BONUS
    assert game.scored_bonus == 100
    game = rolled("classic", "2 2 2 2 2")
    game.score(game.mode.box_index("yahtzee"))
    assert (game.scored_events, game.scored_bonus) == (SCORED_YAHTZEE, 0)
    # a zero in the YAHTZEE box is no YAHTZEE, and then no bonus later either
    game = rolled("classic", "1 2 3 4 6")
    game.score(game.mode.box_index("yahtzee"))
    assert game.scored_events == 0


def test_a_roll_is_allowed_while_one_is_left_and_a_die_is_free():
    # DESIGN.md: after the first roll, a roll with every die held is refused; the app asks
    # Game.can_roll() (a shake that would roll nothing does not start)
    dice = ScriptedDice()
    for value in [1, 2, 3, 4, 5] * 3:
        dice.push(value)
    game = Game(CLASSIC, 1, source=dice)
    assert game.can_roll()
    game.roll()
    for die in range(5):
        game.toggle_hold(die)
    assert not game.can_roll()
    with pytest.raises(IllegalMove):
        game.roll()
    game.toggle_hold(0)
    assert game.can_roll()
    game.roll()
    game.roll()
    assert game.rolls_left() == 0 and not game.can_roll()


# -- a saved game comes back only as these rules could have left it -----------

def _kept(game):
    """What a save record keeps of a game, in Game.restore's order."""
    return [bytes(game.boxes), bytes(game.bonus_yahtzees), bytes(game.seats), game.player,
            game.rolls, game.held, game.double_first, bytes(game.dice), bytes(game.colours),
            game.over]


def test_a_game_restores_a_double_pending_and_plays_on():
    # Seed 004: Double scores the hand in two boxes; a save between the picks keeps the first
    played = rolled("power", "1 2 3 4 6 D")
    played.score(POWER_MODE.box_index("chance"))
    game = Game("power", 1)
    game.restore(*_kept(played))
    assert _kept(game) == _kept(played)
    assert game.double_pending() and game.rolls_left() == 0
    assert game.score(POWER_MODE.box_index("large_straight")) == 0 and not game.double_pending()


def test_a_fourth_roll_comes_back_in_power_only():
    # Seed 004: the Power face after the third roll gives a fourth; Classic has three
    for mode, rolls in (("power", 4), ("classic", 3)):
        kept = _kept(rolled(mode, "1 2 3 4 6" + (" P" if mode == "power" else "")))
        kept[4] = rolls
        Game(mode, 1).restore(*kept)
        kept[4] = rolls + 1
        game = Game(mode, 1)
        blank = _kept(game)
        with pytest.raises(IllegalMove, match="%d rolls made" % (rolls + 1)):
            game.restore(*kept)
        assert _kept(game) == blank


@pytest.mark.parametrize("field,value,words", [
    (6, 11, "first pick 11"),      # a Double's first pick, with no Double showing
    (5, 1, "held 0x01"),           # a held die before the turn's first roll
])
def test_a_turn_these_rules_do_not_reach_is_refused_and_changes_nothing(field, value, words):
    kept = _kept(Game("power", 1) if field == 5 else rolled("power", "1 2 3 4 6 2"))
    kept[field] = value
    kept[0] = bytes(0 if b == 11 else 0xFF for b in range(len(kept[0])))   # box 11 filled
    game = Game("power", 1)
    blank = _kept(game)
    with pytest.raises(IllegalMove, match=words):
        game.restore(*kept)
    assert _kept(game) == blank
