/** Texts of the booking step "Pick a time": the days, the times, the hold and its messages (product §11). */
export const bookingSlots = {
  'bookingSlots.days': 'Day',
  'bookingSlots.today': 'Today',
  'bookingSlots.tomorrow': 'Tomorrow',
  'bookingSlots.times': 'Times on {day}',
  'bookingSlots.hours': 'A collector comes to you within the hour you pick, from {first} to {last}, every day.',
  'bookingSlots.leadTime': 'Times today start at least {hours} hours from now, so that a collector can reach you.',
  'bookingSlots.fasting':
    'Some of your tests need fasting, so we offer only times starting before {cutoff}: you can eat once the sample is taken.',
  'bookingSlots.noTimesToday': 'No more times today. Please pick another day.',
  'bookingSlots.dayFull': 'Every time on this day is taken. Please pick another day.',
  'bookingSlots.noTimes': 'No time can be booked on this day. Please pick another day.',
  'bookingSlots.left.one': '{count} visit left',
  'bookingSlots.left.other': '{count} visits left',
  'bookingSlots.full': 'Full',
  'bookingSlots.bookedNow': 'Your booking',
  'bookingSlots.current': 'Booked now for {day}, {time}. Pick the new time.',
  'bookingSlots.loading': 'Loading times…',
  'bookingSlots.holding': 'Holding this time for you…',
  'bookingSlots.held': 'We hold {time} for you until {until}',
  'bookingSlots.heldHint': 'Book before then to keep it. Picking another time lets this one go.',
  'bookingSlots.expired': 'Your held time has run out. Please pick a time again.',
  'bookingSlots.taken': 'This time is no longer available. Please pick another.',
  'bookingSlots.holdFailed': 'We could not hold this time. Please try again.',
  'bookingSlots.holdError': 'We could not reach the server to hold this time. Check your connection and try again.',
  'bookingSlots.loadFailed': 'We could not load the times. Please try again.',
  'bookingSlots.loadError': 'We could not reach the server to load the times. Check your connection and try again.',
  'bookingSlots.retry': 'Try again',
} as const;

declare module '../../../../i18n/en' {
  interface EnglishAreas {
    bookingSlots: typeof bookingSlots;
  }
}
