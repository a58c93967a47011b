import { describeModel } from '../support/describe-model';
import { scheduleFixture } from './schedule.fixture';

describeModel('schedule', scheduleFixture);
