import { useEffect, useRef, useState } from 'react';
import { site } from '../../shared/site';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { useSiteText } from '../../i18n/site-text';

interface Video {
  youTubeId: string;
  title: string;
  poster: string;
}

/**
 * A video's poster with a play button. The YouTube player (privacy-enhanced domain) is loaded only
 * when the visitor presses play, so the page downloads no video player up front.
 */
export function VideoCard({ youTubeId, title, poster }: Video) {
  const text = useLandingMessages().landing.videos;
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  // The play button disappears; focus goes to the player that took its place.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <figure className="video-card card shadow-sm h-100 mb-0">
      <div className="ratio ratio-16x9 video-frame">
        {playing ? (
          <iframe
            ref={player}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youTubeId)}?autoplay=1&rel=0`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="video-poster">
            <img src={poster} alt="" width={960} height={540} loading="lazy" decoding="async" />
            <button
              type="button"
              className="video-play"
              aria-label={text.play(title)}
              onClick={() => setPlaying(true)}
            >
              <span aria-hidden="true" className="icon-play" />
            </button>
          </div>
        )}
      </div>
      <figcaption className="card-body py-2 fw-semibold">{title}</figcaption>
    </figure>
  );
}

/**
 * The configured videos, each titled in the visitor's language. A video without an id is left out,
 * and with none the section is not drawn: a poster that never plays reads as an unfinished site.
 */
export function Videos({ videos = site.videos }: { videos?: readonly Video[] }) {
  const text = useLandingMessages().landing.videos;
  const { videoTitles } = useSiteText();
  const titled = videos
    .map((video, index) => ({ ...video, title: videoTitles[index] ?? video.title }))
    .filter((video) => video.youTubeId !== '');
  if (titled.length === 0) return null;
  return (
    <section className="landing-videos" aria-labelledby="landing-videos-heading">
      <h2 id="landing-videos-heading" className="landing-heading text-center">
        {text.heading}
      </h2>
      <div className="row g-3">
        {titled.map((video) => (
          <div key={video.youTubeId} className="col-12 col-md-6">
            <VideoCard {...video} />
          </div>
        ))}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{text.note}</p>
    </section>
  );
}
