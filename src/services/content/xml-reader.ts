/**
 * Just enough XML for programme guides (seed 000 §7: the XML format uses tv.programme). In the
 * browser the platform DOMParser reads the document; where there is none (Node, the test runner,
 * the local stack) a small reader of the same subset stands in: elements, attributes, text,
 * CDATA, comments, processing instructions, a DOCTYPE and the predefined and numeric entities.
 * Both give the same tree.
 */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, children's text excluded. */
  text: string;
};

export class XmlSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlSyntaxError';
  }
}

const namedEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, body: string) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return namedEntities[body] ?? match;
  });
}

const attributePattern = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The stand-in reader; throws XmlSyntaxError on anything that is not well-formed enough to trust. */
export function readXml(source: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let index = 0;

  const appendText = (text: string) => {
    const top = stack[stack.length - 1];
    if (top) top.text += text;
    else if (text.trim()) throw new XmlSyntaxError('Text outside the root element');
  };
  const skipPast = (terminator: string, from: number, what: string) => {
    const end = source.indexOf(terminator, from);
    if (end < 0) throw new XmlSyntaxError(`Unterminated ${what}`);
    return end + terminator.length;
  };

  while (index < source.length) {
    const open = source.indexOf('<', index);
    if (open < 0) {
      appendText(decodeEntities(source.slice(index)));
      break;
    }
    if (open > index) appendText(decodeEntities(source.slice(index, open)));

    if (source.startsWith('<!--', open)) {
      index = skipPast('-->', open + 4, 'comment');
    } else if (source.startsWith('<![CDATA[', open)) {
      const end = source.indexOf(']]>', open + 9);
      if (end < 0) throw new XmlSyntaxError('Unterminated CDATA section');
      if (stack.length === 0) throw new XmlSyntaxError('CDATA outside the root element');
      appendText(source.slice(open + 9, end));
      index = end + 3;
    } else if (source.startsWith('<?', open)) {
      index = skipPast('?>', open + 2, 'processing instruction');
    } else if (source.startsWith('<!', open)) {
      // DOCTYPE, possibly with an internal subset in brackets.
      let cursor = open + 2;
      let depth = 0;
      for (; cursor < source.length; cursor++) {
        const char = source[cursor];
        if (char === '[') depth++;
        else if (char === ']') depth--;
        else if (char === '>' && depth <= 0) break;
      }
      if (cursor >= source.length) throw new XmlSyntaxError('Unterminated declaration');
      index = cursor + 1;
    } else if (source[open + 1] === '/') {
      const end = source.indexOf('>', open);
      if (end < 0) throw new XmlSyntaxError('Unterminated end tag');
      const name = source.slice(open + 2, end).trim();
      const top = stack.pop();
      if (!top || top.name !== name) throw new XmlSyntaxError(`Unexpected </${name}>`);
      index = end + 1;
    } else {
      let cursor = open + 1;
      let quote: string | null = null;
      for (; cursor < source.length; cursor++) {
        const char = source[cursor];
        if (quote) {
          if (char === quote) quote = null;
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
      }
      if (cursor >= source.length) throw new XmlSyntaxError('Unterminated start tag');
      let inner = source.slice(open + 1, cursor);
      const selfClosing = inner.endsWith('/');
      if (selfClosing) inner = inner.slice(0, -1);
      const name = /^[^\s/>]+/.exec(inner)?.[0];
      if (!name) throw new XmlSyntaxError('A start tag without a name');
      const attributes: Record<string, string> = {};
      for (const match of inner.slice(name.length).matchAll(attributePattern)) {
        const [, key, doubleQuoted, singleQuoted] = match;
        if (key) attributes[key] = decodeEntities(doubleQuoted ?? singleQuoted ?? '');
      }
      const element: XmlElement = { name, attributes, children: [], text: '' };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new XmlSyntaxError('More than one root element');
      else root = element;
      if (!selfClosing) stack.push(element);
      index = cursor + 1;
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) throw new XmlSyntaxError(`Unclosed <${unclosed.name}>`);
  if (!root) throw new XmlSyntaxError('No root element');
  return root;
}

const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function fromDom(element: Element): XmlElement {
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) text += node.nodeValue ?? '';
  }
  return {
    name: element.tagName,
    attributes: Object.fromEntries(
      Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]),
    ),
    children: Array.from(element.children, fromDom),
    text,
  };
}

/** Reads with a DOMParser; its error document (a `parsererror` element) becomes XmlSyntaxError. */
export function readXmlWithDomParser(source: string, Parser: typeof DOMParser): XmlElement {
  const document = new Parser().parseFromString(source, 'text/xml');
  if (document.getElementsByTagName('parsererror').length > 0)
    throw new XmlSyntaxError('The document is not well-formed');
  return fromDom(document.documentElement);
}

/** The platform DOMParser where there is one, the stand-in reader elsewhere. */
export function parseXml(
  source: string,
  Parser: typeof DOMParser | undefined = platformDomParser(),
): XmlElement {
  return Parser ? readXmlWithDomParser(source, Parser) : readXml(source);
}

function platformDomParser(): typeof DOMParser | undefined {
  return typeof DOMParser === 'undefined' ? undefined : DOMParser;
}
