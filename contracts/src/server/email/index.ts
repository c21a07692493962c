// '@portal/contracts/server/email': the producer side of the BullMQ `email` queue (bullmq, ioredis),
// shared by svc-identity and svc-events, and the public URL of an account's links.
export * from './emailQueue.ts';
export * from './publicURL.ts';
// the other queues' producers share this entry, as they load bullmq too
export * from '../jobQueues/namedQueue.ts';
