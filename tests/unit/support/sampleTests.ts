/** A single test as the API sends it, for the tests that drive the whole store. */
export const cbc = {
  _id: 'cbc',
  name: 'Complete Blood Count (CBC)',
  category: 'Blood',
  description: 'Counts the cells of the blood.',
  price: 299,
  originalPrice: 499,
  fastingRequired: false,
  includedTests: [{ category: 'CBC', tests: ['Haemoglobin', 'Platelets'] }],
};
