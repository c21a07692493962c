// A remote's App that crashes because one of its lazy chunks no longer loads (the remote was
// redeployed while this page ran and its server lacks the old chunk) loads the page again, once per
// remote and version, instead of showing the failure. Any other crash, or the same chunk failure
// after that reload, goes on to the CrashBoundary around it (reported, with Try again).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Loader } from '@portal/kit';
import {
  isChunkLoadFailure,
  reloadOnceAfterChunkFailure,
  servedManifestFingerprint,
} from '@portal/kit/remoteModule';

export interface ChunkReloadBoundaryProps {
  remote: string;
  children: ReactNode;
  reloadPage?: () => void;
}

type State = { error: null } | { error: unknown; reloading: boolean };

export class ChunkReloadBoundary extends Component<ChunkReloadBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, reloading: isChunkLoadFailure(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (!isChunkLoadFailure(error)) return;
    const { remote, reloadPage } = this.props;
    void reloadOnceAfterChunkFailure(remote, error, {
      fingerprint: servedManifestFingerprint,
      ...(reloadPage ? { reload: reloadPage } : {}),
    }).then((reloading) => {
      if (!reloading) this.setState({ error, reloading: false });
    });
  }

  override render(): ReactNode {
    const { state } = this;
    if (state.error === null) return this.props.children;
    if (state.reloading) return <Loader />; // until the page goes
    throw state.error; // to the CrashBoundary around the remote
  }
}
