// Events §2 Event form body: the eight side sections (with side anchors), the §5 messages per field
// once it is touched, and the submit button ('Create event' / 'Update event' / 'Saving...') disabled
// while any message holds or a save runs, with the list of what is missing beside it. Leaving with
// unsaved changes asks first. The page (EventFormPage.tsx) loads, checks permission and saves.
import { EVENT_MESSAGES, type EventStatus, type EventTimeField } from '@portal/contracts';
import { type ApiClient } from '@portal/kit';
import { useUnsavedChangesGuard } from '@portal/kit/leaveGuard';
import { useMemo, useState, type ReactNode } from 'react';
import { withAccountZone } from '../timeZone/accountZone.tsx';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import { ActivitySection, LogisticsSection, MainSection } from './EventFormSections.tsx';
import { fillLocations, formErrors, setTime, type EventFormValues } from './eventFormState.ts';
import { ExtraSection, TeamSection, type FormAccount, type TeamsLoad } from './ExtraSections.tsx';
import { FilesField } from './FilesField.tsx';
import type { DriveFileInput } from '@portal/kit/driveFileInput';
import { PocSection } from './PocSection.tsx';
import { MISSING_FIELDS_ID, MissingFields } from './MissingFields.tsx';
import { useCopiedLocations, useTouched } from './formTouch.ts';

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
  const { shown, touch } = useTouched(errors);
  const copied = useCopiedLocations(values);
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(props.initial),
    [values, props.initial],
  );
  // a save under way is not a loss: the page moves to the viewer when it succeeds
  const leaveGuard = useUnsavedChangesGuard(dirty && !props.saving);
  const set = (patch: Partial<EventFormValues>) => {
    for (const key of Object.keys(patch)) touch(key);
    setValues((v) => ({ ...v, ...patch }));
  };
  const common = { values, set, errors: shown, touch };
  const bodies: Record<(typeof FORM_SECTIONS)[number][0], ReactNode> = {
    main: (
      <MainSection
        {...common}
        statuses={props.statuses}
        setTime={(field: EventTimeField, ms) => {
          touch(field);
          setValues((v) => setTime(v, field, ms, props.isNew));
        }}
        onMeetLocationBlur={() => {
          if (!props.isNew) return;
          copied.noteCopies(values);
          setValues(fillLocations);
        }}
        copiedLocation={copied.handlers}
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
        <div className="evt-submit-row">
          <button
            type="submit"
            disabled={invalid || props.saving}
            {...(invalid ? { 'aria-describedby': MISSING_FIELDS_ID } : {})}
          >
            {props.saving
              ? EVENT_MESSAGES.saving
              : props.isNew
                ? EVENT_MESSAGES.createButton
                : EVENT_MESSAGES.updateButton}
          </button>
          <MissingFields errors={errors} isNew={props.isNew} onGo={touch} />
        </div>
      </form>
      {leaveGuard}
    </div>
  );
}

/** The form with its pickers in the account's zone (the registry's Website.Timezone). */
export const EventForm = withAccountZone(EventFormFields);
