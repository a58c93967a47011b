import { describeModel } from '../support/describe-model';

await describeModel('social-sign-in', () =>
  import('./social-sign-in.fixture').then((m) => m.socialSignInFixture),
);
