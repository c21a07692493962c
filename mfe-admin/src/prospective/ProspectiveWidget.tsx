// Dashboard widget 8 (platform §2): prospective members, for squadron accounts with
// ProspectiveMemberManagement (the dashboard decides visibility). Links to create and manage, with
// the count of prospective members.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { listProspectiveMembers } from './prospectiveCalls.ts';

export function ProspectiveWidget() {
  const [count, setCount] = useState<number | null | 'error'>(null);
  useEffect(() => {
    const controller = new AbortController();
    listProspectiveMembers(controller.signal)
      .then((members) => setCount(members.length))
      .catch(() => {
        if (!controller.signal.aborted) setCount('error');
      });
    return () => controller.abort();
  }, []);
  return (
    <section className="adm-widget" aria-labelledby="adm-prospective-title">
      <h2 className="adm-widget-title" id="adm-prospective-title">
        Prospective members
      </h2>
      <div className="adm-widget-body">
        <p className="adm-widget-count" aria-live="polite">
          {count === null
            ? 'Loading…'
            : count === 'error'
              ? 'There was an error loading the member list'
              : `${count} prospective member${count === 1 ? '' : 's'}`}
        </p>
        <ul className="adm-links">
          <li>
            <Link to="/admin/createprospectiveaccount">Create prospective member</Link>
          </li>
          <li>
            <Link to="/admin/prospectivemembermanagement">Manage prospective members</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
