import { useTranslation } from 'react-i18next';
import styles from './home.module.css';
import { EntryCard, EntryList, HomeHero, HowItWorks, QuickLinks } from './home-parts';
import { LatestNews } from './latest-news';
import { MemberEvents } from './member-events';

/** `/`: the signed-in family's start page, with the three ways into their photos. */
export default function MemberHomePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <HomeHero
        eyebrow={t('home.hero.eyebrow')}
        tagline={t('home.hero.tagline')}
        lead={t('home.hero.lead')}
      />
      <MemberEvents />
      <EntryList label={t('home.actions.label')}>
        <EntryCard
          to="/events/code"
          icon="ticket"
          title={t('home.actions.eventCode.title')}
          description={t('home.actions.eventCode.description')}
        />
        <EntryCard
          to="/events/child"
          icon="child"
          tone="accent"
          title={t('home.actions.child.title')}
          description={t('home.actions.child.description')}
        />
        <EntryCard
          to="/history"
          icon="receipt"
          tone="calm"
          title={t('home.actions.history.title')}
          description={t('home.actions.history.description')}
        />
      </EntryList>
      <LatestNews area="member" />
      <QuickLinks
        heading={t('home.more.heading')}
        links={[
          { to: '/events', icon: 'camera', label: t('nav.events') },
          { to: '/library', icon: 'images', label: t('nav.library') },
          { to: '/child', icon: 'child', label: t('nav.children') },
          { to: '/news', icon: 'news', label: t('nav.news') },
          { to: '/faq', icon: 'help', label: t('nav.faq') },
          { to: '/cart', icon: 'cart', label: t('nav.cart') },
        ]}
      />
      <HowItWorks
        heading={t('home.steps.heading')}
        steps={[
          { title: t('home.steps.find.title'), body: t('home.steps.find.body') },
          { title: t('home.steps.choose.title'), body: t('home.steps.choose.body') },
          { title: t('home.steps.receive.title'), body: t('home.steps.receive.body') },
        ]}
      />
    </div>
  );
}
