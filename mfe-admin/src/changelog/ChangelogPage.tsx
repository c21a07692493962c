// /changelog: anyone reads the change log; the privileged user (super user, §6) adds notes.
// On a failed load: 'There was an error getting the changelog list' (§8).
import { CHANGELOG_LOAD_ERROR, type ChangelogEntry } from '@portal/contracts';
import { apiClient, Loader, useSession, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { addChangelogNote, loadChangelog } from './changelogCalls.ts';
import { ChangelogView } from './ChangelogView.tsx';
import type { NewNote } from './AddNoteForm.tsx';

type State = { kind: 'LOADING' } | { kind: 'LOADED'; entries: ChangelogEntry[] } | { kind: 'ERROR' };

export function ChangelogPage({ client = apiClient }: { client?: ApiClient }) {
  const { member, superUser } = useSession();
  const [state, setState] = useState<State>({ kind: 'LOADING' });

  useEffect(() => {
    const controller = new AbortController();
    loadChangelog(client, controller.signal)
      .then((entries) => setState({ kind: 'LOADED', entries }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'ERROR' });
      });
    return () => controller.abort();
  }, [client]);

  if (state.kind === 'LOADING') return <Loader />;
  if (state.kind === 'ERROR') {
    return (
      <section className="kit-page-message">
        <h1>Change log</h1>
        <p role="alert">{CHANGELOG_LOAD_ERROR}</p>
      </section>
    );
  }

  const add = async (note: NewNote) => {
    const entry = await addChangelogNote(
      {
        ...note,
        // the spec's fields; the server records its own time and the signed-in member anyway
        entryDateTime: Date.now(),
        ...(member?.type === 'CAPNHQMember' ? { entryCAPID: member.id } : {}),
      },
      client,
    );
    // keep the list newest first (by note date)
    setState((s) =>
      s.kind === 'LOADED'
        ? {
            kind: 'LOADED',
            entries: [entry, ...s.entries].sort((a, b) => b.noteDateTime - a.noteDateTime || b.id - a.id),
          }
        : s,
    );
    return entry;
  };

  return <ChangelogView entries={state.entries} canAdd={superUser && member !== null} onAdd={add} />;
}
