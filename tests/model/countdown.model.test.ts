import { describeModel } from '../support/describe-model';
import { countdownFixture } from './countdown.fixture';

describeModel('countdown', countdownFixture);
