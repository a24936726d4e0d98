import random
from herr_der_ziegen import Game

game = Game(4, seed=7)                      # 4 players; the seed fixes the deal
rng = random.Random(1)
while not game.is_over:
    move = rng.choice(game.legal_moves())   # e.g. <Move play card 63 (K13-4), action 63>
    events = game.apply(move)               # what changed, as dicts
scores = game.scores()
print("totals:", scores.totals, "winners:", scores.winners)
