-- Self-registration on the mobile shop (issue 10) and operators attaching the new accounts.
--
-- users.organization_id stays NOT NULL and every repo filters by the caller's organization, so a
-- self-registered account gets an organization of its own, of kind 'individual' (named 个人用户-<user id>,
-- never shown as an organization): its cart, 核价单, 询价篮, addresses and invoice titles are its own, it has
-- no credit row (the credit trigger of 0012 fires for 'buyer' only) and it cannot order until a platform
-- operator moves it into a buyer organization (POST /admin/user/attach), which carries those rows along.
-- The emptied individual organization stays: revoked sessions and statistics still name it.

ALTER TABLE organizations DROP CONSTRAINT organizations_kind_check;
ALTER TABLE organizations ADD CONSTRAINT organizations_kind_check
  CHECK (kind IN ('buyer', 'vendor', 'platform', 'individual'));

-- The operators' list of accounts not yet attached.
CREATE INDEX organizations_individual_idx ON organizations (id) WHERE kind = 'individual';
