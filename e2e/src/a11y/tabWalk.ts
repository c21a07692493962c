// A walk through a page with the Tab key, as a keyboard user moves: from the top of the page, one
// Tab at a time, recording every element that takes focus and whether its focus shows (its outline,
// shadow, border or background differ from its unfocused look). The page's own list of tabbable
// elements, in document order, is what a sensible order and full reach are measured against.
import type { Page } from 'playwright-core';

export interface TabStop {
  /** Index in the page's tabbable list, -1 for an element outside it (a scrollable region). */
  index: number;
  what: string;
  focusShows: boolean;
}

export interface TabWalk {
  tabbables: string[];
  stops: TabStop[];
  /** Elements with a positive tabindex (they jump the order). */
  positiveTabindex: string[];
}

/** Marks the tabbable elements (data-a11y-tab) and remembers how each looks unfocused. */
async function markTabbables(page: Page): Promise<{ tabbables: string[]; positiveTabindex: string[] }> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        (el as HTMLInputElement).name ??
        '';
      const tag = el.tagName.toLowerCase();
      const type = el.getAttribute('type');
      return `${tag}${type ? `[type=${type}]` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return [
        s.outlineStyle,
        s.outlineWidth,
        s.outlineColor,
        s.boxShadow,
        s.borderColor,
        s.backgroundColor,
      ].join(';');
    };
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
    const seenRadioGroups = new Set<string>();
    const list: Element[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const html = el as HTMLElement;
      if (html.tabIndex < 0 || (html as HTMLButtonElement).disabled) continue;
      if (html.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(html);
      if (style.visibility === 'hidden' || html.getClientRects().length === 0) continue;
      if (html instanceof HTMLInputElement && html.type === 'radio' && html.name) {
        // one stop per radio group: the checked radio, else the first
        const key = `${html.form?.id ?? ''}/${html.name}`;
        const group = Array.from(
          document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(html.name)}"]`),
        ).filter((r) => r.form === html.form);
        const stop = group.find((r) => r.checked) ?? group[0];
        if (stop !== html || seenRadioGroups.has(key)) continue;
        seenRadioGroups.add(key);
      }
      list.push(html);
    }
    const w = window as unknown as { __a11yLooks: string[] };
    w.__a11yLooks = [];
    document.querySelectorAll('[data-a11y-tab]').forEach((el) => el.removeAttribute('data-a11y-tab'));
    list.forEach((el, i) => {
      el.setAttribute('data-a11y-tab', String(i));
      w.__a11yLooks.push(look(el));
    });
    return {
      tabbables: list.map(describe),
      positiveTabindex: list.filter((el) => (el as HTMLElement).tabIndex > 0).map(describe),
    };
  });
}

/** Starts recording focus moves (focusin), with each focused element's look. */
async function recordFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __a11yStops: { index: number; what: string; focusShows: boolean }[];
      __a11yLooks: string[];
      __a11yListener?: (e: FocusEvent) => void;
    };
    w.__a11yStops = [];
    if (w.__a11yListener) document.removeEventListener('focusin', w.__a11yListener, true);
    w.__a11yListener = (event: FocusEvent) => {
      const el = event.target as HTMLElement;
      const s = getComputedStyle(el);
      const now = [
        s.outlineStyle,
        s.outlineWidth,
        s.outlineColor,
        s.boxShadow,
        s.borderColor,
        s.backgroundColor,
      ].join(';');
      const index = Number(el.getAttribute?.('data-a11y-tab') ?? -1);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      const changed = index >= 0 ? now !== w.__a11yLooks[index] : outline || s.boxShadow !== 'none';
      w.__a11yStops.push({
        index,
        what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
        focusShows: changed && (outline || s.boxShadow !== 'none' || now !== w.__a11yLooks[index]),
      });
    };
    document.addEventListener('focusin', w.__a11yListener, true);
  });
}

/**
 * Tabs from the top of the page through every tabbable element and a little past the end
 * (at most `limit` presses; the contact lists of a whole unit take over 250); answers what took
 * focus, in order.
 */
export async function walkWithTab(page: Page, limit = 400): Promise<TabWalk> {
  await page.mouse.move(0, 0);
  // tsx keeps function names with a __name() helper that the page does not have
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  // start before the first element: focus the page frame (tabindex -1) or the document; first, so
  // that the unfocused look of an element that had focus (autofocus, the last walk) is its own
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const top = document.getElementById('top') ?? document.getElementById('main');
    top?.focus({ preventScroll: true });
  });
  const { tabbables, positiveTabindex } = await markTabbables(page);
  await recordFocus(page);
  // Tab in short runs until focus has passed the last element or come back round: a date field takes
  // several presses (one per part), so the number of presses is not known beforehand
  const readStops = () => page.evaluate(() => (window as unknown as { __a11yStops: TabStop[] }).__a11yStops);
  let stops: TabStop[] = [];
  for (let pressed = 0; pressed < limit;) {
    for (let i = 0; i < 12; i += 1, pressed += 1) await page.keyboard.press('Tab');
    stops = await readStops();
    const indexes = stops.map((s) => s.index);
    const last = tabbables.length - 1;
    const wrapped = indexes.some((index, i) => i > 0 && index >= 0 && index < (indexes[i - 1] ?? -1));
    if (tabbables.length === 0 || wrapped || indexes.at(-1) === last || indexes.includes(last)) break;
  }
  return { tabbables, stops, positiveTabindex };
}

/**
 * What is wrong with a walk: elements never reached (a trap or an unreachable control), a backwards
 * jump in the order, a focus that does not show, a positive tabindex.
 */
export function walkProblems(walk: TabWalk): string[] {
  const problems: string[] = [];
  const reached = new Set(walk.stops.map((s) => s.index));
  const missing = walk.tabbables.filter((_, i) => !reached.has(i));
  if (missing.length > 0) problems.push(`not reached by Tab: ${missing.slice(0, 5).join(', ')}`);
  let last = -1;
  for (const stop of walk.stops) {
    if (stop.index < 0) continue;
    if (stop.index < last) {
      // wrapping around to the first element after the last is not a jump
      if (stop.index === 0 && last === walk.tabbables.length - 1) break;
      problems.push(`order jumps back to ${stop.what} after #${last} ${walk.tabbables[last]}`);
      break;
    }
    last = stop.index;
  }
  const hidden = walk.stops.filter((s) => !s.focusShows).map((s) => s.what);
  if (hidden.length > 0)
    problems.push(`focus does not show on: ${[...new Set(hidden)].slice(0, 5).join(', ')}`);
  if (walk.positiveTabindex.length > 0)
    problems.push(`positive tabindex: ${walk.positiveTabindex.join(', ')}`);
  return problems;
}
