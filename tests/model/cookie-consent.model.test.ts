import { describeModel } from '../support/describe-model';
import { cookieConsentFixture } from './cookie-consent.fixture';

describeModel('cookie-consent', cookieConsentFixture);
