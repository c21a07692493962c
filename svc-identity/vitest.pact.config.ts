import { defineConfig } from 'vitest/config';
import { pactConsumerTestOptions } from '../contracts/src/testing/pact/consumerConfig.ts';

// Pact consumer tests: the email and import job message pacts (svc-identity's workers).
export default defineConfig({ test: { ...pactConsumerTestOptions() } });
