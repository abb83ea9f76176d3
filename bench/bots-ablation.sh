#!/usr/bin/env bash
# Issue 33's gate and ablation: the evaluator bot (push or fold in points) against three
# evaluator-legacy, and the same with one ingredient changed (the old thresholds, tileDanger
# calibrated for the deal-in model, a flat win value for opponent-score, the hand-reading wall,
# the points rule on the legacy values, placement play, placement play in the last two rounds, and
# the noten payments of a ready hand not counted),
# each over the same seed sets (duplicate, every seat) on both cores; then the table
# (results/bots-ablation.md) by src/bots-ablation.ts. Each run resumes where it stopped
# (--resume), so a stopped script can be started again.
#
#   bash bench/bots-ablation.sh [SETS]      (default 100)
set -euo pipefail
cd "$(dirname "$0")"
sets="${1:-100}"
for bot in evaluator evaluator+no-noten evaluator+estimated evaluator+thresholds evaluator+tile-danger evaluator+flat evaluator+legacy-values evaluator+place evaluator+late; do
  node --conditions=@mjkit/source --import tsx src/bots-arena.ts pair --bot "$bot" --base evaluator-legacy --sets "$sets" --workers 2 --resume
done
node --conditions=@mjkit/source --import tsx src/bots-ablation.ts
