import { message } from '@bedesten/core/messages/catalogue';
import { homePanel } from '@bedesten/core/auth/roles';
import type { NewStoreWithOtpBody } from '@bedesten/core/schemas/auth';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import { accountDeletedError, duplicateAccountError, mobileInvalidError } from './identity-errors.ts';
import type { ClientInfo, IdentityDeps } from './identity.deps.ts';
import { sendOtp } from './send-otp.ts';
import { accountKeysOf, assertSignInAllowed, countingFailures } from './sign-in-limits.ts';
import type { OtpStep } from './sign-in-with-otp.ts';
import { startSession, type StartedSession } from './start-session.ts';
import { verifyOtp } from './verify-otp.ts';

/**
 * `newStoreWithOTP`: a business owner signs up by mobile (SPEC.md §3 Vendor
 * signup). The account is a vendor, not approved, without a store; the
 * answer sends the client to store setup. A customer with that number
 * becomes a vendor (a vendor is also a customer); a vendor is signed in.
 */
export async function registerVendorWithOtp(
  deps: IdentityDeps,
  body: NewStoreWithOtpBody,
  client: ClientInfo,
): Promise<OtpStep & { created?: boolean; message?: string; redirect?: string }> {
  const phone = normaliseMobile(body.country_code, body.mobile);
  if (!phone) throw mobileInvalidError(client.lang);
  const existing = await deps.accounts.findUserByMobile(phone.countryCode, phone.mobile);
  // A driver's number cannot also open a store: the account types do not combine.
  if (existing?.type === 'driver' && !existing.deletedAt) throw duplicateAccountError({ email: false, mobile: true });
  const accountDestinations = existing ? accountKeysOf(existing) : [];

  if (!body.otp) {
    const sent = await sendOtp(deps, {
      purpose: 'vendor_register',
      channel: 'sms',
      destination: phone.e164,
      messageLang: client.lang,
      lang: client.lang,
      ip: client.ip,
      callerTrusted: client.trusted,
      accountDestinations,
    });
    return { sent };
  }

  await assertSignInAllowed(deps.signInFailures, phone.e164, client.ip);
  const code = body.otp;
  await countingFailures(
    deps.signInFailures,
    phone.e164,
    client.ip,
    () => verifyOtp(deps, { purpose: 'vendor_register', destination: phone.e164, code, accountDestinations }),
    { deps, owner: existing },
  );

  const details = {
    name: body.name.replace(/\s+/g, ' '),
    businessName: body.business_name,
    areaName: body.area_name,
  };
  if (existing) {
    if (existing.deletedAt) throw accountDeletedError();
    if (existing.type === 'vendor') {
      const session = await startSession(deps, existing, client);
      return {
        session,
        message: message('number_already_registered', client.lang),
        redirect: nextPage(session),
      };
    }
    const vendor = await deps.accounts.makeVendor(existing.id, details);
    const session = await startSession(deps, vendor, client);
    return { session, redirect: nextPage(session) };
  }

  const created = await deps.accounts.insertUser({
    ...details,
    type: 'vendor',
    isApproved: false,
    countryCode: phone.countryCode,
    mobile: phone.mobile,
    language: client.lang,
  });
  if (!created.ok) throw duplicateAccountError(created.conflict);
  const session = await startSession(deps, created.user, client);
  return { session, created: true, redirect: nextPage(session) };
}

/** Store setup until the vendor has a store, the dashboard after. */
function nextPage(session: StartedSession): string {
  return homePanel({ type: 'vendor', staffRole: session.signedIn.staff_role, storeId: session.signedIn.store_id });
}
