import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests: svc-files -> svc-identity (the internal server-crash report, the member's
// teams as consumer svc-files-teams) and the upload job message pact.
export default defineConfig({ test: { ...pactConsumerTestOptions() } });
