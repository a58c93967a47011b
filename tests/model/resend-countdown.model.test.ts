import { describeModel } from '../support/describe-model';
import { resendCountdownFixture } from './resend-countdown.fixture';

describeModel('resend-countdown', resendCountdownFixture);
