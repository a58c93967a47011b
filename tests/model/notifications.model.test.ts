import { describeModel } from '../support/describe-model';

await describeModel('notifications', () =>
  import('./notifications.fixture').then((m) => m.notificationsFixture),
);
