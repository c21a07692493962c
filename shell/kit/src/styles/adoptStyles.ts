/**
 * Adds a stylesheet's text (a .css file imported with `?raw`) to the document once, as
 * <style id>. Sheets stay in layer order whenever they arrive, so equal selectors resolve the same
 * on every page: the remotes' feature sheets first, then the kit's, then the shell frame's.
 */
const LAYERS = { feature: 0, kit: 1, frame: 2 } as const;

export type StyleLayer = keyof typeof LAYERS;

export function adoptStyles(id: string, css: string, layer: StyleLayer = 'feature'): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const rank = LAYERS[layer];
  const style = document.createElement('style');
  style.id = id;
  style.dataset.styleLayer = String(rank);
  style.textContent = css;
  const before = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-style-layer]')].filter(
    (sheet) => Number(sheet.dataset.styleLayer) <= rank,
  );
  const last = before.at(-1);
  if (last) last.after(style);
  else document.head.prepend(style);
}
