package com.ownerconsole.shell;

import android.app.Activity;
import android.net.Uri;
import android.os.Bundle;
import android.webkit.WebSettings;
import android.webkit.WebView;

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
    setContentView(webView);

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

  /** Back goes back in the website's history; on its first page it leaves the app as usual. */
  @Override
  public void onBackPressed() {
    if (webView != null && webView.canGoBack()) {
      webView.goBack();
      return;
    }
    super.onBackPressed();
  }
}
