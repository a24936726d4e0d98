"""One game of every game of the package, played by the same code: the registry
(``herr_der_ziegen.GAMES``) lists the games, and every game's module has the same names.

Run: python examples/python/every_game.py
"""

from herr_der_ziegen import GAMES

for info in GAMES:
    module = info.module()  # herr_der_ziegen.herr_der_ziegen, herr_der_ziegen.ziegen_kriegen, ...
    game = module.Game(info.min_players, 1)
    bot = module.Bot("greedy")
    while not game.is_over:
        game.apply(bot.choose(game))
    scores = game.scores()
    print(f"{info.title} ({info.name}, {game.players} players, {len(game.history())} decisions):")
    print(f"  totals {scores.totals}, winners {scores.winners} ({scores.order.replace('_', ' ')})")
    print("  " + str(game).splitlines()[0])
