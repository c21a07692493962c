// Events §2 Event form, the first three side sections (Main information, Activity Information,
// Logistics Information) with every §3 field they hold and the §5 messages under each field. The
// messages show from the start (not only after a change, the kit's default): submit is disabled
// while any holds, so the form says why.
import { EVENT_STATUS_NAMES, type EventStatus } from '@portal/contracts';
import { Checkbox, Select, TextInput } from '@portal/kit';
import { CheckboxGroupInput, FieldMessages, MarkdownArea, TimeInput } from '../inputs/formInputs.tsx';
import type { EventFormValues, FormErrors } from './eventFormState.ts';
import type { EventTimeField } from '@portal/contracts';

export interface SectionProps {
  values: EventFormValues;
  set(patch: Partial<EventFormValues>): void;
  errors: FormErrors;
}

export function MainSection(
  props: SectionProps & {
    statuses: readonly EventStatus[];
    setTime(field: EventTimeField, ms: number | null): void;
    onMeetLocationBlur(): void;
  },
) {
  const { values: v, set, errors } = props;
  const text = (key: 'name' | 'subtitle' | 'location' | 'pickupLocation', label: string) => (
    <TextInput
      label={label}
      value={v[key]}
      onChange={(x) => set({ [key]: x })}
      error={errors[key]?.[0] ?? null}
      showError
    />
  );
  return (
    <>
      {text('name', 'Event name')}
      {text('subtitle', 'Subtitle')}
      <TimeInput
        label="Meet date and time"
        value={v.meetDateTime}
        onChange={(ms) => props.setTime('meetDateTime', ms)}
        errors={errors.meetDateTime}
      />
      <TextInput
        label="Meet location"
        value={v.meetLocation}
        onChange={(meetLocation) => set({ meetLocation })}
        onBlur={props.onMeetLocationBlur}
        error={errors.meetLocation?.[0] ?? null}
        showError
      />
      <TimeInput
        label="Start date and time"
        value={v.startDateTime}
        onChange={(ms) => props.setTime('startDateTime', ms)}
        errors={errors.startDateTime}
      />
      {text('location', 'Event location')}
      <TimeInput
        label="End date and time"
        value={v.endDateTime}
        onChange={(ms) => props.setTime('endDateTime', ms)}
        errors={errors.endDateTime}
      />
      <TimeInput
        label="Pickup date and time"
        value={v.pickupDateTime}
        onChange={(ms) => props.setTime('pickupDateTime', ms)}
        errors={errors.pickupDateTime}
      />
      {text('pickupLocation', 'Pickup location')}
      <Checkbox
        label="Transportation provided"
        checked={v.transportationProvided}
        onChange={(transportationProvided) => set({ transportationProvided })}
      />
      <TextInput
        label="Transportation description"
        value={v.transportationDescription}
        onChange={(transportationDescription) => set({ transportationDescription })}
        error={errors.transportationDescription?.[0] ?? null}
        showError
      />
      <MarkdownArea label="Comments" value={v.comments} onChange={(comments) => set({ comments })} />
      <MarkdownArea
        label="Member comments"
        value={v.memberComments}
        onChange={(memberComments) => set({ memberComments })}
      />
      <Select
        label="Event status"
        value={v.status}
        options={props.statuses.map((s) => ({ value: s, label: EVENT_STATUS_NAMES[s] }))}
        onChange={(s) => set({ status: s as EventStatus })}
      />
    </>
  );
}

export function ActivitySection({ values: v, set, errors }: SectionProps) {
  return (
    <>
      <CheckboxGroupInput
        legend="Activity"
        value={v.activity}
        onChange={(activity) => set({ activity })}
        errors={errors.activity}
      />
      <CheckboxGroupInput
        legend="Lodging arrangements"
        value={v.lodgingArrangments}
        onChange={(lodgingArrangments) => set({ lodgingArrangments })}
        errors={errors.lodgingArrangments}
      />
      <TextInput
        label="Event website"
        value={v.eventWebsite}
        onChange={(eventWebsite) => set({ eventWebsite })}
      />
      <MarkdownArea
        label="High adventure description"
        value={v.highAdventureDescription}
        onChange={(highAdventureDescription) => set({ highAdventureDescription })}
      />
    </>
  );
}

export function LogisticsSection({ values: v, set, errors }: SectionProps) {
  const items = v.requiredEquipment;
  return (
    <>
      <CheckboxGroupInput
        legend="Uniform (senior members)"
        value={v.smuniform}
        onChange={(smuniform) => set({ smuniform })}
        errors={errors.smuniform}
      />
      <CheckboxGroupInput
        legend="Uniform (cadets)"
        value={v.cuniform}
        onChange={(cuniform) => set({ cuniform })}
        errors={errors.cuniform}
      />
      <CheckboxGroupInput
        legend="Required forms"
        value={v.requiredForms}
        onChange={(requiredForms) => set({ requiredForms })}
        errors={errors.requiredForms}
      />
      <fieldset className="evt-list">
        <legend>Required equipment</legend>
        {items.map((item, i) => (
          <div key={i}>
            <TextInput
              label={`Equipment item ${i + 1}`}
              value={item}
              onChange={(x) => set({ requiredEquipment: items.map((old, j) => (j === i ? x : old)) })}
            />
            <FieldMessages messages={errors[`requiredEquipment.${i}`]} />
            <button type="button" onClick={() => set({ requiredEquipment: items.filter((_, j) => j !== i) })}>
              Remove item
            </button>
          </div>
        ))}
        <button type="button" onClick={() => set({ requiredEquipment: [...items, ''] })}>
          Add item
        </button>
      </fieldset>
      <CheckboxGroupInput
        legend="Meals"
        value={v.mealsDescription}
        onChange={(mealsDescription) => set({ mealsDescription })}
        errors={errors.mealsDescription}
      />
    </>
  );
}
