import type { StudioPhotoItem } from '@omoide/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import { StudioError } from '../../shared/studio-error';
import page from '../../shared/studio-page.module.css';
import { offsetParts } from './clock-offset';
import styles from './photos.module.css';
import { photosKeys } from './photos-api';
import { fetchProgramme, programmeKey, saveProgramme, setClockReference } from './programme-api';

/**
 * Sort by programme (issue 29): the day's slots typed or pasted from a spreadsheet, the
 * tray to upload a folder into, each camera's clock, and one reference photo to correct it.
 */
export function ProgrammePanel({ eventId, items }: { eventId: number; items: StudioPhotoItem[] }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const ids = { title: useId(), text: useId(), photo: useId(), time: useId() };
  const programme = useQuery({ queryKey: programmeKey(eventId), queryFn: () => fetchProgramme(eventId) });
  const [text, setText] = useState('');
  const [photoId, setPhotoId] = useState(0);
  const [takenAt, setTakenAt] = useState('');
  const [message, setMessage] = useState('');
  const trayId = programme.data?.tray_category_id;
  useEffect(() => {
    if (programme.data) setText(programme.data.text);
  }, [programme.data]);
  // The tray is made on first use: the photo list then names it as an upload target.
  useEffect(() => {
    if (trayId) void queryClient.invalidateQueries({ queryKey: photosKeys.event(eventId), exact: true });
  }, [trayId, eventId, queryClient]);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: photosKeys.event(eventId), exact: true });
    void queryClient.invalidateQueries({ queryKey: programmeKey(eventId) });
  };
  const save = useMutation({
    mutationFn: () => saveProgramme(eventId, text),
    onMutate: () => setMessage(''),
    onSuccess: (answer) =>
      setMessage(t('photos.programme.saved', { slots: answer.slots.length, moved: answer.moved })),
    onSettled: refresh,
  });
  const reference = useMutation({
    mutationFn: () => setClockReference(photoId, takenAt),
    onMutate: () => setMessage(''),
    onSuccess: (answer) =>
      setMessage(
        t('photos.programme.clockSet', {
          camera: answer.camera,
          ...offsetParts(answer.offset_seconds),
          moved: answer.moved,
        }),
      ),
    onSettled: refresh,
  });
  // Photos waiting in the tray first: a misplaced camera's photos end up there.
  const candidates = [
    ...items.filter((item) => item.category_id === trayId),
    ...items.filter((item) => item.category_id !== trayId),
  ].slice(0, 500);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const submitReference = (event: FormEvent) => {
    event.preventDefault();
    if (photoId && takenAt) reference.mutate();
  };

  return (
    <section className={page.card} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('photos.programme.title')}</h2>
      <p className={page.muted}>{t('photos.programme.lead')}</p>
      <StudioError error={programme.error} />
      <form onSubmit={submit} className={styles.programmeForm}>
        <label htmlFor={ids.text}>{t('photos.programme.textLabel')}</label>
        <textarea
          id={ids.text}
          rows={6}
          value={text}
          placeholder={'09:00\t09:20\t年少 かけっこ'}
          onChange={(e) => setText(e.target.value)}
        />
        <StudioError error={save.error} />
        <Button type="submit" disabled={save.isPending || !programme.data}>
          {t('photos.programme.save')}
        </Button>
      </form>
      {programme.data?.slots.length ? (
        <ul className={styles.slots} aria-label={t('photos.programme.slotsLabel')}>
          {programme.data.slots.map((slot) => (
            <li key={`${slot.start}-${slot.category_id}`}>
              {slot.start}–{slot.end} {slot.name}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={page.muted}>{t('photos.programme.howTo')}</p>
      {programme.data?.cameras.length ? (
        <ul className={styles.slots} aria-label={t('photos.programme.camerasLabel')}>
          {programme.data.cameras.map((camera) => (
            <li key={camera.camera}>
              {t('photos.programme.camera', {
                camera: camera.camera,
                n: camera.photo_count,
                ...offsetParts(camera.offset_seconds),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {candidates.length ? (
        <form onSubmit={submitReference} className={styles.referenceForm}>
          <label htmlFor={ids.photo}>{t('photos.programme.referencePhoto')}</label>
          <select id={ids.photo} value={photoId} onChange={(e) => setPhotoId(Number(e.target.value))}>
            <option value={0}>{t('photos.programme.choosePhoto')}</option>
            {candidates.map((item) => (
              <option key={item.id} value={item.id}>
                {item.file_name ?? `#${item.id}`}
              </option>
            ))}
          </select>
          <label htmlFor={ids.time}>{t('photos.programme.takenAt')}</label>
          <input
            id={ids.time}
            type="time"
            step={1}
            value={takenAt}
            onChange={(e) => setTakenAt(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={reference.isPending || !photoId || !takenAt}>
            {t('photos.programme.setClock')}
          </Button>
          <StudioError error={reference.error} />
        </form>
      ) : null}
      <p role="status" aria-live="polite" className={page.live}>
        {message}
      </p>
    </section>
  );
}
