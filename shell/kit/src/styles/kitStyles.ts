// The kit's own CSS, added once so kit components look right in the shell and in a remote running
// standalone. Colours come from CSS variables the shell may override (--kit-primary, ...).
import kitCss from './kit.css?raw';
import { adoptStyles } from './adoptStyles.ts';

export function ensureKitStyles(): void {
  adoptStyles('portal-kit-styles', kitCss, 'kit');
}
