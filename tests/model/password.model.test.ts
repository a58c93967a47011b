import { describeModel } from '../support/describe-model';

// machines/password holds three flows; each keeps its own fixture and flow name in the catalogue.
await describeModel('forgot-password', () =>
  import('./forgot-password.fixture').then((m) => m.forgotPasswordFixture),
);
await describeModel('reset-password', () =>
  import('./reset-password.fixture').then((m) => m.resetPasswordFixture),
);
await describeModel('change-password', () =>
  import('./change-password.fixture').then((m) => m.changePasswordFixture),
);
