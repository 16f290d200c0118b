// The header's way into the command palette: a Search button (an icon on a phone) and Ctrl-K (⌘K on a Mac) from
// anywhere in the signed-in portal. The palette's code loads once the page is idle (or when it first opens).
import { Button, Kbd, ActionIcon } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '@web/components/icons';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

/**
 * Keys typed between Ctrl-K and the box taking the focus (the palette's code arriving, its first paint), kept for the
 * box: "Ctrl-K student" typed at speed searches for "student", not "udent". `deliver` is the open palette's.
 */
export interface EarlyKeys {
  pending: { current: string };
  deliver: { current: ((text: string) => void) | null };
}

/** Keeps the printable keys typed outside the palette while it is opening, for its box. */
const useEarlyKeys = (opened: boolean): EarlyKeys => {
  const pending = useRef('');
  const deliver = useRef<((text: string) => void) | null>(null);
  useEffect(() => {
    if (!opened) return;
    const keep = (event: KeyboardEvent) => {
      // Inside the palette a key is its own (the box, its close button); a shortcut or a composed character is not typing.
      if ((event.target as HTMLElement | null)?.closest?.('.mantine-Modal-root')) return;
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      event.preventDefault();
      if (deliver.current) deliver.current(event.key);
      else pending.current += event.key;
    };
    window.addEventListener('keydown', keep, true);
    return () => window.removeEventListener('keydown', keep, true);
  }, [opened]);
  return useMemo(() => ({ pending, deliver }), []);
};

export function SearchButton() {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted once asked for, then kept: its last search is there when it opens again.
  const [wanted, setWanted] = useState(false);
  const mac = useOs() === 'macos';
  const show = () => {
    setWanted(true);
    open();
  };
  // Also from inside a text box: Ctrl-K is the one shortcut the portal takes.
  useHotkeys([['mod+K', show]], []);
  const earlyKeys = useEarlyKeys(opened);
  // The palette's code is fetched once the page is idle, so that the first Ctrl-K opens it at once.
  useEffect(() => {
    const fetchLater = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    fetchLater(() => void loadPalette());
  }, []);

  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        leftSection={<Icon name="search" size={16} />}
        rightSection={<Kbd size="xs">{mac ? '⌘ K' : 'Ctrl K'}</Kbd>}
        onClick={show}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      >
        Search
      </Button>
      <ActionIcon variant="subtle" color="gray" size="lg" hiddenFrom="sm" onClick={show} aria-label="Search">
        <Icon name="search" size={20} />
      </ActionIcon>
      {wanted && (
        <Suspense fallback={null}>
          <CommandPalette opened={opened} onClose={close} earlyKeys={earlyKeys} />
        </Suspense>
      )}
    </>
  );
}
