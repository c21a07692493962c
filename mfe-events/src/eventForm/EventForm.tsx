// Events §2 Event form body: the eight side sections (with side anchors), the §5 messages per field,
// and the submit button ('Create event' / 'Update event' / 'Saving...') disabled while any message
// shows or a save runs. The page (EventFormPage.tsx) loads, checks permission and saves.
import { EVENT_MESSAGES, type EventStatus, type EventTimeField } from '@portal/contracts';
import type { ApiClient } from '@portal/kit';
import { useMemo, useState, type ReactNode } from 'react';
import { withAccountZone } from '../timeZone/accountZone.tsx';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import { ActivitySection, LogisticsSection, MainSection } from './EventFormSections.tsx';
import { fillLocations, formErrors, setTime, type EventFormValues } from './eventFormState.ts';
import { ExtraSection, TeamSection, type FormAccount, type TeamsLoad } from './ExtraSections.tsx';
import { FilesField } from './FilesField.tsx';
import type { DriveFileInput } from '@portal/kit/driveFileInput';
import { PocSection } from './PocSection.tsx';

export const FORM_SECTIONS = [
  ['main', 'Main information'],
  ['activity', 'Activity Information'],
  ['logistics', 'Logistics Information'],
  ['pocs', 'Points of Contact'],
  ['custom', 'Custom Attendance Fields'],
  ['files', 'File Attachments'],
  ['extra', 'Extra Information'],
  ['team', 'Team Information'],
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="evt-form-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

interface EventFormProps {
  initial: EventFormValues;
  isNew: boolean;
  statuses: readonly EventStatus[];
  teams: TeamsLoad;
  /** The account the form is on; null while unknown. */
  account: FormAccount;
  saving: boolean;
  failure: string | null;
  client: ApiClient;
  loadFileInput?: () => Promise<DriveFileInput>;
  onSubmit(values: EventFormValues): void;
}

function EventFormFields(props: EventFormProps) {
  const [values, setValues] = useState(props.initial);
  const errors = useMemo(() => formErrors(values), [values]);
  const invalid = Object.keys(errors).length > 0;
  const set = (patch: Partial<EventFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const common = { values, set, errors };
  const bodies: Record<(typeof FORM_SECTIONS)[number][0], ReactNode> = {
    main: (
      <MainSection
        {...common}
        statuses={props.statuses}
        setTime={(field: EventTimeField, ms) => setValues((v) => setTime(v, field, ms, props.isNew))}
        onMeetLocationBlur={() => props.isNew && setValues(fillLocations)}
      />
    ),
    activity: <ActivitySection {...common} />,
    logistics: <LogisticsSection {...common} />,
    pocs: <PocSection {...common} client={props.client} />,
    custom: <CustomFieldsSection {...common} now={Date.now} />,
    files: (
      <FilesField
        value={values.fileIDs}
        onChange={(fileIDs) => set({ fileIDs })}
        {...(props.loadFileInput ? { load: props.loadFileInput } : {})}
      />
    ),
    extra: <ExtraSection {...common} account={props.account} />,
    team: <TeamSection {...common} teams={props.teams} />,
  };

  return (
    <div className="evt-form-layout">
      <nav aria-label="Form sections" className="evt-side-nav">
        <ul>
          {FORM_SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && !props.saving) props.onSubmit(values);
        }}
      >
        {FORM_SECTIONS.map(([id, title]) => (
          <Section key={id} id={id} title={title}>
            {bodies[id]}
          </Section>
        ))}
        {props.failure && (
          <p className="evt-save-failure" role="alert">
            {props.failure}
          </p>
        )}
        <button type="submit" disabled={invalid || props.saving}>
          {props.saving
            ? EVENT_MESSAGES.saving
            : props.isNew
              ? EVENT_MESSAGES.createButton
              : EVENT_MESSAGES.updateButton}
        </button>
      </form>
    </div>
  );
}

/** The form with its pickers in the account's zone (the registry's Website.Timezone). */
export const EventForm = withAccountZone(EventFormFields);
