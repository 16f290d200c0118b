// Long forms ask before a click elsewhere throws away what was typed: a navigation inside the portal opens
// "Leave without saving?", and closing or reloading the tab gets the browser's own question.
import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** The part of react-hook-form's `formState` the guard reads (reading it through the proxy subscribes). */
interface FormStateLike {
  isDirty: boolean;
  isSubmitting: boolean;
}

/**
 * Guards a form's unsaved changes. Pass the form's `formState` (guarded while dirty and not being saved, so
 * the form's own navigation after a save goes through), or a boolean for any other kind of page. Forms that
 * stay on the page after saving reset to the saved values, which makes them clean again.
 * One guarded form per page: the router keeps one blocker at a time.
 */
export function useUnsavedChangesGuard(state: boolean | FormStateLike): void {
  const unsaved = typeof state === 'boolean' ? state : state.isDirty && !state.isSubmitting;
  // Only leaving the page loses the form; a new query string on the same page keeps it.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    const settle = (leave: boolean) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    const id = modals.openConfirmModal({
      title: 'Leave without saving?',
      children: 'The changes you made on this page are not saved yet. If you leave now, they are lost.',
      labels: { confirm: 'Leave', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      // Escape, the close button or a click outside mean "stay".
      onClose: () => settle(false),
    });
    return () => {
      settled = true;
      modals.close(id);
    };
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
