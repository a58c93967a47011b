import { isIsoDate, isNameTooLong, parseObject } from '../shared/validation.js';
import type { CommerceCustomerRow } from './commerce.store.js';

/**
 * Capture settings (seed 001 §3 "Capture setting": key, question, enabled, required, answer,
 * options string of `value:label` pairs separated by ';'). The platform names that string
 * `value`; `options` carries the same string under the seed's name. One custom question has one
 * option, one has two and one has four, so each input the app derives (checkbox, radio, select)
 * can be shown, and one has none (free text).
 */
interface CustomQuestion {
  key: string;
  question: string;
  required: boolean;
  value: string;
}

export const CUSTOM_QUESTIONS: readonly CustomQuestion[] = [
  { key: 'custom_1', question: 'Keep me posted about new sports', required: false, value: 'yes:Yes' },
  { key: 'custom_2', question: 'Do you play a sport yourself?', required: true, value: 'yes:Yes;no:No' },
  {
    key: 'custom_3',
    question: 'Which sport do you follow most?',
    required: false,
    value: 'archery:Archery;climbing:Climbing;korfball:Korfball;orienteering:Orienteering',
  },
  { key: 'custom_4', question: 'Where did you hear about us?', required: false, value: '' },
];

const ADDRESS_FIELDS = ['address', 'address2', 'city', 'state', 'postCode', 'country'] as const;
const SIMPLE_FIELDS = ['birthDate', 'companyName', 'phoneNumber'] as const;

type Answers = Record<string, unknown>;

export interface CaptureSetting {
  key: string;
  enabled: boolean;
  required: boolean;
  answer: string | Record<string, string | null> | null;
  question?: string;
  value?: string;
  options?: string;
}

export interface CaptureStatus {
  isCaptureEnabled: boolean;
  shouldCaptureBeDisplayed: boolean;
  settings: CaptureSetting[];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function customAnswer(answers: Answers, key: string): string | null {
  const custom = answers.customAnswers;
  return custom && typeof custom === 'object' ? text((custom as Record<string, unknown>)[key]) : null;
}

export function captureStatus(row: CommerceCustomerRow): CaptureStatus {
  const answers = parseObject(row.capture_answers);
  const settings: CaptureSetting[] = [
    {
      key: 'firstNameLastName',
      enabled: true,
      required: true,
      answer: { firstName: text(row.first_name), lastName: text(row.last_name) },
    },
    ...SIMPLE_FIELDS.map((key) => ({ key, enabled: true, required: false, answer: text(answers[key]) })),
    {
      key: 'address',
      enabled: true,
      required: false,
      answer: Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, text(answers[key])])),
    },
    ...CUSTOM_QUESTIONS.map((q) => ({
      key: q.key,
      enabled: true,
      required: q.required,
      question: q.question,
      value: q.value,
      options: q.value,
      answer: customAnswer(answers, q.key),
    })),
  ];
  const unanswered = settings.some((s) => {
    if (!s.enabled || !s.required) return false;
    if (s.answer === null) return true;
    return typeof s.answer === 'object' && Object.values(s.answer).some((v) => v === null);
  });
  return { isCaptureEnabled: true, shouldCaptureBeDisplayed: unanswered, settings };
}

export type CaptureUpdate =
  { ok: true; firstName?: string; lastName?: string; answers: Answers } | { ok: false; message: string };

/**
 * Merges a `PUT /customers/{id}/capture` body into the stored answers. Only the fields sent
 * change; names go to the customer itself.
 */
export function applyCaptureAnswers(row: CommerceCustomerRow, body: Record<string, unknown>): CaptureUpdate {
  const answers = parseObject(row.capture_answers);
  const update: { firstName?: string; lastName?: string } = {};
  for (const key of ['firstName', 'lastName'] as const) {
    if (typeof body[key] !== 'string') continue;
    const value = (body[key] as string).trim();
    if (isNameTooLong(value)) return { ok: false, message: `${key} can have max 50 characters` };
    update[key] = value;
  }
  for (const key of [...SIMPLE_FIELDS, ...ADDRESS_FIELDS]) {
    if (typeof body[key] === 'string') answers[key] = (body[key] as string).trim();
  }
  if (typeof answers.birthDate === 'string' && answers.birthDate && !isIsoDate(answers.birthDate))
    return { ok: false, message: 'invalid param birthDate' };
  if (body.customAnswers !== undefined) {
    if (!Array.isArray(body.customAnswers)) return { ok: false, message: 'invalid param customAnswers' };
    const custom: Record<string, string> = {
      ...(answers.customAnswers as Record<string, string> | undefined),
    };
    for (const entry of body.customAnswers as unknown[]) {
      const { questionId, value } = (entry ?? {}) as Record<string, unknown>;
      if (typeof questionId !== 'string' || !CUSTOM_QUESTIONS.some((q) => q.key === questionId))
        return { ok: false, message: 'invalid param customAnswers' };
      custom[questionId] = typeof value === 'string' ? value : String(value ?? '');
    }
    answers.customAnswers = custom;
  }
  return { ok: true, ...update, answers };
}
