import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests: the gateway's context call -> svc-identity. Writes
// contracts/pacts/gateway-svc-identity.json.
export default defineConfig({ test: { ...pactConsumerTestOptions() } });
