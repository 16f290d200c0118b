// One chat's conversation: its messages, oldest first (system lines centred, the reader's own on the right, with
// "Read" under theirs once the other side has seen them, "Sending…" until the server has it), what the other side is
// doing (typing, sending a file), and the box to write in while it is open.
import { Box, Button, FileButton, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGE_FILE_PARTS } from '@shared/api/route-def';
import type { ChatMessageView } from '@shared/schemas/chat';
import { CHAT_MESSAGE_MAX } from '@shared/schemas/chat-rules';
import { formatDateTime } from '@web/lib/format';
import type { Activity, PendingMessage } from '../hooks/use-live-conversation';

const Message = ({ message, mine, onOpenFile }: { message: ChatMessageView; mine: boolean; onOpenFile?: (message: ChatMessageView) => void }) => {
  if (message.message_type === 'system') {
    return (
      <Text size="xs" c="dimmed" ta="center" py={4}>
        {message.body}
      </Text>
    );
  }
  return (
    <Box style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
      <Paper
        withBorder
        radius="md"
        px="sm"
        py={6}
        bg={mine ? 'var(--mantine-color-blue-0)' : undefined}
        aria-label={`${mine ? 'You' : (message.sender_name ?? 'Staff')} said`}
      >
        {!mine && (
          <Text size="xs" fw={600}>
            {message.sender_name ?? (message.sender_type === 'guest' ? 'Guest' : 'Staff')}
          </Text>
        )}
        {message.message_type === 'file' && onOpenFile ? (
          <Button variant="subtle" size="compact-sm" px={0} onClick={() => onOpenFile(message)}>
            {`File: ${message.file?.name ?? message.body}`}
          </Button>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message_type === 'file' ? `File: ${message.file?.name ?? message.body}` : message.body}
          </Text>
        )}
      </Paper>
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
        {formatDateTime(message.metadata.sent_at)}
        {mine && message.metadata.read ? ' · Read' : ''}
      </Text>
    </Box>
  );
};

/** What the other side is doing, in words: "Sam is typing…", "map.pdf is on its way…". */
const describeActivity = ({ typing, incomingFiles }: Activity): string => {
  const lines = [
    ...(typing.length ? [`${typing.join(' and ')} ${typing.length === 1 ? 'is' : 'are'} typing…`] : []),
    ...incomingFiles.map((name) => `${name} is on its way…`),
  ];
  return lines.join(' ');
};

interface ConversationProps {
  messages: ChatMessageView[] | undefined;
  /** The reader's messages on their way, shown as sending. */
  pending?: PendingMessage[];
  activity?: Activity;
  /** A key was pressed in the message box (typing is told to the other side). */
  onTyped?: () => void;
  /** Is this message the reader's own (shown on the right, with its read receipt)? */
  mine: (message: ChatMessageView) => boolean;
  open: boolean;
  /** Can write in it now (the student or guest, or the staff member on it). */
  canWrite: boolean;
  /** Sends a message; the box is cleared at once (the message shows as sending until the server has it). */
  onSend: (content: string) => void;
  /** A message arrived and shows: the reader has read the chat. */
  onSeen?: () => void;
  /** Sends files (PDFs and pictures, up to five at once); none: the conversation takes no files. */
  onAttach?: (files: File[]) => void;
  attaching?: boolean;
  /** Opens a file message's file (saved to the device). */
  onOpenFile?: (message: ChatMessageView) => void;
  /** Tools over the message box that put text in it (staff's canned replies); `insert` adds to what is written. */
  composerTools?: (insert: (text: string) => void) => ReactNode;
}

const FILE_TYPES = MESSAGE_FILE_PARTS[0]!.types;
const FILE_MAX_BYTES = MESSAGE_FILE_PARTS[0]!.maxBytes;

/** The conversation as drawn: the messages and, while open, the box to write in. */
export const Conversation = ({
  messages,
  pending = [],
  activity,
  onTyped,
  mine,
  open,
  canWrite,
  onSend,
  onSeen,
  onAttach,
  attaching,
  onOpenFile,
  composerTools,
}: ConversationProps) => {
  const [text, setText] = useState('');
  const insert = (more: string) => setText((written) => (written.trim() ? `${written.trimEnd()}\n${more}` : more));
  const [problem, setProblem] = useState<string>();
  const attach = (files: File[]) => {
    const chosen = files.slice(0, 5);
    const refused = chosen.find((f) => !(FILE_TYPES as readonly string[]).includes(f.type) || f.size > FILE_MAX_BYTES);
    setProblem(refused ? `${refused.name} is not a PDF, PNG, JPEG or WebP file of 4 MB or less.` : undefined);
    if (!refused && chosen.length) onAttach?.(chosen);
  };
  const bottom = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  // The latest callback, called on a new message only (not again for each render's new function).
  const seen = useRef(onSeen);
  seen.current = onSeen;
  // When a message arrives: the newest shows, and the other side sees it read.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
    if (count > 0) seen.current?.();
  }, [count]);
  const submit = () => {
    const content = text.trim();
    if (!content) return;
    onSend(content);
    setText('');
  };
  const doing = activity ? describeActivity(activity) : '';
  return (
    <Stack gap="sm">
      {/* Its viewport takes the keyboard's focus, so the messages scroll from the keyboard too (WCAG 2.1.1). */}
      <ScrollArea.Autosize mah={420} type="auto" aria-label="Messages" role="log" aria-live="polite" viewportProps={{ tabIndex: 0 }}>
        <Stack gap={8} p="xs">
          {!messages && (
            <Text size="sm" c="dimmed">
              Loading the conversation…
            </Text>
          )}
          {messages?.map((m) => (
            <Message key={m.id} message={m} mine={mine(m)} onOpenFile={onOpenFile} />
          ))}
          {pending
            .filter((p) => !messages?.some((m) => m.client_id === p.client_id))
            .map((p) => (
              <Box key={p.client_id} style={{ alignSelf: 'flex-end', maxWidth: '80%' }}>
                <Paper withBorder radius="md" px="sm" py={6} bg="var(--mantine-color-blue-0)" aria-label="You said">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {p.body}
                  </Text>
                </Paper>
                <Text size="xs" c="dimmed" ta="right">
                  Sending…
                </Text>
              </Box>
            ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea.Autosize>
      <Text size="xs" c="dimmed" mih="1.2em" aria-live="polite">
        {doing}
      </Text>
      {open && canWrite ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {composerTools?.(insert)}
          {/* On a narrow screen (a phone, the public pages' chat panel) the buttons go under the box. */}
          <Group align="flex-end" gap="xs" wrap="wrap" justify="flex-end">
            <Textarea
              style={{ flex: '1 1 16rem' }}
              label="Your message"
              placeholder="Write a message; Enter sends, Shift+Enter starts a new line"
              autosize
              minRows={1}
              maxRows={5}
              maxLength={CHAT_MESSAGE_MAX}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                onTyped?.();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  submit();
                }
              }}
            />
            {onAttach && (
              <FileButton onChange={attach} accept={FILE_TYPES.join(',')} multiple>
                {(props) => (
                  <Button {...props} variant="default" loading={attaching}>
                    Attach
                  </Button>
                )}
              </FileButton>
            )}
            <Button type="submit" disabled={!text.trim()}>
              Send
            </Button>
          </Group>
          {problem && (
            <Text size="sm" c="red.9" role="alert" mt={4}>
              {problem}
            </Text>
          )}
        </form>
      ) : (
        !open && (
          <Text size="sm" c="dimmed">
            This chat has ended. A transcript was e-mailed.
          </Text>
        )
      )}
    </Stack>
  );
};
