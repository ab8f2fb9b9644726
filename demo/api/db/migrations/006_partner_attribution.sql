-- Partner attribution: the partner clinic whose page sent the visitor who put an item in the cart
-- (null when none did). Items already in carts were brought by no known partner.
ALTER TABLE cart_items ADD COLUMN partner_id text;

-- The lab's partner report reads only credited items.
CREATE INDEX cart_items_by_partner ON cart_items (partner_id, added_at) WHERE partner_id IS NOT NULL;
