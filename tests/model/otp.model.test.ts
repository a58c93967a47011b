import { describeModel } from '../support/describe-model';

await describeModel('otp', () => import('./otp.fixture').then((m) => m.otpFixture));
