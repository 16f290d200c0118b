// Files the browser suites hand to file choosers.
import { ONE_PAGE_PDF } from '@infra/local/demo-files';

/** The smallest file a PDF reader accepts, built as a PDF is (the server reads it whole). */
export const MINIMAL_PDF = ONE_PAGE_PDF;
