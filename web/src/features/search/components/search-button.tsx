// The header's way into the command palette: a Search button (an icon on a phone) and Ctrl-K (⌘K on a Mac) from
// anywhere in the signed-in portal. The palette's code loads the first time it opens.
import { Button, Kbd, ActionIcon } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '@web/components/icons';

const CommandPalette = lazy(() => import('./command-palette'));

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
          <CommandPalette opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
