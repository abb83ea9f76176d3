// How often a riichi wait wins, by the kind waited on (issue 33): the evaluation values a ready hand
// by its self-draws alone, each unseen copy of a wait alike; but opponents throw some kinds more
// than others, so a wait on them wins by ron more. The evaluator bot plays hanchan against three
// evaluator-legacy (the bot at seat GAME mod 4, walls of seed waits); at every riichi that is not
// furiten, each kind it waits on is counted with the copies of it unseen to the riichi player, and
// whether the round was won on it by ron or by self-draw. The rates per unseen copy, by the kind's
// class as the riichi player's own river shows it (honour; terminal, 2 or 8, 3 or 7, 4–6; suji when
// the river holds the tile three away on each side there is one, half suji for a 4–6 with one side).
// Writes results/wait-wins.json and .md; resumable by game. The tuning run `wait-weights`
// (bots-tuning.md) weighs the evaluation's ready hands by these rates.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/wait-wins.ts [--games 400] [--workers 2] [--resume | --force]
import { join } from 'node:path';
import { createRng, unseenOf } from '@mjkit/core';
import { evaluatorAgent } from '@mjkit/bots';
import { playGame } from '@mjkit/game';
import type { Agent } from '@mjkit/game';
import type { Action, PlayerView } from '@mjkit/table';
import { resultsDir, writeWhole } from './harness.js';
import { handWaits, kindCounts } from './oracle.js';
import { option, playGames, playShare, sameButGames, savedRun } from './progress.js';

/** One kind a riichi waited on: its class, the copies unseen to the riichi player, and how the round ended on it. */
type Wait = readonly [cls: string, unseen: number, ron: number, tsumo: number];

interface GameWaits {
  readonly game: number;
  readonly waits: readonly Wait[];
  /** Riichi declared on a furiten wait (not counted in `waits`), by the bot and by the others. */
  readonly furiten: readonly [number, number];
  readonly riichi: readonly [number, number];
}

/** A kind's class as a river shows it: see the file's head. */
function waitClass(kind: number, river: ReadonlySet<number>): string {
  if (kind >= 27) return 'honour';
  const r = kind % 9;
  const has = (d: number) => r + d >= 0 && r + d <= 8 && river.has(kind + d);
  const rank = r === 0 || r === 8 ? 'terminal' : r === 1 || r === 7 ? '2 or 8' : r === 2 || r === 6 ? '3 or 7' : '4–6';
  const suji = r <= 2 ? has(3) : r >= 6 ? has(-3) : has(-3) && has(3);
  if (suji) return `${rank}, suji`;
  if (r >= 3 && r <= 5 && (has(-3) || has(3))) return `${rank}, half suji`;
  return rank;
}

function playAt(game: number): GameWaits {
  const bot = game % 4;
  const waits: Wait[] = [];
  const furiten: [number, number] = [0, 0];
  const riichi: [number, number] = [0, 0];
  let open: { seat: number; kind: number; row: [string, number, number, number] }[] = [];
  const wrap = (agent: Agent, seat: number): Agent => ({
    name: agent.name,
    act: (view: PlayerView, actions: readonly Action[]) => {
      const answer = agent.act(view, actions);
      if (answer.type !== 'discard' || !answer.riichi) return answer;
      const who = seat === bot ? 0 : 1;
      const counts = kindCounts(view.hand);
      counts[answer.tile >> 2]!--;
      const river = new Set(view.rivers[seat]!.map((r) => r.tile >> 2));
      river.add(answer.tile >> 2);
      const kinds = handWaits(counts, view, seat);
      if (kinds.some((k) => river.has(k))) {
        furiten[who]++;
        return answer;
      }
      riichi[who]++;
      // the riichi tile moves from the hand to the river: the copies unseen are the view's
      const unseen = unseenOf(view);
      for (const k of kinds) {
        const row: [string, number, number, number] = [waitClass(k, river), unseen[k]!, 0, 0];
        waits.push(row);
        open.push({ seat, kind: k, row });
      }
      return answer;
    },
    notify: (u) => {
      agent.notify?.(u);
      if (seat !== 0) return;
      if (u.type === 'round-start') open = [];
      else if (u.type === 'event' && u.event.type === 'win') {
        const e = u.event;
        for (const w of open) if (w.seat === e.seat && w.kind === e.winningTile >> 2) w.row[e.from === e.seat ? 3 : 2]++;
      }
    },
  });
  const agents = [0, 1, 2, 3].map((s) => wrap(s === bot ? evaluatorAgent() : evaluatorAgent({ preset: 'legacy' }), s));
  playGame(agents, { seed: `waits/${game}` });
  return { game, waits, furiten, riichi };
}

