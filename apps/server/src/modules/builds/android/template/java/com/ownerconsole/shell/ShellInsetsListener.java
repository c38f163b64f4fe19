package com.ownerconsole.shell;

import android.view.View;
import android.view.WindowInsets;

/**
 * Pads the view it is set on (the frame around the WebView) by the system bars: from Android 15
 * (target API 35) apps are drawn edge to edge, under the status and navigation bars, and the
 * website's header and buttons would be hidden behind them. Before 15 the window already leaves the
 * bars out and the insets are 0. The insets include the keyboard's, so that the field being typed in
 * stays above it. The same code as the APK's ShellInsetsListener.smali.
 */
public final class ShellInsetsListener implements View.OnApplyWindowInsetsListener {
  @Override
  public WindowInsets onApplyWindowInsets(View view, WindowInsets insets) {
    view.setPadding(
        insets.getSystemWindowInsetLeft(),
        insets.getSystemWindowInsetTop(),
        insets.getSystemWindowInsetRight(),
        insets.getSystemWindowInsetBottom());
    return insets.consumeSystemWindowInsets();
  }
}
