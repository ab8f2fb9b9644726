import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireSession } from '../auth/require-session';
import { isPartnerId, partnerIdRule } from '../cart/partner';
import { HttpError } from '../http/http-error';
import { readJsonObject, stringField } from '../http/json-body';

/** The cart calls of product §7. Every one needs the bearer token of the cart's own user. */
export function cartRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const routes = new Hono();

  routes.get('/:userId', async (c) => {
    const userId = await requireOwner(c, deps, c.req.param('userId'));
    const items = await db.query(
      `SELECT t.id AS "_id", t.name, t.category, t.description, t.price
       FROM cart_items ci JOIN tests t ON t.id = ci.test_id
       WHERE ci.user_id = $1 ORDER BY ci.added_at, t.name`,
      [userId],
    );
    return c.json({ success: true, data: items });
  });

  routes.post('/add', async (c) => {
    const { userId, testId, body } = await cartChange(c, deps);
    const partnerId = optionalPartner(body);
    const known = await db.query('SELECT 1 FROM tests WHERE id = $1', [testId]);
    if (known.length === 0) throw new HttpError(404, 'Test not found');
    // The price is never taken from the client: the cart stores only which test, and every read
    // joins the catalogue. First touch: the add that puts the item in the cart names its partner,
    // and adding it again (from any partner's page, or parallel adds) changes nothing.
    const added = await db.query(
      `INSERT INTO cart_items (user_id, test_id, added_at, partner_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, test_id) DO NOTHING RETURNING 1`,
      [userId, testId, deps.clock(), partnerId],
    );
    const message = added.length > 0 ? 'Item added to cart successfully!' : 'Item is already in your cart';
    return c.json({ success: true, message });
  });

  routes.delete('/remove', async (c) => {
    const { userId, testId } = await cartChange(c, deps);
    const removed = await db.query(
      'DELETE FROM cart_items WHERE user_id = $1 AND test_id = $2 RETURNING 1',
      [userId, testId],
    );
    // Removing twice (a double click) is not an error: either way the item is not in the cart.
    const message = removed.length > 0 ? 'Item removed from cart' : 'Item is not in your cart';
    return c.json({ success: true, message });
  });

  return routes;
}

/**
 * Checks the token first, then the body, then that the cart is the caller's own. The body is
 * returned for the fields only one call reads.
 */
async function cartChange(c: Context, deps: AppDeps) {
  const sessionUser = await requireSession(c, deps);
  const body = await readJsonObject(c);
  const userId = stringField(body, 'userId');
  const testId = stringField(body, 'testId');
  if (!userId || !testId) throw new HttpError(400, 'userId and testId are required');
  assertOwnCart(sessionUser, userId);
  return { userId, testId, body };
}

/**
 * The partner clinic that sent the visitor (the `partner` attribute of interface §2), or null when
 * the store knows none and sends product §7's `{userId, testId}` as is. Anything present, `null`
 * included, must be a partner id: the store never sends another value, so one is a bug to see.
 */
function optionalPartner(body: Record<string, unknown>): string | null {
  if (body.partner === undefined) return null;
  if (!isPartnerId(body.partner)) throw new HttpError(400, partnerIdRule);
  return body.partner;
}

async function requireOwner(c: Context, deps: AppDeps, userId: string): Promise<string> {
  assertOwnCart(await requireSession(c, deps), userId);
  return userId;
}

function assertOwnCart(sessionUser: string, cartUser: string): void {
  if (sessionUser !== cartUser) throw new HttpError(403, 'You can only use your own cart');
}
