package com.ownerconsole.shell;

import android.app.Activity;
import android.content.ActivityNotFoundException;
import android.content.Intent;
import android.net.Uri;
import android.webkit.WebView;
import android.webkit.WebViewClient;
import java.util.Locale;

/**
 * Keeps the website's own pages in the app (its host, with or without "www.", and its subdomains,
 * so a redirect to www. stays inside) and opens every other link (tel:, mailto:, maps, other sites)
 * with the app the system chooses for it. The same code as the APK's ShellWebViewClient.smali.
 * Only the (WebView, String) variant is overridden: from API 24 the (WebView, WebResourceRequest)
 * variant calls it.
 */
public class ShellWebViewClient extends WebViewClient {
  private final Activity activity;
  private final String siteHost;

  public ShellWebViewClient(Activity activity, String siteHost) {
    this.activity = activity;
    this.siteHost = siteHost;
  }

  /** The host in lower case without a leading "www.". */
  static String bareHost(String host) {
    String lower = host.toLowerCase(Locale.ROOT);
    return lower.startsWith("www.") ? lower.substring(4) : lower;
  }

  /** Whether host is the site's host, or a subdomain of it, "www." aside. */
  static boolean isSiteHost(String host, String site) {
    if (host == null || site == null) return false;
    String bare = bareHost(host);
    String bareSite = bareHost(site);
    return bare.equals(bareSite) || bare.endsWith(".".concat(bareSite));
  }

  @Override
  @SuppressWarnings("deprecation")
  public boolean shouldOverrideUrlLoading(WebView view, String url) {
    Uri uri = Uri.parse(url);
    String scheme = uri.getScheme();
    boolean web = "http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme);
    if (web && isSiteHost(uri.getHost(), siteHost)) return false;
    try {
      activity.startActivity(new Intent(Intent.ACTION_VIEW, uri));
    } catch (ActivityNotFoundException e) {
      // No app can open it: the link does nothing, as in a browser without that app.
    }
    return true;
  }
}
