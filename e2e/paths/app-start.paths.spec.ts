import { describePaths } from '../support/path-driver';
import { appStartPlan } from './app-start.plan';

// The app-start model paths (tests/model/app-start.fixture.ts) driven through the real UI against
// the local stack, one test per path, titled by the path's description.
describePaths(appStartPlan);
