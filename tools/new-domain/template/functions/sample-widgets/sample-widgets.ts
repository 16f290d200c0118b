// The sample-widgets domain as the rest of the portal may use it: other domains, the entry points (functions/jobs,
// functions/ws, functions/dashboard, functions/pdf), the seeds and migrations and the operator's scripts import this
// module only, and the lint fences them out of the rest of the folder. Only this domain writes its records. What
// another domain needs of it (a reader, a usage checker, a dashboard part, a write for the seed) is added here,
// usually re-exported from the module that does it (docs/adding-a-domain.md, "The face").
export { findSampleWidget, type SampleWidgetRecord } from './sample-widget-store';
