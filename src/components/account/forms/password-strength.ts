import { useTranslation } from 'react-i18next';
import type { PasswordStrengthLevel } from '@machines/register/password-rules';
import type { PasswordStrengthProps } from '@/components/ui/password-field';

/** The meter's level and its words: "Password strength: fair" (seed 001 §5). */
export function usePasswordStrength(level: PasswordStrengthLevel): PasswordStrengthProps {
  const { t } = useTranslation('account');
  const names: Record<PasswordStrengthLevel, string> = {
    invalid: t('registration.strength_invalid'),
    weak: t('registration.strength_weak'),
    fair: t('registration.strength_fair'),
    strong: t('registration.strength_strong'),
    very_strong: t('registration.strength_very_strong'),
  };
  return { level, text: t('registration.strength', { level: names[level] }) };
}
