// The dashboards' trend counts, as functions/platform/trends.ts moves them: each event filed counts once in its series'
// scope for the college week and the college month it happened in, beside its entry in the series' list. A point of a
// chart is its count; the entries are what the point opens, so each count should hold its entries.
import { weekOf } from '@shared/college-time';
import { everyScope, onceIn, type CountRules } from '../rules';
import { text } from '../stored-record';

const TRENDS = 'trends';

export const trendCounts: CountRules = {
  lists: { [TRENDS]: everyScope },
  records: [
    {
      entity: 'trendEntry',
      reads: ['series', 'scope', 'localAt'],
      countsOf: (entry) => {
        // `localAt` is the event's time on the college's wall clock, which the periods are.
        const [series, scope, localAt] = [text(entry, 'series'), text(entry, 'scope'), text(entry, 'localAt')];
        return onceIn(
          TRENDS,
          [weekOf(localAt.slice(0, 10)), localAt.slice(0, 7)].map((period) => `${series}|${scope}|${period}`),
        );
      },
    },
  ],
};
