import { describeModel } from '../support/describe-model';
import { subscriptionFixture } from './subscription.fixture';

describeModel('subscription', subscriptionFixture);
