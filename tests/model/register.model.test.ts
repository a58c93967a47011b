import { describeModel } from '../support/describe-model';
import { registerFixture } from './register.fixture';

describeModel('register', registerFixture);
