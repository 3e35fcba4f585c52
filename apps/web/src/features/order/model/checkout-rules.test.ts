import { describe, expect, it } from 'vitest';
import { hasOrganization } from './checkout-rules';

describe('hasOrganization', () => {
  it('lets an attached buyer order', () => {
    expect(hasOrganization({ organizationId: '1', attached: true })).toBe(true);
  });

  it('keeps an individual account (not attached, no organization) from ordering', () => {
    expect(hasOrganization({ organizationId: '', attached: false })).toBe(false);
    expect(hasOrganization({ organizationId: '1', attached: false })).toBe(false);
    expect(hasOrganization({ organizationId: '0' })).toBe(false);
    expect(hasOrganization(null)).toBe(false);
  });

  it('counts a user stored before `attached` existed by its organization', () => {
    expect(hasOrganization({ organizationId: '3' })).toBe(true);
    expect(hasOrganization({ organizationId: '  ' })).toBe(false);
  });
});
