// A person's name where staff read it (a users list row, a ticket's requester, a booking's customer): a link to their
// record for those who may open accounts (show-user), the plain name for everyone else and for a guest (no account).
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '@web/lib/session';

interface PersonLinkProps extends Pick<AnchorProps, 'size' | 'fw'> {
  /** Their account, or null for someone without one. */
  id: string | null | undefined;
  name: string;
  /** Inside a sentence: underlined, so the link does not rest on its colour alone (WCAG 1.4.1). */
  inline?: boolean;
}

export const PersonLink = ({ id, name, size = 'sm', fw, inline = false }: PersonLinkProps) => {
  const { can } = useSession();
  if (!id || !can('show-user')) return <>{name}</>;
  return (
    <Anchor component={Link} to={`/users/${id}/record`} size={size} fw={fw} underline={inline ? 'always' : 'hover'}>
      {name}
    </Anchor>
  );
};
