// An arena run's report as a file that merges: the run's arguments, which shard of it this is,
// the statistics, and every game's summary, with a CRC-32. The reports of a run's shards merge
// into the report of the whole run, equal to the byte to the one an unsharded run writes.
import { crc32, describeValue, fail } from '@mjkit/core/internal';
import { checkShard, shardOrder } from '@mjkit/core/node';
import type { Shard } from '@mjkit/core/node';
import { arenaStatistics } from './arena.js';
import type { ArenaReport, GameSummary } from './arena.js';

/** The arguments of an arena run, as its report and `arena.json` keep them. */
export interface ArenaRun {
  readonly format: 'mjkit-arena-run';
  readonly version: 1;
  readonly agents: readonly string[];
  readonly config: Readonly<Record<string, string | undefined>>;
  readonly firstSet: number;
  readonly sets: number;
  readonly seed: string | number;
  readonly check: boolean;
  readonly rules: object;
}

/** A run's report as its file holds it. */
export interface ArenaReportFile {
  readonly run: ArenaRun;
  /** The shard of the run this report is of; null for the whole run. */
  readonly shard: Shard | null;
  readonly report: ArenaReport;
  /** Every game's summary, in set and rotation order. */
  readonly summaries: readonly GameSummary[];
}

const FORMAT = 'mjkit-arena-report';
const VERSION = 1;

const bodyCrc = (r: ArenaReportFile) => crc32(new TextEncoder().encode(JSON.stringify([r.run, r.shard, r.report, r.summaries])));

/** The text of a report file (one JSON line). */
export function arenaReportText(file: ArenaReportFile): string {
  return `${JSON.stringify({ format: FORMAT, version: VERSION, crc: bodyCrc(file), run: file.run, shard: file.shard, report: file.report, summaries: file.summaries })}\n`;
}

/** A report file's text read back and checked; anything else is `BAD_FILE`, naming `file`. */
export function parseArenaReport(text: string, file: string): ArenaReportFile {
  const bad = (why: string): never => fail('BAD_FILE', `not an arena report: ${why}`, { file });
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return bad('it is not JSON');
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) bad('it is not a JSON object');
  if (v.format !== FORMAT) bad(`its format is ${describeValue(v.format)} (mjkit arena --report writes ${FORMAT})`);
  if (v.version !== VERSION) bad(`format version ${describeValue(v.version)} (this reader knows ${VERSION})`);
  const run = v.run as ArenaRun;
  if (run === null || typeof run !== 'object' || run.format !== 'mjkit-arena-run' || !Array.isArray(run.agents)) bad('its run is not described');
  if (!Array.isArray(v.summaries)) bad('it has no game summaries');
  let shard: Shard | null = null;
  if (v.shard !== null) {
    try {
      shard = checkShard(v.shard);
    } catch {
      bad(`its shard is ${describeValue(v.shard)}`);
    }
  }
  const read: ArenaReportFile = { run, shard, report: v.report as ArenaReport, summaries: v.summaries as GameSummary[] };
  if (v.crc !== bodyCrc(read)) bad('its checksum does not match its content: the file is damaged');
  return read;
}

/**
 * The report of a whole run from the reports of its shards (in any order): every shard of the
 * run there once, all of one run (the same arguments), else `INVALID_ARGUMENT` naming the files.
 * Equal to the report an unsharded run gives, its text to the byte.
 */
export function mergeArenaReports(reports: readonly ArenaReportFile[], names: readonly string[]): ArenaReportFile {
  const run = JSON.stringify(reports[0]?.run);
  const other = reports.findIndex((r) => JSON.stringify(r.run) !== run);
  if (other >= 0) fail('INVALID_ARGUMENT', `${names[0]} and ${names[other]} are reports of different runs (agents, sets, seed or rules differ): merge the shards of one run`);
  const order = shardOrder(reports.map((r) => r.shard), names);
  const summaries = order.flatMap((i) => (reports[i] as ArenaReportFile).summaries);
  const sorted = [...summaries].sort((a, b) => a.set - b.set || a.rotation - b.rotation);
  return { run: (reports[0] as ArenaReportFile).run, shard: null, report: arenaStatistics(sorted), summaries: sorted };
}
