// End-to-end journey (events spec §2 /capr393quizzer, §4 Quiz states, §5 checks, §9 pass
// means zero errors) in a real Chromium against the composed site, no sign-in needed. The cadet is
// made knowable with the page's `?seed=` parameter (mfe-quiz/README.md): the test builds the same
// cadet from the quiz's own generator and answers it. The last step serves mfe-quiz alone with its
// own dev server (`webpack serve`) and passes the quiz there. Screenshots quiz-01..07 in e2e/output.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { PICTURES, correctInput, describeCadet } from '../../mfe-quiz/src/quiz/index.ts';
import { siteForThisFile } from './browser.ts';
import { journeySteps } from './eventSteps.ts';
import { answerQuiz, cadetFor, gradeChoice, grades, ribbons } from './quizSteps.ts';
import { outputDir, screenshot } from './site.ts';

const site = siteForThisFile();
const { step } = journeySteps(site, 'quiz');
const SEED = 20261126;

async function openQuiz(seed: number, base = site().base): Promise<Page> {
  const { page } = await site().newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/capr393quizzer?seed=${seed}`);
  await page.getByRole('heading', { name: 'Insignia and awards quiz' }).waitFor();
  await page.getByRole('heading', { name: describeCadet(cadetFor(seed)).title }).waitFor();
  return page;
}

/** Which ribbons are checked, in page order. */
const checkedRibbons = (page: Page) =>
  ribbons(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked));

async function noAxeViolation(page: Page, when: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe violations ${when}`,
  );
}

describe('the insignia and awards quiz: pass, mistakes, try again, new quiz, keyboard only, axe', () => {
  step("§9 the known cadet answered correctly: 'Here are your results' and 'You passed!'", async () => {
    const page = await openQuiz(SEED);
    await screenshot(page, 'quiz-01-input');
    await answerQuiz(page, correctInput(cadetFor(SEED)));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Here are your results' }).waitFor();
    await page.getByText('You passed!').waitFor();
    await screenshot(page, 'quiz-02-passed');
  });

  step("two mistakes are both listed; 'Try again' keeps the answers; 'New quiz' clears them", async () => {
    const page = await openQuiz(SEED);
    const right = correctInput(cadetFor(SEED));
    const leftOut = PICTURES.find((p) => p.name === 'curryChecked')!; // every cadet of the quiz earns it
    await answerQuiz(page, { ...right, [leftOut.name]: false, iaceChecked: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    const mistakes = page.getByRole('list', { name: 'Mistakes' }).getByRole('listitem');
    await page.getByText('2 mistakes:').waitFor();
    assert.deepEqual(await mistakes.allTextContents(), [
      `You left out the ${leftOut.label}: this cadet has completed ${cadetFor(SEED).grade.level}, and wears the ribbon of every achievement up to ${cadetFor(SEED).grade.level}.`,
      'The International Air Cadet Exchange (IACE) ribbon does not belong: this cadet has never been on the exchange.',
    ]);
    assert.equal(await page.getByText('You passed!').count(), 0);
    await noAxeViolation(page, 'on the results');
    await screenshot(page, 'quiz-03-two-mistakes');

    await page.getByRole('button', { name: 'Try again' }).click();
    const kept = await checkedRibbons(page);
    assert.deepEqual(
      kept,
      PICTURES.map((p) =>
        p.name === 'iaceChecked' ? true : p.name === leftOut.name ? false : right[p.name],
      ),
    );
    assert.equal(await grades(page).getByRole('radio', { checked: true }).count(), 1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('2 mistakes:').waitFor();

    await page.getByRole('button', { name: 'New quiz' }).click();
    await page.waitForURL((url) => url.searchParams.get('seed') !== String(SEED));
    const seed = Number(new URL(page.url()).searchParams.get('seed'));
    await page.getByRole('heading', { name: describeCadet(cadetFor(seed)).title }).waitFor();
    assert.ok(
      (await checkedRibbons(page)).every((c) => !c),
      'New quiz clears every ribbon',
    );
    assert.equal(await grades(page).getByRole('radio', { checked: true }).count(), 0);
    await screenshot(page, 'quiz-04-new-quiz');
  });

  step(
    'keyboard only: Tab, arrows and Space answer the known cadet; Enter submits; axe finds nothing',
    async () => {
      const page = await openQuiz(SEED);
      await noAxeViolation(page, 'on the quiz');
      const right = correctInput(cadetFor(SEED));
      const focusedName = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return el?.tagName === 'INPUT' ? el.name : (el?.textContent ?? '');
        });
      // Tab from the top of the page (through the shell's navigation) to the grade insignia.
      for (let i = 0; i < 80 && (await focusedName()) !== 'grade'; i += 1) await page.keyboard.press('Tab');
      assert.equal(await focusedName(), 'grade');
      await page.keyboard.press('Space'); // the first insignia
      for (let i = 0; i < gradeChoice(right); i += 1) await page.keyboard.press('ArrowRight');
      for (const p of PICTURES) {
        await page.keyboard.press('Tab');
        assert.equal(await focusedName(), p.name);
        if (right[p.name]) await page.keyboard.press('Space');
      }
      await page.keyboard.press('Tab'); // Show names under the pictures
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      assert.equal(await focusedName(), 'Submit');
      await screenshot(page, 'quiz-05-keyboard-names');
      await page.keyboard.press('Enter');
      await page.getByText('You passed!').waitFor();
      assert.equal(await focusedName(), 'Here are your results');
      await noAxeViolation(page, 'on the passed results');
      await page.keyboard.press('Tab');
      assert.equal(await focusedName(), 'Try again');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Submit' }).waitFor();
      assert.deepEqual(
        await checkedRibbons(page),
        PICTURES.map((p) => right[p.name]),
      );
    },
  );

  step('at 375 px the quiz fits the screen (no sideways scrolling)', async () => {
    const page = await openQuiz(SEED);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('checkbox', { name: 'Show names under the pictures' }).check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
    await screenshot(page, 'quiz-06-narrow');
  });

  step(
    'standalone from its own server: `webpack serve` of mfe-quiz alone, the known cadet passes',
    async () => {
      const port = await new Promise<number>((done, fail) => {
        const server = createServer().once('error', fail);
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          server.close(() =>
            typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
          );
        });
      });
      const root = resolve(import.meta.dirname, '..', '..');
      const log = createWriteStream(join(outputDir, 'quiz-standalone.log'));
      const server = spawn(
        process.execPath,
        [join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), 'serve', '--port', String(port)],
        { cwd: join(root, 'mfe-quiz'), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      server.stdout.pipe(log);
      server.stderr.pipe(log);
      try {
        const base = `http://localhost:${port}`;
        for (let waited = 0; ; waited += 1) {
          const ok = await fetch(`${base}/capr393quizzer`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) break;
          assert.ok(
            waited < 180 && server.exitCode === null,
            'the standalone server did not start (quiz-standalone.log)',
          );
          await new Promise((r) => setTimeout(r, 1000));
        }
        const page = await openQuiz(SEED, base);
        await answerQuiz(page, correctInput(cadetFor(SEED)));
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('You passed!').waitFor();
        await screenshot(page, 'quiz-07-standalone');
        await page.context().close();
      } finally {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      }
    },
  );
});
