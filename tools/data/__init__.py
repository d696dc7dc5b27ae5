"""The computer players' tables in data/ and the modes' figures, computed on the PC.

    bot_tables.py          the keep lattice, every hand's scores, the Perfect layout (make data)
    solve_classic.py       solitaire Classic solved exactly: the Perfect table (make data)
    classic_np.py          numpy helpers the solver and the evaluator share
    classic_eval.py        a Classic level's exact expected score
    fit_classic_expert.py  Classic Expert's small table, fitted from the Perfect one (make solve)
    ranks.py               each mode's rank thresholds, fitted to its scores
"""
