package com.ownerconsole.shell;

import android.app.Activity;
import android.window.OnBackInvokedCallback;

/**
 * Back on Android 13 and later, where the app declares enableOnBackInvokedCallback (the predictive
 * back gesture): the system no longer calls onBackPressed, it calls this callback, which
 * MainActivity registers only on those versions (the class is never loaded before them). It does
 * what back did before: back in the website's history, or out of the app on its first page. The
 * same code as the APK's ShellBackCallback.smali.
 */
public final class ShellBackCallback implements OnBackInvokedCallback {
  private final Activity activity;

  public ShellBackCallback(Activity activity) {
    this.activity = activity;
  }

  @Override
  public void onBackInvoked() {
    activity.onBackPressed();
  }
}
