// Platform §2 dashboard widgets: the visibility rules of the ten widgets of /admin.
export * from './widgets.ts';
