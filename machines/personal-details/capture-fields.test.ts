import { describe, expect, it } from 'vitest';
import { captureFields, parseCaptureOptions, questionKind } from './capture-fields';

describe('capture fields (seed 001 §3, §5)', () => {
  it('reads value:label pairs separated by ;', () => {
    expect(parseCaptureOptions('a:Apple;b:Banana;c')).toEqual([
      { value: 'a', label: 'Apple' },
      { value: 'b', label: 'Banana' },
      { value: 'c', label: 'c' },
    ]);
    expect(parseCaptureOptions(null)).toEqual([]);
  });

  it('asks by option count: one a checkbox, two radio, more a select, none text', () => {
    expect(questionKind([])).toBe('text');
    expect(questionKind(parseCaptureOptions('y:Yes'))).toBe('checkbox');
    expect(questionKind(parseCaptureOptions('l:Left;r:Right'))).toBe('radio');
    expect(questionKind(parseCaptureOptions('a;b;c'))).toBe('select');
  });

  it('keeps only enabled settings', () => {
    const fields = captureFields([
      { key: 'firstNameLastName', question: null, enabled: true, required: true, answer: null, options: null },
      { key: 'companyName', question: null, enabled: false, required: false, answer: null, options: null },
    ]);
    expect(fields).toEqual([{ kind: 'names', required: true }]);
  });
});
