import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { profileSchema } from './profile-forms';
import { fixDate } from '@/components/ui/fixed-date.testing';

const check = (values: { firstName?: string; lastName?: string; dob?: string }) =>
  z.safeParse(profileSchema, { firstName: '', lastName: '', dob: '', ...values });

fixDate('2026-03-15T10:00:00Z');

describe('profile details rules (seed 002 §5)', () => {
  it('trims names and takes at most 50 characters', () => {
    expect(check({ firstName: '  Vesna ', lastName: 'x'.repeat(50) }).data).toMatchObject({
      firstName: 'Vesna',
    });
    const tooLong = check({ lastName: 'x'.repeat(51) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]).toMatchObject({
      path: ['lastName'],
      message: 'account:account_page.name_too_long',
    });
  });

  it('takes no date of birth, or one from 1900 to today', () => {
    for (const dob of ['', '1900-01-01', '1990-05-17', '2026-03-15'])
      expect(check({ dob }).success).toBe(true);
    for (const dob of ['2026-03-16', '1899-12-31', '1990-02-31', '17/05/1990']) {
      expect(check({ dob }).error?.issues[0]).toMatchObject({
        path: ['dob'],
        message: 'account:date.invalid_date',
      });
    }
  });
});
