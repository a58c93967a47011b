import { describeModel } from '../support/describe-model';

await describeModel('event-search', () => import('./event-search.fixture').then((m) => m.eventSearchFixture));
