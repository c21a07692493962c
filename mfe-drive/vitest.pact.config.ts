import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests: mfe-drive's call modules -> svc-files and -> svc-identity (through the
// gateway's paths). Writes contracts/pacts/mfe-drive-svc-files.json and mfe-drive-svc-identity.json.
export default defineConfig({ test: { ...pactConsumerTestOptions() } });
