#!/usr/bin/env bash
# The engine's invariants at full size (issue 9's gate): 2,000 hanchan of random-legal agents
# (calls, kans, riichi, wins) and 200 of greedy shanten agents, four and three players, every
# event checked (tiles and points conserved, views hold nothing hidden), every answer judged.
# Runs on both cores through `mjkit arena --check`; writes bench/results/invariants.md.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/results/invariants.md
mkdir -p bench/results
run() {
  local cmd="npm run -s mjkit -- arena $* --check --workers 2 --json"
  local start=$(date +%s)
  local json
  json=$(npm run -s mjkit -- arena "$@" --check --workers 2 --json)
  local secs=$(( $(date +%s) - start ))
  node -e 'const r = JSON.parse(process.argv[1]); console.log(`| \`${process.argv[2]}\` | ${r.games} | ${r.illegalActions} | ${r.agents.map((a) => (100 * a.winRate).toFixed(1) + "% / " + (100 * a.callRate).toFixed(1) + "%").join(", ")} | ${process.argv[3]} s |`)' "$json" "$cmd" "$secs" >> "$out"
}
{
  echo "# Engine invariants, full size"
  echo
  echo "$(date -u +%F), $(node -v), $(nproc) cores. Each command plays its hanchan in check mode: after every event the"
  echo "tiles are conserved (hands, rivers, melds, indicators, live and dead wall), the points with the riichi"
  echo "sticks are conserved, each seat's view has exactly the view's fields and only its own concealed tiles."
  echo "A violation stops the run with ILLEGAL_STATE; an illegal answer is counted. Reproduce: \`bash bench/invariants.sh\`."
  echo
  echo "| command | hanchan | illegal answers (refused) | win / call rate | time |"
  echo "|---|---:|---:|---|---:|"
} > "$out"
run --agents random-legal,random-legal,random-legal,random-legal --sets 500 --seed invariants
run --agents random-legal,random-legal,random-legal --players 3 --sets 667 --seed invariants
run --agents shanten,shanten,shanten,shanten --sets 50 --seed invariants
run --agents shanten,shanten,shanten --players 3 --sets 67 --seed invariants
cat "$out"
