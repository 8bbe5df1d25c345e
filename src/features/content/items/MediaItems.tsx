import { css, cx } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { track } from '../../../shop/analytics/index.ts';
import { media } from '../../../ui/breakpoints.ts';
import { ContentIcon } from '../../../ui/ContentIcon.tsx';
import { roundButton } from '../../../ui/styles.ts';
import type { MediaItems_asset$key } from './__generated__/MediaItems_asset.graphql.ts';
import type { MediaItems_assetSet$data, MediaItems_assetSet$key } from './__generated__/MediaItems_assetSet.graphql.ts';
import type { MediaItems_iframe$key } from './__generated__/MediaItems_iframe.graphql.ts';
import type { MediaItems_video$key } from './__generated__/MediaItems_video.graphql.ts';
import { ContentImage } from '../ContentImage.tsx';
import { srcSet, videoPoster } from '../images.ts';
import { checkAsset, checkIFrame, checkVideo } from '../validation.ts';
import { rejected } from '../warnings.ts';
import { useContentTexts } from '../texts.ts';

/** An image as content item or inline in rich text (alignment INLINE, LEFT or RIGHT). */
export function ContentAssetItem({ item, inline = false }: { item: MediaItems_asset$key; inline?: boolean }) {
  const data = useFragment(
    graphql`
      fragment MediaItems_asset on ContentItemAsset {
        sys {
          id
        }
        internalTitle
        alignment
        type
        imageCloudinary {
          secure_url
          width
          height
          alt
        }
        image {
          url
          width
          height
          description
        }
      }
    `,
    item,
  );
  const cdn = data.imageCloudinary?.[0];
  const image = cdn
    ? { source: { kind: 'cdn' as const, url: cdn.secure_url }, url: cdn.secure_url, width: cdn.width, height: cdn.height, alt: cdn.alt }
    : data.image?.url
      ? {
          source: { kind: 'asset' as const, url: data.image.url },
          url: data.image.url,
          width: data.image.width,
          height: data.image.height,
          alt: data.image.description,
        }
      : null;
  if (rejected(checkAsset(image), data.sys.id) || !image) return null;
  const alignment = data.alignment === 'LEFT' || data.alignment === 'RIGHT' ? data.alignment : 'INLINE';
  const small = inline || data.type === 'Inline Asset';
  return (
    <span className={assetBox} data-align={alignment} data-inline={small ? '' : undefined}>
      <ContentImage
        source={image.source}
        alt={image.alt ?? ''}
        width={image.width}
        height={image.height}
        sizes={small ? '160px' : `${media.wide} 800px, 100vw`}
      />
    </span>
  );
}

type RatioKey = 'ratio3To4' | 'ratio4To3' | 'ratio2To1' | 'ratio3To1' | 'ratio1To1' | 'ratio7To1' | 'defaultImage';
type AssetSetImage = MediaItems_assetSet$data['defaultImage'];

/** Ratio per breakpoint: phones 4:3, tablets 2:1, desktops 3:1; the default image where a ratio is missing. */
const ASSET_SET_RATIOS: { key: RatioKey; media: string | null; ratio: string }[] = [
  { key: 'ratio3To1', media: media.desktop, ratio: '3:1' },
  { key: 'ratio2To1', media: media.tablet, ratio: '2:1' },
  { key: 'ratio4To3', media: null, ratio: '4:3' },
];

/** One image in the ratio that suits the breakpoint, each ratio in responsive widths. */
export function AssetSetItem({ item, eager, sizes = '100vw' }: { item: MediaItems_assetSet$key; eager?: boolean; sizes?: string }) {
  const data = useFragment(
    graphql`
      fragment MediaItems_assetSet on AssetSet {
        sys {
          id
        }
        alt
        defaultImage {
          url
          width
          height
        }
        ratio4To3 {
          url
          width
          height
        }
        ratio2To1 {
          url
          width
          height
        }
        ratio3To1 {
          url
          width
          height
        }
      }
    `,
    item,
  );
  const pick = (key: RatioKey): AssetSetImage => (data[key as keyof typeof data] as AssetSetImage) ?? data.defaultImage;
  const fallback = pick('ratio4To3');
  if (rejected(checkAsset(fallback), data.sys.id) || !fallback?.url) return null;
  return (
    <picture className={picture}>
      {ASSET_SET_RATIOS.filter((r) => r.media).map((r) => {
        const image = pick(r.key);
        return image?.url ? (
          <source
            key={r.key}
            media={r.media!}
            srcSet={srcSet({ kind: 'asset', url: image.url }, image.width)}
            sizes={sizes}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
          />
        ) : null;
      })}
      <ContentImage
        source={{ kind: 'asset', url: fallback.url }}
        alt={data.alt ?? ''}
        width={fallback.width}
        height={fallback.height}
        sizes={sizes}
        eager={eager}
      />
    </picture>
  );
}

