import type { StackDatabase } from '../../../db/database.js';
import { COMMERCE_PUBLISHER_ID } from '../constants.js';

/** A consent the publisher asks for (seed 000 §3 "Consent", seed 001 §3 "Publisher consent"). */
export interface PublisherConsent {
  broadcasterId: number;
  name: string;
  version: string;
  value: string;
  label: string;
  placeholder: string;
  required: boolean;
  enabledByDefault: boolean;
}

/** Terms are required, marketing optional (seed 000 §5 "Registration requires the terms consent"). */
export const PUBLISHER_CONSENTS: readonly PublisherConsent[] = [
  {
    broadcasterId: Number(COMMERCE_PUBLISHER_ID),
    name: 'terms',
    version: '2',
    value: '/terms-of-service',
    label: 'I accept the <a href="/terms-of-service" target="_blank">Terms and Conditions</a>',
    placeholder: '',
    required: true,
    enabledByDefault: false,
  },
  {
    broadcasterId: Number(COMMERCE_PUBLISHER_ID),
    name: 'marketing',
    version: '1',
    value: '',
    label: 'Send me news and offers by e-mail',
    placeholder: '',
    required: false,
    enabledByDefault: false,
  },
];

export interface CustomerConsent {
  customerId: string;
  name: string;
  label: string;
  required: boolean;
  state: 'accepted' | 'declined';
  version: string;
  newestVersion: string;
  needsUpdate: boolean;
  date: number;
  value: string;
}

/** Every publisher consent with the customer's answer; never answered reads as declined and needing an update. */
export function customerConsents(db: StackDatabase, customerId: number): CustomerConsent[] {
  const answers = new Map(
    db
      .all<{ name: string; version: string; state: 'accepted' | 'declined'; date: number }>(
        'SELECT name, version, state, date FROM commerce_customer_consents WHERE customer_id = ?',
        [customerId],
      )
      .map((row) => [row.name, row]),
  );
  return PUBLISHER_CONSENTS.map((consent) => {
    const answer = answers.get(consent.name);
    return {
      customerId: String(customerId),
      name: consent.name,
      label: consent.label,
      required: consent.required,
      state: answer?.state ?? 'declined',
      version: answer?.version ?? consent.version,
      newestVersion: consent.version,
      needsUpdate: !answer || answer.version !== consent.version,
      date: answer ? Math.floor(answer.date / 1000) : 0,
      value: consent.value,
    };
  });
}

export function saveCustomerConsent(
  db: StackDatabase,
  customerId: number,
  consent: { name: string; version: string; state: 'accepted' | 'declined' },
  now: number,
): void {
  db.run(
    `INSERT INTO commerce_customer_consents (customer_id, name, version, state, date) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (customer_id, name) DO UPDATE SET version = excluded.version, state = excluded.state, date = excluded.date`,
    [customerId, consent.name, consent.version, consent.state, now],
  );
}
