import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { createBackButtonHandler, listenBackButton, nativeBridge } from '@/lib/native-app';
import { showMobileToast } from './use-mobile-notifier';

/**
 * In the native app, the hardware back button goes back one page; on a root page (a footer tab) it
 * follows the back-button rule: the first press shows 再按一次退出应用, a second press within 1 s exits the app.
 * Does nothing in a browser.
 */
export function useNativeBackButton(isRootPage: boolean): void {
  const navigate = useNavigate();
  const rootRef = useRef(isRootPage);
  useEffect(() => {
    rootRef.current = isRootPage;
  }, [isRootPage]);
  useEffect(() => {
    const exitPress = createBackButtonHandler({
      now: () => Date.now(),
      showToast: (message) => showMobileToast(message),
      exitApp: () => nativeBridge()?.exitApp?.(),
    });
    return listenBackButton(() => {
      if (rootRef.current) exitPress();
      else navigate(-1);
    });
  }, [navigate]);
}
