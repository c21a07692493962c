// Events §2 Event form, the first three side sections (Main information, Activity Information,
// Logistics Information) with every §3 field they hold and the §5 messages under each touched
// field; the list beside the disabled submit button names every field still wrong.
import { EVENT_STATUS_NAMES, type EventStatus } from '@portal/contracts';
import { Select, TextInput } from '@portal/kit';
import { FieldMessages, TimeInput } from '../inputs/formInputs.tsx';
import { formFields, type FieldProps } from './formFields.tsx';
import { fieldId } from './fieldIds.ts';
import type { FocusEvent, MouseEvent } from 'react';
import type { EventTimeField } from '@portal/contracts';

export type SectionProps = FieldProps;

export function MainSection(
  props: SectionProps & {
    statuses: readonly EventStatus[];
    setTime(field: EventTimeField, ms: number | null): void;
    onMeetLocationBlur(): void;
    /** Focus and mouse-up of a location the meet location was copied into (selects the copy). */
    copiedLocation(key: 'location' | 'pickupLocation'): {
      onFocus?(e: FocusEvent<HTMLInputElement>): void;
      onMouseUp?(e: MouseEvent): void;
    };
  },
) {
  const { values: v, set, errors } = props;
  const { text, check, markdown } = formFields(props);
  const statuses = props.statuses.map((s) => ({ value: s, label: EVENT_STATUS_NAMES[s] }));
  const setStatus = (s: string) => set({ status: s as EventStatus });
  const time = (key: EventTimeField, label: string) => (
    <TimeInput
      id={fieldId(key)}
      label={label}
      value={v[key]}
      onChange={(ms) => props.setTime(key, ms)}
      errors={errors[key]}
    />
  );
  return (
    <>
      {text('name', 'Event name')}
      {text('subtitle', 'Subtitle')}
      {time('meetDateTime', 'Meet date and time')}
      {text('meetLocation', 'Meet location', { onBlur: props.onMeetLocationBlur })}
      {time('startDateTime', 'Start date and time')}
      {text('location', 'Event location', props.copiedLocation('location'))}
      {time('endDateTime', 'End date and time')}
      {time('pickupDateTime', 'Pickup date and time')}
      {text('pickupLocation', 'Pickup location', props.copiedLocation('pickupLocation'))}
      {check('transportationProvided', 'Transportation provided')}
      {text('transportationDescription', 'Transportation description')}
      {markdown('comments', 'Comments')}
      {markdown('memberComments', 'Member comments')}
      <Select label="Event status" value={v.status} options={statuses} onChange={setStatus} />
    </>
  );
}

export function ActivitySection(props: SectionProps) {
  const { text, markdown, group } = formFields(props);
  return (
    <>
      {group('activity', 'Activity')}
      {group('lodgingArrangments', 'Lodging arrangements')}
      {text('eventWebsite', 'Event website')}
      {markdown('highAdventureDescription', 'High adventure description')}
    </>
  );
}

export function LogisticsSection(props: SectionProps) {
  const { values: v, set, errors } = props;
  const { group } = formFields(props);
  const items = v.requiredEquipment;
  return (
    <>
      {group('smuniform', 'Uniform (senior members)')}
      {group('cuniform', 'Uniform (cadets)')}
      {group('requiredForms', 'Required forms')}
      <fieldset className="evt-list">
        <legend>Required equipment</legend>
        {items.map((item, i) => (
          <div key={i}>
            <TextInput
              id={fieldId(`requiredEquipment.${i}`)}
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
      {group('mealsDescription', 'Meals')}
    </>
  );
}
