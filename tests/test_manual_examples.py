"""The worked examples of the manuals in shared/seeds/, one test each.

The manuals' dice pictures are missing; each test uses the dice the text
describes and checks every figure the text quotes for them.
"""

import pytest

from helpers import rolled, preview, play


def test_upper_section_threes_twos_fours():
    # "you could score 9 in the Threes box, 2 in the Twos box or 4 in the Fours box"
    game = rolled("classic", "3 3 3 2 4")
    assert (preview(game, "threes"), preview(game, "twos"), preview(game, "fours")) == (9, 2, 4)


def test_three_of_a_kind_18():
    game = rolled("classic", "5 5 5 2 1")
    assert preview(game, "three_kind") == 18
    assert preview(game, "chance") == 18
    assert (preview(game, "fives"), preview(game, "twos"), preview(game, "aces")) == (15, 2, 1)


def test_four_of_a_kind_14():
    game = rolled("classic", "2 2 2 2 6")
    assert preview(game, "four_kind") == 14
    assert preview(game, "three_kind") == 14 and preview(game, "chance") == 14
    assert (preview(game, "twos"), preview(game, "sixes")) == (8, 6)


def test_full_house_25():
    game = rolled("classic", "3 3 3 5 5")
    assert preview(game, "full_house") == 25
    assert preview(game, "three_kind") == 19 and preview(game, "chance") == 19
    assert (preview(game, "threes"), preview(game, "fives")) == (9, 10)


@pytest.mark.parametrize("dice", ["1 2 3 4 6", "2 3 4 5 5", "6 3 4 5 1"])
def test_small_straight_any_four_in_a_row_30(dice):
    game = rolled("classic", dice)
    assert preview(game, "small_straight") == 30
    assert preview(game, "large_straight") == 0


@pytest.mark.parametrize("dice", ["1 2 3 4 5", "6 5 4 3 2"])
def test_large_straight_40_and_also_small(dice):
    game = rolled("classic", dice)
    assert preview(game, "large_straight") == 40
    assert preview(game, "small_straight") == 30


def test_yahtzee_50():
    game = rolled("classic", "4 4 4 4 4")
    assert preview(game, "yahtzee") == 50


def test_chance_22():
    game = rolled("classic", "6 6 5 3 2")
    assert preview(game, "chance") == 22


def test_power_fives_times_two_is_30():
    # "score the hand in the Fives box (worth 15 points) ... multiplied by 2 ... 30 points"
    game = rolled("power", "5 5 5 1 2 2")
    assert preview(game, "fives") == 30


def test_power_freeze_into_ones_is_2():
    result = play("""
        mode power
        roll 1 1 3 4 6 F
        score aces
    """)
    assert result["players"][0]["boxes"]["aces"] == 2


def test_power_double_fours_32_and_four_of_a_kind_44():
    result = play("""
        mode power
        roll 4 4 4 4 6 D
        score fours
        score four_kind
    """)
    boxes = result["players"][0]["boxes"]
    assert boxes["fours"] == 32 and boxes["four_kind_1"] == 44


def test_power_fourth_roll_yahtzee_tripled():
    # "You can attempt to achieve a YAHTZEE and re-roll the 3 one more time."
    result = play("""
        mode power
        roll 6 6 1 2 3 2
        hold 1 2
        roll 6 6 6 2 3 1
        hold 1 2 3
        roll 6 6 6 6 3 P
        hold 1 2 3 4 6
        roll 6 6 6 6 6 P
        score yahtzee
    """)
    assert result["players"][0]["boxes"]["yahtzee_1"] == 150


def test_power_choice_scores_a_number_a_second_time():
    game = rolled("power", "3 3 3 1 5 1", filled={"threes": 9})
    assert preview(game, "choice") == 9


def test_power_two_pairs_12():
    game = rolled("power", "4 4 1 1 2 1")
    assert preview(game, "two_pairs") == 12
    assert preview(game, "chance") == 12
    assert (preview(game, "fours"), preview(game, "aces"), preview(game, "twos")) == (8, 2, 2)


def test_turn_example_small_straight_kept_then_full_house():
    # A Classic 4-player game; the player has already scored a Small Straight.
    result = play("""
        mode classic
        players 4
        roll 1 2 3 4 6
        score small_straight
        roll 1 1 1 1 2
        score aces
        roll 2 2 2 2 2
        score yahtzee
        roll 6 6 6 5 5
        score sixes
        # the turn example: 2/3/4/5, then a Two, then 1 Two and 2 Threes
        roll 2 3 4 5 1
        hold 1 2 3 4
        roll 2 3 4 5 2
        hold 1 5
        roll 2 2 3 3 2
    """ + "score full_house\n")
    assert result["players"][0]["boxes"]["full_house"] == 25
    assert result["players"][0]["boxes"]["small_straight"] == 30


def test_turn_example_alternatives_twos_6_three_kind_12():
    game = rolled("classic", "2 2 2 3 3", filled={"small_straight": 30})
    assert (preview(game, "twos"), preview(game, "three_kind"), preview(game, "full_house")) == (6, 12, 25)


def test_painted_colour_box_adds_only_that_colour():
    # "scoring for the Blue Category awards only the points on the Blue dice"
    game = rolled("painted", "3b 4b 2r 6g 1b")
    assert preview(game, "blue") == 8
    assert preview(game, "red") == 2 and preview(game, "green") == 6
    assert preview(game, "purple") == 0 and preview(game, "yellow") == 0


def test_painted_painted_house_is_a_full_house_of_colours():
    # "25 points are awarded for 3 dice of one color, and 2 dice of a second color"
    game = rolled("painted", "1r 2r 3r 4y 6y")
    assert preview(game, "painted_house") == 25
    assert preview(game, "full_house") == 0


def test_painted_straight_rainbow_flush():
    assert preview(rolled("painted", "1b 2b 3r 4r 5g"), "straight") == 40
    assert preview(rolled("painted", "1b 1r 1p 4g 5y"), "rainbow") == 40
    assert preview(rolled("painted", "1p 3p 3p 4p 6p"), "flush") == 45


def test_painted_four_kind_and_four_color_add_all_dice():
    game = rolled("painted", "5b 5r 5p 5g 2b")
    assert preview(game, "four_kind") == 22 and preview(game, "four_color") == 0
    game = rolled("painted", "1g 2g 3g 6g 2b")
    assert preview(game, "four_color") == 14 and preview(game, "four_kind") == 0
    assert preview(game, "chance") == 14
