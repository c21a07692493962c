export * from './store.ts';
export * from './cookie.ts';
export { publishSessionEnded } from './events.ts';
