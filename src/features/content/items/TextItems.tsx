import { css, cx } from '@linaria/core';
import { graphql, useFragment } from 'react-relay';
import { ContentIcon } from '../../../ui/ContentIcon.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import type { TextItems_checklist$key } from './__generated__/TextItems_checklist.graphql.ts';
import type { TextItems_dosDonts$key } from './__generated__/TextItems_dosDonts.graphql.ts';
import type { TextItems_panel$key } from './__generated__/TextItems_panel.graphql.ts';
import type { TextItems_richtext$key } from './__generated__/TextItems_richtext.graphql.ts';
import type { TextItems_seoAdvice$key } from './__generated__/TextItems_seoAdvice.graphql.ts';
import type { TextItems_tip$key } from './__generated__/TextItems_tip.graphql.ts';
import { ContentImage } from '../ContentImage.tsx';
import { ContentLink } from '../ContentLink.tsx';
import { RichText } from '../RichText.tsx';
import { checkChecklist, checkDosDonts, checkPanel, checkRichtext, checkSeoAdvice, checkTip } from '../validation.ts';
import { rejected } from '../warnings.ts';
import { boxStyle, boxTitle, listReset } from './styles.ts';
import { useContentTexts } from '../texts.ts';

export function RichtextItem({ item }: { item: TextItems_richtext$key }) {
  const data = useFragment(
    graphql`
      fragment TextItems_richtext on Richtext {
        sys {
          id
        }
        richtext {
          ...RichText_richText
        }
      }
    `,
    item,
  );
  if (rejected(checkRichtext({ hasRichtext: !!data.richtext }), data.sys.id) || !data.richtext) return null;
  return <RichText richText={data.richtext} />;
}

export function PanelItem({ item }: { item: TextItems_panel$key }) {
  const data = useFragment(
    graphql`
      fragment TextItems_panel on Panel {
        sys {
          id
        }
        content {
          ...RichText_richText
        }
      }
    `,
    item,
  );
  if (rejected(checkPanel({ hasContent: !!data.content }), data.sys.id) || !data.content) return null;
  return (
    <div className={boxStyle}>
      <RichText richText={data.content} />
    </div>
  );
}

export function SeoAdviceItem({ item }: { item: TextItems_seoAdvice$key }) {
  const data = useFragment(
    graphql`
      fragment TextItems_seoAdvice on SeoAdvice {
        sys {
          id
        }
        title
        content {
          ...RichText_richText
        }
      }
    `,
    item,
  );
  if (rejected(checkSeoAdvice({ title: data.title, hasContent: !!data.content }), data.sys.id) || !data.content) return null;
  return (
    <section className={seo} aria-label={data.title ?? undefined}>
      <h2 className={boxTitle}>{data.title}</h2>
      <RichText richText={data.content} />
    </section>
  );
}

export function TipItem({ item }: { item: TextItems_tip$key }) {
  const t = useContentTexts();
  const data = useFragment(
    graphql`
      fragment TextItems_tip on Tip {
        sys {
          id
        }
        title
        tipText
        content {
          ...RichText_richText
        }
        link {
          ...ContentLink_link
        }
        image {
          url
          description
          width
          height
        }
      }
    `,
    item,
  );
  if (rejected(checkTip({ title: data.title, tipText: data.tipText, hasContent: !!data.content }), data.sys.id)) return null;
  return (
    <aside className={cx(boxStyle, tip)} aria-label={data.title ?? t.contentTip()}>
      {data.image?.url && (
        <ContentImage
          className={tipImage}
          source={{ kind: 'asset', url: data.image.url }}
          alt={data.image.description ?? ''}
          width={data.image.width}
          height={data.image.height}
          sizes="160px"
        />
      )}
      <div>
        <p className={boxTitle}>
          <ContentIcon name="info" size={20} /> {data.title ?? t.contentTip()}
        </p>
        {data.tipText ? <p>{data.tipText}</p> : data.content && <RichText richText={data.content} />}
        <ContentLink link={data.link} />
      </div>
    </aside>
  );
}

export function ChecklistItem({ item }: { item: TextItems_checklist$key }) {
  const data = useFragment(
    graphql`
      fragment TextItems_checklist on Checklist {
        sys {
          id
        }
        title
        textList
      }
    `,
    item,
  );
  if (rejected(checkChecklist(data), data.sys.id)) return null;
  return (
    <section className={boxStyle} aria-label={data.title ?? undefined}>
      <h3 className={boxTitle}>{data.title}</h3>
      <CheckList items={data.textList ?? []} icon="check" />
    </section>
  );
}

export function DosDontsItem({ item }: { item: TextItems_dosDonts$key }) {
  const data = useFragment(
    graphql`
      fragment TextItems_dosDonts on DosDonts {
        sys {
          id
        }
        titleDos
        textListDos
        titleDonts
        textListDonts
      }
    `,
    item,
  );
  if (rejected(checkDosDonts(data), data.sys.id)) return null;
  return (
    <div className={dosDonts}>
      <section className={boxStyle} data-kind="do">
        <h3 className={boxTitle}>{data.titleDos}</h3>
        <CheckList items={data.textListDos ?? []} icon="check" />
      </section>
      <section className={boxStyle} data-kind="dont">
        <h3 className={boxTitle}>{data.titleDonts}</h3>
        <CheckList items={data.textListDonts ?? []} icon="close" />
      </section>
    </div>
  );
}

function CheckList({ items, icon }: { items: readonly string[]; icon: 'check' | 'close' }) {
  return (
    <ul className={cx(listReset, checks)}>
      {items.map((text) => (
        <li key={text}>
          <Icon name={icon} size={20} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

const seo = css`
  margin-top: var(--space-7);
  padding-top: var(--space-5);
  border-top: 1px solid var(--color-border);
  color: var(--color-muted);
`;
const tip = css`
  display: flex;
  gap: var(--space-4);
  align-items: flex-start;
  border-left: 4px solid var(--color-primary);
  & p {
    margin: 0 0 var(--space-2);
  }
`;
const tipImage = css`
  flex: none;
  width: 6rem;
  border-radius: var(--radius-m);
`;
const checks = css`
  display: grid;
  gap: var(--space-2);
  & li {
    display: flex;
    gap: var(--space-2);
    align-items: flex-start;
  }
  & svg {
    flex: none;
    margin-top: 0.125rem;
  }
`;
const dosDonts = css`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  & [data-kind='do'] svg {
    color: var(--color-success);
  }
  & [data-kind='dont'] svg {
    color: var(--color-error);
  }
`;
