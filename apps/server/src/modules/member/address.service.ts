import type { Address, MemberRemoved } from '@pm/contract/member';
import { MAX_ADDRESSES, MEMBER_MESSAGES as M } from '@pm/contract/member-rules';
import type { Page, PageQuery } from '@pm/contract/page';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuthContext } from '../auth/auth.service';
import { isBuyer, ownerOf } from './member-access';
import { addressWrite, type AddressValues } from './member-rows';
import type { MemberRepo } from './member.repo';

export interface AddressSave extends AddressValues {
  isDefault?: boolean | undefined;
}

export interface AddressChange extends AddressSave {
  id: string;
}

/**
 * 收货地址: the caller's own rows only (another user's id is "not found" and changes nothing); exactly
 * one default once there is an address, kept under the per-user lock.
 */
export class AddressService {
  constructor(
    private readonly db: Db,
    private readonly repo: MemberRepo,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext): Promise<Address[]> {
    if (!isBuyer(auth)) return [];
    return this.repo.addresses.list(this.db, ownerOf(auth));
  }

  async page(auth: AuthContext, q: PageQuery): Promise<Page<Address>> {
    const empty = { records: [], total: 0, page: q.page, limit: q.limit };
    if (!isBuyer(auth)) return empty;
    const owner = ownerOf(auth);
    const total = await this.repo.count(this.db, 'addresses', owner);
    if (total === 0) return empty;
    const records = await this.repo.addresses.list(this.db, owner, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return { records, total, page: q.page, limit: q.limit };
  }

  async defaultAddress(auth: AuthContext): Promise<Address | null> {
    if (!isBuyer(auth)) return null;
    return this.repo.addresses.default(this.db, ownerOf(auth));
  }

  async save(auth: AuthContext, input: AddressSave): Promise<Address> {
    const owner = ownerOf(auth);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockUser(trx, 'addresses', owner.userId);
      await checkRegion(trx, this.repo, input);
      if ((await this.repo.count(trx, 'addresses', owner)) >= MAX_ADDRESSES) {
        throw AppError.badRequest(M.addressFull);
      }
      // the first address (or the first after a default was lost) is the default
      const first = !(await this.repo.hasDefault(trx, 'addresses', owner));
      const id = await this.repo.insert(trx, owner, addressWrite(input), first, now);
      if (input.isDefault && !first) await this.repo.makeDefault(trx, 'addresses', owner, id, now);
      return this.mustFind(trx, auth, id);
    });
  }

  async update(auth: AuthContext, input: AddressChange): Promise<Address> {
    const owner = ownerOf(auth);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockUser(trx, 'addresses', owner.userId);
      // ownership first: another user's id answers "not found" whatever the body says
      if (!(await this.repo.owns(trx, 'addresses', owner, input.id)))
        throw AppError.notFound(M.addressNotFound);
      await checkRegion(trx, this.repo, input);
      await this.repo.update(trx, owner, input.id, addressWrite(input), now);
      // the default changes only by making another one default (false leaves it as it is)
      if (input.isDefault) await this.repo.makeDefault(trx, 'addresses', owner, input.id, now);
      return this.mustFind(trx, auth, input.id);
    });
  }

  async remove(auth: AuthContext, id: string): Promise<MemberRemoved> {
    const owner = ownerOf(auth);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockUser(trx, 'addresses', owner.userId);
      if (await this.repo.addressInBidding(trx, owner, id)) throw AppError.conflict(M.addressInBidding);
      const removed = await this.repo.remove(trx, 'addresses', owner, id);
      if (!removed) throw AppError.notFound(M.addressNotFound);
      if (removed.wasDefault) {
        const heir = await this.repo.newestId(trx, 'addresses', owner);
        if (heir) await this.repo.makeDefault(trx, 'addresses', owner, heir, now);
        return { id, defaultId: heir ?? null };
      }
      const current = await this.repo.addresses.default(trx, owner);
      return { id, defaultId: current?.id ?? null };
    });
  }

  async setDefault(auth: AuthContext, id: string): Promise<Address> {
    const owner = ownerOf(auth);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.repo.lockUser(trx, 'addresses', owner.userId);
      if (!(await this.repo.owns(trx, 'addresses', owner, id))) throw AppError.notFound(M.addressNotFound);
      await this.repo.makeDefault(trx, 'addresses', owner, id, now);
      return this.mustFind(trx, auth, id);
    });
  }

  private async mustFind(db: Executor, auth: AuthContext, id: string): Promise<Address> {
    const found = await this.repo.addresses.find(db, ownerOf(auth), id);
    if (!found) throw AppError.notFound(M.addressNotFound);
    return found;
  }
}

/**
 * The three codes form a chain of the divisions table: a county of the city, the city of the
 * province. A city without GB/T 2260 counties (东莞市, 中山市, 儋州市, 嘉峪关市) gives its own code
 * as the county. (Personal and organization addresses alike.)
 */
export async function checkRegion(db: Executor, repo: MemberRepo, a: AddressValues): Promise<void> {
  const rows = await repo.divisions(db, [a.provinceCode, a.cityCode, a.countyCode]);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const province = byCode.get(a.provinceCode);
  const city = byCode.get(a.cityCode);
  const county = byCode.get(a.countyCode);
  const chain =
    province?.level === 1 &&
    city?.level === 2 &&
    city.parent_code === province.code &&
    (a.countyCode === a.cityCode
      ? !(await repo.hasCounties(db, a.cityCode))
      : county?.level === 3 && county.parent_code === city.code);
  if (!chain) throw AppError.badRequest(M.regionNotFound);
}
