import type { MetaFunction } from 'react-router';
import { AuthPage } from '~/features/auth/components/auth-page.tsx';
import { FlowCodeStep } from '~/features/auth/components/flow-code-step.tsx';
import type { OtpFlowPurpose } from '~/lib/otp-flow.ts';
import { pageMeta } from '~/lib/meta.ts';
import { pageKeyFromMatches, usePageKey } from '~/lib/page-key.ts';

const CUSTOMER: readonly OtpFlowPurpose[] = ['register', 'reset'];
const PARTNER: readonly OtpFlowPurpose[] = ['vendor_register'];

/** `/otp-verify` (sign-up by mobile, password recovery) and `/vendor/registration/otp` (partner sign-up). */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, pageKeyFromMatches(matches) ?? 'otp-verify');

export default function OtpVerifyPage() {
  const key = usePageKey() ?? 'otp-verify';
  const partner = key === 'vendor-registration-otp';
  return (
    <AuthPage pageKey={key}>
      <FlowCodeStep
        key={key}
        purposes={partner ? PARTNER : CUSTOMER}
        restart={partner ? '/vendor/sign-up' : '/registration'}
      />
    </AuthPage>
  );
}
