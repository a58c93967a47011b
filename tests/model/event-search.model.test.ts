import { describeModel } from '../support/describe-model';
import { eventSearchFixture } from './event-search.fixture';

describeModel('event-search', eventSearchFixture);
