// The chat widget of the public pages (spec §1: shown when the visitor is not signed in): the visitor's chat in a
// panel at the side, over the page they are reading. Loaded only when opened, so the pages stay light.
import { Drawer } from '@mantine/core';
import { GuestChatPanel } from './guest-chat-panel';

export const GuestChatDrawer = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
  <Drawer
    opened={opened}
    onClose={onClose}
    position="right"
    size="md"
    title="Chat with us"
    keepMounted
    closeButtonProps={{ 'aria-label': 'Close the chat window' }}
  >
    <GuestChatPanel heading={false} />
  </Drawer>
);

export default GuestChatDrawer;
