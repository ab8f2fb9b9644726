import type { EnglishAreas } from '../en';
import type { Translation } from '../translation';

/** Kannada texts of the booking step "Pick a time" (product §11). */
export const bookingSlots = {
  'bookingSlots.days': 'ದಿನ',
  'bookingSlots.today': 'ಇಂದು',
  'bookingSlots.tomorrow': 'ನಾಳೆ',
  'bookingSlots.times': '{day} ರ ಸಮಯಗಳು',
  'bookingSlots.hours': 'ನೀವು ಆರಿಸುವ ಒಂದು ಗಂಟೆಯೊಳಗೆ ಸಂಗ್ರಾಹಕರು ನಿಮ್ಮ ಬಳಿ ಬರುತ್ತಾರೆ, ಪ್ರತಿದಿನ {first} ರಿಂದ {last} ರವರೆಗೆ.',
  'bookingSlots.leadTime': 'ಇಂದಿನ ಸಮಯಗಳು ಈಗಿನಿಂದ ಕನಿಷ್ಠ {hours} ಗಂಟೆಗಳ ನಂತರ ಆರಂಭವಾಗುತ್ತವೆ, ಇದರಿಂದ ಸಂಗ್ರಾಹಕರು ನಿಮ್ಮನ್ನು ತಲುಪಬಹುದು.',
  'bookingSlots.fasting':
    'ನಿಮ್ಮ ಕೆಲವು ಪರೀಕ್ಷೆಗಳಿಗೆ ಉಪವಾಸ ಬೇಕು, ಆದ್ದರಿಂದ {cutoff} ಕ್ಕಿಂತ ಮೊದಲು ಆರಂಭವಾಗುವ ಸಮಯಗಳನ್ನು ಮಾತ್ರ ನೀಡುತ್ತೇವೆ: ಸ್ಯಾಂಪಲ್ ತೆಗೆದುಕೊಂಡ ನಂತರ ನೀವು ಊಟ ಮಾಡಬಹುದು.',
  'bookingSlots.noTimesToday': 'ಇಂದು ಇನ್ನು ಸಮಯಗಳಿಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ದಿನವನ್ನು ಆರಿಸಿ.',
  'bookingSlots.dayFull': 'ಈ ದಿನದ ಎಲ್ಲಾ ಸಮಯಗಳು ಭರ್ತಿಯಾಗಿವೆ. ದಯವಿಟ್ಟು ಬೇರೆ ದಿನವನ್ನು ಆರಿಸಿ.',
  'bookingSlots.noTimes': 'ಈ ದಿನ ಯಾವುದೇ ಸಮಯವನ್ನು ಬುಕ್ ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ದಿನವನ್ನು ಆರಿಸಿ.',
  'bookingSlots.left.one': '{count} ಭೇಟಿ ಬಾಕಿ',
  'bookingSlots.left.other': '{count} ಭೇಟಿಗಳು ಬಾಕಿ',
  'bookingSlots.full': 'ಭರ್ತಿ',
  'bookingSlots.bookedNow': 'ನಿಮ್ಮ ಬುಕಿಂಗ್',
  'bookingSlots.current': 'ಈಗ {day}, {time} ಕ್ಕೆ ಬುಕ್ ಆಗಿದೆ. ಹೊಸ ಸಮಯವನ್ನು ಆರಿಸಿ.',
  'bookingSlots.loading': 'ಸಮಯಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ…',
  'bookingSlots.holding': 'ಈ ಸಮಯವನ್ನು ನಿಮಗಾಗಿ ಕಾಯ್ದಿರಿಸಲಾಗುತ್ತಿದೆ…',
  'bookingSlots.held': 'ನಿಮಗಾಗಿ {time} ಅನ್ನು {until} ರವರೆಗೆ ಕಾಯ್ದಿರಿಸಿದ್ದೇವೆ',
  'bookingSlots.heldHint': 'ಅದನ್ನು ಉಳಿಸಿಕೊಳ್ಳಲು ಅದಕ್ಕಿಂತ ಮೊದಲು ಬುಕ್ ಮಾಡಿ. ಬೇರೆ ಸಮಯವನ್ನು ಆರಿಸಿದರೆ ಇದು ಬಿಡುಗಡೆಯಾಗುತ್ತದೆ.',
  'bookingSlots.expired': 'ನೀವು ಕಾಯ್ದಿರಿಸಿದ ಸಮಯ ಮುಗಿದಿದೆ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಸಮಯವನ್ನು ಆರಿಸಿ.',
  'bookingSlots.taken': 'ಈ ಸಮಯ ಈಗ ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಬೇರೆ ಸಮಯವನ್ನು ಆರಿಸಿ.',
  'bookingSlots.holdFailed': 'ಈ ಸಮಯವನ್ನು ಕಾಯ್ದಿರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'bookingSlots.holdError': 'ಈ ಸಮಯವನ್ನು ಕಾಯ್ದಿರಿಸಲು ಸರ್ವರ್ ಅನ್ನು ತಲುಪಲಾಗಲಿಲ್ಲ. ನಿಮ್ಮ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'bookingSlots.loadFailed': 'ಸಮಯಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'bookingSlots.loadError': 'ಸಮಯಗಳನ್ನು ಲೋಡ್ ಮಾಡಲು ಸರ್ವರ್ ಅನ್ನು ತಲುಪಲಾಗಲಿಲ್ಲ. ನಿಮ್ಮ ಸಂಪರ್ಕವನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'bookingSlots.retry': 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
} as const satisfies Translation<EnglishAreas['bookingSlots']>;
