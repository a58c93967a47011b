import { describeModel } from '../support/describe-model';
import { entitlementPollingFixture } from './entitlement-polling.fixture';

describeModel('entitlement-polling', entitlementPollingFixture);
