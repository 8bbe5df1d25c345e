import { useEffect, useId, useRef, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { readShopCookie } from '../../shop/privacy/cookies.ts';
import { assignExperiments, EXPERIMENT_COOKIE } from '../../shop/campaigns/experiments.ts';
import { OVERLAY_IDS } from '../../shop/context/overlays.ts';
import { useModal } from '../../ui/useModal.ts';
import { Icon } from '../../ui/Icon.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import { useFrameBrowserValue } from '../../ui/lazy/useTransitionStore.ts';
import type { MenuPanel_navigation$key } from './__generated__/MenuPanel_navigation.graphql.ts';
import { WithFrameNavigation } from './FrameNavigation.tsx';
import { importMenuPanel, MenuDialog } from './MenuDialog.tsx';
import { menuButton } from './menuStyles.ts';
import { useLayoutTexts } from '../../ui/layoutTexts.ts';

const readVariant = () => assignExperiments(readShopCookie(EXPERIMENT_COOKIE)).offcanvas_menu_ab;

interface Props {
  /** Content shown below the categories while the menu is open (the phone box). */
  extra?: ReactNode;
}

/**
 * The burger menu of phones and tablets (below the desktop breakpoint): a button in the header
 * row and a modal panel that drills down through the category levels. Open state lives in the URL hash.
 */
export function OffCanvasMenu({ extra }: Props) {
  return <WithFrameNavigation>{(navigation) => <Menu navigation={navigation} extra={extra} />}</WithFrameNavigation>;
}

function Menu({ navigation, extra }: { navigation: MenuPanel_navigation$key; extra: ReactNode }) {
  const menu = useModal(OVERLAY_IDS.offcanvasMenu);
  // The test variant is personal: the server renders the default, the browser applies the cookie.
  const noText = useFrameBrowserValue(readVariant, []) === 'no_menu_text';
  const dialogId = useId();
  const texts = useLayoutTexts();
  useCloseOnRouteChange();
  return (
    <>
      <button
        type="button"
        className={menuButton}
        data-variant={noText ? 'no_menu_text' : 'control'}
        aria-expanded={menu.open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={menu.show}
        onPointerEnter={() => void importMenuPanel()}
        onFocus={() => void importMenuPanel()}
        onTouchStart={() => void importMenuPanel()}
      >
        <Icon name="menu" size={noText ? 32 : 24} />
        {/* Hidden text in the variant keeps 'Menü' as the button's name. */}
        <span className={noText ? visuallyHidden : undefined}>{texts.layoutMenu()}</span>
      </button>
      <MenuDialog id={dialogId} {...menu.modalProps} navigation={navigation} extra={extra} />
    </>
  );
}

/**
 * A link in the menu navigates with Vike's router (pushState), which sends no hashchange: the
 * overlay state is read again from the new URL, which has no overlay hash.
 */
function useCloseOnRouteChange() {
  const { urlPathname } = usePageContext();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }, [urlPathname]);
}
