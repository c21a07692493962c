// Events §2 Event form routes: /eventform and /addevent create, /eventform/{id} and
// /modifyevent/{id} edit. Signed out: 'Please sign in'. Creating needs a non-NONE account level
// (§6) and a non-full manager may only pick Draft (contracts creatableStatuses); editing needs the
// effective permission for that event ('You do not have permission to modify this event').
// §8: load failure 'Could not load event information'; a save failing with a 4xx returns to the
// event list (edit) or home (create); any other failure shows the server's message and stays.
import {
  choosableStatuses,
  creatableStatuses,
  effectiveEventLevel,
  EVENT_MESSAGES,
  eventViewerPath,
  mayCreateEvent,
  mayModifyEvent,
  parseEventUrlId,
  type Event,
  type EventStatus,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  isApiError,
  Loader,
  RequireSignIn,
  useLoadState,
  type ApiClient,
  EventCrumbName,
} from '@portal/kit';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { DriveFileInput } from '@portal/kit/driveFileInput';
import { useEventActor } from '../eventData/eventActor.ts';
import { createEvent, loadEvent, loadTeams, updateEvent } from '../eventData/eventCalls.ts';
import { loadAccount } from '../calendar/calendarCalls.ts';
import { EventForm } from './EventForm.tsx';
import {
  changedFields,
  contentOf,
  eventFormFrom,
  newEventForm,
  type EventFormValues,
} from './eventFormState.ts';
import type { FormAccount, TeamsLoad } from './ExtraSections.tsx';
import eventPageCss from '../eventPage/eventPage.css?raw';

adoptStyles('mfe-events-pages', eventPageCss);

function Message({ text }: { text: string }) {
  return (
    <section className="kit-page-message">
      <h1>{text}</h1>
    </section>
  );
}

const useTeams = (client: ApiClient): TeamsLoad =>
  useLoadState((signal) => loadTeams(client, signal), [client]);

interface Props {
  client: ApiClient;
  loadFileInput?: () => Promise<DriveFileInput>;
}

function useSave(client: ApiClient, isNew: boolean) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (call: () => Promise<Event | null>) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await call();
      if (saved) navigate(eventViewerPath(saved));
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        navigate(isNew ? '/' : '/eventlinklist');
        return;
      }
      setFailure(serverMessage(error));
    }
  };
  return { saving, failure, run };
}

/** The account the form is on (§3 account-specific fields); null while loading or when it fails. */
function useFormAccount(client: ApiClient): FormAccount {
  const load = useLoadState((signal) => loadAccount(client, signal), [client]);
  return load.state === 'LOADED' ? { id: load.value.id, type: load.value.type } : null;
}

/** What both forms give the event form beside their own values: the teams, the account, the save state, the client. */
function useFormFrame({ client, loadFileInput }: Props, isNew: boolean) {
  const teams = useTeams(client);
  const account = useFormAccount(client);
  const { saving, failure, run } = useSave(client, isNew);
  return {
    run,
    frame: { isNew, teams, account, saving, failure, client, ...(loadFileInput ? { loadFileInput } : {}) },
  };
}

function CreateForm(props: Props) {
  const { client } = props;
  const { actor, ctx } = useEventActor();
  const { run, frame } = useFormFrame(props, true);
  const initial = useMemo(() => newEventForm(Date.now()), []);
  if (!mayCreateEvent(actor, ctx)) return <Message text={EVENT_MESSAGES.noPermission} />;
  return (
    <>
      <h1>{EVENT_MESSAGES.formTitle}</h1>
      <EventForm
        {...frame}
        initial={initial}
        statuses={creatableStatuses(actor, ctx) as EventStatus[]}
        onSubmit={(values) => {
          const body = contentOf(values);
          if (body) void run(() => createEvent(body, client));
        }}
      />
    </>
  );
}

function EditForm(props: Props & { id: number }) {
  const { id, client } = props;
  const { actor, ctx } = useEventActor();
  const { run, frame } = useFormFrame(props, false);
  const load = useLoadState((signal) => loadEvent(id, client, signal), [id, client]);
  const initial = useMemo(() => (load.state === 'LOADED' ? eventFormFrom(load.value) : null), [load]);

  if (load.state === 'ERROR') return <Message text={EVENT_MESSAGES.formLoadFailed} />;
  if (load.state === 'LOADING' || !initial) return <Loader label="Loading event..." />;
  const event = load.value;
  if (!mayModifyEvent(actor, event, ctx)) return <Message text={EVENT_MESSAGES.noPermission} />;
  // §4: a non-full manager keeps the event's status or sets Draft
  const level = effectiveEventLevel(actor, event, ctx);
  const statuses = [...new Set<EventStatus>([event.status, ...choosableStatuses(level)])];

  return (
    <>
      <EventCrumbName event={event} />
      <h1>Modify event: {event.name}</h1>
      <EventForm
        {...frame}
        initial={initial}
        statuses={statuses}
        onSubmit={(values: EventFormValues) => {
          const current = contentOf(values);
          const before = contentOf(initial);
          if (!current || !before) return;
          const changes = changedFields(before, current);
          // nothing changed: nothing to send (the call refuses an empty update), back to the viewer
          void run(async () =>
            Object.keys(changes).length === 0 ? event : await updateEvent(id, changes, client),
          );
        }}
      />
    </>
  );
}

export function EventFormScreen(props: {
  id?: string;
  client?: ApiClient;
  loadFileInput?: () => Promise<DriveFileInput>;
}) {
  const forms: Props = {
    client: props.client ?? apiClient,
    ...(props.loadFileInput ? { loadFileInput: props.loadFileInput } : {}),
  };
  const parsed = props.id === undefined ? null : parseEventUrlId(props.id);
  return (
    <main className="evt-page">
      <RequireSignIn>
        {() =>
          parsed === null ? (
            <CreateForm {...forms} />
          ) : parsed.ok ? (
            <EditForm id={parsed.id} {...forms} />
          ) : (
            <Message text={parsed.error} />
          )
        }
      </RequireSignIn>
    </main>
  );
}

export function EventFormPage() {
  const { id } = useParams();
  return <EventFormScreen key={id ?? 'new'} {...(id !== undefined ? { id } : {})} />;
}
