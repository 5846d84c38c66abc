import { describe, expect, it } from 'vitest';
import { isKnownPushEndpoint } from './push-endpoints.ts';

describe('isKnownPushEndpoint', () => {
  it('accepts the endpoints browsers hand out', () => {
    const browsers = [
      'https://fcm.googleapis.com/fcm/send/dK3x:APA91bH',
      'https://fcm.googleapis.com/wp/dK3x:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH3w',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAAB',
      'https://FCM.googleapis.com:443/fcm/send/x',
    ];
    for (const endpoint of browsers) expect([endpoint, isKnownPushEndpoint(endpoint)]).toEqual([endpoint, true]);
  });

  it('refuses anything else: other schemes, ports, hosts, credentials and look-alikes', () => {
    const hostile = [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'http://127.0.0.1:8080/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://localhost/push',
      'https://127.0.0.1.nip.io/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.googleapis.com/fcm/send/x',
      'https://android.googleapis.com/gcm/send/x',
      'https://push.apple.com.evil.example/x',
      'https://notify.windows.com/w/',
      'https://evil-notify.windows.com/w/',
      'https://fcm.googleapis.com./fcm/send/x',
      'wss://fcm.googleapis.com/fcm/send/x',
      'not a url',
    ];
    for (const endpoint of hostile) expect([endpoint, isKnownPushEndpoint(endpoint)]).toEqual([endpoint, false]);
  });
});
