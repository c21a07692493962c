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

export function memberName(reference: MemberReference | null, members: readonly Member[]): string {
  if (!reference) return 'The unit';
  const found = members.find((m) => areMemberReferencesEqual(m, reference));
  return found ? memberFullName(found) : stringifyMemberReference(reference);
}

export function SharingDialog(props: {
  file: DriveFile | null;
  onClose(saved: boolean): void;
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
      await savePermissions(file.id, permissionsFromForm(form), client);
      onClose(true);
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
            <LevelSelect
              label="Account members"
              value={form.account}
              onChange={(account) => set({ account })}
            />
            <LevelSelect
              label="Signed-in members"
              value={form.signedIn}
              onChange={(signedIn) => set({ signedIn })}
            />
            <LevelSelect
              label="The public"
              value={form.everyone}
              onChange={(everyone) => set({ everyone })}
            />
            <h3>Members</h3>
            {form.users.map((user, i) => (
              <div key={stringifyMemberReference(user.reference)} className="drv-actions">
                <LevelSelect
                  label={memberName(user.reference, known)}
                  value={user.level}
                  onChange={(level) =>
                    set({ users: form.users.map((u, j) => (j === i ? { ...u, level } : u)) })
                  }
                />
                <button
                  type="button"
                  className="kit-button"
                  onClick={() => set({ users: form.users.filter((_, j) => j !== i) })}
                >
                  Remove {memberName(user.reference, known)}
                </button>
              </div>
            ))}
            <button type="button" className="kit-button" onClick={() => setPicking(true)}>
              Add member
            </button>
            <h3>Teams</h3>
            {form.teams.map((team, i) => (
              <div key={team.teamID} className="drv-actions">
                <LevelSelect
                  label={teamName(team.teamID)}
                  value={team.level}
                  onChange={(level) =>
                    set({ teams: form.teams.map((t, j) => (j === i ? { ...t, level } : t)) })
                  }
                />
                <button
                  type="button"
                  className="kit-button"
                  onClick={() => set({ teams: form.teams.filter((_, j) => j !== i) })}
                >
                  Remove {teamName(team.teamID)}
                </button>
              </div>
            ))}
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
