import { Badge, Tooltip } from '@mantine/core';
import type { CourseView } from '@shared/schemas/courses';

// Dark shades: Mantine's default badge colours fall short of WCAG AA contrast at badge size.
export const CourseStatusBadge = ({ status }: { status: CourseView['status'] }) =>
  status === 'active' ? (
    <Badge variant="filled" color="teal.9">
      Active
    </Badge>
  ) : (
    <Badge variant="outline" color="gray.7">
      Inactive
    </Badge>
  );

/** Only CRICOS-registered courses may enrol overseas students on a student visa. */
export const CricosBadge = ({ code }: { code: string }) => (
  <Tooltip label="CRICOS registered: open to overseas students">
    <Badge variant="outline" color="indigo.8" aria-label={`CRICOS ${code}`}>
      CRICOS {code}
    </Badge>
  </Tooltip>
);
