import { Badge } from '@mantine/core';
import type { UserView } from '@shared/schemas/users';

// Dark shades: Mantine's default badge colours fall short of WCAG AA contrast at badge size.

/** Says an account was deactivated (nothing while it is active). */
export const DeactivatedBadge = ({ user }: { user: Pick<UserView, 'active'> }) =>
  user.active ? null : (
    <Badge color="red.9" variant="outline">
      Deactivated
    </Badge>
  );

export const VerifiedBadge = ({ verified }: { verified: boolean }) =>
  verified ? (
    <Badge color="teal.9" variant="filled">
      Verified
    </Badge>
  ) : (
    <Badge color="gray.7" variant="outline">
      Unverified
    </Badge>
  );
