// Members and a fake network for the member components' tests (the browser side only): the kit's.
export { fakeNetwork, testMember, type FakeCheck, type FakeRoute } from '@portal/kit/testing';
