// The part of a sweep's `send` every service shares: a variant's content type and body on a request
// the service's test started (supertest's, signed as that service needs; no HTTP client here), and
// the answer as the runner reads it.
import type { SweepAnswer } from './errorAnswer.ts';
import type { SweepVariant } from './sweepVariants.ts';

/** What of a started request this needs (supertest's Test has it). */
export interface VariantRequest<T> extends PromiseLike<{
  status: number;
  text?: string;
  headers: Record<string, unknown>;
}> {
  set(field: string, value: string): T;
  send(body: string): T;
  timeout(ms: number): T;
}

export async function sendVariant<T extends VariantRequest<T>>(
  started: T,
  variant: SweepVariant,
): Promise<SweepAnswer> {
  let req = started.timeout(15_000);
  if (variant.contentType) req = req.set('content-type', variant.contentType);
  if (variant.body !== undefined) req = req.send(variant.body);
  const res = await req;
  return { status: res.status, text: res.text ?? '', contentType: String(res.headers['content-type'] ?? '') };
}
