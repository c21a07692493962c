// Events §2 home "a promotion requirements panel (cadets only)": the cadet's
// current and next achievement, each requirement of the next one done or missing with its date and
// link, the approval state (§3 "on the home page INC or PND, PND meaning pending approval") and the
// §9 eligibility date (56 days after the last approval). Beyond the spec: a plain list of what
// still blocks the next promotion (contracts promotionBlockers). The rules are contracts' pure
// functions (contracts/src/cadetProgramme/rules); this file only lays them out.
// Who sees it: signed-in cadets (the session's member is not a senior member, as the server
// decides); senior members and anonymous visitors see nothing and nothing is asked. Should the
// server still refuse (403 'Only cadets have promotion requirements', or 401), nothing is shown;
// any other failure is the §8 "Promotion data failure on home" error state.
import {
  achievementById,
  eligibilityDate,
  homeApprovalState,
  nextAchievement,
  promotesToGrade,
  promotionBlockers,
  requirementChecklist,
  type CadetRequirementsRecord,
  type RequirementItem,
} from '@portal/contracts';
import {
  apiClient,
  isApiError,
  Loader,
  useLoadState,
  useSession,
  type ApiClient,
  ColumnHeads,
} from '@portal/kit';
import { loadOwnPromotionRequirements } from './promotionCalls.ts';

export const PROMOTION_TEXT = {
  title: 'Promotion requirements',
  loading: 'Loading your promotion requirements...',
  failed: 'Could not load your promotion requirements.',
  complete: 'You have completed the cadet programme.',
  blockersTitle: 'Still to do before your next promotion',
  noBlockers: 'Nothing: you can be submitted for promotion.',
  noWait: 'No waiting time (no promotion approved yet)',
} as const;

export const APPROVAL_TEXT = { INC: 'INC: incomplete', PND: 'PND: pending approval' } as const;

/** Record dates are calendar days (UTC midnight, as the member import stores them): MM/DD/YYYY. */
export function formatRecordDay(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

export interface PromotionPanelProps {
  client?: ApiClient;
  /** The time the rules judge at (tests); the current time by default. */
  now?: number;
}

/** The panel for a signed-in cadet; nothing for senior members and anonymous visitors. */
export function PromotionPanel({ client = apiClient, now }: PromotionPanelProps) {
  const { status, member } = useSession();
  if (status !== 'LOADED' || !member || member.seniorMember) return null;
  return <CadetPromotion key={`${member.type}:${member.id}`} client={client} now={now} />;
}

function CadetPromotion({ client, now }: { client: ApiClient; now: number | undefined }) {
  const load = useLoadState((signal) => loadOwnPromotionRequirements(client, signal), [client]);
  // a refusal hides the panel; any other failure says so
  const refused = (e: unknown) => isApiError(e) && (e.status === 401 || e.status === 403);
  if (load.state === 'ERROR' && refused(load.error)) return null;
  return (
    <section className="home-panel home-promotion" aria-labelledby="home-promotion-title">
      <h2 id="home-promotion-title">{PROMOTION_TEXT.title}</h2>
      {load.state === 'LOADING' && <Loader label={PROMOTION_TEXT.loading} />}
      {load.state === 'ERROR' && <p role="alert">{PROMOTION_TEXT.failed}</p>}
      {load.state === 'LOADED' && <Requirements record={load.value} now={now ?? Date.now()} />}
    </section>
  );
}

function Requirements({ record, now }: { record: CadetRequirementsRecord; now: number }) {
  const current = achievementById(record.CurrentCadetGradeID);
  const next = nextAchievement(record);
  const state = homeApprovalState(record);
  const eligible = eligibilityDate(record);
  return (
    <>
      <dl className="home-promotion-summary">
        <dt>Current achievement</dt>
        <dd>{current ? `${current.AchvName} (${current.Grade})` : 'None'}</dd>
        {next && (
          <>
            <dt>Next achievement</dt>
            <dd>
              {next.ReqsWebLink ? (
                <a href={next.ReqsWebLink} target="_blank" rel="noopener noreferrer">
                  {next.AchvName}
                </a>
              ) : (
                next.AchvName
              )}
              {promotesToGrade(next.CadetAchvID) && next.Rank ? ` (promotion to ${next.Rank})` : ''}
            </dd>
            <dt>Approval</dt>
            <dd>
              <span className={`home-promotion-state home-promotion-${state.toLowerCase()}`}>
                {APPROVAL_TEXT[state]}
              </span>
            </dd>
            <dt>Eligible</dt>
            <dd>
              {eligible === null
                ? PROMOTION_TEXT.noWait
                : `${now >= eligible ? 'since' : 'on'} ${formatRecordDay(eligible)}`}
            </dd>
          </>
        )}
      </dl>
      {next ? (
        <>
          <Checklist
            items={requirementChecklist(record, now)}
            achievement={next.AchvName}
            eligible={eligible}
          />
          <Blockers record={record} now={now} />
        </>
      ) : (
        <p>{PROMOTION_TEXT.complete}</p>
      )}
    </>
  );
}

/** The date cell: when it was done; fitness shows how long the credit lasts, time in grade from when. */
function whenText(item: RequirementItem, eligible: number | null): string {
  if (item.key === 'timeInGrade') {
    if (eligible === null) return '';
    return `${item.done ? 'since' : 'on'} ${formatRecordDay(eligible)}`;
  }
  if (item.date === null) return '';
  return item.key === 'fitness' ? `credit until ${formatRecordDay(item.date)}` : formatRecordDay(item.date);
}

const linkText = (item: RequirementItem) =>
  item.key === 'leadership' || item.key === 'aerospace' ? 'Online test' : 'Requirements';

function Checklist({
  items,
  achievement,
  eligible,
}: {
  items: RequirementItem[];
  achievement: string;
  eligible: number | null;
}) {
  return (
    <div className="home-promotion-table">
      <table aria-label={`Requirements for ${achievement}`}>
        <ColumnHeads columns={['Requirement', 'Status', 'Date', 'Link']} />
        <tbody>
          {items.map((item) => (
            <tr key={item.key} className={item.done ? 'home-req-done' : 'home-req-missing'}>
              <th scope="row">
                {item.label}
                {item.detail && <span className="home-req-detail">{item.detail}</span>}
              </th>
              <td>
                <span aria-hidden="true">{item.done ? '\u2713 ' : '\u2717 '}</span>
                {item.done ? 'Done' : 'Missing'}
              </td>
              <td>{whenText(item, eligible)}</td>
              <td>
                {item.link && (
                  <a
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${item.label}: ${linkText(item).toLowerCase()}`}
                  >
                    {linkText(item)}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Blockers({ record, now }: { record: CadetRequirementsRecord; now: number }) {
  const blockers = promotionBlockers(record, now);
  return (
    <div className="home-promotion-blockers">
      <h3 id="home-promotion-blockers-title">{PROMOTION_TEXT.blockersTitle}</h3>
      {blockers.length === 0 ? (
        <p>{PROMOTION_TEXT.noBlockers}</p>
      ) : (
        <ul aria-labelledby="home-promotion-blockers-title">
          {blockers.map((b) => (
            <li key={b.key}>{b.date === null ? b.text : `${b.text} ${formatRecordDay(b.date)}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
