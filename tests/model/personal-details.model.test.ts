import { describeModel } from '../support/describe-model';

await describeModel('personal-details', () =>
  import('./personal-details.fixture').then((m) => m.personalDetailsFixture),
);
