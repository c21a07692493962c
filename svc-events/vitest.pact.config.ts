import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests: svc-events -> svc-identity (the internal server-crash report, the member
// accounts of linking, the member contacts of points of contact; the team membership as consumer
// svc-events-teams); svc-events -> svc-files (the signed permission slips, as consumer
// svc-events-slips). Writes contracts/pacts/svc-events-svc-identity.json,
// svc-events-teams-svc-identity.json and svc-events-slips-svc-files.json.
export default defineConfig({ test: { ...pactConsumerTestOptions() } });
