// The contact list table: name, rank, flight, phones ((xxx)xxx-xxxx, §5) and email addresses.
import { ColumnHeads } from '@portal/kit';
import type { ContactListMember, LabelledContact } from '@portal/contracts';
import { contactRow } from './contactRows.ts';

const hrefFor = (link: 'mailto' | 'tel', value: string) =>
  link === 'tel' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`;

function Labelled({ items, link }: { items: LabelledContact[]; link: 'mailto' | 'tel' }) {
  if (items.length === 0) return <span className="adm-contact-label">None stored</span>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.label}>
          <span className="adm-contact-label">{item.label}:</span>
          <a href={hrefFor(link, item.value)}>{item.value}</a>
        </li>
      ))}
    </ul>
  );
}

export function ContactTable({ members }: { members: readonly ContactListMember[] }) {
  if (members.length === 0) return <p className="adm-es-empty">No members to list</p>;
  return (
    <div className="adm-contacts-table-wrap">
      <table className="adm-contacts-table">
        <ColumnHeads columns={['Name', 'Rank', 'Flight', 'Phone numbers', 'Email addresses']} />
        <tbody>
          {members.map(contactRow).map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>{row.rank}</td>
              <td>{row.flight}</td>
              <td>
                <Labelled items={row.phones} link="tel" />
              </td>
              <td>
                <Labelled items={row.emails} link="mailto" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
