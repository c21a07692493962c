// The drive's storage line: the signed-in member's bytes against their quota and the unit's
// against the account quota (GET /api/files/quota), each with a <meter>, so a member sees the
// room left before an upload is refused. A failed load shows nothing: the drive works without it.
import { formatStorageSize, type DriveQuota, type StorageUsage as Usage } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadQuota } from '../drive/fileCalls.ts';

function UsageLine({ label, usage }: { label: string; usage: Usage }) {
  const text = `${formatStorageSize(usage.used)} of ${formatStorageSize(usage.quota)} used`;
  return (
    <div className="drv-usage-line">
      <span className="drv-usage-label">{label}</span>
      <meter
        min={0}
        max={usage.quota}
        value={Math.min(usage.used, usage.quota)}
        low={usage.quota * 0.75}
        high={usage.quota * 0.9}
        optimum={0}
        aria-label={`${label}: ${text}`}
      />
      <span>{text}</span>
    </div>
  );
}

/** `version` changes after an upload or a delete, so the figures are read again. */
export function StorageUsage({ version, client = apiClient }: { version: number; client?: ApiClient }) {
  const [quota, setQuota] = useState<DriveQuota | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadQuota(client, controller.signal).then(
      (answer) => !controller.signal.aborted && setQuota(answer),
      () => !controller.signal.aborted && setQuota(null),
    );
    return () => controller.abort();
  }, [client, version]);
  if (!quota) return null;
  return (
    <section className="drv-usage" aria-label="Storage">
      <UsageLine label="Your files" usage={quota.member} />
      <UsageLine label="Unit drive" usage={quota.account} />
    </section>
  );
}
