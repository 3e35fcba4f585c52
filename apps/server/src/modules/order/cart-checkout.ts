import crypto from 'node:crypto';
import type { OrderPreview, OrderSubmitted } from '@pm/contract/order';
import type { orderSubmitRequest } from '@pm/contract/order-schema';
import { REGISTER_MESSAGES } from '@pm/contract/register';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.service';
import type { CartRepo } from '../cart/cart.repo';
import type { CartService } from '../cart/cart.service';
import type { CreditRepo } from '../credit/credit.repo';
import { isIndividualOrganization } from '../user/individual.repo';
import {
  CHECKOUT_MESSAGES,
  type CheckoutService,
  type LineOrigin,
  type LineSource,
  type MemberLookup,
} from './checkout.service';

type SubmitBody = z.output<typeof orderSubmitRequest>;

function requestHash(body: SubmitBody): string {
  const normal = {
    cartLineIds: [...body.cartLineIds].sort((a, b) => Number(a) - Number(b)),
    addressId: body.addressId,
    invoiceId: body.invoiceId ?? null,
    remarks: body.remarks,
    expectedAmount: body.expectedAmount ?? null,
    // only when given: keys of submissions made before references existed keep their hash
    ...(body.poNumber ? { poNumber: body.poNumber } : {}),
    ...(body.costCenter ? { costCenter: body.costCenter } : {}),
    ...(body.approvalReason ? { approvalReason: body.approvalReason } : {}),
  };
  return crypto.createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

/**
 * Checkout of the cart (`GET /order/preview`, `POST /order/submit`): the chosen cart lines priced as the
 * cart prices them (`CartService.view`), then handed to checkout's one entry; once the orders exist the
 * lines leave the cart.
 */
export class CartCheckout {
  constructor(
    private readonly db: Db,
    private readonly checkout: CheckoutService,
    private readonly cart: CartService,
    private readonly cartRepo: CartRepo,
    private readonly credit: CreditRepo,
    private readonly members: MemberLookup,
  ) {}

  async preview(
    auth: AuthContext,
    cartLineIds: string[],
    addressId: string | undefined,
  ): Promise<OrderPreview> {
    let countyCode: string | undefined;
    if (addressId) {
      const address = await this.members.address(this.db, auth.userId, addressId);
      if (!address) throw AppError.notFound(CHECKOUT_MESSAGES.addressNotFound);
      countyCode = address.countyCode;
    }
    const view = await this.cart.view(this.db, auth, countyCode, new Set(cartLineIds));
    // Lines of another cart (or already settled) do not exist for the caller.
    if (view.groups.reduce((n, g) => n + g.lines.length, 0) < cartLineIds.length) {
      throw AppError.notFound(CHECKOUT_MESSAGES.linesGone);
    }
    const credit = await this.credit.balance(this.db, auth.organizationId);
    const preview = this.checkout.previewOf(view, cartLineIds.length, addressId ?? null, credit);
    if (await isIndividualOrganization(this.db, auth.organizationId)) {
      // An individual account sees its goods and freight, and why it cannot submit (not the credit).
      preview.problems = [
        REGISTER_MESSAGES.notAttachedOrder,
        ...preview.problems.filter((p) => p !== CHECKOUT_MESSAGES.noCredit),
      ];
    }
    return preview;
  }

  async submit(auth: AuthContext, key: string, body: SubmitBody): Promise<OrderSubmitted> {
    const ids = body.cartLineIds;
    // Lines added from a purchasing plan are ordered for it (checkout commits the plan's budget).
    const origins = new Map<string, LineOrigin>();
    const lines: LineSource = {
      fingerprint: requestHash(body),
      // The cart lines, locked: two tabs with different keys settle them once (the other gets 404).
      lock: async (trx) => {
        const locked = await this.cartRepo.lockLines(trx, auth.userId, ids);
        if (locked.length !== ids.length) throw AppError.notFound(CHECKOUT_MESSAGES.linesGone);
        for (const l of locked) {
          if (l.plan_line_id && l.plan_id) {
            origins.set(l.id, { kind: 'plan', planId: l.plan_id, lineId: l.plan_line_id });
          }
        }
        return locked.map((l) => l.goods_id);
      },
      origins: () => origins,
      // The cart view of exactly those lines: a changed price answers 40901 with the new preview.
      price: (trx, countyCode) => this.cart.view(trx, auth, countyCode, new Set(ids)),
      settle: async (trx) => {
        await this.cartRepo.deleteLines(trx, auth.userId, ids);
      },
    };
    const placed = await this.checkout.place(auth, {
      lines,
      addressId: body.addressId,
      invoiceId: body.invoiceId,
      remarks: body.remarks,
      refs: { poNumber: body.poNumber, costCenter: body.costCenter },
      ...(body.approvalReason ? { approvalReason: body.approvalReason } : {}),
      key,
      expectedAmount: body.expectedAmount,
    });
    return {
      submissionId: placed.submissionId,
      orderIds: placed.orders.map((o) => o.id),
      orderNos: placed.orders.map((o) => o.orderNo),
      amount: placed.amount,
    };
  }
}
