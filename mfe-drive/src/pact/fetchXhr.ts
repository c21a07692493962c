// Just enough of XMLHttpRequest over fetch for the upload's pact test (Node has no XHR); the
// upload code itself is the real one. Progress is reported once, at the end.
export class FetchXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string>;

  constructor(extraHeaders: Record<string, string> = {}) {
    this.headers = { ...extraHeaders };
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (res) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = res.status;
        this.responseText = await res.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}
