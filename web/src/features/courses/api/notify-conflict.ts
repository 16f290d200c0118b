import { notifications } from '@mantine/notifications';
import { ApiError } from '@web/lib/api-client';

// Long enough to read a sentence that says what to do instead; spec §9's one second suits "Saved", not this.
const CONFLICT_NOTICE_MS = 8000;

/**
 * Shows why the server refused a delete (409: the record is still in use). The API client leaves 409 to
 * the caller (spec §8), and a delete has no form to put it in, so the delete hooks of this feature call this.
 */
export const notifyConflict = (error: unknown): void => {
  if (!(error instanceof ApiError) || error.status !== 409) return;
  notifications.show({ color: 'orange', title: 'Cannot delete', message: error.message, autoClose: CONFLICT_NOTICE_MS });
};
