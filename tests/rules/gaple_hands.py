"""Whole Gaple hands that end as the worked examples of RULES §GP describe, written
as the table would log them (tests/rules/gaple_script.py). Each was dealt so that
every pass in it is honest: the passer held nothing that fitted. The players' deals
are given beside each script; the tiles they keep to the end are the example's."""

# RULES GP example 1: A lays the last tile 5-3 at ends 3 and 5 (any lead: D keeps 0-0).
# A 5-4 5-3 4-4 3-3 2-0 1-1 1-0 · B 6-6 6-5 6-4 5-5 4-2 4-0 3-0
# C 6-1 5-2 5-1 4-3 3-2 3-1 2-2 · D 6-3 6-2 6-0 5-0 4-1 2-1 0-0
EXAMPLE_1 = """A 5-4, B 4-0 right, C 5-2 left, D 2-1 left, A 2-0 right, B 4-2 right, C 5-1 left,
D 5-0 left, A 4-4 right, B 3-0 left, C 4-3 right, D 6-3 right, A 3-3 left, B 6-6 right,
C 3-2 left, D 6-0 right, A 1-0 right, B pass, C 2-2 left, D 6-2 left, A 1-1 right,
B 6-5 left, C 3-1 right, D pass"""
EXAMPLE_1_OUT = "A 5-3 left"
EXAMPLE_1_REPORTS = "B shows 6-4 5-5, C shows 6-1, D shows 0-0 4-1"

# RULES GP example 2: B lays 1-5 on the 1 at ends 5 and 1: gaple 5.
# A 6-6 6-4 6-3 4-2 2-1 1-1 0-0 · B 6-1 5-3 5-2 5-1 5-0 3-1 2-0
# C 6-5 5-5 4-4 4-3 4-1 4-0 1-0 · D 6-2 6-0 5-4 3-3 3-2 3-0 2-2
EXAMPLE_2 = """A 0-0, B 5-0 left, C 6-5 left, D 3-0 right, A 6-3 left, B 5-3 right, C 5-5 right,
D 3-3 left, A pass, B 5-2 right, C 4-3 left, D 2-2 right, A 4-2 right, B pass, C 4-0 left,
D 6-0 left, A 6-4 left, B pass, C 4-1 right, D 5-4 left, A 1-1 right, B 6-1 right, C pass,
D 6-2 right, A 2-1 right"""
EXAMPLE_2_BLOCK = "B 1-5 right"
EXAMPLE_2_REPORTS = "A shows 6-6, B shows 3-1 2-0, C shows 4-4 1-0, D shows 3-2"

# RULES GP example 3: gaple 6, C blocks; A 4-2 and C 4-0 2-0 tie on 6.
# A 6-6 5-0 4-2 3-2 3-0 2-1 0-0 · B 6-4 6-3 6-1 5-5 5-1 4-4 2-2
# C 6-2 6-0 5-4 5-3 4-0 2-0 1-0 · D 6-5 5-2 4-3 4-1 3-3 3-1 1-1
EXAMPLE_3 = """A 0-0, B pass, C 1-0 left, D 4-1 left, A 3-0 right, B 4-4 left, C 5-3 right,
D 6-5 right, A 6-6 right, B 6-1 right, C 5-4 left, D 5-2 left, A 2-1 right, B 2-2 left,
C 6-2 left, D pass, A 3-2 right, B 6-3 left, C pass, D 3-1 right, A pass, B 5-1 right, C pass,
D 4-3 left, A 5-0 right, B 6-4 left, C 6-0 right"""
EXAMPLE_3_REPORTS = "A shows 4-2, B shows 5-5, C shows 4-0 2-0, D shows 3-3 1-1"

# RULES GP example 3, had A held two tiles worth 6 (any lead: C keeps 0-0).
# A 6-6 5-0 4-0 3-2 3-0 2-1 2-0 · B 6-4 6-3 6-1 5-5 5-1 4-4 2-2
# C 6-2 6-0 5-4 5-3 4-2 1-0 0-0 · D 6-5 5-2 4-3 4-1 3-3 3-1 1-1
EXAMPLE_3_TWO_TILES = """B 6-3, C 5-3 right, D 6-5 left, A 5-0 left, B 5-1 right, C 1-0 left,
D 3-1 right, A 2-1 left, B 2-2 left, C 6-2 left, D 4-3 right, A 6-6 left, B 4-4 right,
C 5-4 right, D 5-2 right, A 3-2 right, B 6-1 left, C pass, D 4-1 left, A 3-0 right,
B 6-4 left, C 6-0 right"""
EXAMPLE_3_TWO_TILES_REPORTS = "A shows 4-0 2-0, B shows 5-5, C shows 4-2 0-0, D shows 3-3 1-1"

