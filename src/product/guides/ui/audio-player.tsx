import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Audioguide } from '../../../contracts/guides';
import { host } from '../../../platform/config';
import { useT } from '../../../platform/i18n';
import { Button } from '../../../ui';
import styles from './guides.module.css';

const speeds = [0.75, 1, 1.25, 1.5];
const noChanges = () => () => undefined;
const storageKey = (guide: Audioguide) => `audioguide:${guide.iata}/${guide.slug}/${guide.language}`;

function savedPosition(guide: Audioguide): { chapter: number; time: number } {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(guide)) ?? 'null') as { chapter?: number; time?: number } | null;
    const chapter = saved?.chapter ?? 0;
    return chapter >= 0 && chapter < guide.chapters.length ? { chapter, time: saved?.time ?? 0 } : { chapter: 0, time: 0 };
  } catch {
    return { chapter: 0, time: 0 };
  }
}

/** The chapters: buttons once the app runs; without it, each chapter's own `<audio>`. */
function ChapterList({ guide, current, enhanced, choose }: { guide: Audioguide; current: number; enhanced: boolean; choose: (index: number) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="chapters-title">
      <h3 id="chapters-title">{t('audioguides.chapters')}</h3>
      <ol className={styles.chapters}>
        {guide.chapters.map((entry, i) => (
          <li key={entry.id} className={styles.chapter} aria-current={i === current ? 'true' : undefined}>
            {enhanced ? (
              <button type="button" className={styles.linkButton} onClick={() => choose(i)}>
                {entry.title}
              </button>
            ) : (
              <>
                {entry.title}
                {i > 0 && (
                  <audio
                    controls
                    preload="none"
                    src={`${host('guidesWalks')}${entry.audio}`}
                    aria-label={t('audioguides.chapterAudio', { n: i + 1, title: entry.title })}
                  />
                )}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The audio guide's player: a plain `<audio controls>` of the chosen chapter (it plays without
 * JavaScript), with the app's own buttons once it runs: play, pause and resume, the chapters before
 * and after, the speed, and a transcript that follows the sentence being read. Nothing plays by
 * itself; the place reached is kept for the next visit.
 */
export function AudioPlayer({ guide }: { guide: Audioguide }) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  // The server's markup and the hydration see no saved place; the browser's next render does.
  const ready = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const saved = useMemo(() => (ready ? savedPosition(guide) : { chapter: 0, time: 0 }), [ready, guide]);
  const [chosen, setChapter] = useState<number | null>(null);
  const [heard, setTime] = useState<number | null>(null);
  const chapterIndex = chosen ?? saved.chapter;
  const time = heard ?? (chosen === null ? saved.time : 0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const chapter = guide.chapters[chapterIndex] ?? guide.chapters[0]!;
  const current = chapter.sentences.findLastIndex((sentence) => sentence.start <= time);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed, chapterIndex]);

  useEffect(() => {
    if (!ready) return;
    try {
      localStorage.setItem(storageKey(guide), JSON.stringify({ chapter: chapterIndex, time: Math.floor(time) }));
    } catch {
      // Private windows may refuse storage: the place is then not kept.
    }
  }, [guide, chapterIndex, time, ready]);

  const go = (index: number, play: boolean) => {
    setChapter(index);
    setTime(0);
    if (play) queueMicrotask(() => void audio.current?.play().catch(() => undefined));
  };
  const toggle = () => (audio.current?.paused ? void audio.current.play().catch(() => undefined) : audio.current?.pause());

  return (
    <div className={styles.player} data-testid="audio-player">
      <h2>{chapter.title}</h2>
      <audio
        key={chapter.id}
        ref={audio}
        className={styles.audio}
        controls
        preload="metadata"
        src={`${host('guidesWalks')}${chapter.audio}`}
        aria-label={t('audioguides.chapterAudio', { n: chapterIndex + 1, title: chapter.title })}
        onLoadedMetadata={(event) => {
          if (time > 0) event.currentTarget.currentTime = time;
          event.currentTarget.playbackRate = speed;
        }}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {ready && (
        <div className={styles.controls}>
          <Button type="button" onClick={() => go(chapterIndex - 1, playing)} disabled={chapterIndex === 0}>
            {t('audioguides.previous')}
          </Button>
          <Button type="button" onClick={toggle} data-testid="audio-toggle">
            {playing ? t('audioguides.pause') : time > 0 ? t('audioguides.resume') : t('audioguides.play')}
          </Button>
          <Button type="button" onClick={() => go(chapterIndex + 1, playing)} disabled={chapterIndex === guide.chapters.length - 1}>
            {t('audioguides.next')}
          </Button>
          <label>
            {t('audioguides.speed')}{' '}
            <select value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
              {speeds.map((value) => (
                <option key={value} value={value}>
                  {value}×
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <section className={styles.transcript} aria-labelledby="transcript-title" data-testid="transcript">
        <h3 id="transcript-title">{t('audioguides.transcript')}</h3>
        {chapter.sentences.map((sentence, i) => (
          <p
            key={sentence.start}
            className={i === current && (playing || time > 0) ? styles.current : undefined}
            aria-current={i === current && (playing || time > 0) ? 'true' : undefined}
          >
            {sentence.text}
          </p>
        ))}
      </section>
      <ChapterList guide={guide} current={chapterIndex} enhanced={ready} choose={(i) => go(i, playing)} />
    </div>
  );
}
