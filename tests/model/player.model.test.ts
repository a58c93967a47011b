import { describeModel } from '../support/describe-model';

await describeModel('player', () => import('./player.fixture').then((m) => m.playerFixture));
