// The gateway's one import point for the shared context helpers, so a rename in contracts is a
// one-line change here.
export {
  internalContextResponse,
  type InternalContextResponse,
  type RequestContext,
} from '@portal/contracts';
export {
  CONTEXT_HEADER,
  REQUEST_ID_HEADER,
  signContext,
  sessionEndedChannel,
  sessionKey,
} from '@portal/contracts/server';
