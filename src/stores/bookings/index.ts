/** The visitor's bookings: the list, one booking by id, its changes and what to do before it. */
export { $bookings, $bookingsLoadFailed, bookedAt, keepBooking, loadBookings, readBooking } from './bookingList';
export { cancelBooking, rescheduleBooking } from './bookingChanges';
export { bookingPreparation } from './bookingPreparation';
export { bookAgain, type BookAgainResult } from './bookAgain';
