/**
 * Who may do what on the bidding pages, so that nobody is offered a link that can only fail: a buyer (or a
 * visitor, who signs in first) creates and awards events; a supplier joins them; an operator only reads.
 */
export type BidAudience = 'visitor' | 'unknown' | 'buyer' | 'vendor' | 'operator';

/** 发起竞价: buyers, and visitors (the page asks them to sign in). */
export function mayCreate(a: BidAudience): boolean {
  return a === 'buyer' || a === 'visitor';
}

/** 参与竞价: suppliers only. */
export function mayJoin(a: BidAudience): boolean {
  return a === 'vendor';
}

/** 竞价列表 (my events, or joinable/joined): buyers, suppliers, and visitors (who sign in first). */
export function mayList(a: BidAudience): boolean {
  return a === 'buyer' || a === 'vendor' || a === 'visitor';
}
