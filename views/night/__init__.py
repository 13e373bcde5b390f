"""An event of many tables (a domino night): setting it up, the organiser's pages, the standings for everyone (the pure part is rules.night)."""
