/**
 * Custom register fields of the hosted platform's client (`GET /accounts/register-fields/{clientId}`):
 * the terms consent (required), and one optional or required field of every input type the app
 * renders (input, checkbox, select, radio, country, us_state, datepicker). `options` maps a
 * value to its label. `first_name` and `surname` are listed as the platform lists them; the app
 * shows them as its own name fields.
 */
export interface RegisterField {
  id: number;
  name: string;
  label: string;
  type: 'input' | 'checkbox' | 'select' | 'radio' | 'country' | 'us_state' | 'datepicker';
  required: boolean;
  default_value: string;
  placeholder: string;
  options: Record<string, string>;
}

const field = (
  f: Partial<RegisterField> & Pick<RegisterField, 'id' | 'name' | 'label' | 'type'>,
): RegisterField => ({
  required: false,
  default_value: '',
  placeholder: '',
  options: {},
  ...f,
});

export const REGISTER_FIELDS: readonly RegisterField[] = [
  field({ id: 1, name: 'first_name', label: 'First name', type: 'input', placeholder: 'First name' }),
  field({ id: 2, name: 'surname', label: 'Last name', type: 'input', placeholder: 'Last name' }),
  field({
    id: 3,
    name: 'terms',
    label: 'I accept the terms and conditions',
    type: 'checkbox',
    required: true,
    default_value: 'false',
  }),
  field({
    id: 4,
    name: 'marketing',
    label: 'Send me news and offers by e-mail',
    type: 'checkbox',
    default_value: 'false',
  }),
  field({
    id: 5,
    name: 'viewing_habit',
    label: 'Where do you usually watch?',
    type: 'radio',
    required: true,
    options: { tv: 'On a TV', phone: 'On a phone', laptop: 'On a laptop' },
  }),
  field({
    id: 6,
    name: 'favourite_sport',
    label: 'Favourite sport',
    type: 'select',
    placeholder: 'Choose a sport',
    options: { archery: 'Archery', climbing: 'Climbing', korfball: 'Korfball', orienteering: 'Orienteering' },
  }),
  field({ id: 7, name: 'country', label: 'Country', type: 'country', placeholder: 'Select your country' }),
  field({
    id: 8,
    name: 'us_state',
    label: 'State (United States only)',
    type: 'us_state',
    placeholder: 'Select a state',
  }),
  field({ id: 9, name: 'birthday', label: 'Date of birth', type: 'datepicker' }),
  field({
    id: 10,
    name: 'nickname',
    label: 'Nickname',
    type: 'input',
    placeholder: 'What should we call you?',
  }),
];
