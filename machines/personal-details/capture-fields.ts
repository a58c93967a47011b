import type { CaptureAnswers, CaptureSetting } from '@/services/account/account.types';

/** How a capture question is asked (seed 001 §5). */
export type CaptureQuestionKind = 'text' | 'checkbox' | 'radio' | 'select';

export type CaptureOption = { value: string; label: string };

/** One field of the personal-details form, built from the capture settings. */
export type CaptureField =
  | { kind: 'names'; required: boolean }
  | { kind: 'birthDate'; required: boolean }
  | { kind: 'companyName'; required: boolean }
  | { kind: 'phoneNumber'; required: boolean }
  | { kind: 'address'; required: boolean }
  | {
      kind: 'question';
      key: string;
      question: string;
      required: boolean;
      type: CaptureQuestionKind;
      options: CaptureOption[];
    };

/** seed 001 §3: options are `value:label` pairs separated by ';' (a bare value is its own label). */
export function parseCaptureOptions(options: string | null): CaptureOption[] {
  if (!options) return [];
  return options
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      if (at < 0) return { value: part, label: part };
      const value = part.slice(0, at).trim();
      return { value, label: part.slice(at + 1).trim() || value };
    });
}

/**
 * seed 001 §5: a question with one option is text or a checkbox (a checkbox when the option
 * names a value to agree to, text when the question has no option at all), two options give
 * radio buttons, more give a select.
 */
export function questionKind(options: readonly CaptureOption[]): CaptureQuestionKind {
  if (options.length === 0) return 'text';
  if (options.length === 1) return 'checkbox';
  if (options.length === 2) return 'radio';
  return 'select';
}

/** The enabled settings as form fields, in the order the platform lists them. */
export function captureFields(settings: readonly CaptureSetting[]): CaptureField[] {
  return settings
    .filter((s) => s.enabled)
    .map((s): CaptureField | null => {
      switch (s.key) {
        case 'firstNameLastName':
          return { kind: 'names', required: s.required };
        case 'birthDate':
          return { kind: 'birthDate', required: s.required };
        case 'companyName':
          return { kind: 'companyName', required: s.required };
        case 'phoneNumber':
          return { kind: 'phoneNumber', required: s.required };
        case 'address':
          return { kind: 'address', required: s.required };
        default: {
          const options = parseCaptureOptions(s.options);
          return {
            kind: 'question',
            key: s.key,
            question: s.question ?? s.key,
            required: s.required,
            type: questionKind(options),
            options,
          };
        }
      }
    })
    .filter((f): f is CaptureField => f !== null);
}

/** seed 001 §5: the capture form's birth date format. */
export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type { CaptureAnswers };
