// The attachments building block (functions/platform/attachments.ts) against the local cloud's table and file
// store: the presigned PUT goes to the local S3 as a browser's would, and the module is called as a
// domain's route would call it once it has checked the caller's right to the record. Avatars use it through
// the API (profile.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_POLICIES } from '@shared/schemas/attachments';
import type { UploadTicket } from '@shared/schemas/uploads';
import { ONE_PAGE_PDF } from '@infra/local/demo-files';
import { uniqueTag } from '../support/fixtures';
import { attachmentsModule, filesStore, jobsFunction, objectSize, platformStore } from '../support/store';
import { putWithTicket } from '../support/uploads';

const Attachments = await attachmentsModule();
type RecordRef = import('@functions/platform/attachments').RecordRef;

const PDF = ONE_PAGE_PDF;
const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>');
const TICKETS = ATTACHMENT_POLICIES.tickets;

/** A ticket of its own for each test: its files are nobody else's. */
const newTicket = (): RecordRef => ({ area: 'tickets', id: `ticket-${uniqueTag()}` });
const UPLOADER = 'student-a';
const STRANGER = 'student-b';

/** Sends bytes with a ticket's signed headers, as the SPA does; answers the file store's status. */
const postFile = (ticket: UploadTicket, bytes: Buffer): Promise<number> => putWithTicket(ticket, bytes);

/** Asks for an upload and sends the bytes, as a browser would. */
const uploaded = async (ref: RecordRef, bytes = PDF, contentType = 'application/pdf', name = 'enrolment letter.pdf', by = UPLOADER) => {
  const ticket = await Attachments.startUpload(ref, by, { name, content_type: contentType, size: bytes.length });
  expect(await postFile(ticket, bytes)).toBe(200);
  return ticket;
};

const objectExists = async (key: string) => {
  const { s3, bucket, HeadObjectCommand } = await filesStore();
  return s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );
};

describe('starting an upload', () => {
  it.each([
    ['a type the area does not take', { content_type: 'text/html', size: 100 }, 415, 'attachment.type'],
    ['a declared type it cannot check (GIF)', { content_type: 'image/gif', size: 100 }, 415, 'attachment.type'],
    ['a file over the area’s size', { content_type: 'application/pdf', size: TICKETS.maxBytes + 1 }, 413, 'attachment.too_large'],
  ])('refuses %s', async (_, request, status, code) => {
    // Act
    const start = Attachments.startUpload(newTicket(), UPLOADER, request);
    // Assess
    await expect(start).rejects.toMatchObject({ status, code });
  });

  it('answers a presigned PUT for a staged key of the record, signed for the declared type, exactly the declared size and once', async () => {
    // Prepare
    const ticket = newTicket();
    // Act
    const res = await Attachments.startUpload(ticket, UPLOADER, { name: 'scan.pdf', content_type: 'application/pdf', size: 2048 });
    // Assess
    expect(res.key).toBe(`staged/tickets/${ticket.id}/${res.upload_id}.pdf`);
    expect(res.max_bytes).toBe(2048);
    expect(res).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/pdf', 'if-none-match': '*' } });
    const url = new URL(res.upload_url);
    expect(url.pathname.endsWith(`/${res.key}`)).toBe(true);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;if-none-match');
  });

  it('refuses with 409 once the record holds as many files as its area allows', async () => {
    // Prepare
    const ticket = newTicket();
    for (let i = 0; i < TICKETS.maxCount; i++) {
      const upload = await uploaded(ticket);
      await Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER);
    }
    // Act
    const start = Attachments.startUpload(ticket, UPLOADER, { content_type: 'application/pdf', size: PDF.length });
    // Assess
    await expect(start).rejects.toMatchObject({ status: 409, code: 'attachment.limit' });
  }, 90_000); // a whole area's worth of uploads, each put to the file store and checked, one after another
});

