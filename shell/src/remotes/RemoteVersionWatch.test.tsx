// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { RemoteVersionWatch } from './RemoteVersionWatch.tsx';

afterEach(cleanup);

function setup(changed: string[]) {
  const check = vi.fn(async () => changed);
  const reload = vi.fn();
  let navigate: NavigateFunction = () => {};
  function Grab() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/capr393quizzer']}>
      <Grab />
      <RemoteVersionWatch check={check} reload={reload} />
    </MemoryRouter>,
  );
  return { check, reload, navigate: (to: string) => act(async () => navigate(to)) };
}

describe('a redeployed remote is served on the next navigation', () => {
  it('checks the loaded remotes on each change of path, not on the page load itself', async () => {
    const { check, reload, navigate } = setup([]);
    expect(check).not.toHaveBeenCalled();
    await navigate('/');
    await navigate('/calendar');
    expect(check).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again at the URL navigated to when a remote has a new version', async () => {
    const { reload, navigate } = setup(['mfe_quiz']);
    await navigate('/drive');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reload).toHaveBeenCalledWith(window.location.href);
  });
});
