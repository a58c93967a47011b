import { describeModel } from '../support/describe-model';
import { notificationsFixture } from './notifications.fixture';

describeModel('notifications', notificationsFixture);
