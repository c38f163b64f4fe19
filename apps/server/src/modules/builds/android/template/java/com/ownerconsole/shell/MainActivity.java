package com.ownerconsole.shell;

import android.app.Activity;
import android.net.Uri;
import android.os.Build;
import android.os.Bundle;
import android.webkit.WebSettings;
import android.webkit.WebView;
import android.widget.FrameLayout;
import android.window.OnBackInvokedDispatcher;

/**
 * The app's one screen: a WebView on the owner's website. The same code as the APK's
 * MainActivity.smali. The address is the string resource site_url, read by name so that this code
 * needs no generated R class and is the same for every app.
 */
public class MainActivity extends Activity {
  private WebView webView;

  @Override
  protected void onCreate(Bundle savedInstanceState) {
    super.onCreate(savedInstanceState);
    int id = getResources().getIdentifier("site_url", "string", getPackageName());
    String siteUrl = getResources().getString(id);

    webView = new WebView(this);
    WebSettings settings = webView.getSettings();
    // The ordering website needs both.
    settings.setJavaScriptEnabled(true);
    settings.setDomStorageEnabled(true);
    // Keeps the site's own pages in the app and hands other links to the system.
    webView.setWebViewClient(new ShellWebViewClient(this, Uri.parse(siteUrl).getHost()));

    // A frame around the page, padded by the system bars (ShellInsetsListener), in the colour the
    // status bar had before Android 15 drew apps under it.
    FrameLayout frame = new FrameLayout(this);
    int colour = getResources().getIdentifier("colorPrimaryDark", "color", getPackageName());
    frame.setBackgroundColor(getResources().getColor(colour));
    frame.setOnApplyWindowInsetsListener(new ShellInsetsListener());
    frame.addView(webView);
    setContentView(frame);

    // On Android 13 and later back reaches the app as ShellBackCallback; before, as onBackPressed.
    if (Build.VERSION.SDK_INT >= 33) {
      getOnBackInvokedDispatcher()
          .registerOnBackInvokedCallback(
              OnBackInvokedDispatcher.PRIORITY_DEFAULT, new ShellBackCallback(this));
    }

    // After the system recreated the screen, its pages and history come back; else the site opens.
    if (savedInstanceState == null || webView.restoreState(savedInstanceState) == null) {
      webView.loadUrl(siteUrl);
    }
  }

  @Override
  protected void onSaveInstanceState(Bundle outState) {
    super.onSaveInstanceState(outState);
    if (webView != null) webView.saveState(outState);
  }

  /**
   * Back goes back in the website's history; on its first page it leaves the app as usual. Called
   * by the system before Android 13, and by ShellBackCallback from 13 on.
   */
  @Override
  public void onBackPressed() {
    if (webView != null && webView.canGoBack()) {
      webView.goBack();
      return;
    }
    super.onBackPressed();
  }
}
