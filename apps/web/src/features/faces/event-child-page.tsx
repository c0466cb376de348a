import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { childrenQuery } from '@/shared/api/children';
import { eventInfoQueryOptions } from '@/shared/api/events';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { eventDetailPath, numericParam } from '@/shared/routing/event-paths';
import { ButtonLink, EventNotFound, Icon, LoadState } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { ChildChips } from './child-chips';
import styles from './match.module.css';
import { MatchHeader } from './match-header';
import {
  CATEGORY_PARAM,
  CHILDREN_PARAM,
  parseCategoryId,
  parseChildIds,
  resolveSelection,
  toggleChild,
  withChoice,
} from './match-query';
import { MatchResultsView } from './match-results-view';

/** `/events/detail/{eventId}/child`: the event's photos in which the chosen children were found. */
export default function EventChildPage() {
  const { t } = useTranslation('faces');
  const eventId = numericParam(useParams().eventId);
  const language = useTextLanguage();
  const categoryFieldId = useId();
  const [params, setParams] = useSearchParams();
  const info = useQuery(eventInfoQueryOptions('member', eventId, language));
  const children = useQuery(childrenQuery());

  if (info.data === null) return <EventNotFound area="member" />;
  if (!info.data || !children.data) {
    return (
      <LoadState
        isPending={info.isPending || children.isPending}
        onRetry={() => {
          void info.refetch();
          void children.refetch();
        }}
      />
    );
  }

  const { event, categories } = info.data;
  const childList = children.data;
  const selection = resolveSelection(parseChildIds(params.get(CHILDREN_PARAM)), childList);
  const requestedCategory = parseCategoryId(params.get(CATEGORY_PARAM));
  const categoryId = categories.some((category) => category.id === requestedCategory)
    ? requestedCategory
    : null;
  const only = selection.length === 1 ? childList.find((child) => child.id === selection[0]) : undefined;
  const choose = (choice: Parameters<typeof withChoice>[1]) =>
    setParams(withChoice(params, choice), { replace: true, preventScrollReset: true });

  return (
    <div className={pageStyles.tightPage}>
      <MatchHeader event={event} child={only ? { id: only.id, name: only.name } : null} />
      <ButtonLink to={eventDetailPath('member', eventId)} variant="ghost" className={styles.allPhotos}>
        <Icon name="images" size={18} />
        {t('match.allPhotos')}
      </ButtonLink>

      {event.face_consent_text ? (
        <section aria-label={t('match.eventConsent')} className={pageStyles.smallLead}>
          {event.face_consent_text}
        </section>
      ) : null}
      {event.face_search_enabled === false ? (
        <div className={pageStyles.stateBox}>
          <p>{t('match.searchOff')}</p>
        </div>
      ) : selection.length === 0 ? (
        <div className={pageStyles.stateBox}>
          <p>{t(childList.length === 0 ? 'match.noChildren' : 'match.noFaces')}</p>
          <ButtonLink to="/child">{t('match.toChildren')}</ButtonLink>
        </div>
      ) : (
        <>
          <div className={styles.controls}>
            <ChildChips
              childList={childList}
              selected={selection}
              onToggle={(childId) =>
                choose({
                  children: toggleChild(
                    selection,
                    childId,
                    childList.map((child) => child.id),
                  ),
                })
              }
            />
            {categories.length > 1 ? (
              <div className={styles.categoryField}>
                <label htmlFor={categoryFieldId} className={styles.controlLabel}>
                  {t('match.categoryLabel')}
                </label>
                <select
                  id={categoryFieldId}
                  className={styles.select}
                  value={categoryId ?? ''}
                  onChange={(change) => choose({ category: parseCategoryId(change.target.value || null) })}
                >
                  <option value="">{t('match.allCategories')}</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
          <MatchResultsView
            eventId={eventId}
            selection={selection}
            categoryId={categoryId}
            categories={categories}
            childList={childList}
          />
        </>
      )}
    </div>
  );
}
