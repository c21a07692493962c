// /changelog: anyone reads the change log; the privileged user (super user, §6) adds notes.
// On a failed load: 'There was an error getting the changelog list' (§8).
import { CHANGELOG_LOAD_ERROR } from '@portal/contracts';
import { apiClient, Loader, PageMessage, useLoadState, useSession, type ApiClient } from '@portal/kit';
import { addChangelogNote, loadChangelog } from './changelogCalls.ts';
import { ChangelogView } from './ChangelogView.tsx';
import type { NewNote } from './AddNoteForm.tsx';

export function ChangelogPage({ client = apiClient }: { client?: ApiClient }) {
  const { member, superUser } = useSession();
  const state = useLoadState((signal) => loadChangelog(client, signal), [client]);

  if (state.state === 'LOADING') return <Loader />;
  if (state.state === 'ERROR') return <PageMessage title="Change log" alert={CHANGELOG_LOAD_ERROR} />;

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
    state.update((entries) =>
      [entry, ...entries].sort((a, b) => b.noteDateTime - a.noteDateTime || b.id - a.id),
    );
    return entry;
  };

  return <ChangelogView entries={state.value} canAdd={superUser && member !== null} onAdd={add} />;
}
