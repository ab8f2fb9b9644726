import type { Queryable } from '../db/database';

/** What one partner clinic is credited with. */
export interface PartnerCredit {
  partnerId: string;
  /** Cart items the partner brought (first touch, see the cart add). */
  items: number;
  /** Distinct visitors' carts holding them. */
  carts: number;
  /** Their worth at the catalogue's current prices, in rupees. */
  value: number;
}

/** Items added from `from` (inclusive) until `to` (exclusive); either end may be left open. */
export interface ReportPeriod {
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * The lab's partner report: per partner, the items now in carts that its visitors added, most
 * valuable first. A cart is not an order: an item removed from a cart leaves the report with it.
 */
export async function partnerCredits(db: Queryable, period: ReportPeriod = {}): Promise<PartnerCredit[]> {
  // Counts and sums come back as bigint (a string from node-postgres): cast to exact JS numbers.
  return db.query<PartnerCredit>(
    `SELECT ci.partner_id AS "partnerId",
            count(*)::integer AS items,
            count(DISTINCT ci.user_id)::integer AS carts,
            sum(t.price)::float8 AS value
     FROM cart_items ci JOIN tests t ON t.id = ci.test_id
     WHERE ci.partner_id IS NOT NULL
       AND ($1::timestamptz IS NULL OR ci.added_at >= $1::timestamptz)
       AND ($2::timestamptz IS NULL OR ci.added_at < $2::timestamptz)
     GROUP BY ci.partner_id
     ORDER BY value DESC, ci.partner_id`,
    [period.from ?? null, period.to ?? null],
  );
}
