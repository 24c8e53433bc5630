import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../components/ui/icons';
import { LanguageMenu } from './language-menu';
import { NavItems } from './nav-items';

interface NavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Mobile side drawer on a modal <dialog>: the browser makes the page behind it inert, closes it on
 * Escape and returns focus to the menu button, so no focus-trap code is needed.
 */
export function NavDrawer({ id, open, onClose }: NavDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A click on the dialog element itself (not its panel) is a click on the backdrop.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog id={id} ref={dialogRef} className="drawer" aria-label={t('nav.menu')} onClose={onClose} onClick={handleClick}>
      <div className="drawer__panel">
        <div className="drawer__header">
          <p className="drawer__title">{t('nav.menu')}</p>
          <button ref={closeRef} type="button" className="icon-button" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.main')}>
          <NavItems onSelect={onClose} className="drawer__list" />
        </nav>
        <LanguageMenu className="drawer__language" />
      </div>
    </dialog>
  );
}
