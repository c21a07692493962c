// Platform §2 dashboard widget 3 "Reports": the card, whose body is mfe-events' reports
// widget ('mfe_events/ReportsWidget', src/reports/ReportsWidget.tsx there) loaded at run time with
// the kit's loader (@portal/kit/remoteModule), as the event form loads mfe-drive's FileInput. The
// reports (60-1, 60-1a, 60-20, 52-1) are mfe-events' work; this card only frames them. When the
// events part cannot be loaded the card says so instead of breaking the dashboard. The card's wait
// and the widget's own (its data) are one wait: the widget's loader counts the 200 ms from the
// card's start, so the card is never blank between the two.
import { loadRemoteDefault } from '@portal/kit/remoteModule';
import { Loader, useLoadState } from '@portal/kit';
import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { WidgetCard } from './WidgetCard.tsx';

/** `loadingSince`: when the card began to wait (the widget's loader counts its delay from it). */
export type ReportsWidget = ComponentType<{ loadingSince?: number }>;

export const REPORTS_OFFLINE = 'The reports could not be loaded. Please try again later.';

export const loadReportsWidget = (): Promise<ReportsWidget> =>
  loadRemoteDefault<ReportsWidget>('mfe_events', 'ReportsWidget');

/** A crash inside the loaded widget shows the offline text, not a broken dashboard. */
class WidgetBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? (
      <p className="adm-widget-text adm-widget-error">{REPORTS_OFFLINE}</p>
    ) : (
      this.props.children
    );
  }
}

export function ReportsCard({ load = loadReportsWidget }: { load?: () => Promise<ReportsWidget> }) {
  const widget = useLoadState(() => load(), [load]);
  const [since] = useState(() => Date.now());
  return (
    <WidgetCard title="Reports" testId="widget-reports">
      {widget.state === 'LOADING' && <Loader label="Loading the reports..." since={since} />}
      {widget.state === 'ERROR' && <p className="adm-widget-text adm-widget-error">{REPORTS_OFFLINE}</p>}
      {widget.state === 'LOADED' && (
        <WidgetBoundary>
          <widget.value loadingSince={since} />
        </WidgetBoundary>
      )}
    </WidgetCard>
  );
}