describe('confirming an upload', () => {
  it('moves the file to the record’s key, records who sent what, and empties the staged copy', async () => {
    // Prepare
    const ticket = newTicket();
    const upload = await uploaded(ticket);
    // Act
    const attachment = await Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER);
    // Assess
    expect(attachment).toMatchObject({
      id: upload.upload_id,
      objectKey: `tickets/${ticket.id}/${upload.upload_id}.pdf`,
      name: 'enrolment letter.pdf',
      type: 'application/pdf',
      size: PDF.length,
      uploadedBy: UPLOADER,
      createdAt: expect.any(String),
    });
    expect(await objectExists(attachment.objectKey)).toBe(true);
    // Emptied, not deleted: its ticket's PUT writes an empty key only (upload-tickets.test.ts).
    expect(await objectSize(upload.key)).toBe(0);
    expect((await Attachments.listAttachments(ticket)).map(Attachments.toAttachmentView)).toEqual([
      {
        id: upload.upload_id,
        name: 'enrolment letter.pdf',
        type: 'application/pdf',
        size: PDF.length,
        uploaded_by: UPLOADER,
        created_at: attachment.createdAt,
      },
    ]);
  });

  it('refuses HTML sent as a PNG with 415 once its first bytes are read, and keeps nothing of it', async () => {
    // Prepare: the file store takes any bytes under the signed Content-Type
    const ticket = newTicket();
    const upload = await uploaded(ticket, HTML, 'image/png', 'photo.png');
    // Act
    const confirm = Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER);
    // Assess
    await expect(confirm).rejects.toMatchObject({ status: 415, code: 'attachment.type' });
    expect(await objectSize(upload.key)).toBe(0);
    expect(await Attachments.listAttachments(ticket)).toEqual([]);
    await expect(Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER)).rejects.toMatchObject({ status: 422 });
  });

  it('refuses a PDF that was declared a PNG with 415: the bytes must be the declared type', async () => {
    // Prepare
    const ticket = newTicket();
    const upload = await uploaded(ticket, PDF, 'image/png', 'photo.png');
    // Act / Assess
    await expect(Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER)).rejects.toMatchObject({ status: 415 });
    expect(await objectSize(upload.key)).toBe(0);
  });

  it('refuses with 415 a PDF that is also a web page, or has another file after its end, and keeps neither copy', async () => {
    // Prepare: both start as a PDF does, so their first bytes pass
    const ticket = newTicket();
    const polyglot = Buffer.concat([
      PDF.subarray(0, 9),
      Buffer.from('<html><body><script>alert(document.domain)</script></body></html>\n'),
      PDF.subarray(9),
    ]);
    const [asPage, withMore] = await Promise.all([
      uploaded(ticket, polyglot, 'application/pdf', 'letter.pdf'),
      uploaded(ticket, Buffer.concat([PDF, Buffer.from('PK\u0003\u0004 a zip after the document')]), 'application/pdf', 'letter.pdf'),
    ]);
    // Act
    const confirms = await Promise.allSettled([asPage, withMore].map((upload) => Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER)));
    // Assess
    expect(confirms.map((c) => (c.status === 'rejected' ? (c.reason as { status: number; code: string }) : undefined))).toEqual([
      expect.objectContaining({ status: 415, code: 'attachment.content', message: expect.stringContaining('a web page or a script') }),
      expect.objectContaining({ status: 415, code: 'attachment.content', message: expect.stringContaining('something follows its %%EOF') }),
    ]);
    expect(await Attachments.listAttachments(ticket)).toEqual([]);
    for (const upload of [asPage, withMore]) {
      expect(await objectSize(upload.key)).toBe(0);
      expect(await objectExists(upload.key.replace(/^staged\//, ''))).toBe(false);
    }
  });

  it('holds a ticket to the size declared and to one file: the file store refuses another size, and a second PUT', async () => {
    // Prepare
    const ticket = newTicket();
    const start = await Attachments.startUpload(ticket, UPLOADER, { name: 'letter.pdf', content_type: 'application/pdf', size: PDF.length });
    // Act
    const bigger = await postFile(start, Buffer.concat([PDF, Buffer.alloc(10)]));
    const exact = await postFile(start, PDF);
    const confirmed = await Attachments.confirmUpload(ticket, start.upload_id, UPLOADER);
    const again = await postFile(start, PDF);
    const second = Attachments.confirmUpload(ticket, start.upload_id, UPLOADER);
    // Assess
    expect(bigger).toBe(403);
    expect(exact).toBe(200);
    expect(confirmed.size).toBe(PDF.length);
    // The ticket's key is written once: a confirmation again answers the file already made, and the record holds one.
    expect(again).toBe(412);
    await expect(second).resolves.toMatchObject({ id: confirmed.id });
    expect(await Attachments.listAttachments(ticket)).toHaveLength(1);
  });

  it('refuses an upload that has not arrived with 422 and keeps it confirmable', async () => {
    // Prepare
    const ticket = newTicket();
    const upload = await Attachments.startUpload(ticket, UPLOADER, { content_type: 'application/pdf', size: PDF.length });
    // Act
    const early = Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER);
    // Assess
    await expect(early).rejects.toMatchObject({ status: 422, errors: { upload_id: [expect.stringMatching(/not finished uploading/)] } });
    expect(await postFile(upload, PDF)).toBe(200);
    await expect(Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER)).resolves.toMatchObject({ id: upload.upload_id });
  });

  it('answers the same file when confirmed again, one after the other or at once, and records it once', async () => {
    // Prepare
    const ticket = newTicket();
    const [first, second] = [await uploaded(ticket), await uploaded(ticket)];
    // Act
    const again = [
      await Attachments.confirmUpload(ticket, first.upload_id, UPLOADER),
      await Attachments.confirmUpload(ticket, first.upload_id, UPLOADER),
    ];
    const atOnce = await Promise.all([1, 2, 3].map(() => Attachments.confirmUpload(ticket, second.upload_id, UPLOADER)));
    // Assess
    expect(again[1]).toEqual(again[0]);
    expect(atOnce.map((a) => a.id)).toEqual([second.upload_id, second.upload_id, second.upload_id]);
    expect((await Attachments.listAttachments(ticket)).map((a) => a.id)).toEqual([first.upload_id, second.upload_id]);
  });

  it('refuses to confirm someone else’s upload, or an upload of another record, with 422, and leaves it to its owner', async () => {
    // Prepare
    const ticket = newTicket();
    const upload = await uploaded(ticket);
    // Act
    // (both settle before either is judged: a refusal waiting unjudged would count as unhandled)
    const [byStranger, onAnotherRecord] = await Promise.allSettled([
      Attachments.confirmUpload(ticket, upload.upload_id, STRANGER),
      Attachments.confirmUpload(newTicket(), upload.upload_id, UPLOADER),
    ]);
    // Assess
    expect(byStranger).toMatchObject({ status: 'rejected', reason: { status: 422, errors: { upload_id: expect.any(Array) } } });
    expect(onAnotherRecord).toMatchObject({ status: 'rejected', reason: { status: 422 } });
    expect(await objectExists(upload.key)).toBe(true);
    await expect(Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER)).resolves.toMatchObject({ uploadedBy: UPLOADER });
    await expect(Attachments.confirmUpload(ticket, upload.upload_id, STRANGER)).rejects.toMatchObject({ status: 422 });
  });
});

