// Which addresses a member's mail goes to: the member's own emails first, then the cadet
// parent's (a cadet may have only a parent address on file).
import type { Member } from '@portal/contracts';

const PRIORITIES = ['PRIMARY', 'SECONDARY', 'EMERGENCY'] as const;

export function memberEmails(member: Pick<Member, 'contact'>): string[] {
  const found: string[] = [];
  for (const kind of ['EMAIL', 'CADETPARENTEMAIL'] as const) {
    for (const priority of PRIORITIES) {
      const value = member.contact[kind]?.[priority]?.trim();
      if (value && value.includes('@') && !found.some((e) => e.toLowerCase() === value.toLowerCase())) {
        found.push(value);
      }
    }
  }
  return found;
}

/** The address a reminder or reset goes to, or null when none is on file. */
export function primaryEmail(member: Pick<Member, 'contact'>): string | null {
  return memberEmails(member)[0] ?? null;
}

export function memberHasEmail(member: Pick<Member, 'contact'>, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return memberEmails(member).some((e) => e.toLowerCase() === wanted);
}

export function displayName(member: Pick<Member, 'nameFirst' | 'nameLast'>): string {
  return `${member.nameFirst} ${member.nameLast}`.trim();
}
