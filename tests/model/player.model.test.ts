import { describeModel } from '../support/describe-model';
import { playerFixture } from './player.fixture';

describeModel('player', playerFixture);
