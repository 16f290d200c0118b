// The command palette (Ctrl-K, or the header's Search): one box that finds the screens of the person's menu by name
// and, for staff, the people, forms, tickets and bookings they may open, by name, number or e-mail (GET /api/search).
// Arrow keys move through what it found, Enter opens it; it is a combobox over a listbox, as screen readers expect.
// Loaded the first time it opens, so no page pays for it before.
import { Group, Kbd, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formTypeBySlug } from '@shared/forms/catalogue';
import { menuFor } from '@shared/screens';
import { SEARCH_TERM_MAX, SEARCH_WORD_MIN, type SearchHit, type SearchKind } from '@shared/schemas/search';
import { Icon, type IconName } from '@web/components/icons';
import { ApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useQuickSearch } from '../api/quick-search';
import classes from './command-palette.module.css';
import type { EarlyKeys } from './search-button';

const KIND_HEADINGS: Record<SearchKind, string> = { person: 'People', form: 'Forms', ticket: 'Tickets', booking: 'Bookings' };
const KIND_ICONS: Record<SearchKind, IconName> = { person: 'users', form: 'forms', ticket: 'tickets', booking: 'orders' };
const KIND_WORDS: Record<SearchKind, string> = { person: 'people', form: 'forms', ticket: 'tickets', booking: 'bookings' };
/** The screens shown for a term: the menu is short, and the records below matter more. */
const MOST_PAGES = 5;

/** Where a hit opens. */
export const hitPath = (hit: SearchHit): string => {
  switch (hit.kind) {
    case 'person':
      return `/users/${hit.id}/record`;
    case 'form':
      return `${formTypeBySlug(hit.form_type ?? '')?.path ?? '/application'}/${hit.id}`;
    case 'ticket':
      return `/tickets/${hit.id}`;
    case 'booking':
      return `/short-courses-order/${hit.id}`;
  }
};

/** What one option of the list shows and where it goes. */
interface Option {
  key: string;
  group: string;
  icon: IconName;
  title: string;
  detail?: string;
  path: string;
}

