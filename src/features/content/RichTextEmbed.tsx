import { createElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RichTextEmbed_entry$key } from './__generated__/RichTextEmbed_entry.graphql.ts';
import { ContentLink } from './ContentLink.tsx';
import { COUPON_MODULE, LINKS_MODULE, MEDIA_MODULE } from './embedModules.ts';
import type { ItemComponent } from './itemRegistry.ts';
import { useModuleExport, type LazyModule } from '../../ui/lazy/lazyModule.ts';

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
  if (data.coupon) return <Embedded module={COUPON_MODULE} name="CouponItem" item={data.coupon} />;
  if (data.button) return <Embedded module={LINKS_MODULE} name="ButtonItem" item={data.button} />;
  if (data.asset) return <Embedded module={MEDIA_MODULE} name="ContentAssetItem" item={data.asset} inline={inline} />;
  if (data.link) return <ContentLink link={data.link} />;
  return null;
}

/** Embedded items come from the registry's chunks, like the page's own items. */
function Embedded({ module, name, item, inline }: { module: LazyModule; name: string; item: unknown; inline?: boolean }) {
  const Component = useModuleExport<ItemComponent>(module, name);
  return Component ? createElement(Component, { item, inline }) : null;
}
