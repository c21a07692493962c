// Platform §2 dashboard widget 7, support and release notes: the privileged user only. The spec
// names no support address, so none is invented: the widget leads to the release notes (where the
// privileged user adds notes) and to the error list, where crashes of every service are reported.
import type { AdminLink } from './adminLinks.ts';
import { LinksWidget } from './LinksWidget.tsx';

export const SUPPORT_LINKS: readonly AdminLink[] = [
  { label: 'Release notes', to: '/changelog' },
  { label: 'Error reports', to: '/admin/errorlist' },
];

export function SupportWidget({ builtPages }: { builtPages: ReadonlySet<string> }) {
  return (
    <LinksWidget
      title="Support and release notes"
      testId="widget-support"
      links={SUPPORT_LINKS.filter((link) => builtPages.has(link.to))}
    >
      <p className="adm-widget-text">
        Write a release note for each change members will notice; problems that members and the services run
        into are collected in the error reports.
      </p>
    </LinksWidget>
  );
}
