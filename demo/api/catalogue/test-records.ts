import type { IncludedGroup } from '../seed/catalogue-types';

/** The columns every test read selects, named as the API names them. */
export const testColumns = `id AS "_id", name, description, category, price,
  original_price AS "originalPrice", image_path AS "imagePath", sample_type AS "sampleType",
  fasting_required AS "fastingRequired", report_time AS "reportTime",
  included_tests AS "includedTests"`;

export interface TestRow {
  _id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  originalPrice: number;
  imagePath: string;
  sampleType: string | null;
  fastingRequired: boolean;
  reportTime: string | null;
  includedTests: IncludedGroup[];
}

export type ApiTest = Omit<TestRow, 'sampleType' | 'reportTime'> & { sampleType?: string; reportTime?: string };

/**
 * The test object of product §3. Fields the lab did not state are left out rather than sent as
 * null, so the client shows its own defaults ('Blood', '24 hours').
 */
export function toApiTest(row: TestRow): ApiTest {
  const { sampleType, reportTime, ...rest } = row;
  return {
    ...rest,
    ...(sampleType === null ? {} : { sampleType }),
    ...(reportTime === null ? {} : { reportTime }),
  };
}
