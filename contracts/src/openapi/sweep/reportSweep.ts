// The end every service's sweep test shares (svc-*/src/sweep/malformedInput.test.ts): a summary line
// in the test log, the whole report in SWEEP_REPORT when set (CI keeps it), and the checks every
// sweep makes. Tests only: it asserts with vitest's expect.
import { writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { describeFindings, type SweepReport } from './runSweep.ts';

export function reportSweep(
  /** How the log line names the sweep, e.g. 'svc-events'. */
  name: string,
  report: SweepReport,
  /** The sweep must have reached more calls than this (a registry filter that lost calls fails). */
  moreCallsThan: number,
): void {
  console.log(
    `${name} sweep: ${report.calls} calls, ${report.variants} variants, statuses ${JSON.stringify(report.statuses)}, ${report.accepted.length} acceptable variants taken`,
  );
  if (process.env.SWEEP_REPORT) {
    writeFileSync(
      process.env.SWEEP_REPORT,
      JSON.stringify({ ...report, messages: [...report.messages] }, null, 1),
    );
  }
  expect(report.calls).toBeGreaterThan(moreCallsThan);
  // the sweep calls as the admin, who may call everything: no answer comes from a permission or session check
  expect(report.perCall.filter((c) => c.statuses[401] || c.statuses[403])).toEqual([]);
  expect(describeFindings(report.findings)).toBe('');
}
