import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { AUTH_NAMESPACE } from '@/shared/i18n/i18n';
import { Spinner } from '@/shared/ui';
import { enterThroughBridge, readBridgeQuery } from './bridge-entry';
import type { TokenMissingState } from './token-missing-state';

/**
 * Where the bridge lands: home, or an event's page when the link names one (the studio's
 * "preview as a buyer" opens the event it previews). Only that one path shape is followed, so
 * a link cannot send anyone elsewhere.
 */
export function bridgeNextPath(next: string | null): string {
  return next && /^\/events\/detail\/\d+$/.test(next) ? next : '/';
}

/** `/bridge`: a spinner while the partner app's hash becomes a sign-in (spec §4 "Bridge entry"). */
export default function BridgePage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = params.toString();

  useEffect(() => {
    let active = true;
    void enterThroughBridge(readBridgeQuery(new URLSearchParams(search)), queryClient).then((outcome) => {
      if (!active) return;
      if (outcome.ok) {
        void navigate(bridgeNextPath(new URLSearchParams(search).get('next')), { replace: true });
        return;
      }
      const state: TokenMissingState = {
        reason: outcome.reason === 'failed' ? 'network' : 'bridge',
        error: isApiError(outcome.error) ? outcome.error.body : null,
      };
      void navigate('/token_missing', { replace: true, state });
    });
    return () => {
      active = false;
    };
  }, [search, navigate, queryClient]);

  return <Spinner label={t('bridge.working')} />;
}
