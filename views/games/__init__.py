"""The game kit: the registry of games (registry.KINDS), what a game provides (kind),
the shared screen, form, drawing and wording helpers, and one package per game."""
