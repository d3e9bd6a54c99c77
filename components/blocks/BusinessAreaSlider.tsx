'use client';

import { useCallback, useReducer, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { initialSliderState, keyAction, sliderReducer, swipeAction, type SliderAction } from '@/lib/browser/slider';
import styles from './BusinessAreaSlider.module.scss';

export type SliderSlide = {
  /** Stable key of the slide. */
  id: string;
  /** The slide itself, rendered on the server (a card with its link). */
  content: ReactNode;
};

export type SliderLabels = {
  /** Names the slider for assistive technology. */
  region: string;
  /** What assistive technology calls the slider instead of "region": "carousel", "Karussell". */
  roleDescription: string;
  previous: string;
  next: string;
  /** One announcement per slide, in order: "Slide 2 of 4: Food". */
  statuses: readonly string[];
};

/**
 * The business areas, one slide at a time: previous/next buttons, the arrow keys while the slider has
 * focus, and a horizontal swipe of more than 40 px; moving past either end wraps around. The current
 * slide is announced politely; the others are hidden (`visibility`, by the stylesheet), so only the
 * visible slide's link is in the tab order and every link is one move away.
 *
 * The server renders the slider as the browser's first pass does (the first slide current), so
 * hydration changes nothing; which layout shows is the stylesheet's choice: without JavaScript
 * (`scripting: none`) the slides are a plain list, all of them visible, and the controls are not shown.
 * With reduced motion the slides change without a transition (the stylesheet, too).
 */
export function BusinessAreaSlider({ slides, labels }: { slides: readonly SliderSlide[]; labels: SliderLabels }) {
  const [state, dispatch] = useReducer(sliderReducer, slides.length, (count) => initialSliderState(count));
  const regionRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const dragStart = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);

  /** Moves the slider; focus that sat on the slide being hidden goes to the slider itself. */
  const move = useCallback((action: SliderAction) => {
    const list = listRef.current;
    if (list && list.contains(document.activeElement)) regionRef.current?.focus();
    dispatch(action);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const action = keyAction(event.key);
    if (!action) return;
    event.preventDefault();
    move(action);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    dragStart.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    swiped.current = false;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    dragStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y);
    if (!action) return;
    // The drag was a swipe, not a click on the link it started on: swallow that click, which follows
    // at once, and no later one.
    swiped.current = true;
    window.setTimeout(() => {
      swiped.current = false;
    }, 0);
    move(action);
  };

  const onClickCapture = (event: { preventDefault(): void; stopPropagation(): void }) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onPointerCancel = () => {
    dragStart.current = null;
  };

  return (
    <div
      ref={regionRef}
      className={styles.slider}
      role="region"
      aria-roledescription={labels.roleDescription}
      aria-label={labels.region}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClickCapture={onClickCapture}
        onDragStart={(event) => event.preventDefault()}
      >
        {/* The first slide needs no shift: the server's HTML carries no style for it. */}
        <ul ref={listRef} className={styles.track} style={state.index === 0 ? undefined : { transform: `translateX(${-100 * state.index}%)` }}>
          {slides.map((slide, index) => (
            <li key={slide.id} className={styles.slide} data-current={index === state.index}>
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.button} onClick={() => move({ type: 'previous' })} aria-label={labels.previous}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <p className={styles.status} aria-live="polite" aria-atomic="true">
          {labels.statuses[state.index]}
        </p>
        <button type="button" className={styles.button} onClick={() => move({ type: 'next' })} aria-label={labels.next}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
