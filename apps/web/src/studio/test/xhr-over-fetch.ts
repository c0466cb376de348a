/**
 * Upload chunks go by XMLHttpRequest (for upload progress): in tests this one hands each
 * request to the (fake) `fetch` of the moment and reports half the body sent, then all of it,
 * as a browser does.
 */
export class XhrOverFetch {
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.upload.onprogress?.({ loaded: Math.floor(body.size / 2) });
    fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        this.upload.onprogress?.({ loaded: body.size });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}
