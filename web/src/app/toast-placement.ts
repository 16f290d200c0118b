// Where the toasts show and how many at once: the store places a toast shown before their code has loaded by these
// too (toasts.tsx), so it lands where the rest do.
export const TOAST_POSITION = 'top-right';
export const TOAST_LIMIT = 4;
