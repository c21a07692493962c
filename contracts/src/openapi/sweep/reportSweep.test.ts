// The sweep tests' shared end (reportSweep.ts): each of its checks fails the test that calls it.
import { describe, expect, it, vi } from 'vitest';
import { reportSweep } from './reportSweep.ts';
import type { SweepReport } from './runSweep.ts';

function report(overrides: Partial<SweepReport> = {}): SweepReport {
  return {
    calls: 3,
    variants: 12,
    findings: [],
    accepted: [],
    statuses: { 400: 12 },
    messages: new Map(),
    perCall: [{ call: 'GET /api/x', variants: 12, ms: 5, statuses: { 400: 12 } }],
    ...overrides,
  };
}

describe('reportSweep', () => {
  it('passes a clean sweep of enough calls and logs one summary line', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      reportSweep('svc-test', report(), 2);
      expect(log).toHaveBeenCalledWith(
        'svc-test sweep: 3 calls, 12 variants, statuses {"400":12}, 0 acceptable variants taken',
      );
    } finally {
      log.mockRestore();
    }
  });

  it('fails on too few calls, a 401/403 answer or a finding', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(() => reportSweep('svc-test', report(), 3)).toThrow();
      const refused = report({ perCall: [{ call: 'GET /api/x', variants: 1, ms: 1, statuses: { 403: 1 } }] });
      expect(() => reportSweep('svc-test', refused, 2)).toThrow();
      const finding = { call: 'GET /api/x', variant: 'v', status: 500, problem: 'a 5xx', body: '' };
      expect(() => reportSweep('svc-test', report({ findings: [finding] }), 2)).toThrow(/a 5xx/);
    } finally {
      log.mockRestore();
    }
  });
});
