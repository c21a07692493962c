// One access rule per call. Rules name the existing pure permission functions
// of contracts where there is one, so the matrix checks the services against the same source.
import type { PermissionName, PermissionValue } from '../../permissions/permissionSet.ts';
import { hasPermission } from '../../permissions/presets.ts';
import type { AccessViewer } from './roles.ts';

export type AccessRule =
  /** Public: anonymous visitors too. */
  | { kind: 'anyone'; note?: string }
  /** Any signed-in member of the host's account. */
  | { kind: 'signedIn'; note?: string; refusal?: 404 }
  /** A member holding the permission at this level or higher (hasPermission). */
  | { kind: 'permission'; name: PermissionName; atLeast: string; refusal?: 404 }
  /**
   * A rule of its own (duty positions, object ownership): `allows` decides per viewer. `refusal`
   * 404 where the spec hides existence (drafts, other people's objects).
   */
  | { kind: 'rule'; label: string; allows: (viewer: AccessViewer) => boolean; refusal?: 404 }
  /**
   * Only a session in a sign-in step (MFA pending, password expired) may call it: no role of the
   * matrix holds one, so everyone is asked to sign in.
   */
  | { kind: 'pendingSession'; label: string }
  /** Service-to-service (/internal): the gateway never routes it. */
  | { kind: 'internal' };

export const anyone = (note?: string): AccessRule => ({ kind: 'anyone', ...(note ? { note } : {}) });
export const signedIn = (note?: string, refusal?: 404): AccessRule => ({
  kind: 'signedIn',
  ...(note ? { note } : {}),
  ...(refusal ? { refusal } : {}),
});
export function permission<N extends PermissionName>(
  name: N,
  atLeast: PermissionValue<N>,
  refusal?: 404,
): AccessRule {
  return { kind: 'permission', name, atLeast, ...(refusal ? { refusal } : {}) };
}
export const rule = (
  label: string,
  allows: (viewer: AccessViewer) => boolean,
  refusal?: 404,
): AccessRule => ({
  kind: 'rule',
  label,
  allows,
  ...(refusal ? { refusal } : {}),
});
/** The configured super users only (none in the matrix: SUPER_USER_IDS is unset). */
export const superUserOnly: AccessRule = rule('super user', () => false);
export const internal: AccessRule = { kind: 'internal' };
export const pendingSession = (label: string): AccessRule => ({ kind: 'pendingSession', label });

/** Whether a signed-in member of the account passes the rule. */
export function ruleAllows(accessRule: AccessRule, viewer: AccessViewer): boolean {
  switch (accessRule.kind) {
    case 'anyone':
    case 'signedIn':
      return true;
    case 'permission':
      return hasPermission(viewer, accessRule.name, accessRule.atLeast as never);
    case 'rule':
      return accessRule.allows(viewer);
    case 'pendingSession':
    case 'internal':
      return false;
  }
}

/** Short text of a rule for the printed matrix. */
export function describeRule(accessRule: AccessRule): string {
  switch (accessRule.kind) {
    case 'anyone':
      return 'anyone';
    case 'signedIn':
      return 'signed in';
    case 'permission':
      return `${accessRule.name} ${accessRule.atLeast}`;
    case 'rule':
    case 'pendingSession':
      return accessRule.label;
    case 'internal':
      return 'internal';
  }
}
