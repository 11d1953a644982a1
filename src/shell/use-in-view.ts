import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen (and it stays so once it has):
 * what waits for this loads only for a visitor who scrolls to it. False on the
 * server and in the first render in the browser, so hydration matches. Without
 * IntersectionObserver (an old browser), at once.
 */
export function useInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return [ref, inView] as const;
}
