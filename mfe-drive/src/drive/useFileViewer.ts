// The viewer as contracts' §6 file rules take it. The rules only decide what the page offers; the
// server checks every call again.
import type { FileViewer } from '@portal/contracts';
import { useSession } from '@portal/kit';

export function useFileViewer(): FileViewer {
  const { member, superUser } = useSession();
  return { member, superUser, teamIDs: member?.teamIDs ?? [] };
}
