// The pdf function: the calls that answer a PDF, and the background tasks other functions hand it because
// they need the renderer only this function carries (functions/platform/background.ts).
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { formPdfApi } from '@shared/api/forms';
import { invoicePdfApi } from '@shared/api/short-courses';
import { isBackgroundTask, type BackgroundTask } from '@functions/platform/background';
import { implement, serve } from '@functions/platform/http';
import { observe } from '@functions/platform/observability';
import { formPdf } from './form-pdf';
import { invoicePdf, mailOrderInvoice } from './invoice-pdf';

const api = serve(
  'pdf',
  implement(formPdfApi, {
    pdf: ({ caller, params }) => formPdf(caller, params.id),
  }),
  implement(invoicePdfApi, {
    pdf: ({ caller, params }) => invoicePdf(caller, params.id),
  }),
);

// A failure throws, so Lambda runs the task again (twice at most).
const background = middy((task: BackgroundTask) => mailOrderInvoice(task)).use(observe('pdf'));

export const handler = Object.assign(
  (event: unknown, context: Context) => (isBackgroundTask(event) ? background(event, context) : api(event as APIGatewayProxyEventV2, context)),
  { servedRoutes: api.servedRoutes },
);
