"""The table workflow: home, starting a game, the game screen with its play, undo and
check routes, and what a phone needs (its service worker, its manifest, the invite)."""
