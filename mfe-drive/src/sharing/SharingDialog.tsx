// Platform §2 sharing settings: the owner is always listed as Owner; levels for account members,
// signed-in members and the public; per-member rows (kit's 'Select a member' picker over
// GET /api/member/list) and per-team rows (GET /api/team). Saves POST /api/files/{id} {permissions}.
import {
  memberFullName,
  stringifyMemberReference,
  areMemberReferencesEqual,
  type DriveFile,
  type Member,
  type MemberReference,
  type Team,
} from '@portal/contracts';
import { apiClient, Dialog, isApiError, MemberPicker, Select, useSession, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadMembers, loadTeams, savePermissions } from '../drive/fileCalls.ts';
import {
  addTeam,
  addUser,
  formFromPermissions,
  LEVEL_LABELS,
  permissionsFromForm,
  type SharingForm,
  type SharingLevel,
} from './sharingForm.ts';

const levelOptions = (Object.keys(LEVEL_LABELS) as SharingLevel[]).map((value) => ({
  value,
  label: LEVEL_LABELS[value],
}));

function LevelSelect(props: { label: string; value: SharingLevel; onChange(level: SharingLevel): void }) {
  return (
    <Select
      label={props.label}
      value={props.value}
      options={levelOptions}
      onChange={(v: string) => props.onChange(v as SharingLevel)}
    />
  );
}

/** The levels for everyone of a kind, in the dialog's order. */
const EVERYONE_LEVELS = [
  ['account', 'Account members'],
  ['signedIn', 'Signed-in members'],
  ['everyone', 'The public'],
] as const;

/** A level per member or per team, each row with its Remove button. */
function GrantRows<T extends SharingForm['users'][number] | SharingForm['teams'][number]>(props: {
  rows: readonly T[];
  nameOf(row: T): string;
  onChange(rows: T[]): void;
}) {
  const { rows, nameOf, onChange } = props;
  return rows.map((row, i) => (
    <div key={'teamID' in row ? row.teamID : stringifyMemberReference(row.reference)} className="drv-actions">
      <LevelSelect
        label={nameOf(row)}
        value={row.level}
        onChange={(level) => onChange(rows.map((r, j) => (j === i ? { ...r, level } : r)))}
      />
      <button type="button" className="kit-button" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
        Remove {nameOf(row)}
      </button>
    </div>
  ));
}

export function memberName(reference: MemberReference | null, members: readonly Member[]): string {
  if (!reference) return 'The unit';
  const found = members.find((m) => areMemberReferencesEqual(m, reference));
  return found ? memberFullName(found) : stringifyMemberReference(reference);
}

export function SharingDialog(props: {
  file: DriveFile | null;
  /** After Save: saved true with the file as the server answered it; Cancel: false. */
  onClose(saved: boolean, file?: DriveFile): void;
  client?: ApiClient;
}) {
  const { file, onClose, client = apiClient } = props;
  const [form, setForm] = useState<SharingForm | null>(null);
  const [teams, setTeams] = useState<Team[]>([]);
  const [members, setMembers] = useState<Member[] | null>(null);
  const [teamChoice, setTeamChoice] = useState('');
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    setForm(formFromPermissions(file.permissions));
    setError(null);
    const controller = new AbortController();
    loadTeams(client, controller.signal).then(setTeams, () => setTeams([]));
    loadMembers(client, controller.signal).then(setMembers, () => setMembers(null));
    return () => controller.abort();
  }, [file, client]);

  const save = async () => {
    if (!file || !form) return;
    try {
      const updated = await savePermissions(file.id, permissionsFromForm(form), client);
      onClose(true, updated);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Could not save the sharing settings');
    }
  };

  // the member list may be closed to this viewer: the signed-in member's own name is always known
  const session = useSession();
  const known = [...(members ?? []), ...(session.member ? [session.member] : [])];
  const teamName = (id: number) => teams.find((t) => t.id === id)?.name ?? `Team ${id}`;
  const set = (patch: Partial<SharingForm>) => form && setForm({ ...form, ...patch });

  return (
    <>
      <Dialog
        open={file !== null && !picking}
        title={`Sharing settings for ${file?.fileName ?? ''}`}
        buttons={[
          { label: 'Save', value: 'save', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={(value) => (value === 'save' ? void save() : onClose(false))}
        maxBodyHeight={750}
      >
        {file && form ? (
          <div>
            <p>
              <strong>Owner:</strong> {memberName(file.owner, known)}
            </p>
            {EVERYONE_LEVELS.map(([key, label]) => (
              <LevelSelect
                key={key}
                label={label}
                value={form[key]}
                onChange={(level) => set({ [key]: level })}
              />
            ))}
            <h3>Members</h3>
            <GrantRows
              rows={form.users}
              nameOf={(u) => memberName(u.reference, known)}
              onChange={(users) => set({ users })}
            />
            <button type="button" className="kit-button" onClick={() => setPicking(true)}>
              Add member
            </button>
            <h3>Teams</h3>
            <GrantRows
              rows={form.teams}
              nameOf={(t) => teamName(t.teamID)}
              onChange={(teams) => set({ teams })}
            />
            <div className="drv-actions">
              <Select
                label="Team to add"
                value={teamChoice}
                placeholder="Choose a team"
                options={teams.map((t) => ({ value: String(t.id), label: t.name }))}
                onChange={setTeamChoice}
              />
              <button
                type="button"
                className="kit-button"
                disabled={teamChoice === ''}
                onClick={() => {
                  set(addTeam(form, Number(teamChoice)));
                  setTeamChoice('');
                }}
              >
                Add team
              </button>
            </div>
            {error ? (
              <p className="drv-message" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
      <MemberPicker
        open={picking}
        {...(members ? { members } : {})}
        onSelect={(member) => {
          setPicking(false);
          if (form) setForm(addUser(form, { type: member.type, id: member.id } as MemberReference));
          if (members && !members.some((m) => areMemberReferencesEqual(m, member)))
            setMembers([...members, member]);
        }}
        onCancel={() => setPicking(false)}
      />
    </>
  );
}
