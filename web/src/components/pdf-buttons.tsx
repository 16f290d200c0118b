// A PDF the server renders (a form, a tax invoice): previewed in the browser's own PDF viewer in a new tab, or
// saved. `fetchPdf` asks for it (`api.download(route, ...)`).
import { useState } from 'react';
import { Button } from '@mantine/core';
import { saveFile, type DownloadedFile } from '@web/lib/api-client';

interface PdfButtonsProps {
  fetchPdf: () => Promise<DownloadedFile>;
  /** What the buttons name, e.g. "invoice": "Preview invoice". Default "PDF". */
  noun?: string;
  size?: 'sm';
  /** False where a page of its own shows the PDF: only "Download". */
  preview?: boolean;
}

export function PdfButtons({ fetchPdf, noun = 'PDF', size, preview = true }: PdfButtonsProps) {
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const open = async (action: 'preview' | 'download') => {
    // Opened before the request, while the click still counts as the person's: browsers block a later one.
    const tab = action === 'preview' ? window.open('', '_blank') : null;
    setBusy(action);
    try {
      const file = await fetchPdf();
      if (tab) tab.location.href = URL.createObjectURL(file.blob);
      else saveFile(file);
    } catch {
      tab?.close();
      // The client has toasted why.
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {preview && (
        <Button variant="default" size={size} loading={busy === 'preview'} onClick={() => void open('preview')}>
          Preview {noun}
        </Button>
      )}
      <Button variant="default" size={size} loading={busy === 'download'} onClick={() => void open('download')}>
        Download {noun}
      </Button>
    </>
  );
}
