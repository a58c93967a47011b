import { describeModel } from '../support/describe-model';

await describeModel('cookie-consent', () =>
  import('./cookie-consent.fixture').then((m) => m.cookieConsentFixture),
);
