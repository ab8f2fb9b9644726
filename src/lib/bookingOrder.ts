import { collectionFee, MAX_PEOPLE_PER_BOOKING } from '../domain/booking';
import type { LabTest } from '../domain/labTest';

/** The tests of a checkout, as the store knows them. */
export type OrderTest = Pick<LabTest, '_id' | 'name' | 'category' | 'price' | 'originalPrice' | 'fastingRequired'>;

/** Who each test is for: person ids by test id. */
export type Assignments = Readonly<Record<string, readonly string[]>>;

/** Why the people step cannot go on. */
export type OrderProblem = { kind: 'noPerson'; testId: string } | { kind: 'tooManyPeople' };

/** Every person the order tests, once each, in the order they were first chosen. */
export function peopleInOrder(tests: readonly OrderTest[], assignments: Assignments): string[] {
  return [...new Set(tests.flatMap((test) => assignments[test._id] ?? []))];
}

/** Each test needs someone to test; at most 5 people in one booking (interface §3). */
export function orderProblems(tests: readonly OrderTest[], assignments: Assignments): OrderProblem[] {
  const problems: OrderProblem[] = tests
    .filter((test) => (assignments[test._id] ?? []).length === 0)
    .map((test) => ({ kind: 'noPerson', testId: test._id }));
  if (peopleInOrder(tests, assignments).length > MAX_PEOPLE_PER_BOOKING) problems.push({ kind: 'tooManyPeople' });
  return problems;
}

/** The booking's items: one per test and person, so a test for two counts twice. */
export function orderItems(tests: readonly OrderTest[], assignments: Assignments): { testId: string; personId: string }[] {
  return tests.flatMap((test) => (assignments[test._id] ?? []).map((personId) => ({ testId: test._id, personId })));
}

export interface OrderTotals {
  /** The tests' prices, each as many times as people take it. */
  testsTotal: number;
  /** Home collection: ₹100 under ₹500, free from ₹500. */
  fee: number;
  total: number;
}

export function orderTotals(tests: readonly OrderTest[], assignments: Assignments): OrderTotals {
  const testsTotal = tests.reduce((sum, test) => sum + test.price * (assignments[test._id] ?? []).length, 0);
  const fee = collectionFee(testsTotal);
  return { testsTotal, fee, total: testsTotal + fee };
}

/** Fasting before the visit: only morning times are offered then (interface §3). */
export function orderNeedsFasting(tests: readonly OrderTest[]): boolean {
  return tests.some((test) => test.fastingRequired);
}
