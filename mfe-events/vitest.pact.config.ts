import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests: mfe-events' call modules -> svc-events, -> svc-identity and -> svc-files
// (through the gateway's /api paths). Writes contracts/pacts/mfe-events-svc-events.json,
// mfe-events-svc-identity.json and mfe-events-svc-files.json.
export default defineConfig({ test: { ...pactConsumerTestOptions() } });
