/** Cab booking, rides and drivers. Part of the message catalogue (catalogue.ts). */
export const CAB_MESSAGES = {
  vehicle_code_invalid: {
    en: 'A vehicle code is 2 to 30 lowercase letters, digits, - or _, starting with a letter',
    tr: 'Araç kodu, harfle başlayan 2 ile 30 arası küçük harf, rakam, - veya _ olmalıdır',
  },
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
  driver_setup_required: {
    en: 'Please set up your driver profile first',
    tr: 'Lütfen önce sürücü profilinizi oluşturun',
  },
  driver_not_found: { en: 'Driver not found', tr: 'Sürücü bulunamadı' },
  driver_saved: {
    en: 'Your driver profile is sent for approval',
    tr: 'Sürücü profiliniz onaya gönderildi',
  },
  driver_availability_on: { en: 'You are available for rides', tr: 'Yolculuklar için müsaitsiniz' },
  driver_availability_off: { en: 'You are not available for rides', tr: 'Yolculuklar için müsait değilsiniz' },
  driver_approved_done: { en: 'The driver is approved', tr: 'Sürücü onaylandı' },
  driver_rejected_done: { en: 'The driver is rejected', tr: 'Sürücü reddedildi' },
  driver_deleted_done: { en: 'The driver is deleted', tr: 'Sürücü silindi' },
  driver_not_pending: {
    en: 'This driver profile is not waiting for a decision',
    tr: 'Bu sürücü profili bir karar beklemiyor',
  },
  driver_own: {
    en: 'You cannot decide about your own driver profile',
    tr: 'Kendi sürücü profiliniz hakkında karar veremezsiniz',
  },
  driver_approved_notice: {
    en: 'Your driver profile is approved: you can receive rides',
    tr: 'Sürücü profiliniz onaylandı: artık yolculuk alabilirsiniz',
  },
  driver_rejected_notice: {
    en: 'Your driver profile was not approved: {reason}',
    tr: 'Sürücü profiliniz onaylanmadı: {reason}',
  },
  vehicle_type_unknown: { en: 'Please choose a vehicle', tr: 'Lütfen bir araç seçin' },
  vehicle_type_required: { en: 'Please choose your vehicle type', tr: 'Lütfen araç tipinizi seçin' },
  vehicle_photo_required: { en: 'Please add a photo of your vehicle', tr: 'Lütfen aracınızın bir fotoğrafını ekleyin' },
  cab_not_available: {
    en: 'No driver is available for this vehicle now; please choose another',
    tr: 'Bu araç için şu anda müsait sürücü yok; lütfen başka bir araç seçin',
  },
  ride_not_found: { en: 'Ride not found', tr: 'Yolculuk bulunamadı' },
  ride_booked: { en: 'Your ride is booked', tr: 'Yolculuğunuz ayrıldı' },
  ride_status_updated: { en: 'Ride status updated', tr: 'Yolculuk durumu güncellendi' },
  ride_offered_notice: {
    en: 'New ride request: {from} → {to}, {when}',
    tr: 'Yeni yolculuk isteği: {from} → {to}, {when}',
  },
  ride_booked_notice: {
    en: 'Your ride from {from} to {to} is booked; we will tell you when a driver confirms',
    tr: '{from} – {to} yolculuğunuz ayrıldı; bir sürücü onayladığında size haber vereceğiz',
  },
  ride_confirmed_notice: {
    en: 'Your ride from {from} to {to} is confirmed by {driver}',
    tr: '{from} – {to} yolculuğunuzu {driver} onayladı',
  },
  ride_completed_notice: {
    en: 'Your ride from {from} to {to} is completed. Thank you!',
    tr: '{from} – {to} yolculuğunuz tamamlandı. Teşekkürler!',
  },
  ride_cancelled_by_driver_notice: {
    en: 'Your driver cancelled the ride from {from} to {to}: {reason}',
    tr: 'Sürücünüz {from} – {to} yolculuğunu iptal etti: {reason}',
  },
  ride_cancelled_by_customer_notice: {
    en: 'The customer cancelled the ride from {from} to {to}',
    tr: 'Müşteri {from} – {to} yolculuğunu iptal etti',
  },
  ride_released_notice: {
    en: 'Your driver for the ride from {from} to {to} is no longer available; we offered the ride to other drivers',
    tr: '{from} – {to} yolculuğunuzun sürücüsü artık müsait değil; yolculuğu diğer sürücülere sunduk',
  },
  ride_reoffered_notice: {
    en: 'Your driver gave up the ride from {from} to {to} ({reason}); we offered it to other drivers',
    tr: 'Sürücünüz {from} – {to} yolculuğunu bıraktı ({reason}); yolculuğu diğer sürücülere sunduk',
  },
  ride_given_up_done: {
    en: 'You gave up the ride; it is offered to other drivers',
    tr: 'Yolculuğu bıraktınız; diğer sürücülere sunuldu',
  },
  ride_cancelled_done: { en: 'Your ride is cancelled', tr: 'Yolculuğunuz iptal edildi' },
  ride_receipt: { en: 'Ride receipt', tr: 'Yolculuk makbuzu' },
} as const;
