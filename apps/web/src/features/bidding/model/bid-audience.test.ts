import { describe, expect, it } from 'vitest';
import { mayCreate, mayJoin, mayList, type BidAudience } from './bid-audience';

describe('bidding links per audience', () => {
  const all: BidAudience[] = ['visitor', 'unknown', 'buyer', 'vendor', 'operator'];
  it('offers 发起竞价 to buyers and visitors, 参与竞价 to suppliers only', () => {
    expect(all.filter(mayCreate)).toEqual(['visitor', 'buyer']);
    expect(all.filter(mayJoin)).toEqual(['vendor']);
    expect(all.filter(mayList)).toEqual(['visitor', 'buyer', 'vendor']);
  });
});
