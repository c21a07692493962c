// Axe on the page as it stands, limited to WCAG 2.0/2.1 A and AA, and the
// violations that fail the check: impact serious or critical. Axe (the axe-core that
// @axe-core/playwright brings) is put into the page once and stays there while the tab moves
// between pages without reloading: injecting it per check cost seconds a page on a busy machine.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Serious and critical violations on the page; `where` names it in the findings. */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResults> } }).axe.run(
          document,
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        )
      ).violations,
    WCAG_TAGS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** One line per finding: page, rule, impact and targets (the assertion message). */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `${f.page}: ${f.rule} (${f.impact}: ${f.help}) at ${f.targets.slice(0, 6).join(' | ')}`)
    .join('\n');
}
