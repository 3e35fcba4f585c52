import type { Division, DivisionQuery } from '@pm/contract/division';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { DivisionRepo } from './division.repo';

export const DIVISION_MESSAGES = {
  provincesParent: '查询省份时上级地区编码应为 0',
  parentRequired: '查询城市或区县时请提供上级地区编码',
  parentNotFound: '上级地区不存在',
  parentNotProvince: '查询城市时上级地区应为省份',
  parentNotCity: '查询区县时上级地区应为城市',
} as const;

type Query = { type: number; id: string };

/** Province → city → county lists for the delivery-area picker, stock, area limits and freight. */
export class DivisionService {
  constructor(
    private readonly db: Db,
    private readonly repo: DivisionRepo,
  ) {}

  async list(query: Query | DivisionQuery): Promise<Division[]> {
    const type = Number(query.type);
    const id = String(query.id ?? '0');
    if (type === 1) {
      if (id !== '0') throw AppError.badRequest(DIVISION_MESSAGES.provincesParent);
    } else {
      if (id === '0') throw AppError.badRequest(DIVISION_MESSAGES.parentRequired);
      const parent = await this.repo.find(this.db, id);
      if (!parent) throw AppError.badRequest(DIVISION_MESSAGES.parentNotFound);
      if (parent.level !== type - 1)
        throw AppError.badRequest(
          type === 2 ? DIVISION_MESSAGES.parentNotProvince : DIVISION_MESSAGES.parentNotCity,
        );
    }
    const rows = await this.repo.children(this.db, type === 1 ? null : id);
    return rows.map((r) => ({ id: r.code, name: r.name, level: r.level, parentId: r.parent_code }));
  }
}
