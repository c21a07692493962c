// Events §2/§5 Points of contact: internal ones added by member number ('Invalid CAPID', 'POC
// Already Present', a lookup failure shows the server's message) or chosen by name in the kit's
// member picker, which then takes the same number path; external ones typed in; changing a
// contact's type resets it to a blank record of that type (§5).
import {
  blankPointOfContact,
  checkPOCMemberNumber,
  internalPointOfContactFor,
  memberFullName,
  type PointOfContact,
} from '@portal/contracts';
import { Checkbox, MemberPicker, Select, TextInput, type ApiClient } from '@portal/kit';
import { createPortal } from 'react-dom';
import { serverMessage } from '../eventData/serverMessage.ts';
import { useState } from 'react';
import { loadMember } from '../eventData/eventCalls.ts';
import { FieldMessages } from '../inputs/formInputs.tsx';
import type { SectionProps } from './EventFormSections.tsx';
import { fieldId } from './fieldIds.ts';

const CONTACT_TYPES = [
  { value: 'INTERNAL', label: 'Internal' },
  { value: 'EXTERNAL', label: 'External' },
];
/** A contact's text fields and its flags, in the form's order. */
const TEXTS = [
  ['email', 'Contact email'],
  ['phone', 'Contact phone'],
  ['position', 'Contact position'],
] as const;
const FLAGS = [
  ['publicDisplay', 'Display publicly'],
  ['receiveEventUpdates', 'Receive event updates'],
  ['receiveRoster', 'Receive roster'],
  ['receiveSignUpUpdates', 'Receive sign-up updates'],
  ['receiveUpdates', 'Receive updates'],
] as const;

export function PocSection(props: SectionProps & { client: ApiClient }) {
  const { client } = props;
  const value = props.values.pointsOfContact;
  const onChange = (pointsOfContact: PointOfContact[]) => props.set({ pointsOfContact });
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);

  const replace = (i: number, poc: PointOfContact) => onChange(value.map((p, j) => (j === i ? poc : p)));
  const edit = (i: number, patch: Partial<PointOfContact>) =>
    replace(i, { ...value[i]!, ...patch } as PointOfContact);

  const addInternal = async (number: string = typed) => {
    const check = checkPOCMemberNumber(number, value);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    setBusy(true);
    try {
      const member = await loadMember(check.id, client);
      const email = member.contact.EMAIL.PRIMARY ?? '';
      const phone = member.contact.CELLPHONE.PRIMARY ?? '';
      onChange([
        ...value,
        {
          ...internalPointOfContactFor({ type: 'CAPNHQMember', id: check.id }, email, phone),
          name: memberFullName(member),
        },
      ]);
      setTyped('');
      setMessage(null);
    } catch (error) {
      setMessage(serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const changeType = (i: number, type: string) => {
    const old = value[i]!;
    if (type === old.type) return;
    // a blank internal record has no member yet: its CAPID field shows 'Invalid CAPID' until typed
    if (type === 'EXTERNAL') replace(i, blankPointOfContact('EXTERNAL'));
    else replace(i, blankPointOfContact('INTERNAL', { type: 'CAPNHQMember', id: 0 }));
  };

  return (
    <div className="evt-pocs">
      {value.map((poc, i) => (
        <fieldset
          key={i}
          id={fieldId(`pointsOfContact.${i}`)}
          className="evt-poc"
          aria-label={`Point of contact ${i + 1}`}
        >
          <legend>Point of contact {i + 1}</legend>
          <Select
            label="Contact type"
            value={poc.type}
            options={CONTACT_TYPES}
            onChange={(t) => changeType(i, t)}
          />
          {poc.type === 'INTERNAL' ? (
            <>
              {poc.name && <p>{poc.name}</p>}
              <TextInput
                label="Contact CAPID"
                inputMode="numeric"
                value={poc.memberReference.id === 0 ? '' : String(poc.memberReference.id)}
                onChange={(t) =>
                  /^\d{0,7}$/.test(t) &&
                  replace(i, {
                    ...poc,
                    name: '',
                    memberReference: { type: 'CAPNHQMember', id: t === '' ? 0 : Number(t) },
                  })
                }
              />
            </>
          ) : (
            <TextInput
              label="Contact name"
              value={poc.name}
              onChange={(name) => replace(i, { ...poc, name })}
            />
          )}
          {TEXTS.map(([key, label]) => (
            <TextInput key={key} label={label} value={poc[key]} onChange={(t) => edit(i, { [key]: t })} />
          ))}
          {FLAGS.map(([flag, label]) => (
            <Checkbox key={flag} label={label} checked={poc[flag]} onChange={(c) => edit(i, { [flag]: c })} />
          ))}
          <FieldMessages messages={props.errors[`pointsOfContact.${i}`]} />
          <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            Remove contact
          </button>
        </fieldset>
      ))}
      <div className="evt-poc-add">
        <TextInput label="CAPID of internal contact" value={typed} onChange={setTyped} inputMode="numeric" />
        <button type="button" disabled={busy} onClick={() => void addInternal()}>
          Add internal point of contact
        </button>
        <button type="button" disabled={busy} onClick={() => setPicking(true)}>
          Find member by name
        </button>
        <button type="button" onClick={() => onChange([...value, blankPointOfContact('EXTERNAL')])}>
          Add external point of contact
        </button>
        {message && (
          <p className="evt-field-errors" role="alert">
            {message}
          </p>
        )}
      </div>
      {/* in the body, outside the event form: Enter in the picker's filter must not submit the event */}
      {createPortal(
        <MemberPicker
          open={picking}
          title="Select a point of contact"
          onSelect={(member) => {
            setPicking(false);
            setTyped(String(member.id));
            void addInternal(String(member.id));
          }}
          onCancel={() => setPicking(false)}
        />,
        document.body,
      )}
    </div>
  );
}
