// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '../http/http';
import { parseXmlSchedule } from './epg';
import { readPayloadText } from './fake-fetch.testing';
import { readXml, readXmlWithDomParser } from './xml-reader';

/** In a DOM environment the platform DOMParser reads the guide, as in the browser. */
describe('XML guide with the DOMParser', () => {
  const xml = readPayloadText('viewNexaChannel.xml');

  it('is what the app uses when a DOMParser exists', () => {
    expect(typeof DOMParser).toBe('function');
    expect(parseXmlSchedule(xml)).toHaveLength(7);
  });

  it('gives the same programmes as the stand-in reader', () => {
    expect(parseXmlSchedule(xml)).toEqual(parseXmlSchedule(xml, { domParser: undefined }));
  });

  it('gives the same tree as the stand-in reader', () => {
    const sample = `<tv a="1"><t><![CDATA[x < y]]> &amp; z</t><i src="s"/></tv>`;
    expect(readXmlWithDomParser(sample, DOMParser)).toEqual(readXml(sample));
  });

  it('a document that is not well-formed is malformed', () => {
    expect(() => parseXmlSchedule('<tv><programme></tv>')).toThrow(MalformedResponseError);
  });
});
