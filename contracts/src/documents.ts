// What the portal prints: the CAPF 60-80 slip's layout and the cadet reports' rows. Kept out of the
// root entry, which every page of every member loads, because only the pages and services that
// print use them; a browser bundle that imports this entry carries its own copy in a lazy chunk.
export * from './events/permissionSlips/slipDocument.ts';
export * from './cadetProgramme/rules/reportRows.ts';
