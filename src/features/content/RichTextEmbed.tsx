import { graphql, useFragment } from 'react-relay';
import type { RichTextEmbed_entry$key } from './__generated__/RichTextEmbed_entry.graphql.ts';
import { ContentLink } from './ContentLink.tsx';
import { CouponItem } from './items/CouponItem.tsx';
import { ButtonItem } from './items/LinkItems.tsx';
import { ContentAssetItem } from './items/MediaItems.tsx';

/** An entry embedded in rich text (block or inline): coupons, buttons, inline assets, links. */
export function RichTextEmbed({ entry, inline = false }: { entry: RichTextEmbed_entry$key; inline?: boolean }) {
  const data = useFragment(
    graphql`
      fragment RichTextEmbed_entry on Entry {
        __typename
        ...CouponItem_coupon @alias(as: "coupon")
        ...LinkItems_button @alias(as: "button")
        ...MediaItems_asset @alias(as: "asset")
        ...ContentLink_link @alias(as: "link")
      }
    `,
    entry,
  );
  if (data.coupon) return <CouponItem item={data.coupon} />;
  if (data.button) return <ButtonItem item={data.button} />;
  if (data.asset) return <ContentAssetItem item={data.asset} inline={inline} />;
  if (data.link) return <ContentLink link={data.link} />;
  return null;
}
