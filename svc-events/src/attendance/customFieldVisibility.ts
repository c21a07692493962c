// §5 "Custom fields shown to a member need displayToMember; ... managers see ... all", for GET
// attendance and the viewer's attendees. "Managers" here: any non-NONE event level (§6 "full
// contact and attendance details", the spreadsheet download) or §6 attendance management.
// The viewer's attendees JSON is cached viewer-independently (src/events/attendeesCache.ts); the
// values are taken out of the answer after the cache, and only for a viewer who may not see them
// of an event that has a hidden field, so every other viewer still gets the cached bytes as they are.
import {
  mayManageAttendance,
  visibleCustomFieldValues,
  type Event,
  type EventActor,
  type EventRuleContext,
  type ManageEventLevel,
  type ViewerData,
} from '@portal/contracts';

export function seesAllCustomValues(
  actor: EventActor,
  event: Event,
  level: ManageEventLevel,
  rules: EventRuleContext,
): boolean {
  return level !== 'NONE' || mayManageAttendance(actor, event, null, rules);
}

/** The viewer's attendees JSON without the values of fields hidden from this viewer. */
export function attendeesForViewer(attendees: Buffer, event: Event, seesAll: boolean): Buffer {
  const fields = event.customAttendanceFields;
  if (seesAll || fields.every((f) => f.displayToMember)) return attendees;
  const list = JSON.parse(attendees.toString('utf8')) as ViewerData['attendees'];
  const shown = list.map((a) => ({
    ...a,
    record: {
      ...a.record,
      customAttendanceFieldValues: visibleCustomFieldValues(
        a.record.customAttendanceFieldValues,
        fields,
        false,
      ),
    },
  }));
  return Buffer.from(JSON.stringify(shown));
}
