import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { formApi } from '@shared/api/forms';
import type { AgentStudentListQuery } from '@shared/schemas/agent-students';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** A page of the agent's students, those with a draft open first. */
export const getAgentStudents = (query: AgentStudentListQuery) => api.call(formApi.agentStudents, { query });

export const agentStudentsQueryOptions = (query: AgentStudentListQuery) =>
  queryOptions({
    queryKey: queryKeys.dashboard.agentStudents(query),
    queryFn: () => getAgentStudents(query),
    // Keep the current page on screen while the next one loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const useAgentStudents = (query: AgentStudentListQuery) => useQuery(agentStudentsQueryOptions(query));
