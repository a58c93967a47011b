import { z } from 'zod';
import { matchesRoute, parseRoutePattern, type RoutePattern } from './glob.js';

/** What a test asks for in `POST /__stack/faults` (DESIGN.md "Back ends and the local stack"). */
export const faultSpecSchema = z
  .object({
    route: z.string().trim().min(1),
    status: z.number().int().min(100).max(599).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    body: z.string().optional(),
    /** Overrides the guessed content type of a string body. */
    contentType: z.string().min(1).optional(),
    drop: z.boolean().optional(),
    times: z.number().int().min(0).optional(),
  })
  .refine((f) => f.drop || f.status !== undefined || f.body !== undefined || f.delayMs !== undefined, {
    message: 'A fault needs at least one of status, body, delayMs or drop',
  });

export type FaultSpec = z.infer<typeof faultSpecSchema>;

export interface Fault {
  readonly id: string;
  readonly spec: FaultSpec;
  readonly pattern: RoutePattern;
  /** Matching requests still to be affected; null = until cleared (`times: 0`). */
  remaining: number | null;
  hits: number;
}

/** The listing shape of `GET /__stack/faults`. */
export interface FaultView extends FaultSpec {
  id: string;
  remaining: number | null;
  hits: number;
}

/** The body sent for `body: "malformed"`: a JSON document cut off mid-string. */
export const MALFORMED_JSON_BODY = '{"message": "trunc';

/**
 * Active faults in the order they were added. The oldest matching fault wins, so a test can
 * stack "first call fails, second call is slow" by adding two faults with `times: 1`.
 */
export class FaultRegistry {
  #faults: Fault[] = [];
  #nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = {
      id: `fault-${this.#nextId++}`,
      spec,
      pattern: parseRoutePattern(spec.route),
      remaining: spec.times === 0 ? null : (spec.times ?? 1),
      hits: 0,
    };
    this.#faults.push(fault);
    return fault;
  }

  /** Finds the fault for a request and counts it as used. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#faults.find((f) => matchesRoute(f.pattern, method, path));
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.remove(fault.id);
    }
    return fault;
  }

  list(): FaultView[] {
    return this.#faults.map((f) => ({ ...f.spec, id: f.id, remaining: f.remaining, hits: f.hits }));
  }

  remove(id: string): boolean {
    const before = this.#faults.length;
    this.#faults = this.#faults.filter((f) => f.id !== id);
    return this.#faults.length !== before;
  }

  clear(): void {
    this.#faults = [];
  }
}
