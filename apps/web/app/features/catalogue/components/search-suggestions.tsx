import type { SearchSuggestions as Answer } from '@bedesten/core/schemas/search-suggestions';
import { SUGGEST_MIN_LENGTH } from '@bedesten/core/search/suggestion-limits';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiGet } from '~/lib/api-client.ts';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import {
  createSuggestionCache,
  moveActive,
  SUGGEST_DELAY_MS,
  suggestionsOf,
  type Suggestion,
  type SuggestionKind,
} from '../search-suggest.ts';

const KINDS: readonly SuggestionKind[] = ['products', 'stores', 'categories'];

/**
 * The header search box's suggestions (the combobox pattern): products,
 * stores and categories for what is typed, asked for once typing pauses.
 * Arrow keys move through them (the box keeps focus and names the option in
 * `aria-activedescendant`), Enter opens the one chosen, Escape closes the
 * list; Enter with none chosen searches as before. Loaded on the box's
 * first focus (site-header.tsx), so no page's first load carries it; the
 * box itself is the header's, so this listens on its form and sets the
 * box's `aria-expanded` rather than drawing it.
 */
export default function SearchSuggestions({ inputId }: { inputId: string }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listId = `${inputId}-list`;
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the listeners (attached once) read of the latest render.
  const now = useRef({ items, open, active });
  now.current = { items, open, active };

  const choose = (item: Suggestion) => {
    setOpen(false);
    setActive(-1);
    void navigate(item.href);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  useEffect(() => {
    const box = () => document.getElementById(inputId) as HTMLInputElement | null;
    const form = box()?.form;
    if (!form) return;
    const cache = createSuggestionCache();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | null = null;

    const show = (list: Suggestion[]) => {
      setItems(list);
      setActive(-1);
      setOpen(list.length > 0 && document.activeElement === box());
    };
    const ask = (typed: string) => {
      const query = typed.trim();
      clearTimeout(timer);
      pending?.abort();
      if (query.length < SUGGEST_MIN_LENGTH) return show([]);
      const held = cache.get(query);
      if (held) return show(held);
      timer = setTimeout(async () => {
        const controller = new AbortController();
        pending = controller;
        const result = await apiGet<Answer>('search-suggestions', { q: query, lang }, { signal: controller.signal });
        // An older question, or a failed one: nothing is shown for it (the search still works on Enter).
        if (!result.ok || controller.signal.aborted) return;
        const list = suggestionsOf(result.data);
        cache.set(query, list);
        if (box()?.value.trim() === query) show(list);
      }, SUGGEST_DELAY_MS);
    };

    const isBox = (target: EventTarget | null) => target instanceof HTMLInputElement && target.id === inputId;
    const onInput = (event: Event) => {
      if (isBox(event.target)) ask((event.target as HTMLInputElement).value);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isBox(event.target)) return;
      const { items: list, open: shown, active: current } = now.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length === 0) return;
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : list.length - 1);
        } else {
          setActive(moveActive(current, event.key, list.length));
        }
      } else if ((event.key === 'Home' || event.key === 'End') && shown && current >= 0) {
        event.preventDefault();
        setActive(moveActive(current, event.key, list.length));
      } else if (event.key === 'Enter' && shown && current >= 0 && list[current]) {
        // The option chosen opens; without one, Enter submits the search as it always did.
        event.preventDefault();
        chooseRef.current(list[current]);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isBox(event.target) && now.current.items.length > 0) setOpen(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    form.addEventListener('input', onInput);
    form.addEventListener('keydown', onKeyDown);
    form.addEventListener('focusin', onFocusIn);
    form.addEventListener('focusout', onFocusOut);
    // Typed while this was loading.
    const typed = box();
    if (typed && document.activeElement === typed && typed.value) ask(typed.value);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('focusin', onFocusIn);
      form.removeEventListener('focusout', onFocusOut);
      clearTimeout(timer);
      pending?.abort();
    };
  }, [inputId, lang]);

  // A new page closes the list (its box may be a new element: the query in the address changed).
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [pathname, search]);

  const shown = open && items.length > 0;
  // The box is the header's: its state is set on it, not drawn.
  useEffect(() => {
    const box = document.getElementById(inputId);
    if (!box) return;
    box.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) box.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else box.removeAttribute('aria-activedescendant');
  });

  let index = -1;
  return (
    <>
      <span className="visually-hidden" role="status">
        {shown ? t('suggest.count', { count: items.length }) : ''}
      </span>
      {shown ? (
        <div id={listId} role="listbox" aria-label={t('suggest.label')} className="search-suggest">
          {KINDS.map((kind) => {
            const group = items.filter((item) => item.kind === kind);
            if (group.length === 0) return null;
            return (
              <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`} className="search-suggest__group">
                <div id={`${listId}-${kind}`} role="presentation" className="search-suggest__heading">
                  {t(`suggest.${kind}`)}
                </div>
                {group.map((item) => {
                  index += 1;
                  const at = index;
                  return (
                    <div
                      key={item.href}
                      id={`${listId}-${at}`}
                      role="option"
                      aria-selected={at === active}
                      className="search-suggest__option"
                      // The box keeps focus (and the list stays) until the click has chosen.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(item)}
                    >
                      <span className="search-suggest__label">{item.label}</span>
                      {item.detail ? <span className="search-suggest__detail">{item.detail}</span> : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      ) : null}
    </>
  );
}
