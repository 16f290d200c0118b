// The form as the server renders it for print and filing (`GET /api/form/{id}/pdf`): previewed in the
// browser's own PDF viewer in a new tab, or saved.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { formPdfApi } from '@shared/api/forms';
import { api, saveFile } from '@web/lib/api-client';

export function PdfButtons({ formId }: { formId: string }) {
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const fetchPdf = async (action: 'preview' | 'download') => {
    // Opened before the request, while the click still counts as the person's: browsers block a later one.
    const tab = action === 'preview' ? window.open('', '_blank') : null;
    setBusy(action);
    try {
      const file = await api.download(formPdfApi.pdf, { params: { id: formId } });
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
      <Button variant="default" loading={busy === 'preview'} onClick={() => void fetchPdf('preview')}>
        Preview PDF
      </Button>
      <Button variant="default" loading={busy === 'download'} onClick={() => void fetchPdf('download')}>
        Download PDF
      </Button>
    </>
  );
}
