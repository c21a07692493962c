// '@portal/kit/testing': what the remotes' tests share (imported by tests only; never part of a
// bundle): route-table checks and a stubbed network with a fictional member.
export * from './remoteTesting.tsx';
export * from './fakeNetwork.ts';
