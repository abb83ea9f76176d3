#!/usr/bin/env bash
# The Hong Kong engine's invariants at full size (issue 34's gate): 1,000 hanchan of four wind
# rounds of random-legal agents (calls, kongs, bonus tiles; at the 3-faan minimum they almost
# never win, so every hand is replayed until the hand limit) and 200 at no minimum, 200 of
# greedy shanten agents and 100 of priority bots, every event checked (tiles with the bonus tiles
# and points conserved, views hold nothing hidden), every answer judged; then every game's
# JSON-lines record read back by `mjkit log validate` (replayed, every win re-scored, the final
# scores compared). Runs on both cores; writes bench/results/hk-invariants.md.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/results/hk-invariants.md
work=bench/work/hk-invariants
mkdir -p bench/results "$work"
run() {
  local dir="$work/$1"
  shift
  local cmd="npm run -s mjkit -- arena $* --check --workers 2 --out $dir --force --json"
  local start=$(date +%s)
  local json
  json=$(npm run -s mjkit -- arena "$@" --check --workers 2 --out "$dir" --force --json)
  local secs=$(( $(date +%s) - start ))
  local check
  check=$(npm run -s mjkit -- log validate "$dir" --json || true)
  node -e '
    const r = JSON.parse(process.argv[1]);
    const v = JSON.parse(process.argv[2]);
    const read = `${v.games} games, ${v.kyoku} hands, ${v.errors} errors, ${v.winScoreMismatches} win / ${v.finalScoreMismatches} final score mismatches`;
    console.log(`| \`${process.argv[3]}\` | ${r.games} | ${r.illegalActions} | ${r.agents.map((a) => (100 * a.winRate).toFixed(1) + "% / " + (100 * a.callRate).toFixed(1) + "%").join(", ")} | ${read} | ${process.argv[4]} s |`);
  ' "$json" "$check" "$cmd" "$secs" >> "$out"
}
{
  echo "# Hong Kong engine invariants, full size"
  echo
  echo "$(date -u +%F), $(node -v), $(nproc) cores. Each command plays its games (four wind rounds, \`hk\`) in check mode: after"
  echo "every event the tiles are conserved (hands, rivers, melds, bonus tiles set aside, the wall), the points are"
  echo "conserved, each seat's view has exactly the view's fields and only its own concealed tiles. A violation"
  echo "stops the run with ILLEGAL_STATE; an illegal answer is counted. Every game is saved as a JSON-lines record"
  echo "and read back by \`mjkit log validate\` (replayed, every win re-scored by scoreHongKong, the final scores"
  echo "compared). Reproduce: \`bash bench/hk-invariants.sh\`."
  echo
  echo "| command | games | illegal answers (refused) | win / call rate | records read back | time |"
  echo "|---|---:|---:|---|---|---:|"
} > "$out"
run random-3 --agents random-legal,random-legal,random-legal,random-legal --rules hk --sets 250 --seed invariants
run random-0 --agents random-legal,random-legal,random-legal,random-legal --rules hk --min-faan 0 --sets 50 --seed invariants
run shanten --agents shanten,shanten,shanten,shanten --rules hk --min-faan 0 --sets 50 --seed invariants
run priority --agents priority,priority,priority,priority --rules hk --sets 25 --seed invariants
cat "$out"
