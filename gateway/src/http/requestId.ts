// Request ids: keep a sane client/upstream-supplied x-request-id, otherwise make one.
import { randomUUID } from 'node:crypto';

const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && safeRequestId.test(value) ? value : randomUUID();
}
