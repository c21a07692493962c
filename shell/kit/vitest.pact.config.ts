import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests: kit's API client -> svc-identity (through the gateway's paths).
// Writes contracts/pacts/shell-kit-svc-identity.json.
export default defineConfig({ test: { ...pactConsumerTestOptions() } });
