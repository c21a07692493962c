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
  return (
    <fieldset className="adm-es-filters">
      <legend>Advanced filters</legend>
      <div className="adm-es-filter-grid">
        <TextInput
          label="Name pattern"
          value={filters.namePattern}
          onChange={(v) => set('namePattern', v)}
          hint="Case-insensitive; a pattern such as ^mor matches names starting with Mor"
          autoComplete="off"
        />
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
        <TextInput
          label="Rank from"
          value={filters.rankFrom}
          onChange={(v) => set('rankFrom', v)}
          hint="e.g. C/Amn"
          autoComplete="off"
        />
        <TextInput
          label="Rank to"
          value={filters.rankTo}
          onChange={(v) => set('rankTo', v)}
          hint="e.g. C/CMSgt"
          autoComplete="off"
        />
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
