// Staff take a family's filtered list into a spreadsheet: every matching form, not just the page on screen.
import { useState } from 'react';
import { Button } from '@mantine/core';
import type { FormExportQuery } from '@shared/schemas/forms';
import { exportForms } from '../api/export-forms';

export function ExportButton({ query }: { query: Partial<FormExportQuery> & { form_type: string } }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await exportForms(query);
    } catch {
      // The client has toasted why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void exportCsv()}>
      Export CSV
    </Button>
  );
}
