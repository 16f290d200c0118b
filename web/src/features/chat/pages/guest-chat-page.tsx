// `/chat/guest`: a visitor chats with the college with only an e-mail address (spec §2); the chat's pass stays in
// this tab. The panel is the same as the widget's on the other public pages.
import { Card, Stack } from '@mantine/core';
import { PageHeader } from '@web/components/page-layout';
import { GuestChatPanel } from '../components/guest-chat-panel';

export const GuestChatPage = () => (
  <Stack gap="md" maw="48rem" mx="auto">
    <PageHeader title="Chat with us" description="Ask Student Support or Admissions: no account needed." />
    <Card withBorder radius="md" padding="md">
      <GuestChatPanel heading={false} />
    </Card>
  </Stack>
);
