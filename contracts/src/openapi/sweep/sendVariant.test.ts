// A sweep's shared send (sendVariant.ts): the variant's content type and body go out on the started
// request, and the answer comes back as the runner reads it.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendVariant } from './sendVariant.ts';

const app = express();
app.use(express.text({ type: '*/*' }));
app.post('/echo', (req, res) => {
  res.status(400).json({ contentType: req.headers['content-type'], body: req.body as string });
});

describe('sendVariant', () => {
  it('sends the content type and body of the variant and reads status, text and content type', async () => {
    const answer = await sendVariant(request(app).post('/echo'), {
      label: 'body: not JSON',
      method: 'POST',
      path: '/echo',
      body: '{oops',
      contentType: 'application/json',
      acceptable: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ contentType: 'application/json', body: '{oops' });
  });
});
