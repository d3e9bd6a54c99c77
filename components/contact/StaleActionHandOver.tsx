'use client';

import { unstable_isUnrecognizedActionError } from 'next/navigation';
import { Component, createRef, type ReactNode } from 'react';

type StaleActionHandOverProps = {
  children: ReactNode;
  /** The page the form is on, where the browser posts it without JavaScript. */
  pageHref: string;
  /** The form as it was last sent. */
  lastSent: () => FormData | undefined;
  /** Shown for the moment the browser takes to post it. */
  waiting: string;
};

type StaleActionHandOverState = { error?: unknown };

/**
 * A page opened before the site was updated names a Server Action the server no longer has, and
 * Next.js throws when its form is sent (its ids change with every build). The enquiry then goes on as
 * the form goes without JavaScript: the browser posts it to the page, and the answer (the request
 * interceptor's, `lib/request/page-post.ts`) says what happened and sends it again as typed, with one
 * button. Any other error goes on to the page's error boundary.
 */
export class StaleActionHandOver extends Component<StaleActionHandOverProps, StaleActionHandOverState> {
  override state: StaleActionHandOverState = {};
  private handOver = createRef<HTMLFormElement>();
  private handedOver = false;

  static getDerivedStateFromError(error: unknown): StaleActionHandOverState {
    return { error };
  }

  override componentDidUpdate() {
    if (!this.handOver.current || this.handedOver) return;
    this.handedOver = true;
    this.handOver.current.submit();
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const sent = this.props.lastSent();
    if (!unstable_isUnrecognizedActionError(error) || !sent) throw error;
    return (
      <form ref={this.handOver} method="post" action={this.props.pageHref} encType="multipart/form-data">
        {[...sent].flatMap(([name, value], index) => (typeof value === 'string' ? [<input key={index} type="hidden" name={name} value={value} />] : []))}
        <p role="status">{this.props.waiting}</p>
      </form>
    );
  }
}
