import type { EventPatch, StudioEvent } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useParams } from 'react-router';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, FormAlert, Spinner } from '@/shared/ui';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import styles from './catalogue.module.css';
import {
  catalogueKeys,
  eventAction,
  fetchEvent,
  mayKeepCatalogue,
  previewEvent,
  updateEvent,
} from './catalogue-api';
import { EventForm } from './event-form';
import { EventStateBadge } from './event-state-badge';

/**
 * One event: its sub-pages as tabs (categories, prices and photos are their own pages), its
 * publication, its code, a preview as a buyer sees it, and its fields.
 */
export function EventPage() {
  const { t } = useTranslation('studio');
  const { organization } = useStudio();
  const eventId = Number(useParams().eventId);
  const queryClient = useQueryClient();
  const allowed = mayKeepCatalogue(organization?.role);
  const event = useQuery({
    queryKey: catalogueKeys.event(eventId),
    queryFn: () => fetchEvent(eventId),
    enabled: allowed && Number.isInteger(eventId),
  });
  const [saved, setSaved] = useState(false);
  const settle = (next: StudioEvent) => {
    queryClient.setQueryData(catalogueKeys.event(eventId), next);
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.events(organization?.organization_id) });
  };
  const save = useMutation({
    mutationFn: (body: EventPatch) => updateEvent(eventId, body),
    onSuccess: (next) => {
      settle(next);
      setSaved(true);
    },
    onMutate: () => setSaved(false),
  });

  const language = useTextLanguage();
  if (!allowed) return <Navigate to="/studio" replace />;
  if (event.isPending) return <Spinner label={t('loading')} />;
  if (!event.data) return <StudioError error={event.error} />;
  const e = event.data;
  const base = `/studio/events/${e.id}`;
  // Named as every studio screen names it (issue 29): the operator's language, else the default.
  const displayName = e.display_names[language];

  return (
    <>
      <p>
        <Link to="/studio/events">{t('catalogue.events.back')}</Link>
      </p>
      <h1 className={page.title}>
        {displayName} <EventStateBadge state={e.state} />
      </h1>
      <nav aria-label={t('catalogue.tabs.label')} className={styles.tabs}>
        <NavLink to={base} end>
          {t('catalogue.tabs.details')}
        </NavLink>
        <NavLink to={`${base}/categories`}>{t('catalogue.tabs.categories')}</NavLink>
        <NavLink to={`${base}/prices`}>{t('catalogue.tabs.prices')}</NavLink>
        <NavLink to={`${base}/photos`}>{t('catalogue.tabs.photos')}</NavLink>
      </nav>
      <PublicationCard event={e} onChanged={settle} />
      <CodeCard event={e} onChanged={settle} />
      <PreviewCard event={e} />
      <h2>{t('catalogue.edit.title')}</h2>
      {saved ? <FormAlert tone="success">{t('catalogue.edit.saved')}</FormAlert> : null}
      <StudioError error={save.error} />
      <EventForm
        key={e.id}
        event={e}
        submitLabel={t('catalogue.edit.submit')}
        pending={save.isPending}
        onSubmit={(body) => save.mutate(body)}
      />
    </>
  );
}

type CardProps = { event: StudioEvent; onChanged: (event: StudioEvent) => void };

function PublicationCard({ event, onChanged }: CardProps) {
  const { t } = useTranslation('studio');
  const published = event.state !== 'draft';
  // Unpublishing takes the event from every parent at once: asked first, so a double click
  // on "Publish" never publishes and unpublishes.
  const [confirming, setConfirming] = useState(false);
  const toggle = useMutation({
    mutationFn: () => eventAction(event.id, published ? 'unpublish' : 'publish'),
    onSuccess: (next) => {
      setConfirming(false);
      onChanged(next);
    },
  });
  return (
    <section className={page.card} aria-labelledby="publication-title">
      <h2 id="publication-title">{t('catalogue.publication.title')}</h2>
      <p>{t(`catalogue.publication.${event.state}`)}</p>
      {!published && !event.has_prices ? (
        <p className={page.muted}>{t('catalogue.publication.needsPrices')}</p>
      ) : null}
      <StudioError error={toggle.error} />
      {confirming ? (
        <div role="alertdialog" aria-labelledby="unpublish-confirm">
          <p id="unpublish-confirm">{t('catalogue.publication.unpublishConfirm')}</p>
          <div className={page.actions}>
            <Button disabled={toggle.isPending} onClick={() => toggle.mutate()}>
              {t('catalogue.publication.unpublishYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('catalogue.code.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant={published ? 'secondary' : 'primary'}
          disabled={toggle.isPending}
          onClick={() => (published ? setConfirming(true) : toggle.mutate())}
        >
          {published ? t('catalogue.publication.unpublish') : t('catalogue.publication.publish')}
        </Button>
      )}
    </section>
  );
}

function CodeCard({ event, onChanged }: CardProps) {
  const { t } = useTranslation('studio');
  const [confirming, setConfirming] = useState(false);
  const regenerate = useMutation({
    mutationFn: () => eventAction(event.id, 'event_code'),
    onSuccess: (next) => {
      setConfirming(false);
      onChanged(next);
    },
  });
  return (
    <section className={page.card} aria-labelledby="code-title">
      <h2 id="code-title">{t('catalogue.code.title')}</h2>
      <p className={styles.code}>
        {event.event_code1}-{event.event_code2}
      </p>
      <p className={page.muted}>{t('catalogue.code.help')}</p>
      <StudioError error={regenerate.error} />
      {confirming ? (
        <div role="alertdialog" aria-labelledby="code-confirm">
          <p id="code-confirm">{t('catalogue.code.confirm')}</p>
          <div className={page.actions}>
            <Button disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
              {t('catalogue.code.confirmYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('catalogue.code.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('catalogue.code.regenerate')}
        </Button>
      )}
    </section>
  );
}

function PreviewCard({ event }: { event: StudioEvent }) {
  const { t } = useTranslation('studio');
  const preview = useMutation({ mutationFn: () => previewEvent(event.id) });
  return (
    <section className={page.card} aria-labelledby="preview-title">
      <h2 id="preview-title">{t('catalogue.preview.title')}</h2>
      <p className={page.muted}>{t('catalogue.preview.help')}</p>
      <StudioError error={preview.error} />
      {preview.data ? (
        <p>
          <a href={preview.data.url} target="_blank" rel="noopener">
            {t('catalogue.preview.open')}
          </a>
        </p>
      ) : (
        <Button variant="secondary" disabled={preview.isPending} onClick={() => preview.mutate()}>
          {t('catalogue.preview.make')}
        </Button>
      )}
    </section>
  );
}
