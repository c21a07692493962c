// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadFailure, reloadOnceAfterChunkFailure } from './remoteModuleRecovery.ts';

/** webpack's error for a chunk its server no longer has (after a rollout). */
function chunkLoadError(chunk = '512') {
  const error = new Error(`Loading chunk ${chunk} failed.\n(missing: http://x/mfe/drive/${chunk}.js)`);
  error.name = 'ChunkLoadError';
  return error;
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('isChunkLoadFailure: a failed chunk or entry script, not any failure', () => {
  it('recognises webpack, CSS and federation script failures, also as a cause', () => {
    expect(isChunkLoadFailure(chunkLoadError())).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading CSS chunk 7 failed.\n(/x.css)'))).toBe(true);
    expect(isChunkLoadFailure(Object.assign(new Error('css'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(
      isChunkLoadFailure(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008')),
    ).toBe(true);
    expect(isChunkLoadFailure(new Error('remote failed', { cause: chunkLoadError() }))).toBe(true);
  });

  it('leaves other failures to the caller', () => {
    expect(isChunkLoadFailure(new Error('offline'))).toBe(false);
    expect(isChunkLoadFailure(new Error('remotes.json answered 502'))).toBe(false);
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isChunkLoadFailure(null)).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});

describe('reloadOnceAfterChunkFailure: one reload per remote and manifest served, never a loop', () => {
  it('reloads once for the manifest served now; the same failure again is shown instead', async () => {
    const reload = vi.fn();
    const fingerprint = vi.fn(async () => 'manifest-v2');
    expect(await reloadOnceAfterChunkFailure('mfe_drive', chunkLoadError(), { fingerprint, reload })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fingerprint).toHaveBeenCalledWith('mfe_drive');
    // the page loaded again and the chunk still fails with the same manifest: no second reload
    expect(await reloadOnceAfterChunkFailure('mfe_drive', chunkLoadError(), { fingerprint, reload })).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a later rollout (another manifest) or another remote gets its own reload', async () => {
    const reload = vi.fn();
    let served = 'manifest-v2';
    const fingerprint = async () => served;
    await reloadOnceAfterChunkFailure('mfe_drive', chunkLoadError(), { fingerprint, reload });
    await reloadOnceAfterChunkFailure('mfe_events', chunkLoadError(), { fingerprint, reload });
    served = 'manifest-v3';
    expect(await reloadOnceAfterChunkFailure('mfe_drive', chunkLoadError(), { fingerprint, reload })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('an unreadable manifest still reloads at most once', async () => {
    const reload = vi.fn();
    const fingerprint = async () => {
      throw new Error('offline');
    };
    expect(await reloadOnceAfterChunkFailure('mfe_quiz', chunkLoadError(), { fingerprint, reload })).toBe(
      true,
    );
    expect(await reloadOnceAfterChunkFailure('mfe_quiz', chunkLoadError(), { fingerprint, reload })).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads for another failure, or without a storage to guard the loop', async () => {
    const reload = vi.fn();
    const fingerprint = vi.fn(async () => 'm');
    expect(
      await reloadOnceAfterChunkFailure('mfe_drive', new Error('offline'), { fingerprint, reload }),
    ).toBe(false);
    expect(
      await reloadOnceAfterChunkFailure('mfe_drive', chunkLoadError(), {
        fingerprint,
        reload,
        storage: null,
      }),
    ).toBe(false);
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(
      await reloadOnceAfterChunkFailure('mfe_drive', chunkLoadError(), {
        fingerprint,
        reload,
        storage: throwing,
      }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
