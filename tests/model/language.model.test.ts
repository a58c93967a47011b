import { describeModel } from '../support/describe-model';
import { languageFixture } from './language.fixture';

describeModel('language', languageFixture);
