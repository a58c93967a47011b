import { describeModel } from '../support/describe-model';

await describeModel('watch-history', () =>
  import('./watch-history.fixture').then((m) => m.watchHistoryFixture),
);
