// Staff turn a chat into a support ticket (`POST /api/tickets/create-from-chat`) so it can be followed up after
// the chat: its student or guest is the requester, the transcript its first message; one ticket per chat.
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChatMessageView, ChatView } from '@shared/schemas/chat';
import { MAX_TRANSCRIPT_LINES } from '@shared/schemas/tickets';
import { useCreateTicketFromChat } from '../api/create-ticket-from-chat';
import { useChatTicketCategories } from '../api/get-chat-ticket-categories';

const transcriptOf = (messages: ChatMessageView[]) =>
  messages.slice(-MAX_TRANSCRIPT_LINES).map((m) => ({
    sender_type: m.sender_type,
    sender_name: (m.sender_name ?? (m.sender_type === 'system' ? 'Portal' : 'Guest')).slice(0, 120),
    body: (m.message_type === 'file' ? `Sent ${m.file?.name ?? 'a file'}` : m.body).slice(0, 4000),
    sent_at: m.metadata.sent_at,
  }));

export const TicketFromChat = ({ chat, messages }: { chat: ChatView; messages: ChatMessageView[] | undefined }) => {
  const [opened, setOpened] = useState(false);
  const [subject, setSubject] = useState(chat.preview.slice(0, 120));
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useChatTicketCategories(opened);
  const make = useCreateTicketFromChat();
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} disabled={!messages?.length}>
        Make a ticket
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Make a ticket from this chat"
        centered
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      >
        {make.isSuccess ? (
          <Stack gap="sm">
            <span>The ticket is made, with the transcript as its first message.</span>
            <Button component={Link} to={`/tickets/${make.data.data.id}`}>
              Open the ticket
            </Button>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              make.mutate({
                chat_id: chat.id,
                subject,
                category_id: categoryId ?? '',
                ...(chat.student ? { requester_id: chat.student.id } : { guest_email: chat.guest_email ?? '' }),
                ...(chat.guest_name ? { guest_name: chat.guest_name } : {}),
                transcript: transcriptOf(messages ?? []),
              });
            }}
          >
            <Stack gap="sm">
              <TextInput label="Subject" required maxLength={200} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
              <Select
                label="Category"
                required
                placeholder={categories.isLoading ? 'Loading categories…' : 'Choose a category'}
                data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={categoryId}
                onChange={setCategoryId}
              />
              <Button type="submit" loading={make.isPending} disabled={!categoryId || subject.trim().length < 3}>
                Make the ticket
              </Button>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
};
