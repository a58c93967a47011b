import * as z from 'zod/mini';
import { DATE_FIELD_MIN, localTodayIso, parseIsoDate } from '@/components/ui/date-field.rules';
import { NAME_MAX_LENGTH } from '@/components/account/account-forms';

/**
 * seed 002 §5 Profile: first name, last name and date of birth are optional; names at most 50
 * characters (trimmed, seed 000 §5); the date of birth no later than today (seed 002 §2) and no
 * earlier than 1900 (seed 002 §9).
 */
export const profileSchema = z.object({
  firstName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, 'account:account_page.name_too_long')),
  lastName: z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, 'account:account_page.name_too_long')),
  dob: z
    .string()
    .check(
      z.refine(
        (v) => v === '' || (parseIsoDate(v) !== null && v >= DATE_FIELD_MIN && v <= localTodayIso()),
        'account:date.invalid_date',
      ),
    ),
});
export type ProfileValues = z.infer<typeof profileSchema>;
