import { describeModel } from '../support/describe-model';
import { notificationsRealtimeFixture } from './notifications-realtime.fixture';

describeModel('notifications-realtime', notificationsRealtimeFixture);
