// A page that changes what waits for the member (marks a notification read, records a task's result)
// says so here, and the shell's counts in the side menu and on the home page are read again at once
// rather than on the next page or poll. The kit is a singleton, so the remote's page and the shell
// share these listeners.
const listeners = new Set<() => void>();

/** Tell the counts to read again. */
export function announceUnreadChanged(): void {
  for (const listener of listeners) listener();
}

/** Call `listener` after each announcement; answers the function that stops it. */
export function onUnreadChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
