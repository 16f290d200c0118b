import { formApi } from '@shared/api/forms';
import { answer, implement, readAhead, serve } from '@functions/platform/http';
import { listAgentStudents } from './agent-students';
import { exportForms } from './export';
import * as Forms from './form-lifecycle';
import { formsCountAhead, listForms } from './list';

export const handler = serve(
  'forms',
  implement(formApi, {
    types: async () => ({ data: Forms.formTypes() }),
    list: readAhead(
      (_, items, _userId, query) => formsCountAhead(query, items),
      ({ caller, query }, counted) => listForms(caller, query, counted),
    ),
    exportCsv: ({ caller, query }) => exportForms(caller, query),
    create: async ({ caller, body, files }) => {
      const form = await Forms.createForm(caller, body.form, files);
      return answer(201, { message: form.status === 'submitted' ? 'Form submitted.' : 'Form saved.', data: form });
    },
    show: readAhead(
      ({ id }, items) => Forms.readFormAhead(id, items),
      async ({ caller }, ahead) => ({ data: await Forms.showForm(caller, ahead) }),
    ),
    update: async ({ caller, params, body, files }) => {
      const form = await Forms.updateForm(caller, params.id, body.form, files);
      return { message: body.form.submit ? 'Form submitted.' : 'Form saved.', data: form };
    },
    startUpload: async ({ caller, params, body }) => ({ data: await Forms.startFormUpload(caller, params.id, body) }),
    confirmUpload: async ({ caller, params, body }) => ({
      message: 'File uploaded.',
      data: await Forms.confirmFormUpload(caller, params.id, body.upload_id),
    }),
    history: async ({ caller, params }) => ({ data: await Forms.formHistory(caller, params.id) }),
    downloadFile: async ({ caller, params }) => ({ data: await Forms.downloadFormFile(caller, params.id, params.fileId) }),
    agentStudents: ({ caller, query }) => listAgentStudents(caller, query),
    verify: ({ caller, params, query }) => Forms.setVerified(caller, params.id, true, query.note),
    unverify: ({ caller, params, query }) => Forms.setVerified(caller, params.id, false, query.note),
    return: ({ caller, params, body }) => Forms.returnForm(caller, params.id, body.reason),
  }),
);
