import { vi } from 'vitest';

type TAnswer = { status: number; body: unknown };
type TUpload = { url: string; headers: Record<string, string>; form: FormData };
type THandler = (upload: TUpload) => TAnswer | Promise<TAnswer>;

/**
 * Stubs the network for uploads, which go through XMLHttpRequest (lib/upload.ts) rather than fetch:
 * each send reports half the bytes sent, then the handler's answer. Everything of ours runs for real.
 */
export function stubUploads(handler: THandler) {
  const uploads: TUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: TUpload = { url: '', headers: {}, form: new FormData() };

    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(form: FormData) {
      this.request.form = form;
      uploads.push(this.request);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      void Promise.resolve(handler(this.request)).then((answer) => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
