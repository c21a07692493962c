// 'Show advanced filters' (platform §2, §5): name pattern, rank range, member type, and a flight
// filter where the viewer may see more than one flight (§6 command group).
import {
  MEMBER_TYPE_FILTER_LABELS,
  MEMBER_TYPE_FILTERS,
  RANK_ORDER,
  UNASSIGNED_FLIGHT,
  type EmailSelectorFilters,
  type MemberTypeFilter,
} from '@portal/contracts';
import { Select, TextInput } from '@portal/kit';
import { RadioGroup } from './RadioGroup.tsx';

const memberTypeOptions = MEMBER_TYPE_FILTERS.map((value) => ({
  value,
  label: MEMBER_TYPE_FILTER_LABELS[value],
}));

export function AdvancedFilters({
  filters,
  onChange,
  flights,
}: {
  filters: EmailSelectorFilters;
  onChange(filters: EmailSelectorFilters): void;
  /** The registry's flights; null hides the flight filter. */
  flights: readonly string[] | null;
}) {
  const set = <K extends keyof EmailSelectorFilters>(key: K, value: EmailSelectorFilters[K]) =>
    onChange({ ...filters, [key]: value });
  /** A pattern typed by hand (no autofill). */
  const pattern = (key: 'namePattern' | 'rankFrom' | 'rankTo', label: string, hint: string) => (
    <TextInput
      label={label}
      value={filters[key]}
      onChange={(v) => set(key, v)}
      hint={hint}
      autoComplete="off"
    />
  );
  return (
    <fieldset className="adm-es-filters">
      <legend>Advanced filters</legend>
      <div className="adm-es-filter-grid">
        {pattern(
          'namePattern',
          'Name pattern',
          'Case-insensitive; a pattern such as ^mor matches names starting with Mor',
        )}
        {flights && (
          <Select
            label="Flight"
            value={filters.flight}
            onChange={(v) => set('flight', v)}
            placeholder="All flights"
            options={[
              ...flights.map((f) => ({ value: f, label: f })),
              { value: UNASSIGNED_FLIGHT, label: 'Unassigned' },
            ]}
          />
        )}
      </div>
      <div className="adm-es-filter-grid">
        {pattern('rankFrom', 'Rank from', 'e.g. C/Amn')}
        {pattern('rankTo', 'Rank to', 'e.g. C/CMSgt')}
      </div>
      <p className="adm-es-ranks">
        Ranks, lowest first: {RANK_ORDER.join(', ')}. A rank filter lists cadets and prospective members only;
        a rank it does not know is ignored.
      </p>
      <RadioGroup<MemberTypeFilter>
        legend="Member type"
        value={filters.memberType}
        options={memberTypeOptions}
        onChange={(v) => set('memberType', v)}
      />
    </fieldset>
  );
}
