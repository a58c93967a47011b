import { describeModel } from '../support/describe-model';

await describeModel('register', () => import('./register.fixture').then((m) => m.registerFixture));
