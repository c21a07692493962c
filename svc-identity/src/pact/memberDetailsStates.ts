// Provider states of svc-events' member-details and flight-members pacts
// (contracts/pacts/svc-events-svc-identity.json; events spec §3 Viewer data attendees, §6 attendance
// view for flight leaders). The fixtures (seed/demoData.ts) already hold what the states name; each
// state checks that it still does, so a change of the fixtures fails here by name rather than as a
// mismatched body.
import type { ServiceDeps } from '../deps.ts';

export function memberDetailsStates(deps: ServiceDeps, seed: () => Promise<unknown>) {
  const expectRow = async (sql: string, what: string) => {
    await seed();
    const { rows } = await deps.pool.query(sql);
    if (rows.length === 0) throw new Error(`the fixtures no longer give ${what}`);
    return undefined;
  };
  return {
    'md001 has the member 510002 in its unit, whose Commander is a member of md001': () =>
      expectRow(
        `SELECT 1 FROM identity.members m
           JOIN identity.accounts a ON a.id = m.account_id AND a.main_org = m.orgid
           JOIN identity.duty_positions d ON d.account_id = m.account_id AND d.duty = 'Commander'
                AND NOT d.assistant AND d.orgid = m.orgid
          WHERE m.account_id = 'md001' AND m.type = 'CAPNHQMember' AND m.id = '510002'`,
        "md001 a member 510002 of its main org with the org's Commander",
      ),
    'md001 has the Cadet Flight Commander 510003 in flight Alpha': () =>
      expectRow(
        `SELECT 1 FROM identity.members m
           JOIN identity.duty_positions d ON d.account_id = m.account_id AND d.member_type = m.type
                AND d.member_id = m.id AND d.duty = 'Cadet Flight Commander'
          WHERE m.account_id = 'md001' AND m.type = 'CAPNHQMember' AND m.id = '510003' AND m.flight = 'Alpha'`,
        'md001 a Cadet Flight Commander 510003 in flight Alpha',
      ),
  };
}
