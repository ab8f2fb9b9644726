import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the Home screen (product §2 Home). */
export const home = {
  'home.viewAll': 'सभी देखें',
  'home.hero.eyebrow': 'बेंगलुरु में हेल्थ चेकअप',
  'home.hero.title': 'घर पर लैब टेस्ट, भरोसेमंद रिपोर्ट',
  'home.hero.lead':
    'हेल्थ चेकअप और लैब टेस्ट ऑनलाइन बुक करें। प्रशिक्षित फ्लेबोटोमिस्ट घर आकर आपका सैंपल लेते हैं, और ज़्यादातर रिपोर्ट 24 घंटे के अंदर आप तक पहुँच जाती हैं।',
  'home.hero.promise.collection': 'होम सैंपल कलेक्शन',
  'home.hero.promise.offers': 'ऑफ़र पर 35% तक की बचत',
  'home.hero.promise.reports': 'ज़्यादातर रिपोर्ट 24 घंटे में',
  'home.hero.imageAlt': 'लैब रिपोर्ट, ब्लड सैंपल ट्यूब और घर का चित्र: होम सैंपल कलेक्शन के साथ लैब टेस्ट',
  'home.ticker.label': 'मुख्य बातें',
  'home.ticker.collection': 'मध्य बेंगलुरु के {count} इलाकों में होम सैंपल कलेक्शन',
  'home.ticker.customPackage': 'अपना पैकेज खुद बनाएँ: पाएँ 25% छूट',
  'home.ticker.offers': 'हेल्थ चेकअप ऑफ़र पर 35% तक की बचत',
  'home.ticker.reports': '24 घंटे में डिजिटल रिपोर्ट',
  'home.ticker.seniors': 'सीनियर सिटिज़न केयर: 60 से ज़्यादा उम्र के माता-पिता के लिए 92 टेस्ट',
  'home.ticker.pause': 'चलती हुई मुख्य बातें रोकें',
  'home.ticker.play': 'चलती हुई मुख्य बातें फिर से शुरू करें',
  'home.lessPrice.title': 'कम कीमत, ज़्यादा टेस्ट - पैकेज चुनें',
  'home.lessPrice.subtitle': 'लोकप्रिय पैकेज, ऐसी कीमतों पर कि सालाना चेकअप आसान हो जाए',
  'home.lessPrice.viewAllLabel': 'सभी हेल्थ चेकअप पैकेज देखें',
  'home.lessPrice.explore': 'पैकेज देखें',
} as const satisfies Translation<EnglishAreas['home']>;
