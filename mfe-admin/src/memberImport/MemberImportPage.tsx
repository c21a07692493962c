// /admin/memberimport: a page this portal adds for the member import. Signed-in
// only ('Please sign in'); without DownloadCAPWATCH YES 'You do not have permission to view this
// page' (the server checks again on every call).
import { ACCESS_MESSAGES, canImportMembers } from '@portal/contracts';
import { RequireSignIn, useSession, type SessionMember } from '@portal/kit';
import { importStatus, uploadMemberExport } from './importCalls.ts';
import { MemberImportView, type ImportCalls } from './MemberImportView.tsx';

const calls: ImportCalls = { upload: (file) => uploadMemberExport(file), status: importStatus };

function Gate({ member }: { member: SessionMember }) {
  const { superUser } = useSession();
  if (!superUser && !canImportMembers(member)) {
    return (
      <section className="kit-page-message">
        <h1>{ACCESS_MESSAGES.noPermissionViewPage}</h1>
      </section>
    );
  }
  return <MemberImportView calls={calls} />;
}

export function MemberImportPage() {
  return <RequireSignIn>{(member) => <Gate member={member} />}</RequireSignIn>;
}