# RULES GP example 4, a `points` game, hand by hand.
# 1: C goes out with 4-1 at ends 4 and 1.
#    A 6-0 5-3 5-0 4-4 4-0 2-0 0-0 · B 6-3 6-2 5-5 3-3 3-0 2-2 1-1
#    C 6-6 6-1 5-4 4-1 3-1 2-1 1-0 · D 6-5 6-4 5-2 5-1 4-3 4-2 3-2
# 2: C leads; B goes out with 6-6 at ends 6 and 2.
#    A 6-4 6-0 5-3 5-2 5-0 4-4 2-2 · B 6-6 5-1 4-2 4-1 3-3 2-0 0-0
#    C 6-5 6-3 6-2 6-1 5-4 4-0 1-0 · D 5-5 4-3 3-2 3-1 3-0 2-1 1-1
# 3: B leads; gaple 6, D blocks; A 5-4, B 5-3 4-2, C 3-2, D 3-3 are left.
#    A 6-4 6-3 6-2 5-4 5-0 2-1 1-0 · B 6-6 6-1 5-3 5-1 4-2 3-0 0-0
#    C 6-5 5-2 4-3 4-1 4-0 3-2 3-1 · D 6-0 5-5 4-4 3-3 2-2 2-0 1-1
# 4: C leads (the lower hand of the winners A+C); gaple 6, A blocks; A 5-1, B 5-4,
#    C 4-2, D 2-1 are left.
#    A 6-0 5-3 5-1 5-0 4-3 4-0 2-2 · B 6-6 6-3 5-4 5-2 3-2 3-1 3-0
#    C 6-1 5-5 4-4 4-2 3-3 2-0 0-0 · D 6-5 6-4 6-2 4-1 2-1 1-1 1-0
# 5: A leads (A and C both hold 6: the first from the blocker, A); A goes out with
#    3-3 at ends 3 and 3.
#    A 6-1 5-4 4-4 3-3 3-2 1-0 0-0 · B 6-2 5-3 5-2 5-1 3-1 2-2 1-1
#    C 6-6 6-4 6-3 6-0 5-0 4-0 2-1 · D 6-5 5-5 4-3 4-2 4-1 3-0 2-0
EXAMPLE_4 = [
    """A 0-0, B 3-0 right, C 3-1 right, D 5-1 right, A 2-0 left, B 6-2 left, C 6-6 left,
    D 6-4 left, A 5-3 right, B 3-3 right, C 5-4 left, D 5-2 left, A pass, B 6-3 right,
    C 6-1 right, D 3-2 left, A pass, B 1-1 right, C 2-1 right, D 4-3 left, A 4-0 left,
    B 2-2 right, C 1-0 left, D 4-2 right, A 4-4 right, B pass, C 4-1 left""",
    """C 5-4, D 4-3 right, A 5-0 left, B 0-0 left, C 1-0 left, D 3-1 right, A pass,
    B 5-1 right, C 6-1 left, D 5-5 right, A 5-2 right, B 4-2 right, C 6-5 left, D pass,
    A 5-3 left, B 3-3 left, C 4-0 right, D 3-0 left, A 6-0 right, B 2-0 left, C 6-3 right,
    D 2-1 left, A pass, B 4-1 left, C pass, D 3-2 right, A 6-4 left, B 6-6 left""",
    """B 0-0, C 4-0 left, D 2-0 right, A 2-1 right, B 5-1 right, C 4-3 left, D 5-5 right,
    A 6-3 left, B 6-6 left, C 6-5 left, D pass, A 5-0 left, B 3-0 left, C 5-2 right,
    D 2-2 right, A 6-2 right, B 6-1 right, C 3-1 left, D 1-1 left, A 1-0 right, B pass,
    C 4-1 left, D 4-4 left, A 6-4 left, B pass, C pass, D 6-0 right,
    A shows 5-4, B shows 5-3 4-2, C shows 3-2, D shows 3-3""",
    """C 4-4, D 6-4 left, A 4-0 right, B 3-0 right, C 3-3 right, D 6-5 left, A 5-0 left,
    B 3-2 right, C 0-0 left, D 1-0 left, A 2-2 right, B 5-2 right, C 5-5 right, D 1-1 left,
    A 5-3 right, B 3-1 right, C 6-1 right, D 4-1 left, A 4-3 left, B 6-6 right, C pass,
    D 6-2 right, A pass, B 6-3 left, C 2-0 right, D pass, A 6-0 right,
    A shows 5-1, B shows 5-4, C shows 4-2, D shows 2-1""",
    """A 6-1, B 5-1 right, C 6-6 left, D 5-5 right, A 5-4 right, B 6-2 left, C 4-0 right,
    D 4-2 left, A 1-0 right, B 1-1 right, C 6-4 left, D 4-1 right, A 4-4 right, B pass,
    C 6-0 left, D 4-3 right, A 0-0 left, B 3-1 right, C 2-1 right, D 2-0 left, A 3-2 right,
    B 5-2 left, C 5-0 left, D 3-0 left, A 3-3 left""",
]

