/**
 * Reads the flat INI dialect of /.webapp.ini: `key = value`, `key[] = value` for lists, `;` or `#`
 * comments, optional quotes, and `true` / `false` as booleans. Section headers are ignored.
 */
export type IniValue = string | boolean | Array<string | boolean>;

export function parseIni(text: string): Record<string, IniValue> {
  const result: Record<string, IniValue> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith(';') || line.startsWith('#') || line.startsWith('[')) continue;
    const eq = line.indexOf('=');
    if (eq === -1) continue;
    let key = line.slice(0, eq).trim();
    const value = readValue(line.slice(eq + 1).trim());
    if (key.endsWith('[]')) {
      key = key.slice(0, -2).trim();
      const list = result[key];
      result[key] = Array.isArray(list) ? [...list, value] : [value];
    } else if (key) {
      result[key] = value;
    }
  }
  return result;
}

function readValue(raw: string): string | boolean {
  const quoted = /^(['"])(.*)\1$/.exec(raw);
  if (quoted) return quoted[2] ?? '';
  const withoutComment = raw.replace(/\s[;#].*$/, '').trim();
  if (withoutComment === 'true') return true;
  if (withoutComment === 'false') return false;
  return withoutComment;
}
