// A stored file as a link that downloads it: the short-lived link is asked for on the click (the API checks the
// caller may read the record the file belongs to), and the file opens in a new tab.
import { useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { LabelledLoader } from '@web/components/labelled-loader';
import { formatBytes } from '@web/lib/format';

export const FileLink = ({ file, linkOf }: { file: { name: string; size: number }; linkOf: () => Promise<{ url: string }> }) => {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    // Opened before the link is known, so the browser counts it as the click's own tab and does not block it.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { url } = await linkOf();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch {
      // The API client has said why; the blank tab is of no use.
      tab?.close();
    } finally {
      setOpening(false);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void open()}
        style={{ wordBreak: 'break-all', textAlign: 'left' }}
        aria-label={`Download ${file.name} (${formatBytes(file.size)})`}
      >
        {file.name}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(file.size)}
      </Text>
      {opening && <LabelledLoader size="xs" label={`Opening ${file.name}`} />}
    </Group>
  );
};
