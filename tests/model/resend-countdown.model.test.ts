import { describeModel } from '../support/describe-model';

await describeModel('resend-countdown', () =>
  import('./resend-countdown.fixture').then((m) => m.resendCountdownFixture),
);
