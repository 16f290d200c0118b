// Files go from the browser straight to S3 with a presigned URL (ARCHITECTURE.md "Files"). fetch
// cannot report upload progress, so this one call uses XMLHttpRequest.

export class UploadError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'The upload was interrupted. Check your connection and try again.' : `The file store refused the upload (${status}).`);
    this.name = 'UploadError';
  }
}

/** PUTs the file to the presigned URL with the headers the API asked for; reports progress 0–100. */
export function uploadToPresignedUrl(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress?: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError(xhr.status)));
    xhr.onerror = () => reject(new UploadError(0));
    xhr.onabort = () => reject(new UploadError(0));
    xhr.send(file);
  });
}
