import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of a listing's sort and filter. */
export const listingChoices = {
  'listingChoices.group': 'क्रम और फ़िल्टर',
  'listingChoices.sortBy': 'इस क्रम में दिखाएँ',
  'listingChoices.sort.catalogue': 'सुझाया गया क्रम',
  'listingChoices.sort.priceAscending': 'कीमत: कम से ज़्यादा',
  'listingChoices.sort.priceDescending': 'कीमत: ज़्यादा से कम',
  'listingChoices.noFasting': 'फ़ास्टिंग की ज़रूरत नहीं',
  'listingChoices.countNoFasting.one': '{count} टेस्ट में फ़ास्टिंग की ज़रूरत नहीं',
  'listingChoices.countNoFasting.other': '{count} टेस्ट में फ़ास्टिंग की ज़रूरत नहीं',
  'listingChoices.sorted.priceAscending': '{list}, सबसे कम कीमत वाले पहले',
  'listingChoices.sorted.priceDescending': '{list}, सबसे ज़्यादा कीमत वाले पहले',
  'listingChoices.emptyNoFasting': 'इस सूची के हर टेस्ट के लिए फ़ास्टिंग ज़रूरी है।',
  'listingChoices.showAll': 'सभी टेस्ट दिखाएँ',
} as const satisfies Translation<EnglishAreas['listingChoices']>;
