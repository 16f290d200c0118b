import { Badge } from '@mantine/core';

// Dark shades: Mantine's default badge colours fall short of WCAG AA contrast at badge size.

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
