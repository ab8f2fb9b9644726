import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Hindi texts of the Sitemap, Privacy policy, Terms and conditions and Error screens. */
export const content = {
  'content.contact.address': 'पता:',
  'content.contact.phone': 'फ़ोन:',
  'content.contact.email': 'ई-मेल:',
  'content.contact.call': 'कॉल करें',
  'content.contact.whatsapp': 'WhatsApp',
  'content.contact.emailUs': 'हमें ई-मेल करें',
  'content.sitemap.lead': 'Sanjeevani Diagnostics के सभी पेज एक ही जगह, हमारी टेस्ट कैटेगरी के साथ।',
  'content.sitemap.mainPages': 'मुख्य पेज',
  'content.sitemap.categories': 'टेस्ट कैटेगरी',
  'content.sitemap.category.blood': 'ब्लड',
  'content.sitemap.category.urine': 'यूरिन',
  'content.sitemap.category.cardiac': 'हृदय',
  'content.sitemap.category.diabetes': 'डायबिटीज़',
  'content.sitemap.category.thyroid': 'थायरॉइड',
  'content.sitemap.category.liverFunction': 'लिवर फ़ंक्शन',
  'content.sitemap.category.kidneyFunction': 'किडनी फ़ंक्शन',
  'content.sitemap.category.lipidProfile': 'लिपिड प्रोफ़ाइल',
  'content.sitemap.category.completeBloodCount': 'कम्प्लीट ब्लड काउंट',
  'content.sitemap.category.vitamin': 'विटामिन',
  'content.sitemap.category.hormone': 'हार्मोन',
  'content.sitemap.category.cancerScreening': 'कैंसर स्क्रीनिंग',
  'content.sitemap.category.infectiousDisease': 'संक्रामक रोग',
  'content.sitemap.category.allergy': 'एलर्जी',
  'content.sitemap.category.pregnancy': 'गर्भावस्था',
  'content.sitemap.contact': 'संपर्क करें',
  'content.sitemap.backHome': 'होम पर वापस जाएँ',
  'content.legal.lastUpdated': 'अंतिम अपडेट: {year}',
  'content.privacy.intro':
    'Sanjeevani Diagnostics ("हम") आपकी निजता का सम्मान करता है। यह नीति बताती है कि जब आप हमारे साथ टेस्ट बुक करते हैं तो हम कौन-सी व्यक्तिगत जानकारी इकट्ठा करते हैं, क्यों इकट्ठा करते हैं, और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अनुरूप उसकी सुरक्षा कैसे करते हैं।',
  'content.privacy.collected.title': 'हम कौन-सी जानकारी इकट्ठा करते हैं',
  'content.privacy.collected.p1':
    'जब आप लॉगिन करते हैं या टेस्ट बुक करते हैं, तो हम आपका नाम, मोबाइल नंबर, ई-मेल पता, सैंपल कलेक्शन के लिए घर का पता और पिन कोड, और आपके चुने हुए टेस्ट की जानकारी इकट्ठा करते हैं।',
  'content.privacy.collected.p2':
    'आपकी बुकिंग के आधार पर हमारी पार्टनर लैबोरेटरी आपके टेस्ट रिज़ल्ट तैयार करती हैं। सेवा को ठीक से चलाने के लिए हम कुछ बुनियादी तकनीकी डेटा भी रखते हैं, जैसे आपके ब्राउज़र का प्रकार और आपके देखे गए पेज।',
  'content.privacy.use.title': 'हम आपकी जानकारी का उपयोग कैसे करते हैं',
  'content.privacy.use.p1':
    'हम आपकी जानकारी का उपयोग होम सैंपल कलेक्शन का समय तय करने, लॉगिन के लिए वन-टाइम कोड, बुकिंग कन्फ़र्मेशन और रिपोर्ट भेजने, आपके सवालों के जवाब देने और अपनी सेवा बेहतर बनाने के लिए करते हैं। WhatsApp पर ऑफ़र हम तभी भेजते हैं जब आप सब्सक्राइब करते हैं, और आप कभी भी अनसब्सक्राइब कर सकते हैं।',
  'content.privacy.sharing.title': 'जानकारी साझा करना',
  'content.privacy.sharing.p1':
    'हम केवल ज़रूरी जानकारी ही साझा करते हैं: आपका सैंपल जाँचने वाली पार्टनर लैबोरेटरी के साथ, आपके घर आने वाले हमारे फ्लेबोटोमिस्ट के साथ, और उन पेमेंट व मैसेजिंग सेवा प्रदाताओं के साथ जो गोपनीयता समझौतों के तहत हमारी ओर से काम करते हैं।',
  'content.privacy.sharing.p2':
    'हम आपकी व्यक्तिगत या स्वास्थ्य संबंधी जानकारी कभी नहीं बेचते। हम इसे अधिकारियों को केवल तभी बताते हैं जब भारतीय कानून के तहत ऐसा करना ज़रूरी हो।',
  'content.privacy.security.title': 'डेटा सुरक्षा',
  'content.privacy.security.p1':
    'आपका डेटा भेजे जाते समय एन्क्रिप्ट किया जाता है, भारत में सुरक्षित सर्वरों पर रखा जाता है, और केवल उन्हीं कर्मचारियों को उपलब्ध होता है जिन्हें आपकी बुकिंग के लिए इसकी ज़रूरत है। डेटा रखने का कोई भी तरीका पूरी तरह सुरक्षित नहीं होता, लेकिन हम अपने सुरक्षा उपायों की नियमित समीक्षा करते हैं।',
  'content.privacy.rights.title': 'आपके अधिकार',
  'content.privacy.rights.p1':
    'आप अपनी व्यक्तिगत जानकारी देखने, सुधारने या हटाने, दी गई सहमति वापस लेने, या हमारे शिकायत अधिकारी के पास शिकायत दर्ज करने का अनुरोध कर सकते हैं। नीचे दिए गए पते पर हमें लिखें, हम 30 दिनों के अंदर जवाब देंगे।',
  'content.privacy.cookies.title': 'कुकीज़ और लोकल स्टोरेज',
  'content.privacy.cookies.p1':
    'हम आपका लॉगिन और कार्ट आपके ब्राउज़र के लोकल स्टोरेज में रखते हैं, ताकि आप लॉगिन रहें और आपके कार्ट की गिनती सही रहे। हम विज्ञापन वाली कुकीज़ का उपयोग नहीं करते। ब्राउज़र का डेटा साफ़ करने पर यह जानकारी हट जाती है।',
  'content.privacy.changes.title': 'इस नीति में बदलाव',
  'content.privacy.changes.p1':
    'हमारी सेवा या कानून में बदलाव होने पर हम इस नीति को अपडेट कर सकते हैं। ऊपर दी गई तारीख नवीनतम संस्करण दिखाती है; महत्वपूर्ण बदलावों की घोषणा हमारी वेबसाइट पर भी की जाएगी।',
  'content.privacy.contact.title': 'संपर्क करें',
  'content.privacy.contact.p1':
    'इस नीति या अपनी व्यक्तिगत जानकारी से जुड़े किसी भी सवाल के लिए हमारे शिकायत अधिकारी से संपर्क करें:',
  'content.terms.intro':
    'ये शर्तें Sanjeevani Diagnostics वेबसाइट और हमारी टेस्ट बुकिंग सेवा के आपके उपयोग पर लागू होती हैं। बुक करने से पहले कृपया इन्हें ध्यान से पढ़ें।',
  'content.terms.acceptance.title': 'शर्तों की स्वीकृति',
  'content.terms.acceptance.p1':
    'इस वेबसाइट का उपयोग करके या टेस्ट बुक करके, आप इन शर्तों और हमारी प्राइवेसी पॉलिसी से सहमत होते हैं। अगर आप सहमत नहीं हैं, तो कृपया इस सेवा का उपयोग न करें।',
  'content.terms.service.title': 'सेवा का विवरण',
  'content.terms.service.p1':
    'Sanjeevani Diagnostics एक बुकिंग प्लेटफ़ॉर्म है। हम डायग्नोस्टिक टेस्ट और हेल्थ चेकअप बुक करने और होम सैंपल कलेक्शन की व्यवस्था करने में आपकी मदद करते हैं; टेस्ट स्वतंत्र पार्टनर लैबोरेटरी द्वारा किए जाते हैं।',
  'content.terms.service.p2':
    'हम चिकित्सीय सलाह, निदान या इलाज नहीं देते। इस वेबसाइट की जानकारी केवल सामान्य जागरूकता के लिए है और किसी योग्य डॉक्टर से परामर्श की जगह नहीं ले सकती।',
  'content.terms.responsibilities.title': 'उपयोगकर्ता की ज़िम्मेदारियाँ',
  'content.terms.responsibilities.p1':
    'आप सही व्यक्तिगत और संपर्क जानकारी देने, अपने टेस्ट की तैयारी के निर्देशों (जैसे फ़ास्टिंग) का पालन करने, चुने गए कलेक्शन समय पर उपलब्ध रहने, और अपने लॉगिन कोड किसी को न बताने के लिए सहमत हैं।',
  'content.terms.booking.title': 'बुकिंग और भुगतान',
  'content.terms.booking.p1':
    'कीमतें भारतीय रुपये में दिखाई जाती हैं और इनमें लागू टैक्स शामिल हैं। हमारी ओर से कन्फ़र्मेशन भेजे जाने पर बुकिंग कन्फ़र्म मानी जाती है। जब तक अलग से न बताया गया हो, ऑफ़र और छूट एक साथ नहीं मिल सकते।',
  'content.terms.booking.p2':
    'बुकिंग का समय बदलने या उसे रद्द करने की शर्तें, और किसी भी रिफ़ंड की शर्तें, आपके बुकिंग कन्फ़र्मेशन में बताई गई हैं।',
  'content.terms.results.title': 'टेस्ट रिज़ल्ट',
  'content.terms.results.p1':
    'रिपोर्ट आमतौर पर हर टेस्ट के लिए बताए गए समय के अंदर दी जाती हैं, लेकिन अगर सैंपल दोबारा लेना या दोबारा जाँचना पड़े तो देरी हो सकती है। रिज़ल्ट को हमेशा किसी योग्य डॉक्टर से आपकी मेडिकल हिस्ट्री के साथ समझना चाहिए।',
  'content.terms.privacy.title': 'प्राइवेसी',
  'content.terms.privacy.p1':
    'हम आपकी व्यक्तिगत और स्वास्थ्य संबंधी जानकारी को अपनी प्राइवेसी पॉलिसी के अनुसार संभालते हैं, जो इन शर्तों का हिस्सा है।',
  'content.terms.liability.title': 'दायित्व की सीमा',
  'content.terms.liability.p1':
    'कानून द्वारा अनुमत सीमा तक, किसी बुकिंग से जुड़े किसी भी दावे के लिए हमारा दायित्व उस बुकिंग के लिए आपके द्वारा चुकाई गई राशि तक सीमित है। चिकित्सीय सलाह के बिना किसी रिपोर्ट के आधार पर लिए गए फ़ैसलों के लिए हम ज़िम्मेदार नहीं हैं।',
  'content.terms.disclaimer.title': 'अस्वीकरण',
  'content.terms.disclaimer.p1':
    'यह सेवा "जैसी है वैसी" प्रदान की जाती है। हालाँकि हम पार्टनर लैबोरेटरी और प्रशिक्षित कर्मचारियों के साथ काम करते हैं, कोई भी लैब टेस्ट 100% सटीक नहीं होता, और इन शर्तों में बताई गई बातों के अलावा हम कोई वारंटी नहीं देते।',
  'content.terms.modifications.title': 'बदलाव',
  'content.terms.modifications.p1':
    'हम किसी भी समय इन शर्तों, अपनी कीमतों या अपनी सेवाओं में बदलाव कर सकते हैं। इस पेज पर दिया गया संस्करण उसके प्रकाशित होने के बाद की गई बुकिंग पर लागू होता है।',
  'content.terms.law.title': 'लागू कानून',
  'content.terms.law.p1':
    'ये शर्तें भारत के कानूनों के अधीन हैं। इनसे या हमारी सेवा के उपयोग से उत्पन्न किसी भी विवाद पर केवल बेंगलुरु, कर्नाटक की अदालतों का अधिकार क्षेत्र होगा।',
  'content.terms.contact.title': 'संपर्क जानकारी',
  'content.terms.contact.p1': 'इन शर्तों के बारे में कोई सवाल? हमसे यहाँ संपर्क करें:',
  'content.error.lead':
    'आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला या लोड नहीं हो सका। हो सकता है वह कहीं और चला गया हो, या लिंक पुराना हो।',
  'content.error.goHome': 'होमपेज पर जाएँ',
  'content.error.goBack': 'वापस जाएँ',
  'content.error.tips.title': 'आप ये आज़मा सकते हैं',
  'content.error.tip.address': 'वेब पते में टाइपिंग की गलतियाँ जाँचें।',
  'content.error.tip.back': 'पिछले पेज पर वापस जाकर फिर से कोशिश करें।',
  'content.error.tip.search': 'कोई टेस्ट या पैकेज ढूँढने के लिए ऊपर दिए गए सर्च बॉक्स का उपयोग करें।',
  'content.error.tip.refresh': 'कुछ देर बाद पेज रिफ़्रेश करें; हो सकता है यह कनेक्शन की कोई छोटी-सी समस्या हो।',
  'content.error.support.title': 'बुकिंग में मदद चाहिए?',
  'content.error.support.text': 'हमारी केयर टीम हफ़्ते के सभी दिन सुबह 7 से रात 9 बजे तक उपलब्ध है।',
  'content.error.popular.title': 'लोकप्रिय पेज',
  'content.error.popular.checkups': 'फ़ुल बॉडी, डायबिटीज़, थायरॉइड और भी बहुत कुछ',
  'content.error.popular.womenCare': 'वेलनेस, PCOD और गर्भावस्था देखभाल',
  'content.error.popular.menCare': 'वेलनेस, हार्मोन और बुज़ुर्गों की देखभाल',
  'content.error.popular.vitalOrgan': 'दिल, लिवर, किडनी और फेफड़ों की जाँच',
} as const satisfies Translation<EnglishAreas['content']>;
