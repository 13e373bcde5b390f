"""Looking back: a finished or running game step by step, its chart, and a player's figures."""
