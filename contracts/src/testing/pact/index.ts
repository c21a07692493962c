// Pact helpers shared by the consumer and provider tests of every part.
export * from './consumerPact.ts';
export * from './providerStates.ts';
export * from './member.ts';
export * from './internalContext.ts';
export * from './eventEmailPact.ts';
export * from './providerPacts.ts';
