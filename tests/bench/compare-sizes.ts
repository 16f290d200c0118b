// `npx tsx tests/bench/compare-sizes.ts --college=10x`: sets the rows that size's run kept (docs/bench-10x.json) beside
// the latest 1x run's (docs/bench.json) and rewrites that comparison in docs/bench-10x.md, so the two compare the same
// commit's rows after a new 1x run without generating the larger college again.
import { compareAgain } from './report';

compareAgain();
