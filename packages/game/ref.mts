import { readLogs } from '@mjkit/tenhou/node';
import { referee } from './test/referee.ts';
const paths = process.argv.slice(2);
let games = 0, same = 0, skipped = 0, threw = 0;
const kinds = new Map<string, number>();
for (const { file, games: logs } of readLogs(paths.length ? paths : ['/work/shared/data/tenhou'])) {
  for (const log of logs) {
    if (!log.final) continue;
    let r;
    try { r = referee(log); } catch (e) { threw++; if (threw < 6) console.log('THREW', file, (e as Error).message, (e as Error).stack?.split('\n').slice(1,3).join(' | ')); continue; }
    if (!r) { skipped++; continue; }
    games++;
    if (r.difference === null) same++;
    else { const k = r.difference.replace(/\d+/g, '#').slice(0, 60); kinds.set(k, (kinds.get(k) ?? 0) + 1); if ((kinds.get(k) ?? 0) <= 2) console.log(file.split('/').slice(-2).join('/'), r.difference.slice(0, 400)); }
  }
}
console.log({ games, same, skipped, threw });
console.log([...kinds].sort((a, b) => b[1] - a[1]).slice(0, 20));
