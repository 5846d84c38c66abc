import { hasStaffRole } from '@bedesten/core/auth/roles';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiResult } from '~/lib/api-client.ts';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { failedJobsApi, type FailedJob } from '../failed-jobs-api.ts';
import { formatDateTime } from '../format.ts';

/**
 * Background jobs that failed every attempt (ADR 0058), newest first: what
 * the job does, how often it was tried, its last error and when it gave up.
 * Managers and above retry or discard one; plain staff only read.
 */
export function FailedJobList({ jobs }: { jobs: readonly FailedJob[] }) {
  const canAct = hasStaffRole(useSessionUser()?.staff_role, 'manager');
  return (
    <ul className="admin-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <FailedJobItem job={job} canAct={canAct} />
        </li>
      ))}
    </ul>
  );
}

function FailedJobItem({ job, canAct }: { job: FailedJob; canAct: boolean }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const titleId = `failed-job-${job.id}`;
  const kind = t(`failedJobs.kinds.${job.name.replaceAll('.', '_')}`, { defaultValue: job.name });
  return (
    <article className="card admin-item" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-item__title">
        {kind}
      </h2>
      <dl className="admin-facts admin-facts--summary">
        <div>
          <dt>{t('failedJobs.name')}</dt>
          <dd>
            <code>{job.name}</code>
          </dd>
        </div>
        <div>
          <dt>{t('failedJobs.attempts')}</dt>
          <dd>{job.attempts}</dd>
        </div>
        <div>
          <dt>{t('failedJobs.failedAt')}</dt>
          <dd>{formatDateTime(job.failed_at, lang)}</dd>
        </div>
      </dl>
      <p className="admin-reason">
        <strong>{t('failedJobs.lastError')}</strong> <span className="failed-job__error">{job.last_error}</span>
      </p>
      {canAct ? <FailedJobActions id={job.id} name={kind} /> : null}
    </article>
  );
}

function FailedJobActions({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('admin');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null);

  const act = async (action: 'retry' | 'discard', send: () => Promise<ApiResult<{ message: string }>>) => {
    setBusy(action);
    const result = await send();
    setBusy(null);
    if (result.ok) notifySuccess(result.data.message);
    else onError(result);
    // Either way the list shows what is left (someone else may have acted first).
    await revalidator.revalidate();
  };

  return (
    <div className="admin-item__actions">
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy !== null}
        aria-busy={busy === 'retry' || undefined}
        onClick={() => void act('retry', () => failedJobsApi.retry(id))}
      >
        {t('failedJobs.retry')}
        <span className="visually-hidden"> {name}</span>
      </button>
      <button
        type="button"
        className="button button--ghost button--small admin-danger"
        disabled={busy !== null}
        aria-busy={busy === 'discard' || undefined}
        onClick={() => {
          if (window.confirm(t('failedJobs.discardConfirm'))) void act('discard', () => failedJobsApi.discard(id));
        }}
      >
        {t('failedJobs.discard')}
        <span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}
