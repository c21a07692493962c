import { describe, expect, it } from 'vitest';
import {
  CREATE_PAGE_VISIBILITY,
  emptyTeamForm,
  FORM_DEFAULT_VISIBILITY,
  newMemberRow,
  rowHolding,
  teamFormFrom,
  teamFormProblems,
  teamRequestFrom,
  type TeamFormValues,
} from './teamForm.ts';
import { rocketry } from './testTeams.ts';

const riley = { reference: { type: 'CAPNHQMember' as const, id: 510006 }, name: 'C/Capt Riley Rocketeer' };
const valid = (over: Partial<TeamFormValues> = {}): TeamFormValues => ({
  ...emptyTeamForm(),
  name: 'Drill team',
  ...over,
});

describe('platform §5 team form rules', () => {
  it.each([
    [
      "name non-empty ('Team name must not be empty')",
      valid({ name: '' }),
      { name: 'Team name must not be empty' },
    ],
    ['a name of spaces only is empty too', valid({ name: '   ' }), { name: 'Team name must not be empty' }],
    [
      "visibility required ('Please select a publicity')",
      valid({ visibility: null }),
      { visibility: 'Please select a publicity' },
    ],
    [
      'every member row has a member chosen',
      valid({ members: [newMemberRow(riley, 'Leader'), newMemberRow(null, 'Safety')] }),
      { members: 'Please select a member for every team member row' },
    ],
    ['a filled form has no problems', valid({ members: [newMemberRow(riley, 'Leader')] }), {}],
    ['a team without members is fine', valid(), {}],
  ])('%s', (_rule, values, problems) => {
    expect(teamFormProblems(values)).toEqual(problems);
  });

  it('§4 submission is blocked while any rule fails (no request is built)', () => {
    expect(teamRequestFrom(valid({ name: '' }))).toBeNull();
    expect(teamRequestFrom(valid({ visibility: null }))).toBeNull();
    expect(teamRequestFrom(valid({ members: [newMemberRow()] }))).toBeNull();
  });

  it('§2 the form default is Protected; the create page starts at Private', () => {
    expect(FORM_DEFAULT_VISIBILITY).toBe('PROTECTED');
    expect(emptyTeamForm().visibility).toBe('PROTECTED');
    expect(CREATE_PAGE_VISIBILITY).toBe('PRIVATE');
  });

  it('the request carries references and jobs (trimmed name and jobs), leaders as references or null', () => {
    const request = teamRequestFrom(
      valid({ name: '  Drill team ', cadetLeader: riley, members: [newMemberRow(riley, ' Leader ')] }),
    );
    expect(request).toEqual({
      name: 'Drill team',
      description: '',
      visibility: 'PROTECTED',
      cadetLeader: { type: 'CAPNHQMember', id: 510006 },
      seniorMentor: null,
      seniorCoach: null,
      members: [{ reference: { type: 'CAPNHQMember', id: 510006 }, job: 'Leader' }],
    });
  });

  it('§4 edit: loaded members become optional references and back on submit, unchanged', () => {
    const values = teamFormFrom(rocketry);
    expect(values.members.map((row) => [row.member?.name, row.job])).toEqual([
      ['C/Capt Riley Rocketeer', 'Launch director'],
      ['C/SSgt Jordan Glider', 'Safety'],
    ]);
    expect(values.cadetLeader?.name).toBe('C/Capt Riley Rocketeer');
    expect(teamRequestFrom(values)).toEqual({
      name: 'Rocketry',
      description: rocketry.description,
      visibility: 'PROTECTED',
      cadetLeader: { type: 'CAPNHQMember', id: 510006 },
      seniorMentor: { type: 'CAPNHQMember', id: 510014 },
      seniorCoach: null,
      members: rocketry.members!.map(({ reference, job }) => ({ reference, job })),
    });
  });

  it('a member is listed once: rowHolding finds the other row that holds them', () => {
    const first = newMemberRow(riley, 'Leader');
    const second = newMemberRow();
    const values = valid({ members: [first, second] });
    expect(rowHolding(values, riley.reference, second.key)).toBe(first);
    expect(rowHolding(values, riley.reference, first.key)).toBeUndefined();
  });
});
