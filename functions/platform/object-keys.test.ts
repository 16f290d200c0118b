import { describe, expect, it } from 'vitest';
import { newOwnedKey, ownedKeyExtension, stagedKey, stagedUploadId } from './object-keys';

const EXTENSIONS = ['png', 'jpg', 'webp'];

describe('owned object keys', () => {
  it('are made from the area, the owner and a new id, and read back', () => {
    const key = newOwnedKey('avatars', 'mh3k2abc123', 'png');
    expect(key).toMatch(/^avatars\/mh3k2abc123\/[a-z0-9]+\.png$/);
    expect(ownedKeyExtension(key, 'avatars', 'mh3k2abc123', EXTENSIONS)).toBe('png');
  });

  it.each([
    ['another owner', 'avatars/victim/mh3k2abc.png'],
    ['a traversal out of the owner', 'avatars/me/../victim/mh3k2abc.png'],
    ['a traversal inside the file name', 'avatars/me/..%2fvictim.png'],
    ['another area', 'forms/me/mh3k2abc.png'],
    ['a leading slash', '/avatars/me/mh3k2abc.png'],
    ['a deeper path', 'avatars/me/x/mh3k2abc.png'],
    ['an upper-case id', 'avatars/me/MH3K2ABC.png'],
    ['an extension it does not take', 'avatars/me/mh3k2abc.html'],
    ['two extensions', 'avatars/me/mh3k2abc.png.html'],
    ['a trailing newline', 'avatars/me/mh3k2abc.png\n'],
  ])('are refused when they name %s', (_, key) => {
    expect(ownedKeyExtension(key, 'avatars', 'me', EXTENSIONS)).toBeUndefined();
  });

  it('refuse to be made for an owner id that is not canonical', () => {
    expect(() => newOwnedKey('avatars', '../victim', 'png')).toThrow(/canonical/);
  });
});

describe('staged object keys', () => {
  it('put an upload under staged/ and give its upload id back', () => {
    const key = stagedKey('tickets', 'mh3k2abc123', 'mh3k9up01', 'pdf');
    expect(key).toBe('staged/tickets/mh3k2abc123/mh3k9up01.pdf');
    expect(stagedUploadId(key, 'tickets', 'mh3k2abc123', ['pdf'])).toBe('mh3k9up01');
  });

  it.each([
    ['a confirmed key', 'tickets/me/mh3k9up01.pdf'],
    ['another owner', 'staged/tickets/victim/mh3k9up01.pdf'],
    ['another area', 'staged/forms/me/mh3k9up01.pdf'],
    ['a traversal', 'staged/tickets/me/../victim/mh3k9up01.pdf'],
    ['a prefix before staged/', 'x/staged/tickets/me/mh3k9up01.pdf'],
    ['an extension the area does not take', 'staged/tickets/me/mh3k9up01.html'],
  ])('name no upload when they are %s', (_, key) => {
    expect(stagedUploadId(key, 'tickets', 'me', ['pdf'])).toBeUndefined();
  });

  it('refuse to be made for an upload id that is not canonical', () => {
    expect(() => stagedKey('tickets', 'me', '../x', 'pdf')).toThrow(/canonical/);
  });
});
