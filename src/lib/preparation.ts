import type { LabTest } from '../domain/labTest';

/** What the visitor needs to know before the sample collection, for the cart's items together. */
export interface Preparation {
  /** The items that need fasting, in cart order (none: no fasting needed). */
  fastingFor: string[];
  /** Each sample type once, as the lab writes it ('Blood & Urine' is two). */
  sampleTypes: string[];
  /** Some item gives no sample type: product §9's default, 'Blood', is among the samples too. */
  defaultSampleType: boolean;
  /** The longest report time as the lab writes it; `undefined` when it is product §9's default, '24 hours'. */
  lastReportTime: string | undefined;
}

type PreparedItem = Pick<LabTest, 'name' | 'sampleType' | 'fastingRequired' | 'reportTime'>;

/** The spec's defaults (§9), as the server would have written them. */
const DEFAULT_SAMPLE_TYPE = 'Blood';
const DEFAULT_REPORT_HOURS = 24;

const sampleSeparator = /\s*(?:&|,|\+|\band\b)\s*/i;

/**
 * A report time in hours, to find the longest: '48 hours', '3 days', 'Same day' (within the day,
 * so before '24 hours'). A wording it cannot read counts as the default.
 */
export function reportHours(reportTime: string | undefined): number {
  if (!reportTime) return DEFAULT_REPORT_HOURS;
  const text = reportTime.toLowerCase();
  if (text.includes('same day')) return DEFAULT_REPORT_HOURS / 2;
  const [, amount, unit] = /(\d+(?:\.\d+)?)\s*(h|hr|hour|day|week)/.exec(text) ?? [];
  if (!amount || !unit) return DEFAULT_REPORT_HOURS;
  const hoursPer: Record<string, number> = { h: 1, hr: 1, hour: 1, day: 24, week: 168 };
  return Number(amount) * (hoursPer[unit] ?? 1);
}

export function summarisePreparation(items: readonly PreparedItem[]): Preparation {
  const sampleTypes = new Map<string, string>();
  let withoutSampleType = false;
  for (const item of items) {
    if (!item.sampleType) withoutSampleType = true;
    for (const type of item.sampleType?.split(sampleSeparator) ?? []) {
      if (type && !sampleTypes.has(type.toLowerCase())) sampleTypes.set(type.toLowerCase(), type);
    }
  }
  const slowest = items.reduce<PreparedItem | undefined>(
    (longest, item) => (!longest || reportHours(item.reportTime) > reportHours(longest.reportTime) ? item : longest),
    undefined,
  );
  return {
    fastingFor: items.filter((item) => item.fastingRequired).map((item) => item.name),
    sampleTypes: [...sampleTypes.values()],
    defaultSampleType: withoutSampleType && !sampleTypes.has(DEFAULT_SAMPLE_TYPE.toLowerCase()),
    lastReportTime: slowest?.reportTime,
  };
}
