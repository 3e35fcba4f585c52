/**
 * e2e/route-walk.spec.ts opens every route of the route table as a visitor, a buyer, a supplier and an
 * operator. It reads the routes from e2e/route-walk.json (the spec runs outside the web build and cannot
 * load the table); this test keeps that list equal to the table, so a new route is walked too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from './areas-full';
import { flattenArea } from './route-handle';

const LIST = path.resolve(import.meta.dirname, '../../../../e2e/route-walk.json');

describe('the route walk list', () => {
  it('names every route of the route table once, with its area kit', () => {
    const table = new Map<string, string>();
    for (const area of areas) {
      for (const r of flattenArea(area)) if (!table.has(r.pattern)) table.set(r.pattern, area.kit);
    }
    const listed = JSON.parse(fs.readFileSync(LIST, 'utf8')) as { pattern: string; kit: string }[];
    expect(listed.map((r) => [r.pattern, r.kit])).toEqual([...table.entries()]);
  });
});