describe('downloading', () => {
  it('issues a short-lived link that serves the file under its name', async () => {
    // Prepare
    const ticket = newTicket();
    const upload = await uploaded(ticket, PDF, 'application/pdf', 'Résumé 2026.pdf');
    await Attachments.confirmUpload(ticket, upload.upload_id, UPLOADER);
    // Act
    const download = await Attachments.downloadAttachment(ticket, upload.upload_id);
    // Assess
    const res = await fetch(download.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="R_sum_ 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202026.pdf`);
    expect(Date.parse(download.expires_at)).toBeGreaterThan(Date.now());
  });

  it('answers 404 for a file asked for through another record, so a right to one record opens no other', async () => {
    // Prepare
    const victims = newTicket();
    const upload = await uploaded(victims);
    await Attachments.confirmUpload(victims, upload.upload_id, UPLOADER);
    const mine = newTicket();
    // Act
    const [download, removal] = await Promise.allSettled([
      Attachments.downloadAttachment(mine, upload.upload_id),
      Attachments.removeAttachment(mine, upload.upload_id),
    ]);
    // Assess
    expect(download).toMatchObject({ status: 'rejected', reason: { status: 404, code: 'attachment.not_found' } });
    expect(removal).toMatchObject({ status: 'rejected', reason: { status: 404 } });
    expect(await Attachments.listAttachments(victims)).toHaveLength(1);
  });
});

/** The keys of the objects stored under a prefix. */
const objectsUnder = async (prefix: string) => {
  const { s3, bucket, ListObjectsV2Command } = await filesStore();
  return ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key);
};

const received = (name: string) => ({ filename: name, type: 'application/pdf', bytes: PDF });

describe('a record’s last places taken at once', () => {
  it('lists no more files than the area allows when files arrive in requests at once, and keeps no object of a refused one', async () => {
    // Prepare: two places left
    const ticket = newTicket();
    for (let i = 0; i < TICKETS.maxCount - 2; i++) await Attachments.storeReceivedFile(ticket, UPLOADER, received(`earlier ${i}.pdf`));
    // Act
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => Attachments.storeReceivedFile(ticket, UPLOADER, received(`late ${i}.pdf`))));
    // Assess
    const stored = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(stored).toHaveLength(2);
    expect(refused).toEqual([1, 2, 3].map(() => expect.objectContaining({ status: 409, code: 'attachment.limit' })));
    expect(await Attachments.listAttachments(ticket)).toHaveLength(TICKETS.maxCount);
    expect((await objectsUnder(`tickets/${ticket.id}/`)).sort()).toEqual((await Attachments.listAttachments(ticket)).map((a) => a.objectKey).sort());
  });

  it('confirms only as many uploads as there are places when they are confirmed at once, and drops the others with their files', async () => {
    // Prepare: one place left, three uploads begun while it was free
    const ticket = newTicket();
    for (let i = 0; i < TICKETS.maxCount - 1; i++) await Attachments.storeReceivedFile(ticket, UPLOADER, received(`earlier ${i}.pdf`));
    const uploads = await Promise.all([1, 2, 3].map(() => uploaded(ticket)));
    // Act
    const outcomes = await Promise.allSettled(uploads.map((u) => Attachments.confirmUpload(ticket, u.upload_id, UPLOADER)));
    // Assess
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason)).toEqual(
      [1, 2].map(() => expect.objectContaining({ status: 409, code: 'attachment.limit' })),
    );
    const listed = await Attachments.listAttachments(ticket);
    expect(listed).toHaveLength(TICKETS.maxCount);
    expect((await objectsUnder(`tickets/${ticket.id}/`)).sort()).toEqual(listed.map((a) => a.objectKey).sort());
    // Each ticket was used: its staged key holds nothing (emptied until the sweep).
    for (const upload of uploads) expect(await objectSize(upload.key)).toBe(0);
  });
});

