/**
 * The route-change progress bar, nprogress-style (our own code): shown only when a navigation takes
 * longer than 200 ms; starts at `minimum`, trickles every `trickleSpeed` ms by up to `trickleRate`,
 * animates each step over `speed` ms, and completes then fades out when the page is swapped in.
 */
export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02, easing: 'ease' } as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export class ProgressBar {
  /** Current value, null when not shown. */
  value: number | null = null;
  private element: HTMLElement | null = null;
  private delayTimer: ReturnType<typeof setTimeout> | undefined;
  private trickleTimer: ReturnType<typeof setTimeout> | undefined;
  private removeTimer: ReturnType<typeof setTimeout> | undefined;

  /** A navigation began: the bar appears if it is still running after the delay. */
  schedule(): void {
    clearTimeout(this.delayTimer);
    this.delayTimer = setTimeout(() => this.start(), PROGRESS.delay);
  }

  /** The navigation ended (swapped, failed or cancelled). */
  finish(): void {
    clearTimeout(this.delayTimer);
    if (this.value === null) return;
    this.inc(0.3 + 0.5 * Math.random());
    this.set(1);
  }

  start(): void {
    if (this.value === null) this.set(0);
    clearTimeout(this.trickleTimer);
    const work = () => {
      if (this.value === null) return;
      this.inc(Math.random() * PROGRESS.trickleRate);
      this.trickleTimer = setTimeout(work, PROGRESS.trickleSpeed);
    };
    this.trickleTimer = setTimeout(work, PROGRESS.trickleSpeed);
  }

  inc(amount: number): void {
    if (this.value === null) return this.start();
    this.set(clamp(this.value + amount, 0, 0.994));
  }

  set(n: number): void {
    const value = clamp(n, PROGRESS.minimum, 1);
    this.value = value === 1 ? null : value;
    const element = this.render();
    const bar = element.firstElementChild as HTMLElement;
    element.style.transition = 'none';
    element.style.opacity = '1';
    bar.style.transition = `transform ${PROGRESS.speed}ms ${PROGRESS.easing}`;
    bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
    element.setAttribute('aria-valuenow', String(Math.round(value * 100)));
    clearTimeout(this.removeTimer);
    if (value === 1) {
      clearTimeout(this.trickleTimer);
      this.removeTimer = setTimeout(() => {
        element.style.transition = `opacity ${PROGRESS.speed}ms linear`;
        element.style.opacity = '0';
        this.removeTimer = setTimeout(() => {
          element.remove();
          this.element = null;
        }, PROGRESS.speed);
      }, PROGRESS.speed);
    }
  }

  private render(): HTMLElement {
    if (this.element) return this.element;
    const element = document.createElement('div');
    element.id = 'docs-progress';
    element.className = 'docs-progress';
    element.setAttribute('role', 'progressbar');
    element.setAttribute('aria-label', 'Loading page');
    element.setAttribute('aria-valuemin', '0');
    element.setAttribute('aria-valuemax', '100');
    element.innerHTML = '<div class="docs-progress-bar"><div class="docs-progress-peg"></div></div>';
    document.body.appendChild(element);
    this.element = element;
    return element;
  }
}
