import { playGame, randomAgent, shantenAgent, tsumogiriAgent } from '@mjkit/game';
import { validateGame } from '@mjkit/tenhou';
import { createRules } from '@mjkit/core';
let problems = 0;
const t0 = performance.now();
for (let g = 0; g < 20; g++) {
  const players = g % 2 === 0 ? 4 : 3;
  const rules = createRules(players === 4 ? 'tenhou' : 'tenhou-sanma');
  const agents = Array.from({ length: players }, (_, s) => (s === 0 ? shantenAgent() : g % 4 < 2 ? randomAgent(`${g}/${s}`) : shantenAgent()));
  try {
    const r = playGame(agents, { seed: `smoke ${g}`, rules, check: true });
    const rep = validateGame(r.log);
    const bad = rep.error !== null || rep.winMismatches.length > 0 || rep.finalScoreMismatch !== null;
    if (bad || r.illegal.length) { problems++; console.log(g, rep.error?.message, rep.winMismatches.slice(0, 2), rep.finalScoreMismatch, r.illegal.slice(0, 2)); }
    if (g < 4) console.log(g, players, 'rounds', r.log.rounds.length, 'scores', r.scores.join(','), 'points', r.points.join(','));
  } catch (e) { problems++; console.log(g, 'threw', (e as Error).message, (e as Error).stack?.split('\n').slice(1, 4).join(' | ')); }
}
console.log('problems', problems, ((performance.now() - t0) / 20).toFixed(1), 'ms/game');
