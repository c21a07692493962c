// Text pieces of the §2 viewer: a checkbox group as a list of its chosen labels (and "other"), and
// a point of contact's display name.
import type { CheckboxGroup, PointOfContact } from '@portal/contracts';

export function chosen(group: CheckboxGroup): string {
  const items = group.labels.filter((_, i) => group.values[i]);
  if (group.otherSelected && (group.otherValue ?? '').trim() !== '') items.push(group.otherValue!.trim());
  return items.join(', ');
}

export function pocName(poc: PointOfContact): string {
  if (poc.type === 'EXTERNAL') return poc.name;
  return poc.name ?? `CAPID ${poc.memberReference.id}`;
}
