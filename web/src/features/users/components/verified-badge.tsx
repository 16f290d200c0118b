import { Badge } from '@mantine/core';

export const VerifiedBadge = ({ verified }: { verified: boolean }) =>
  verified ? (
    <Badge color="teal" variant="light">
      Verified
    </Badge>
  ) : (
    <Badge color="gray" variant="outline">
      Unverified
    </Badge>
  );
