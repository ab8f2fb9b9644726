import { describe, expect, it } from 'vitest';
import { reportHours, summarisePreparation } from '../../src/lib/preparation';

const item = (name: string, fields: { sampleType?: string; fastingRequired?: boolean; reportTime?: string } = {}) => ({
  name,
  fastingRequired: false,
  ...fields,
});

describe('the preparation for the cart', () => {
  it('names the items that need fasting, in cart order', () => {
    const summary = summarisePreparation([
      item('Lipid Profile', { fastingRequired: true }),
      item('TSH'),
      item('Basic Full Body Checkup', { fastingRequired: true }),
    ]);
    expect(summary.fastingFor).toEqual(['Lipid Profile', 'Basic Full Body Checkup']);
    expect(summarisePreparation([item('TSH')]).fastingFor).toEqual([]);
  });

  it('lists each sample type once, splitting "Blood & Urine"', () => {
    const summary = summarisePreparation([
      item('A', { sampleType: 'Blood & Urine' }),
      item('B', { sampleType: 'Serum' }),
      item('C', { sampleType: 'blood' }),
    ]);
    expect(summary.sampleTypes).toEqual(['Blood', 'Urine', 'Serum']);
    expect(summary.defaultSampleType).toBe(false);
  });

  it("counts product §9's default sample, 'Blood', for an item without one, unless Blood is there already", () => {
    expect(summarisePreparation([item('A', { sampleType: 'Serum' }), item('B')])).toMatchObject({
      sampleTypes: ['Serum'],
      defaultSampleType: true,
    });
    expect(summarisePreparation([item('A', { sampleType: 'Blood' }), item('B')]).defaultSampleType).toBe(false);
  });

  it('gives the longest report time, the default 24 hours for an item without one', () => {
    expect(
      summarisePreparation([item('A', { reportTime: 'Same day' }), item('B', { reportTime: '48 hours' }), item('C')]).lastReportTime,
    ).toBe('48 hours');
    expect(summarisePreparation([item('A', { reportTime: 'Same day' })]).lastReportTime).toBe('Same day');
    expect(summarisePreparation([item('A', { reportTime: 'Same day' }), item('B')]).lastReportTime).toBeUndefined();
  });

  it('reads report times in hours, days and weeks', () => {
    expect(reportHours('Same day')).toBeLessThan(reportHours('24 hours'));
    expect(reportHours('3 days')).toBe(72);
    expect(reportHours('1 week')).toBe(168);
    expect(reportHours(undefined)).toBe(24);
    expect(reportHours('on request')).toBe(24);
  });
});