/** The options in runs of one group each (the server answers each kind's hits together), with where each run starts. */
const groupsOf = (options: Option[]) =>
  options.reduce<{ group: string; first: number; members: Option[] }[]>((runs, option, i) => {
    const last = runs[runs.length - 1];
    if (last?.group === option.group) last.members.push(option);
    else runs.push({ group: option.group, first: i, members: [option] });
    return runs;
  }, []);

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** A portal link pasted whole is searched for by the record id it ends with. */
const termOf = (typed: string) => {
  const trimmed = typed.trim();
  const linked = /^https?:\/\/\S+\/([a-z0-9][a-z0-9-]{11,63})(?:\/(?:edit|record|pdf))?\/?(?:[?#]\S*)?$/i.exec(trimmed);
  return linked ? linked[1]!.toLowerCase() : trimmed;
};

export default function CommandPalette({ opened, onClose, earlyKeys }: { opened: boolean; onClose: () => void; earlyKeys?: EarlyKeys }) {
  const { role, permissions } = useSession();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const typedWhileOpening = useRef(false);
  // What was typed while it opened goes into the box, and so does what is typed before the box has the focus.
  useEffect(() => {
    if (!opened || !earlyKeys) return;
    // Typing as it opens starts a new search (the last one is kept for opening it again without typing).
    typedWhileOpening.current = Boolean(earlyKeys.pending.current);
    if (earlyKeys.pending.current) setTyped(earlyKeys.pending.current.slice(0, SEARCH_TERM_MAX));
    earlyKeys.pending.current = '';
    earlyKeys.deliver.current = (text) => {
      // The first key of this opening starts a new search, as typing into the chosen last one would.
      const startsNew = !typedWhileOpening.current;
      typedWhileOpening.current = true;
      setTyped((before) => (startsNew ? text : before + text).slice(0, SEARCH_TERM_MAX));
    };
    return () => {
      earlyKeys.deliver.current = null;
    };
  }, [opened, earlyKeys]);
  const [active, setActive] = useState(0);
  const [term] = useDebouncedValue(termOf(typed), 250);
  const search = useQuickSearch(term);
  const listId = useId();

  const pages = useMemo((): Option[] => {
    const wanted = words(typed);
    if (wanted.length === 0) return [];
    return menuFor(role, permissions)
      .filter((item) => wanted.every((w) => item.label.toLowerCase().includes(w)))
      .slice(0, MOST_PAGES)
      .map((item) => ({ key: `page:${item.path}`, group: 'Go to', icon: item.icon ?? 'dashboard', title: item.label, path: item.path }));
  }, [typed, role, permissions]);

  // The last answer stays listed while the next loads; only the answer to what is typed now is counted as found.
  const answer = search.data;
  const fresh = answer !== undefined && !search.isPlaceholderData && term === termOf(typed);
  const hits = useMemo(
    (): Option[] =>
      (typed.trim() ? (answer?.hits ?? []) : []).map((hit) => ({
        key: `${hit.kind}:${hit.id}`,
        group: KIND_HEADINGS[hit.kind],
        icon: KIND_ICONS[hit.kind],
        title: hit.title,
        detail: hit.detail,
        path: hitPath(hit),
      })),
    [answer, typed],
  );
  const options = [...pages, ...hits];
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;

  const open = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    setTyped('');
    void navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Enter that confirms a character being composed (a Chinese or Japanese name) is the input method's.
      if (event.nativeEvent.isComposing) return;
      event.preventDefault();
      // A hit of the last answer, still listed while this term's loads, is not opened for this one.
      const option = options[current];
      if (option && (fresh || option.group === 'Go to')) open(option);
    }
  };

  const searchedWords = (answer?.searched ?? []).map((kind) => KIND_WORDS[kind]);
  const status = (() => {
    if (!typed.trim()) return 'Type a name, an e-mail, a number or a screen.';
    if (search.isError) return search.error instanceof ApiError ? search.error.message : 'The search failed. Try again.';
    if (!fresh) return 'Searching…';
    if (answer.too_short && options.length === 0) return `Type at least ${SEARCH_WORD_MIN} letters or digits of a word.`;
    if (options.length === 0) return `Nothing found for “${typed.trim()}”.`;
    return undefined;
  })();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Search"
      size="lg"
      yOffset="8vh"
      transitionProps={{ duration: 0 }}
      classNames={{ body: classes.body }}
      closeButtonProps={{ 'aria-label': 'Close the search' }}
    >
      <Stack gap="sm">
        <TextInput
          data-autofocus
          // The last search is there, chosen, when it opens again: typing starts a new one, an arrow key keeps it.
          onFocus={(event) => {
            if (!typedWhileOpening.current) event.currentTarget.select();
          }}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Find a person, form, ticket, booking or screen"
          aria-label="Search"
          leftSection={<Icon name="search" size={18} />}
          rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
          maxLength={SEARCH_TERM_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {status ??
            `${options.length === 1 ? 'One match' : `${options.length} matches`}${searchedWords.length ? ` (searching ${searchedWords.join(', ')} and screens)` : ''}.`}
        </Text>
        <div id={listId} role="listbox" aria-label="Search results" className={classes.list}>
          {groupsOf(options).map(({ group, first, members }) => (
            <div key={group} role="group" aria-labelledby={`${listId}-${first}`}>
              <Text id={`${listId}-${first}`} size="xs" fw={700} c="dimmed" tt="uppercase" pt="xs" pb={4} px="xs">
                {group}
              </Text>
              {members.map((option, offset) => {
                const i = first + offset;
                return (
                  <UnstyledButton
                    key={option.key}
                    component="div"
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === current}
                    aria-label={[option.title, option.detail].filter(Boolean).join(', ')}
                    className={classes.option}
                    data-active={i === current || undefined}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => open(option)}
                    tabIndex={-1}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Icon name={option.icon} size={18} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} truncate>
                          {option.title}
                        </Text>
                        {option.detail && (
                          <Text size="xs" c="dimmed" truncate>
                            {option.detail}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </div>
          ))}
        </div>
        <Group gap="md" visibleFrom="sm">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move, <Kbd size="xs">Enter</Kbd> to open, <Kbd size="xs">Esc</Kbd> to close
          </Text>
        </Group>
      </Stack>
    </Modal>
  );
}
