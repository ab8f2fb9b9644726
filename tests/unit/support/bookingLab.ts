import type { CannedReply, RecordedRequest } from "./cannedApi";
import { cbc } from "./sampleTests";

/**
 * A canned lab for the checkout's component tests: the catalogue's CBC and a fasting lipid
 * profile, a cart, and the user's people, addresses and bookings as the booking calls of
 * interface §3 keep them. What the real server checks is tested against it in tests/api/.
 */
export const lipid = {
  ...cbc,
  _id: "lipid",
  name: "Lipid Profile",
  category: "Heart",
  price: 599,
  originalPrice: 799,
  fastingRequired: true,
};

export interface BookingLab {
  people: Record<string, unknown>[];
  addresses: Record<string, unknown>[];
  cart: string[];
  /** What `POST /bookings` answers next, when not the booking itself. */
  bookingReply?: CannedReply;
  handle: (request: RecordedRequest) => CannedReply;
}

const cartItem = (test: typeof cbc) => ({
  _id: test._id,
  name: test.name,
  category: test.category,
  description: "",
  price: test.price,
});

export function bookingLab(): BookingLab {
  const tests: Partial<Record<string, typeof cbc>> = { cbc, lipid };
  const lab: BookingLab = {
    people: [],
    addresses: [],
    cart: ["cbc"],
    handle({ method, path, body }) {
      const fields = (body ?? {}) as Record<string, unknown>;
      if (path.startsWith("/api/v1/tests/")) {
        const test = tests[path.slice("/api/v1/tests/".length)];
        return test
          ? { json: { success: true, data: test } }
          : {
              status: 404,
              json: { success: false, message: "Product not found" },
            };
      }
      if (path === "/api/v1/cart/u-1")
        return {
          json: {
            success: true,
            data: lab.cart.flatMap((id) => {
              const test = tests[id];
              return test ? [cartItem(test)] : [];
            }),
          },
        };
      if (path === "/api/v1/cart/remove") {
        lab.cart = lab.cart.filter((id) => id !== fields.testId);
        return { json: { success: true } };
      }
      if (path === "/api/v1/booking/people" && method === "GET")
        return { json: { success: true, data: lab.people } };
      if (path === "/api/v1/booking/people") {
        const {
          consent: _consent,
          guardianConsent: _guardian,
          ...person
        } = fields;
        const kept = { _id: `p-${lab.people.length + 1}`, ...person };
        lab.people.push(kept);
        return { status: 201, json: { success: true, data: kept } };
      }
      if (path === "/api/v1/booking/addresses" && method === "GET")
        return { json: { success: true, data: lab.addresses } };
      if (path === "/api/v1/booking/addresses") {
        const { consent: _consent, ...address } = fields;
        const kept = { _id: `a-${lab.addresses.length + 1}`, ...address };
        lab.addresses.push(kept);
        return { status: 201, json: { success: true, data: kept } };
      }
      if (path === "/api/v1/bookings" && method === "POST")
        return (
          lab.bookingReply ?? {
            status: 201,
            json: { success: true, data: bookingOf(lab, fields) },
          }
        );
      return { status: 404, json: { success: false } };
    },
  };
  return lab;
}

/** The booking the server would make of `body`, numbered as the reference API numbers them. */
export function bookingOf(lab: BookingLab, body: Record<string, unknown>) {
  const items = (body.items as { testId: string; personId: string }[]).map(
    ({ testId, personId }) => {
      const test = testId === "lipid" ? lipid : cbc;
      return {
        testId,
        name: test.name,
        price: test.price,
        person: lab.people.find((person) => person._id === personId),
      };
    },
  );
  const testsTotal = items.reduce((sum, item) => sum + item.price, 0);
  const collectionFee = testsTotal >= 500 ? 0 : 100;
  return {
    _id: "b-1",
    number: "SD-261207-0001",
    status: "booked",
    date: "2026-12-08",
    start: "07:00",
    end: "08:00",
    address: lab.addresses.find((address) => address._id === body.addressId),
    items,
    collectionFee,
    total: testsTotal + collectionFee,
    history: [{ status: "booked", at: "2026-12-07T10:00:00.000Z" }],
  };
}
