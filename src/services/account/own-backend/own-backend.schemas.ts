/**
 * The event site's own back end (seed 001 §7, seed 002 §7): auth answers `{ auth, user }`,
 * errors `{ message, errors? }` whose first `errors` entry is the field message.
 */
import * as z from 'zod/mini';

export const ownErrorSchema = z.looseObject({
  message: z.optional(z.string()),
  errors: z.optional(z.array(z.unknown())),
  isEmailConfirmed: z.optional(z.boolean()),
});

/** seed 001 §3 auth state: jwt, refreshToken, expiresIn (seconds), expiresAt (milliseconds). */
export const ownAuthSchema = z.looseObject({
  jwt: z.string(),
  refreshToken: z.string(),
  expiresIn: z.catch(z.optional(z.number()), undefined),
  expiresAt: z.catch(z.optional(z.number()), undefined),
});

export const ownUserSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  uuid: z.catch(z.optional(z.nullable(z.string())), null),
  email: z.string(),
  firstName: z.catch(z.optional(z.nullable(z.string())), null),
  lastName: z.catch(z.optional(z.nullable(z.string())), null),
  dob: z.catch(z.optional(z.nullable(z.string())), null),
  country: z.catch(z.optional(z.nullable(z.string())), null),
  provider: z.catch(z.optional(z.nullable(z.enum(['google', 'apple']))), null),
  isPasswordSet: z.catch(z.optional(z.boolean()), undefined),
  isEmailConfirmed: z.catch(z.optional(z.boolean()), undefined),
  sendEmailNotification: z.catch(z.optional(z.nullable(z.boolean())), null),
  preferences: z.catch(
    z.optional(
      z.nullable(
        z.looseObject({
          _id: z.catch(z.optional(z.nullable(z.string())), null),
          sports: z.catch(z.array(z.string()), []),
        }),
      ),
    ),
    null,
  ),
  metadata: z.catch(z.record(z.string(), z.unknown()), {}),
});

export type OwnUser = z.infer<typeof ownUserSchema>;

export const signedInSchema = z.looseObject({ auth: ownAuthSchema, user: ownUserSchema });

export const registeredSchema = z.looseObject({
  message: z.optional(z.string()),
  user: z.optional(ownUserSchema),
});

export const createUserSchema = z.looseObject({
  user: ownUserSchema,
  isNewUser: z.catch(z.boolean(), false),
});

export const resetRequestSchema = z.looseObject({ token: z.optional(z.nullable(z.string())) });

export const preferencesSchema = z.looseObject({
  _id: z.catch(z.optional(z.nullable(z.string())), null),
  sports: z.catch(z.array(z.string()), []),
});

export const sportOptionsSchema = z.array(
  z.looseObject({ id: z.union([z.string(), z.number()]), title: z.string() }),
);

export const favoritesSchema = z.array(z.looseObject({ mediaid: z.string() }));

export const historySchema = z.array(z.looseObject({ mediaid: z.string(), progress: z.number() }));

export const consentListSchema = z.array(
  z.looseObject({
    name: z.string(),
    version: z.catch(z.string(), '1'),
    state: z.catch(z.enum(['accepted', 'declined']), 'declined'),
  }),
);