describe('removing', () => {
  it('removes files asked for at once, each exactly, and keeps the rest in upload order', async () => {
    // Prepare
    const ticket = newTicket();
    const files = [];
    for (let i = 0; i < 6; i++) files.push(await Attachments.storeReceivedFile(ticket, UPLOADER, received(`file ${i}.pdf`)));
    const [first, , third, , fifth] = files;
    // Act
    await Promise.all(files.filter((f) => ![first, third, fifth].includes(f)).map((f) => Attachments.removeAttachment(ticket, f.id)));
    // Assess
    expect((await Attachments.listAttachments(ticket)).map((a) => a.name)).toEqual(['file 0.pdf', 'file 2.pdf', 'file 4.pdf']);
  });

  it('removes one file and its object, and answers 404 the second time', async () => {
    // Prepare
    const ticket = newTicket();
    const [kept, removed] = [await uploaded(ticket), await uploaded(ticket)];
    await Attachments.confirmUpload(ticket, kept.upload_id, UPLOADER);
    const gone = await Attachments.confirmUpload(ticket, removed.upload_id, UPLOADER);
    // Act
    await Attachments.removeAttachment(ticket, removed.upload_id);
    // Assess
    expect(await objectExists(gone.objectKey)).toBe(false);
    expect((await Attachments.listAttachments(ticket)).map((a) => a.id)).toEqual([kept.upload_id]);
    await expect(Attachments.removeAttachment(ticket, removed.upload_id)).rejects.toMatchObject({ status: 404 });
  });

  it('removes every file of a record with it, staged uploads included, and no other record’s', async () => {
    // Prepare
    const ticket = newTicket();
    const confirmed = await Promise.all([uploaded(ticket), uploaded(ticket)]);
    const files = await Promise.all(confirmed.map((u) => Attachments.confirmUpload(ticket, u.upload_id, UPLOADER)));
    const staged = await uploaded(ticket);
    const other = newTicket();
    const othersUpload = await uploaded(other);
    const othersFile = await Attachments.confirmUpload(other, othersUpload.upload_id, UPLOADER);
    // Act
    await Attachments.removeAllAttachments(ticket);
    // Assess
    for (const key of [...files.map((f) => f.objectKey), staged.key]) expect(await objectExists(key)).toBe(false);
    expect(await Attachments.listAttachments(ticket)).toEqual([]);
    await expect(Attachments.confirmUpload(ticket, staged.upload_id, UPLOADER)).rejects.toMatchObject({ status: 422 });
    expect(await objectExists(othersFile.objectKey)).toBe(true);
  });
});

describe('the jobs sweep', () => {
  it('drops an upload older than a day, its staged file with it, and leaves a fresh one', async () => {
    // Prepare: one upload backdated by two days behind the API's back, one fresh
    const ticket = newTicket();
    const [abandoned, fresh] = [await uploaded(ticket), await uploaded(ticket)];
    await platformStore();
    const { UploadEntity } = await import('@functions/platform/attachments-db');
    const { data: item } = await UploadEntity.get({ id: abandoned.upload_id }).go();
    await UploadEntity.put({ ...item!, createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString() }).go();
    const jobs = await jobsFunction();
    // Act: the schedule's runs, until the sweep has reached it (other suites' uploads share the store and
    // the local cloud's own schedule sweeps too; housekeeping is eventual, never instant)
    await vi.waitFor(
      async () => {
        await jobs();
        expect(await objectExists(abandoned.key)).toBe(false);
      },
      { timeout: 15_000, interval: 500 },
    );
    // Assess
    await expect(Attachments.confirmUpload(ticket, abandoned.upload_id, UPLOADER)).rejects.toMatchObject({ status: 422 });
    expect(await objectExists(fresh.key)).toBe(true);
    await expect(Attachments.confirmUpload(ticket, fresh.upload_id, UPLOADER)).resolves.toMatchObject({ id: fresh.upload_id });
  });
});