/** A muted, looping video that plays by itself; a button pauses and resumes it. */
export function VideoItem({ item }: { item: MediaItems_video$key }) {
  const t = useContentTexts();
  const data = useFragment(
    graphql`
      fragment MediaItems_video on Video {
        sys {
          id
        }
        title
        url
        contentType
        cloudinary {
          secure_url
          width
          height
        }
      }
    `,
    item,
  );
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const cdn = data.cloudinary?.[0];
  const url = cdn?.secure_url ?? data.url;
  if (rejected(checkVideo({ url }), data.sys.id) || !url) return null;
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play()?.catch(() => setPlaying(false));
    else video.pause();
  };
  const label = playing ? t.contentVideoPause() : t.contentVideoPlay();
  return (
    <figure className={videoBox}>
      <video
        ref={ref}
        className={videoStyle}
        src={url}
        poster={videoPoster(url)}
        width={cdn?.width ?? 1280}
        height={cdn?.height ?? 720}
        autoPlay
        muted
        loop
        playsInline
        aria-label={data.title ?? undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button type="button" className={cx(roundButton, playButton)} onClick={toggle} aria-label={label} aria-pressed={!playing}>
        <ContentIcon name={playing ? 'pause' : 'play'} size={20} />
      </button>
      {data.title && <figcaption className={caption}>{data.title}</figcaption>}
    </figure>
  );
}

/**
 * An embedded page, at least 400 px high and at most 1200 px wide, resized to the height its page
 * reports (frameResizer.ts, loaded when the frame is near), reporting one 'iFrameView' when first seen.
 */
export function IFrameItem({ item }: { item: MediaItems_iframe$key }) {
  const data = useFragment(
    graphql`
      fragment MediaItems_iframe on IFrame {
        sys {
          id
        }
        url
        title
        trackingName
      }
    `,
    item,
  );
  const ref = useRef<HTMLIFrameElement>(null);
  const { url, title } = data;
  const name = data.trackingName ?? title ?? '';
  useEffect(() => {
    const frame = ref.current;
    if (!frame || !url) return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      track((e) => e.iFrameViewEvent(name, url));
      import('../frameResizer.ts')
        .then(({ resizeFrame }) => {
          if (!cancelled) cleanup = resizeFrame(frame, url);
        })
        // Without the resizer the frame keeps its minimum height.
        .catch(() => {});
    });
    observer.observe(frame);
    return () => {
      cancelled = true;
      observer.disconnect();
      cleanup?.();
    };
  }, [url, name]);
  if (rejected(checkIFrame(data), data.sys.id) || !url) return null;
  return <iframe ref={ref} className={iframeStyle} src={url} title={title ?? ''} loading="lazy" data-testid="content-iframe" />;
}

const assetBox = css`
  display: block;
  margin: var(--space-4) 0;
  & img {
    border-radius: var(--radius-m);
  }
  &[data-align='LEFT'] {
    float: left;
    max-width: 45%;
    margin: 0 var(--space-4) var(--space-3) 0;
  }
  &[data-align='RIGHT'] {
    float: right;
    max-width: 45%;
    margin: 0 0 var(--space-3) var(--space-4);
  }
  &[data-inline] {
    max-width: 10rem;
  }
  &[data-inline][data-align='INLINE'] {
    display: inline-block;
    vertical-align: middle;
    margin: 0 var(--space-2);
  }
`;
const picture = css`
  display: block;
  margin: 0 0 var(--space-5);
  & img {
    width: 100%;
    border-radius: var(--radius-l);
  }
`;
const videoBox = css`
  position: relative;
  margin: var(--space-5) 0;
`;
const videoStyle = css`
  display: block;
  width: 100%;
  height: auto;
  border-radius: var(--radius-l);
  background: var(--color-surface);
`;
const playButton = css`
  position: absolute;
  right: var(--space-3);
  top: var(--space-3);
`;
const caption = css`
  margin-top: var(--space-2);
  color: var(--color-muted);
  font-size: 0.875rem;
`;
const iframeStyle = css`
  display: block;
  width: 100%;
  max-width: 1200px;
  min-height: 400px;
  margin: var(--space-5) auto;
  border: 0;
`;
