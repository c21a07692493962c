// The team form's submit (platform §4 UNSUBMITTED / ERROR): sends the team, then goes to its page;
// a refusal shows `failureMessage` with the server's details.
import type { TeamRequest } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { teamSaveFailure } from './teamMessages.ts';

type Submit =
  | { kind: 'UNSUBMITTED'; submitting: boolean }
  | { kind: 'ERROR'; failure: { message: string; details: string[] } };

/** What TeamForm takes for its submit; `send` answers the saved team's id. */
export function useTeamSave(
  send: (request: Omit<TeamRequest, 'token'>) => Promise<number>,
  failureMessage: string,
) {
  const navigate = useNavigate();
  const [submit, setSubmit] = useState<Submit>({ kind: 'UNSUBMITTED', submitting: false });
  const save = async (request: Omit<TeamRequest, 'token'>) => {
    setSubmit({ kind: 'UNSUBMITTED', submitting: true });
    try {
      navigate(`/team/${await send(request)}`);
    } catch (error) {
      setSubmit({ kind: 'ERROR', failure: teamSaveFailure(error, failureMessage) });
    }
  };
  return {
    submitting: submit.kind === 'UNSUBMITTED' && submit.submitting,
    failure: submit.kind === 'ERROR' ? submit.failure : null,
    onSubmit: (request: Omit<TeamRequest, 'token'>) => void save(request),
  };
}