# B goes out with 6-2 at ends 6 and 4: it fits the 6 end only (RULES GP8.4: 1 point).
# A 6-0 5-2 4-3 4-1 3-0 2-0 0-0 · B 6-6 6-5 6-2 5-0 4-4 3-3 1-0
# C 5-5 5-4 5-1 4-2 3-2 2-2 2-1 · D 6-4 6-3 6-1 5-3 4-0 3-1 1-1
PLAIN_OUT = """A 0-0, B 5-0 left, C 5-1 left, D 3-1 left, A 6-0 right, B 3-3 left, C 3-2 left,
D 6-3 right, A 5-2 left, B 6-5 left, C pass, D 6-4 left, A 3-0 right, B 4-4 left,
C 4-2 left, D 4-0 right, A 2-0 left, B 1-0 left, C 5-4 right, D 6-1 left, A pass,
B 6-6 left, C 5-5 right, D 5-3 right, A 4-3 right, B 6-2 left"""
PLAIN_OUT_REPORTS = "A shows 4-1, C shows 2-2 2-1, D shows 1-1"

# D goes out with 6-4 on the 6 at ends 4 and 6: both ends show 4, all seven 4s are down.
# A 6-6 6-5 6-2 6-1 4-4 1-0 0-0 · B 6-0 5-5 5-0 4-2 4-1 4-0 2-0
# C 5-3 5-2 5-1 4-3 3-3 3-1 2-2 · D 6-4 6-3 5-4 3-2 3-0 2-1 1-1
OUT_THAT_BLOCKS = """A 0-0, B 5-0 left, C 5-3 left, D 3-2 left, A 6-2 left, B 4-0 right, C 4-3 right,
D 6-3 right, A 6-5 right, B 6-0 left, C 5-1 right, D 2-1 right, A 1-0 left, B 4-2 right,
C 3-1 left, D 3-0 left, A 4-4 right, B 2-0 left, C 5-2 left, D 5-4 left, A pass, B 4-1 right,
C pass, D 1-1 right, A 6-1 right, B pass, C pass, D 6-4 right"""

# Gaple 0, B blocks with 4-0; B (3-2) and C on B's left (4-1) both hold 5 (any lead).
# A 5-4 5-2 5-0 4-3 3-3 3-1 0-0 · B 6-6 6-5 6-2 4-0 3-2 3-0 2-2
# C 6-4 6-3 6-0 5-1 4-1 2-0 1-0 · D 6-1 5-5 5-3 4-4 4-2 2-1 1-1
EQUAL_DUEL = """A 3-1, B 3-0 left, C 6-0 left, D 1-1 right, A pass, B 6-6 left, C 1-0 right,
D 6-1 left, A 5-0 right, B 6-5 right, C 5-1 left, D 5-3 left, A 3-3 left, B 6-2 right,
C 6-3 left, D 4-2 right, A 5-4 right, B pass, C 6-4 left, D 5-5 right, A 5-2 right,
B 2-2 right, C 2-0 right, D 4-4 left, A 0-0 right, B 4-0 left"""
EQUAL_DUEL_REPORTS = "A shows 4-3, B shows 3-2, C shows 4-1, D shows 2-1"

# D passes after C's 4-1 while holding 6-2, and reports it at the end (RULES G9).
# A 6-5 6-1 6-0 5-0 2-2 2-0 1-1 · B 6-3 5-3 5-2 4-4 4-3 2-1 0-0
# C 6-6 6-4 5-4 4-1 3-1 3-0 1-0 · D 6-2 5-5 5-1 4-2 4-0 3-3 3-2
REPORTED_FALSE_PASS = """D 3-3, A pass, B 3-5, C 5-4, D 2-3, A 2-0, B 4-3 left, C 1-3, D 0-4,
A 1-1, B 4-4, C 4-6, D 1-5, A 0-6 right, B 5-2 left, C 0-3 right, D 2-4, A pass, B 3-6,
C 4-1, D pass, A 5-6, B 2-1 left, C pass, D 5-5 right, A 0-5 right, B 0-0"""
REPORTED_FALSE_PASS_REPORTS = "D shows 6-2, A shows 2-2 6-1, C shows 6-6 1-0"
