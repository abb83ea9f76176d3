import { evaluateDiscards, evaluateHand, positionOf } from '../packages/evaluator/src/index.ts';
import { createRules, Hand } from '../packages/core/src/index.ts';
const unseen=[0,0,3,3,1,3,2,1,1,0,0,0,0,0,2,3,3,1,2,0,3,1,0,0,0,2,1,1,0,1,2,4,0,0,0,0,1];
const counts = unseen.slice(0,34).map((c,k)=> c + (k<27 && k%9===4 ? unseen[34+(k-4)/9]! : 0));
const p = positionOf({ hand: Hand.parse('p067s55,z777=,s444=,p222=,'), doraIndicators: ['2s','4m','2s','2z'], unseen: { counts, red: { m: 0, p: 0, s: 1 } }, drawable: 30, rules: createRules('majiang') });
const r = evaluateDiscards(p, { preset: 'legacy' });
console.log(r.shanten, r.discards.map((d) => [d.tile, d.value, d.shanten, d.backtrack]), evaluateHand(p, { preset: 'legacy' }));
