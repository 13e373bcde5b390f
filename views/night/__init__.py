"""An event of many tables (a domino night): setting it up, the organiser's pages and
the standings for everyone. The pure part, seating and standings, is rules.night."""
