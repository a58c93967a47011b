import type { StackApp } from '../../context.js';
import type { EventDocument } from './event.data.js';
import { athleteProfileImage, buildMedalResults } from './results.data.js';

/**
 * The results service (seed 002 §7): `GET /swiss/result` lists the medal results,
 * `GET /swiss/result/athlete-profile-image?athleteName=&sportCode=` gives an athlete's picture and
 * their sport's gradient (404 `{ message }` for an athlete the service does not know).
 */
export function registerResultRoutes(app: StackApp, documents: () => readonly EventDocument[]): void {
  app.get('/swiss/result', (c) => c.json(buildMedalResults(documents())));
  app.get('/swiss/result/athlete-profile-image', (c) => {
    const found = athleteProfileImage(documents(), c.req.query('athleteName') ?? '', c.req.query('sportCode') ?? '');
    if (!found) return c.json({ message: 'Athlete not found' }, 404);
    return c.json(found);
  });
}
