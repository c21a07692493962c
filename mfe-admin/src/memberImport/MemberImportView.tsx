// The import form, progress bar and result (platform §8 import results in words). The calls are
// passed in, so the component tests run it without a server.
import { importResultText, type ImportStatusResponse } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { adoptStyles } from '@portal/kit';
import { SubmitButton } from '../forms/saveState.tsx';
import memberImportCss from './memberImport.css?raw';

adoptStyles('mfe-admin-member-import', memberImportCss);

export const POLL_MS = 500;

export interface ImportCalls {
  upload(file: File): Promise<string>;
  status(jobID: string): Promise<ImportStatusResponse>;
}

type Phase =
  | { kind: 'IDLE' }
  | { kind: 'UPLOADING' }
  | { kind: 'RUNNING'; jobID: string; progress: number }
  | { kind: 'DONE'; status: ImportStatusResponse }
  | { kind: 'ERROR'; message: string };

export function MemberImportView({ calls, pollMs = POLL_MS }: { calls: ImportCalls; pollMs?: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'IDLE' });
  const jobID = phase.kind === 'RUNNING' ? phase.jobID : null;
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  // polls the job until it has a result
  useEffect(() => {
    if (!jobID) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const status = await calls.status(jobID);
        if (!live.current) return;
        if (status.result) setPhase({ kind: 'DONE', status });
        else {
          setPhase({ kind: 'RUNNING', jobID, progress: status.progress });
          timer = setTimeout(() => void tick(), pollMs);
        }
      } catch (error) {
        if (live.current) setPhase({ kind: 'ERROR', message: (error as Error).message });
      }
    };
    void tick();
    return () => clearTimeout(timer);
  }, [jobID, calls, pollMs]);

  const busy = phase.kind === 'UPLOADING' || phase.kind === 'RUNNING';
  const upload = async () => {
    if (!file) return;
    setPhase({ kind: 'UPLOADING' });
    try {
      const id = await calls.upload(file);
      if (live.current) setPhase({ kind: 'RUNNING', jobID: id, progress: 0 });
    } catch (error) {
      if (live.current) setPhase({ kind: 'ERROR', message: (error as Error).message });
    }
  };

  const progress = phase.kind === 'RUNNING' ? phase.progress : phase.kind === 'DONE' ? 100 : 0;
  return (
    <section className="adm-import">
      <h1>Member import</h1>
      <p className="adm-import-help">
        Upload the organisation&apos;s member export (CAPWATCH): a zip of the member, contact, duty position,
        organisation and cadet programme tables. Members of this account&apos;s units are added or updated;
        their contacts and national duty positions are replaced. Temporary duty positions, prospective
        members, sign-ins and permissions are kept.
      </p>
      <form
        className="adm-import-form"
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <div className="kit-field">
          <label className="kit-label" htmlFor="adm-import-file">
            Member export (zip)
          </label>
          <input
            id="adm-import-file"
            className="kit-input"
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <SubmitButton
          label="Upload"
          busy={phase.kind === 'UPLOADING'}
          busyLabel="Uploading..."
          disabled={!file || busy}
        />
      </form>
      {(phase.kind === 'RUNNING' || phase.kind === 'DONE') && (
        <div className="adm-import-progress">
          <progress max={100} value={progress} aria-label="Import progress" />
          <span className="adm-import-percent">{progress}%</span>
        </div>
      )}
      {phase.kind === 'DONE' && (
        <p
          role="status"
          className={`adm-import-result ${phase.status.result === 'None' ? 'is-ok' : 'is-bad'}`}
        >
          {importResultText(phase.status)}
        </p>
      )}
      {phase.kind === 'ERROR' && (
        <p role="alert" className="adm-import-result is-bad">
          {phase.message}
        </p>
      )}
    </section>
  );
}
