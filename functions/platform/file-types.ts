// What a file really is, from its first bytes: a browser's declared Content-Type is only its word. And how a
// file size limit reads in the answers that refuse a file.

/** The file types the portal accepts anywhere, with the bytes they start with. */
const SIGNATURES: { type: string; matches: (head: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  // RIFF....WEBP: the four bytes between are the file's length.
  { type: 'image/webp', matches: (h) => startsWith(h, [0x52, 0x49, 0x46, 0x46]) && startsWith(h.subarray(8), [0x57, 0x45, 0x42, 0x50]) },
  { type: 'application/pdf', matches: (h) => startsWith(h, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
];

/** How many bytes `sniffType` needs to tell every type it knows. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Uint8Array, prefix: number[]) => head.length >= prefix.length && prefix.every((byte, i) => head[i] === byte);

/** The type the bytes show, or undefined for anything the portal does not accept. */
export const sniffType = (head: Uint8Array): string | undefined => SIGNATURES.find((s) => s.matches(head))?.type;

/** A size in MB to one decimal, as limits read in messages: 2 * 1024 * 1024 → "2 MB", 2_400_000 → "2.3 MB". */
export const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
