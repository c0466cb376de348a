import { type Child, childRelationshipLabel, pickLang } from '@omoide/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { childrenQuery } from '@/shared/api/children';
import { AUTH_NAMESPACE, FAMILY_NAMESPACE } from '@/shared/i18n/i18n';
import { useTextLanguage } from '@/shared/i18n/use-locale';
import { Button, FormAlert, Icon, Spinner } from '@/shared/ui';
import pageStyles from '@/shared/ui/page.module.css';
import { ChildForm } from './child-form';
import { readChildNotice } from './child-notice';
import familyStyles from './family.module.css';
import styles from './user.module.css';
import { createChild, userKeys } from './user-api';

function ChildCard({ child }: { child: Child }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { t: tf } = useTranslation(FAMILY_NAMESPACE);
  const language = useTextLanguage();
  return (
    <li>
      <Link to={`/child/detail/${child.id}`} className={styles.childCard}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name="child" size={28} />
        </span>
        <span className={styles.childText}>
          <span className={styles.childName}>{child.name}</span>
          {child.name_kana ? <span className={styles.childMeta}>{child.name_kana}</span> : null}
          <span className={styles.childMeta}>
            {[pickLang(childRelationshipLabel(child.relationship), language), child.class_name]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className={styles.childMeta}>
            {t('child.facePhotoCount', { count: child.face_image_count })}
          </span>
          {child.shared_by !== null ? (
            <span className={familyStyles.badge}>{tf('sharing.sharedBy', { owner: child.shared_by })}</span>
          ) : null}
        </span>
        <Icon name="forward" size={20} className={styles.chevron} />
      </Link>
    </li>
  );
}

/** `/child`: the member's children, and a form to add one. */
export default function ChildListPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data: children, isPending, isError, refetch } = useQuery(childrenQuery());
  const [adding, setAdding] = useState<boolean | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const notice = readChildNotice(location.state);

  // Open the form by default for a member with no children yet.
  const formOpen = adding ?? children?.length === 0;

  return (
    <div className={styles.page}>
      <header className={pageStyles.header}>
        <h1 id="page-heading" className={pageStyles.title}>
          {t('child.heading')}
        </h1>
        <p className={pageStyles.lead}>{t('child.lead')}</p>
      </header>

      {added ? (
        <FormAlert tone="success">{t('child.added', { name: added })}</FormAlert>
      ) : notice ? (
        <FormAlert tone="success">{t('child.deleted', { name: notice.deletedName })}</FormAlert>
      ) : null}

      <section aria-labelledby="child-list-heading" className={pageStyles.section}>
        <h2 id="child-list-heading" className={pageStyles.sectionTitle}>
          {t('child.listHeading')}
        </h2>
        {isPending ? (
          <Spinner label={t('child.loading')} />
        ) : isError ? (
          <div className={styles.emptyBox}>
            <p>{t('child.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('child.retry')}
            </Button>
          </div>
        ) : children.length === 0 ? (
          <p className={styles.emptyBox}>{t('child.empty')}</p>
        ) : (
          <ul className={styles.childList}>
            {children.map((child) => (
              <ChildCard key={child.id} child={child} />
            ))}
          </ul>
        )}
      </section>

      {/* Whether the form starts open depends on the list: wait for it. */}
      {children ? (
        <section aria-labelledby="child-add-heading" className={pageStyles.section}>
          <h2 id="child-add-heading" className={pageStyles.sectionTitle}>
            {t('child.addHeading')}
          </h2>
          {formOpen ? (
            <div className={pageStyles.card}>
              <ChildForm
                submitLabel={t('child.addSubmit')}
                submittingLabel={t('child.adding')}
                onSubmit={async (payload) => {
                  const child = await createChild(payload);
                  await queryClient.invalidateQueries({ queryKey: userKeys.children });
                  await queryClient.invalidateQueries({ queryKey: userKeys.info });
                  setAdded(child.name);
                }}
                onSaved={() => setAdding(false)}
                onCancel={children.length > 0 ? () => setAdding(false) : undefined}
              />
            </div>
          ) : (
            <Button
              variant="secondary"
              block
              aria-expanded={false}
              onClick={() => {
                setAdded(null);
                setAdding(true);
              }}
            >
              <Icon name="child" size={20} />
              {t('child.addOpen')}
            </Button>
          )}
        </section>
      ) : null}
    </div>
  );
}
