// A feature's stylesheet, after the looks the admin pages share (so it changes only what differs).
import { adoptStyles } from '@portal/kit';
import sharedCss from './shared.css?raw';

export function adoptAdminStyles(id: string, css: string): void {
  adoptStyles('mfe-admin-shared', sharedCss);
  adoptStyles(id, css);
}
