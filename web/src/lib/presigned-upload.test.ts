// @vitest-environment node
// The browser's XMLHttpRequest is stood in for by a fake that the test drives: progress events, then S3's answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadTicket } from '@shared/schemas/uploads';
import { UploadError, uploadWithTicket } from './presigned-upload';

class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  responseText = '';
  opened: [string, string] | undefined;
  headers: [string, string][] = [];
  sent: Blob | undefined;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers.push([name, value]);
  }
  send(body: Blob) {
    this.sent = body;
  }
  answer(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const TICKET: UploadTicket = {
  upload_url: 'http://files.test/portal-files',
  method: 'PUT',
  headers: { 'content-type': 'image/png', 'if-none-match': '*' },
  key: 'staged/avatars/me/up1.png',
  max_bytes: 2048,
  upload_id: 'up1',
};

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('uploadWithTicket', () => {
  it('puts the file with the signed headers, and reports progress in whole percents', async () => {
    // Prepare
    const onProgress = vi.fn();
    const file = new Blob(['png bytes']);
    // Act
    const done = uploadWithTicket(TICKET, file, onProgress);
    const xhr = FakeXhr.last!;
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
    xhr.answer(204);
    // Assess
    await expect(done).resolves.toBeUndefined();
    expect(onProgress.mock.calls).toEqual([[33], [100]]);
    expect(xhr.opened).toEqual(['PUT', TICKET.upload_url]);
    expect(xhr.headers).toEqual([
      ['content-type', 'image/png'],
      ['if-none-match', '*'],
    ]);
    expect(xhr.sent).toBe(file);
  });

  it.each([
    [400, '<Error><Code>EntityTooLarge</Code></Error>', 'The file is larger than allowed.'],
    [403, '<Error><Code>AccessDenied</Code></Error>', 'The file store refused this file: check its type and size, or start the upload again.'],
    [412, '<Error><Code>PreconditionFailed</Code></Error>', 'This upload was already used. Start the upload again.'],
    [500, 'oops', 'The file store refused the upload (500).'],
  ])('rejects a %s answer with a sentence a person can read', async (status, body, message) => {
    // Act
    const done = uploadWithTicket(TICKET, new Blob(['x']));
    FakeXhr.last!.answer(status, body);
    // Assess
    await expect(done).rejects.toEqual(expect.objectContaining({ name: 'UploadError', status, message }));
  });

  it('rejects a dropped connection as interrupted', async () => {
    // Act
    const done = uploadWithTicket(TICKET, new Blob(['x']));
    FakeXhr.last!.onerror?.();
    // Assess
    await expect(done).rejects.toBeInstanceOf(UploadError);
    await expect(done).rejects.toThrow(/interrupted/);
  });
});
