import { describeModel } from '../support/describe-model';
import { watchHistoryFixture } from './watch-history.fixture';

describeModel('watch-history', watchHistoryFixture);