/** Ron and self-draw wins per unseen copy over `games`, with 95% intervals from 1,000 resamples of the hanchan. */
function rates(games: readonly GameWaits[], keep: (cls: string) => boolean): { kinds: number; unseen: number; ron: readonly number[]; tsumo: readonly number[] } {
  const sums = games.map((g) => {
    let kinds = 0;
    let unseen = 0;
    let ron = 0;
    let tsumo = 0;
    for (const w of g.waits) {
      if (!keep(w[0])) continue;
      kinds++;
      unseen += w[1];
      ron += w[2];
      tsumo += w[3];
    }
    return { kinds, unseen, ron, tsumo };
  });
  const total = (xs: typeof sums) => xs.reduce((a, s) => ({ kinds: a.kinds + s.kinds, unseen: a.unseen + s.unseen, ron: a.ron + s.ron, tsumo: a.tsumo + s.tsumo }), { kinds: 0, unseen: 0, ron: 0, tsumo: 0 });
  const all = total(sums);
  const rng = createRng('wait-wins/bootstrap');
  const ron: number[] = [];
  const tsumo: number[] = [];
  for (let b = 0; b < 1000; b++) {
    const t = total(sums.map(() => sums[rng.nextInt(sums.length)]!));
    ron.push(t.ron / t.unseen);
    tsumo.push(t.tsumo / t.unseen);
  }
  const q = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return [sorted[25]!, sorted[974]!];
  };
  return { kinds: all.kinds, unseen: all.unseen, ron: [all.ron / all.unseen, ...q(ron)], tsumo: [all.tsumo / all.unseen, ...q(tsumo)] };
}

function report(command: string, games: readonly GameWaits[]): string {
  const f = (x: readonly number[]) => `${x[0]!.toFixed(3)} [${x[1]!.toFixed(3)}, ${x[2]!.toFixed(3)}]`;
  const classes = ['honour', 'terminal', 'terminal, suji', '2 or 8', '2 or 8, suji', '3 or 7', '3 or 7, suji', '4–6', '4–6, half suji', '4–6, suji'];
  const rows = [['every wait', () => true] as const, ...classes.map((c) => [c, (x: string) => x === c] as const)];
  const sum = (i: 0 | 1, key: 'furiten' | 'riichi') => games.reduce((a, g) => a + g[key][i], 0);
  let md = `# How often a riichi wait wins, by the kind waited on

Command: \`${command}\`

The evaluator bot against three \`evaluator-legacy\`, ${games.length} hanchan (the bot at seat GAME mod 4, walls of seed
\`waits\`). At every riichi not on a furiten wait (${sum(0, 'riichi') + sum(1, 'riichi')}: ${sum(0, 'riichi')} of the bot's; furiten riichi left out:
${sum(0, 'furiten')} of the bot's, ${sum(1, 'furiten')} of the others'), each kind waited on with the copies of it unseen to the riichi
player, and whether the round was won on it by ron or by self-draw: wins per unseen copy, 95% intervals from 1,000
resamples of the hanchan. The kind's class as the riichi player's own river shows it (suji: the river holds the tile
three away on each side there is one; half suji: a 4–6 with one side).

| wait | kinds | unseen copies | ron per copy | self-draw per copy |
|---|---:|---:|---|---|
`;
  for (const [name, keep] of rows) {
    const r = rates(games, keep);
    md += `| ${name} | ${r.kinds} | ${r.unseen} | ${f(r.ron)} | ${f(r.tsumo)} |\n`;
  }
  return md;
}

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '400'));
if (!playShare(args, games, playAt)) {
  const file = join(resultsDir, 'wait-wins.json');
  const command = `cd bench && node --conditions=@mjkit/source --import tsx src/wait-wins.ts --games ${games}`;
  const saved = savedRun<{ command: string; games: GameWaits[] }>(file, command, args, sameButGames);
  const byGame = new Map((saved?.games ?? []).filter((g) => g.game < games).map((g) => [g.game, g]));
  const save = () => {
    const list = [...byGame.values()].sort((a, b) => a.game - b.game);
    writeWhole(file, `${JSON.stringify({ command, games: list })}\n`);
    writeWhole(join(resultsDir, 'wait-wins.md'), report(command, list));
  };
  await playGames<GameWaits>(import.meta.url, args, games, byGame.keys(), (m) => byGame.set(m.game, m), save);
  console.log(report(command, [...byGame.values()].sort((a, b) => a.game - b.game)));
}
