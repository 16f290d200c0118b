import { formPdfApi } from '@shared/api/forms';
import { implement, serve } from '@functions/lib/http';
import { formPdf } from './form-pdf';

export const handler = serve(
  'form-pdf',
  implement(formPdfApi, {
    pdf: ({ caller, params }) => formPdf(caller, params.id),
  }),
);
