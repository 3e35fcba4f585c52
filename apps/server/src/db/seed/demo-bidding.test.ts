import { describe, expect, it } from 'vitest';
import { bidAttachmentEndpoint } from '@pm/contract/bidding-attachment';
import { BID_STATUSES, bidDetailEndpoint } from '@pm/contract/bidding';
import { statusOf } from '../../modules/bidding/bidding-status';
import { dataOf, DEMO, login, useTestApp } from '../../test/app';
import { requestOf } from '../../test/call';
import { seedDemoBidding } from './demo-bidding';

const ctx = useTestApp();

describe('demo bidding', () => {
  it('makes events in every lasting status once per database, each with a PDF and a picture that download', async () => {
    const now = new Date('2026-11-26T02:00:00Z');
    const made = await seedDemoBidding(ctx.tdb.db, { dataDir: ctx.config.dataDir, now });
    expect(made).toBeGreaterThanOrEqual(9);
    const rows = await ctx.tdb.db.selectFrom('bid_events').selectAll().execute();
    const statuses = new Set(rows.map((r) => statusOf(r, now)));
    for (const s of BID_STATUSES.filter((x) => x !== 'closed')) expect(statuses, s).toContain(s);
    expect(await seedDemoBidding(ctx.tdb.db, { dataDir: ctx.config.dataDir, now })).toBeNull();

    ctx.clock.set(now);
    const buyer = await login(ctx.app, DEMO.buyer01);
    const vendor = await login(ctx.app, DEMO.vendor01);
    for (const r of rows) {
      const d = await dataOf(ctx.call(bidDetailEndpoint, { id: r.id }, buyer));
      expect(d.attachments.map((a) => a.contentType).sort(), d.title).toEqual([
        'application/pdf',
        'image/png',
      ]);
      // A supplier sees them on the events it may see (every running one: they are open to all).
      const asVendor = await ctx.call(bidDetailEndpoint, { id: r.id }, vendor);
      if (statusOf(r, now) === 'running') expect(asVendor.status, d.title).toBe(200);
      const seen = asVendor.status === 200;
      if (seen) expect((await dataOf(asVendor)).attachments).toEqual(d.attachments);
      for (const a of d.attachments) {
        for (const who of seen ? [buyer, vendor] : [buyer]) {
          const res = await ctx.app.inject(requestOf(bidAttachmentEndpoint, { id: a.id }, who));
          expect(res.statusCode, a.fileName).toBe(200);
          expect(res.headers['content-type']).toContain(a.contentType);
          expect(res.rawPayload.length).toBe(a.size);
          if (a.contentType === 'application/pdf') {
            expect(a.fileName).toBe(`${d.title}-技术规格书.pdf`);
            expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
            expect(res.rawPayload.toString('latin1')).toMatch(/%%EOF\s*$/);
          } else {
            expect(a.fileName).toBe('M10 螺栓示意图.png');
            expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
          }
        }
      }
    }
  });
});
