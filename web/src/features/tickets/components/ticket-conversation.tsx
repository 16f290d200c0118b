import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketMessageView } from '@shared/schemas/tickets';
import { formatBytes, formatDateTime } from '@web/lib/format';

type OpenFile = (messageId: string, attId: string) => Promise<void>;

const Message = ({ message, openFile }: { message: TicketMessageView; openFile: OpenFile }) => (
  <Paper
    withBorder
    p="md"
    radius="md"
    // A coloured edge, not a tinted background: the dimmed text keeps its contrast.
    style={
      message.internal || message.author.staff
        ? { borderLeft: `4px solid var(--mantine-color-${message.internal ? 'yellow-6' : 'blue-6'})` }
        : undefined
    }
    component="article"
    aria-label={`${message.internal ? 'Internal note' : 'Message'} from ${message.author.name}`}
  >
    <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
      <Group gap="xs">
        <Text fw={600} size="sm">
          {message.author.name}
        </Text>
        {message.author.staff && (
          <Badge size="sm" variant="outline" color="blue.9">
            Staff
          </Badge>
        )}
        {message.internal && (
          <Badge size="sm" variant="filled" color="yellow.3" c="dark.9">
            Internal note: staff only
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {formatDateTime(message.created_at)}
      </Text>
    </Group>
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.body}
    </Text>
    {message.attachments.length > 0 && (
      <Group gap="xs" mt="sm">
        {message.attachments.map((file) => (
          <Button key={file.id} size="xs" variant="default" onClick={() => void openFile(message.id, file.id)}>
            {file.name} ({formatBytes(file.size)})
          </Button>
        ))}
      </Group>
    )}
  </Paper>
);

/** A ticket's messages, oldest first, as one conversation; `openFile` opens a file (a guest's way, or the session's). */
export const TicketConversation = ({ messages, openFile }: { messages: readonly TicketMessageView[]; openFile: OpenFile }) => (
  <Stack gap="sm" component="section" aria-label="Conversation">
    {messages.map((message) => (
      <Message key={message.id} message={message} openFile={openFile} />
    ))}
  </Stack>
);
