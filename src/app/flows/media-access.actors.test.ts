import { describe, expect, it, vi } from 'vitest';
import type { AccountService } from '@/services/account/account.types';
import { checkAnyOffer } from './media-access.actors';

const serviceAnswering = (answers: Record<string, boolean | Error>) =>
  ({
    checkEntitlement: vi.fn(async (offerId: string) => {
      const answer = answers[offerId];
      if (answer instanceof Error) throw answer;
      return answer ?? false;
    }),
  }) as unknown as AccountService;

describe('checkAnyOffer (seed 002 §4: entitlement per media offer)', () => {
  it('is true when any offer is entitled, even if another check failed', async () => {
    const service = serviceAnswering({ S1: new Error('down'), S2: true });
    await expect(checkAnyOffer(service, ['S1', 'S2'])).resolves.toBe(true);
    expect(service.checkEntitlement).toHaveBeenCalledTimes(2);
  });

  it('is false when every offer answered no', async () => {
    await expect(checkAnyOffer(serviceAnswering({ S1: false, S2: false }), ['S1', 'S2'])).resolves.toBe(
      false,
    );
  });

  it('fails when none is entitled and a check failed: no answer is not a no', async () => {
    await expect(
      checkAnyOffer(serviceAnswering({ S1: false, S2: new Error('down') }), ['S1', 'S2']),
    ).rejects.toThrow('down');
  });

  it('fails without an account service', async () => {
    await expect(checkAnyOffer(null, ['S1'])).rejects.toThrow('Accounts are not available on this site');
  });
});
