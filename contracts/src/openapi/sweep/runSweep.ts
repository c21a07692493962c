// Runs the variants of calls against a service (how to send and how to read its tables are given),
// and lists what is wrong: a 5xx, no answer, a non-catalogue refusal, an invalid variant accepted,
// or rows written by a refused request. Pure: the caller brings the HTTP and database access.
import type { CallDescription } from '../types.ts';
import type { Catalogue } from './catalogueWords.ts';
import { refusalProblem, type SweepAnswer } from './errorAnswer.ts';
import { callName, sweepVariants, type SweepOptions, type SweepVariant } from './sweepVariants.ts';

export interface SweepTarget {
  send(variant: SweepVariant): Promise<SweepAnswer>;
  /** A fingerprint of every table of the service's schema (row counts and checksums). */
  snapshot(): Promise<string>;
  /** Options per call (plausible path params). */
  optionsFor?(call: CallDescription): SweepOptions;
  /** The catalogue's words: a refusal's message and issues must be among them (catalogueWords.ts). */
  catalogue?: Catalogue;
  /** Requests in flight at once within a batch (default 1), or per call. */
  concurrency?: number | ((call: CallDescription) => number);
  /** Run before each call (e.g. put the session in the state the call needs). */
  beforeCall?(call: CallDescription): Promise<void>;
  /** Run after each call (e.g. restore a session an accepted variant changed). */
  afterCall?(call: CallDescription): Promise<void>;
}

export interface SweepFinding {
  call: string;
  variant: string;
  status: number;
  problem: string;
  body: string;
}

export interface SweepReport {
  calls: number;
  variants: number;
  findings: SweepFinding[];
  /** Acceptable variants the service took (2xx): legal odd input, listed for the record. */
  accepted: Array<{ call: string; variant: string; status: number }>;
  /** Status -> how many answers. */
  statuses: Record<number, number>;
  /** Distinct refusal messages, for checking against the catalogue. */
  messages: Map<string, number>;
  /** Per call: variants sent, milliseconds, statuses seen. */
  perCall: Array<{ call: string; variants: number; ms: number; statuses: Record<number, number> }>;
}

const MUTATING = new Set(['POST', 'PUT', 'DELETE']);

export async function runSweep(calls: readonly CallDescription[], target: SweepTarget): Promise<SweepReport> {
  const report: SweepReport = {
    calls: 0,
    variants: 0,
    findings: [],
    accepted: [],
    statuses: {},
    messages: new Map(),
    perCall: [],
  };
  for (const call of calls) {
    const variants = sweepVariants(call, target.optionsFor?.(call));
    if (variants.length === 0) continue;
    report.calls++;
    await target.beforeCall?.(call);
    const name = callName(call);
    const mutating = MUTATING.has(call.method);
    const started = Date.now();
    const statuses: Record<number, number> = {};
    // refused variants first, as one batch between two snapshots; then the acceptable ones
    for (const batch of [variants.filter((v) => !v.acceptable), variants.filter((v) => v.acceptable)]) {
      if (batch.length === 0) continue;
      const before = mutating ? await target.snapshot() : '';
      let tookOne = false;
      const one = async (variant: SweepVariant): Promise<void> => {
        report.variants++;
        let answer: SweepAnswer;
        try {
          answer = await target.send(variant);
        } catch (error) {
          // a timeout or a dropped connection: the service hung or died on it
          answer = { status: 0, text: `no answer: ${String(error)}`, contentType: '' };
        }
        report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const finding = (problem: string) =>
          report.findings.push({
            call: name,
            variant: variant.label,
            status: answer.status,
            problem,
            body: answer.text.slice(0, 300),
          });
        if (answer.status >= 200 && answer.status < 300) {
          if (variant.acceptable) {
            tookOne = true;
            report.accepted.push({ call: name, variant: variant.label, status: answer.status });
          } else finding('accepted an invalid variant');
          return;
        }
        const problem = refusalProblem(answer);
        if (problem) {
          finding(problem);
          return;
        }
        const refusal = JSON.parse(answer.text) as { code: string; message: string; issues?: string[] };
        const { code, message, issues = [] } = refusal;
        const expected = variant.refusedWith;
        if (expected && (answer.status !== expected.status || code !== expected.code)) {
          finding(`expected ${expected.status} ${expected.code}, got ${answer.status} ${code}`);
          return;
        }
        report.messages.set(message, (report.messages.get(message) ?? 0) + 1);
        const foreign = [message, ...issues].find((text) => target.catalogue && !target.catalogue.has(text));
        if (foreign !== undefined) finding(`words not in the catalogue: '${foreign.slice(0, 120)}'`);
      };
      const limit = typeof target.concurrency === 'function' ? target.concurrency(call) : target.concurrency;
      await inParallel(batch, limit ?? 1, one);
      const after = mutating && !tookOne ? await target.snapshot() : before;
      if (after !== before) {
        report.findings.push({
          call: name,
          variant: `${batch.length} ${batch[0]!.acceptable ? 'acceptable' : 'invalid'} variants`,
          status: 0,
          problem: `rows changed though every variant was refused: ${changedLines(before, after)}`,
          body: '',
        });
      }
    }
    await target.afterCall?.(call);
    report.perCall.push({ call: name, variants: variants.length, ms: Date.now() - started, statuses });
  }
  return report;
}

/** The snapshot lines (tables) that differ. */
function changedLines(before: string, after: string): string {
  const old = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !old.has(line))
    .map((line) => line.split(':')[0])
    .join(', ');
}

/** Runs `work` over `items` with at most `limit` at once, in order of start. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}

/** One line per finding, for an assertion message. */
export function describeFindings(findings: readonly SweepFinding[]): string {
  return findings.map((f) => `${f.call} [${f.variant}] -> ${f.status}: ${f.problem} ${f.body}`).join('\n');
}
