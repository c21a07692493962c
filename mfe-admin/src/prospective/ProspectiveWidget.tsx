// Dashboard widget 8 (platform §2): prospective members, for squadron accounts with
// ProspectiveMemberManagement (the dashboard decides visibility). Links to create and manage, with
// the count of prospective members.
import { Loader } from '@portal/kit';
import { LinksWidget } from '../dashboard/LinksWidget.tsx';
import { useProspectiveMembers } from './useProspectiveMembers.ts';

const PROSPECTIVE_LINKS = [
  { label: 'Create prospective member', to: '/admin/createprospectiveaccount' },
  { label: 'Manage prospective members', to: '/admin/prospectivemembermanagement' },
];

export function ProspectiveWidget() {
  const members = useProspectiveMembers();
  return (
    <LinksWidget title="Prospective members" links={PROSPECTIVE_LINKS} headingId="adm-prospective-title">
      {members.state === 'LOADING' ? (
        <Loader label="Loading prospective members..." />
      ) : (
        <p className="adm-widget-count" aria-live="polite">
          {members.state === 'ERROR'
            ? members.message
            : `${members.value.length} prospective member${members.value.length === 1 ? '' : 's'}`}
        </p>
      )}
    </LinksWidget>
  );
}
