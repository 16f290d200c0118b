// An education agent's students (docs/decisions.md, "Dashboards and the evidence timeline"): everyone the agent filled
// forms in for, those with a form to finish first, a page at a time. The dashboard shows the first few of them.
import { Stack } from '@mantine/core';
import { ListParamsPager } from '@web/components/list-pager';
import { ListState } from '@web/components/list-page';
import { PageHeader } from '@web/components/page-layout';
import { useListQueryParams } from '@web/lib/use-list-query-params';
import { useAgentStudents } from '../api/get-agent-students';
import { AgentStudentsTable } from '../components/agent-students-table';

// The list has one order (a form to finish first, then the latest changed) and nothing to filter by.
const LIST_CONFIG = { sortFields: ['changed_at'] as const, defaultSort: 'changed_at' as const, filters: {} };

export function AgentStudentsPage() {
  const params = useListQueryParams(LIST_CONFIG);
  const { page, pagination } = params.query;
  const students = useAgentStudents({ page, pagination });
  const total = students.data?.meta.total ?? 0;

  return (
    <Stack gap="md">
      <PageHeader title="Your students" description="Everyone you filled in a form for, those with a form to finish first." />
      <ListState
        noun="students"
        query={students}
        items={students.data?.data}
        empty={{ title: 'No students yet', description: 'The students you fill in forms for are listed here. Start one under Student forms.' }}
      >
        {(items) => <AgentStudentsTable students={items} label="Your students" />}
      </ListState>
      <ListParamsPager params={params} total={total} />
    </Stack>
  );
}
