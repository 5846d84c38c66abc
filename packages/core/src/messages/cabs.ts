/** Cab booking, rides and drivers. Part of the message catalogue (catalogue.ts). */
export const CAB_MESSAGES = {
  // SPEC.md §5 "Cab: valid pickup time, valid return time, correct destination".
  ride_pickup_invalid: { en: 'Please select a valid pickup time', tr: 'Lütfen geçerli bir alış zamanı seçin' },
  ride_pickup_too_soon: {
    en: 'Please book at least {n} minutes before pickup',
    tr: 'Lütfen alıştan en az {n} dakika önce rezervasyon yapın',
  },
  ride_pickup_too_far: {
    en: 'Rides can be booked up to {n} days ahead',
    tr: 'Yolculuklar en fazla {n} gün önceden ayrılabilir',
  },
  ride_return_invalid: { en: 'Please select a valid return time', tr: 'Lütfen geçerli bir dönüş zamanı seçin' },
  ride_destination_invalid: { en: 'Please select a correct destination', tr: 'Lütfen doğru bir varış noktası seçin' },
  ride_outside_cyprus: { en: 'Please choose a place in Cyprus', tr: 'Lütfen Kıbrıs içinde bir yer seçin' },
  ride_status_conflict: {
    en: 'This ride has already changed; please refresh',
    tr: 'Bu yolculuk zaten değişti; lütfen sayfayı yenileyin',
  },
  ride_taken: { en: 'Another driver has already taken this ride', tr: 'Bu yolculuğu başka bir sürücü aldı' },
  ride_cancel_too_late: {
    en: 'This ride can no longer be cancelled',
    tr: 'Bu yolculuk artık iptal edilemez',
  },
  ride_not_started: {
    en: 'A ride can be completed from an hour before its pickup time',
    tr: 'Yolculuk, alış zamanından bir saat öncesinden itibaren tamamlanabilir',
  },
  ride_cancel_reason_required: { en: 'Please give a reason', tr: 'Lütfen bir gerekçe yazın' },
  driver_not_approved: {
    en: 'Your driver profile is waiting for approval',
    tr: 'Sürücü profiliniz onay bekliyor',
  },
  driver_profile_exists: { en: 'You already have a driver profile', tr: 'Zaten bir sürücü profiliniz var' },
} as const;
