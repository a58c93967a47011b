import { describeModel } from '../support/describe-model';

await describeModel('notifications-realtime', () =>
  import('./notifications-realtime.fixture').then((m) => m.notificationsRealtimeFixture),
);
