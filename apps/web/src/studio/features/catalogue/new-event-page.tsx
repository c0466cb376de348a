import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useStudio } from '../../shared/studio-context';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { catalogueKeys, createEvent, mayKeepCatalogue } from './catalogue-api';
import { EventForm } from './event-form';

/** A new event: created as a draft with its own code, then opened for the rest of its set-up. */
export function NewEventPage() {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { organization } = useStudio();
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createEvent>[1]) =>
      createEvent(organization?.organization_id as number, body),
    onSuccess: (event) => {
      queryClient.setQueryData(catalogueKeys.event(event.id), event);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.events(organization?.organization_id) });
      void navigate(`/studio/events/${event.id}`);
    },
  });
  if (!mayKeepCatalogue(organization?.role)) return <Navigate to="/studio" replace />;
  return (
    <>
      <p>
        <Link to="/studio/events">{t('catalogue.events.back')}</Link>
      </p>
      <h1 className={page.title}>{t('catalogue.create.title')}</h1>
      <p className={page.lead}>{t('catalogue.create.lead')}</p>
      <StudioError error={create.error} />
      <EventForm
        event={null}
        submitLabel={t('catalogue.create.submit')}
        pending={create.isPending}
        onSubmit={(body) => create.mutate(body)}
      />
    </>
  );
}
