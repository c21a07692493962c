// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from './adoptStyles.ts';
import { ensureKitStyles } from './kitStyles.ts';

const sheetIds = () => [...document.head.querySelectorAll('style')].map((s) => s.id);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('adoptStyles', () => {
  it('adds a sheet once, with its text', () => {
    adoptStyles('feature-a', '.a{color:red}');
    adoptStyles('feature-a', '.a{color:blue}');
    expect(sheetIds()).toEqual(['feature-a']);
    expect(document.getElementById('feature-a')!.textContent).toBe('.a{color:red}');
  });

  it('keeps feature sheets before the kit and the kit before the frame, whatever the order of arrival', () => {
    document.head.innerHTML = '<title>Portal</title>';
    adoptStyles('frame', '', 'frame');
    adoptStyles('feature-a', '');
    adoptStyles('kit', '', 'kit');
    adoptStyles('feature-b', '');
    adoptStyles('frame-2', '', 'frame');
    expect(sheetIds()).toEqual(['feature-a', 'feature-b', 'kit', 'frame', 'frame-2']);
  });

  it("gives the kit's own stylesheet its text from kit.css", () => {
    ensureKitStyles();
    expect(document.getElementById('portal-kit-styles')!.textContent).toContain('.kit-button{');
  });
});
