// Platform §2 global notification banner, §3 Notification, §7 "notifications" calls.
export * from './notification.ts';
export * from './calls.ts';
export * from './access.ts';
