// Member data: list, by id, search, absent; who may search and see contact data; picker filters.
export * from './calls.ts';
export * from './access.ts';
export * from './findMemberActions.ts';
export * from './memberIdParam.ts';
export * from './pickerFilter.ts';
export * from './internalMembers.ts';
export * from './internalMemberDetails.ts';
