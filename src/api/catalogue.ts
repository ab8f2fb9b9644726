import { apiFetch } from './client';
import { callApi } from './callApi';
import { callMessages } from './callMessages';
import { dataList, isRecord, parseLabTest, parseTabCategory } from './parse';
import type { TestSelection } from '../domain/labTest';
import type { TabCategoryKind } from '../domain/tabCategory';

/** Product §7 `GET /category/{kind}/get`: the tabs of a tabbed listing screen. */
export function fetchTabCategories(kind: TabCategoryKind) {
  return callApi(
    () => apiFetch(`/api/v1/category/${kind}/get`),
    dataList(parseTabCategory),
    callMessages.load,
  );
}

/** Product §7 `GET /tests/category/{name}` (the name URL-encoded; 'Exclusive' included). */
export function fetchTestsByCategory(category: string) {
  return callApi(
    () => apiFetch(`/api/v1/tests/category/${encodeURIComponent(category)}`),
    dataList(parseLabTest),
    callMessages.load,
  );
}

/** Product §7 `GET /tests/selected/{name}`: 'Single Test' and 'Special Care Packages'. */
export function fetchSelectedTests(selection: TestSelection) {
  return callApi(
    () => apiFetch(`/api/v1/tests/selected/${encodeURIComponent(selection)}`),
    dataList(parseLabTest),
    callMessages.load,
  );
}

/**
 * Product §7 `GET /tests/{id}`: one test or package. A server render (src/server) reads through its
 * own client, since the page's `api-base` is not the server's.
 */
export function fetchTestById(id: string, client: (path: string) => Promise<unknown> = apiFetch) {
  return callApi(
    () => client(`/api/v1/tests/${encodeURIComponent(id)}`),
    (body) => (isRecord(body) ? parseLabTest(body.data) : undefined),
    callMessages.load,
  );
}
