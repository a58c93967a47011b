import { PaymentsError, type Receipt } from './subscriptions.types';

/** A receipt that is neither a PDF nor a base64 string (seed 001 §2 "Receipt parse failure"). */
export class ReceiptParseError extends PaymentsError {
  constructor(detail: string) {
    super(detail);
    this.name = 'ReceiptParseError';
  }
}

/** A PDF answer is a blob to download; a JSON string (or envelope holding one) is base64 HTML. */
export async function readReceipt(response: Response): Promise<Receipt> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/pdf')) return { kind: 'pdf', blob: await response.blob() };
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ReceiptParseError(error instanceof Error ? error.message : String(error));
  }
  const data =
    typeof parsed === 'string'
      ? parsed
      : typeof parsed === 'object' &&
          parsed !== null &&
          typeof (parsed as { responseData?: unknown }).responseData === 'string'
        ? (parsed as { responseData: string }).responseData
        : null;
  if (data === null) throw new ReceiptParseError(`Unexpected receipt: ${text.slice(0, 80)}`);
  return { kind: 'html-base64', data };
}

/** Decodes a base64 HTML receipt; a string that is not base64 is a parse failure with its detail. */
export function decodeReceiptHtml(data: string): string {
  try {
    const binary = atob(data);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch (error) {
    throw new ReceiptParseError(error instanceof Error ? error.message : String(error));
  }
}
