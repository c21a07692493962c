import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests: mfe-admin's call modules -> svc-identity and -> svc-files (through the
// gateway's paths). Writes contracts/pacts/mfe-admin-svc-identity.json and mfe-admin-svc-files.json.
export default defineConfig({ test: { ...pactConsumerTestOptions() } });
