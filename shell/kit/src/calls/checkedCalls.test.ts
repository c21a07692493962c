import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { checkedSend, getChecked } from './checkedCalls.ts';

const stubClient = () => {
  const answer = vi.fn(async () => ({ id: 1 }));
  const client = { get: answer, post: answer, put: answer } as unknown as ApiClient;
  return { client, answer };
};
const record = z.object({ id: z.number() });
const request = z.object({ name: z.string().min(1), token: z.string().optional() });

describe('checked calls', () => {
  it('a GET carries its answer schema, and the abort signal only when there is one', async () => {
    const { client, answer } = stubClient();
    const controller = new AbortController();
    await getChecked(client, '/api/thing', record, controller.signal);
    await getChecked(client, '/api/thing', record);
    expect(answer.mock.calls).toEqual([
      ['/api/thing', { schema: record, signal: controller.signal }],
      ['/api/thing', { schema: record }],
    ]);
  });

  it('a POST or PUT sends a body its request schema accepts to the path of the id', async () => {
    const { client, answer } = stubClient();
    const rename = checkedSend('put', (id: number) => `/api/things/${id}`, request, record);
    await expect(rename(7, { name: 'Seven' }, client)).resolves.toEqual({ id: 1 });
    expect(answer.mock.calls).toEqual([['/api/things/7', { name: 'Seven' }, { schema: record }]]);
  });

  it('a body the request schema refuses throws before anything is sent', () => {
    const { client, answer } = stubClient();
    const create = checkedSend('post', (id: number) => `/api/things/${id}`, request, record);
    expect(() => create(7, { name: '' }, client)).toThrow();
    expect(answer).not.toHaveBeenCalled();
  });
});
