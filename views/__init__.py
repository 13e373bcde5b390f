"""The views, grouped by feature: the table (home, starting a game, the game screen and
its play routes, the phone), review, exchange (session files in and out), night (events),
pages (errors, the checker, the rules) and games (the kit each game's screens are made
of, with its registry and one package per game). The plumbing they share is in web/."""
