import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { TestStack } from '../../testing/test-stack.js';

/** Helpers shared by the content stand-in's tests. */

/** The reference payloads live beside the repository (../shared/reference/payloads). */
const payloadsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/reference/payloads');

export const readPayloadText = (name: string): string => readFileSync(resolve(payloadsDir, name), 'utf8');
export const readPayload = <T = unknown>(name: string): T => JSON.parse(readPayloadText(name)) as T;

type Json = Record<string, unknown>;

/** Keys every item of a reference list has (the shape every answer of ours must cover). */
export function commonKeys(items: readonly Json[], ignore: readonly string[] = []): string[] {
  const [first, ...rest] = items;
  if (!first) return [];
  return Object.keys(first)
    .filter((key) => rest.every((item) => key in item))
    .filter((key) => !ignore.includes(key))
    .sort();
}

/** The reference playlist items' keys; `original_mediaid` is the platform's internal copy id. */
export const referenceItemKeys = (name: string): string[] =>
  commonKeys(readPayload<{ playlist: Json[] }>(name).playlist, ['original_mediaid']);

export function expectKeys(value: unknown, keys: readonly string[]): void {
  expect(value).toBeTypeOf('object');
  expect(Object.keys(value as Json)).toEqual(expect.arrayContaining([...keys]));
}

export async function getJson<T = Json>(stack: TestStack, path: string, init?: RequestInit): Promise<T> {
  const res = await stack.request(path, init);
  expect(res.status, `${path} answered ${res.status}: ${await res.clone().text()}`).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as T;
}

/** Status and body of an error answer. */
export async function errorOf(stack: TestStack, path: string, init?: RequestInit) {
  const res = await stack.request(path, init);
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A media item of a list answer. */
export type MediaJson = Json & {
  mediaid: string;
  title: string;
  feedid: string;
  tags: string;
  sources: { file: string; type: string; label?: string }[];
  images: { src: string; width: number; type: string }[];
};

export type PlaylistJson = Json & {
  feedid: string;
  kind: string;
  links: { first: string; last: string; next?: string; prev?: string };
  playlist: MediaJson[];
};

/** The path and query of an absolute address the stand-in wrote, to request it again in-process. */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
