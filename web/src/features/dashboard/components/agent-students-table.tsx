// An agent's students as a table: who they are, how many forms the agent filled in for them, and the draft to finish.
// The dashboard's panel shows the first few; the agent's students page a page of them.
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AgentStudentView } from '@shared/schemas/agent-students';
import { familyPath } from './form-paths';

const WhatIsMissing = ({ student }: { student: AgentStudentView }) =>
  student.draft ? (
    <Anchor component={Link} to={`${familyPath(student.draft.form_type_id, student.draft.id)}/edit`} size="sm">
      Finish the {student.draft.form_type.toLowerCase()} form{student.drafts > 1 ? ` (+${student.drafts - 1} more)` : ''}
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed">
      Nothing
    </Text>
  );

export const AgentStudentsTable = ({ students, label }: { students: readonly AgentStudentView[]; label: string }) => (
  // Reached by the keyboard too, when a phone scrolls it sideways (WCAG 2.1.1).
  <Table.ScrollContainer minWidth={320} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': label } }}>
    <Table verticalSpacing={6} striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Student</Table.Th>
          <Table.Th ta="right">Forms</Table.Th>
          <Table.Th>Missing</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {students.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>
              <Text size="sm">{s.name}</Text>
              <Text size="xs" c="dimmed">
                {[s.email, s.student_id].filter(Boolean).join(' · ')}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{s.forms}</Table.Td>
            <Table.Td>
              <WhatIsMissing student={s} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
