# Keeps the website's own pages in the app (its host, with or without "www.", and its subdomains,
# so a redirect to www. stays inside) and opens every other link (tel:, mailto:, maps, other sites)
# with the app the system chooses for it. template/java/.../ShellWebViewClient.java is the same in
# Java. Only shouldOverrideUrlLoading(WebView, String) is overridden: from API 24 the default
# (WebView, WebResourceRequest) variant calls it.
.class public Lcom/ownerconsole/shell/ShellWebViewClient;
.super Landroid/webkit/WebViewClient;
.source "ShellWebViewClient.java"


.field private final activity:Landroid/app/Activity;

.field private final siteHost:Ljava/lang/String;


.method public constructor <init>(Landroid/app/Activity;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Landroid/webkit/WebViewClient;-><init>()V

    iput-object p1, p0, Lcom/ownerconsole/shell/ShellWebViewClient;->activity:Landroid/app/Activity;

    iput-object p2, p0, Lcom/ownerconsole/shell/ShellWebViewClient;->siteHost:Ljava/lang/String;

    return-void
.end method


# The host in lower case without a leading "www.".
.method static bareHost(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {p0, v0}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "www."

    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :keep

    const/4 v1, 0x4

    invoke-virtual {v0, v1}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v0

    :keep
    return-object v0
.end method


# Whether host is the site's host, or a subdomain of it, "www." aside.
.method static isSiteHost(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 5

    if-eqz p0, :no

    if-eqz p1, :no

    invoke-static {p0}, Lcom/ownerconsole/shell/ShellWebViewClient;->bareHost(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {p1}, Lcom/ownerconsole/shell/ShellWebViewClient;->bareHost(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :yes

    const-string v2, "."

    invoke-virtual {v2, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v2}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v2

    if-nez v2, :yes

    :no
    const/4 v2, 0x0

    return v2

    :yes
    const/4 v2, 0x1

    return v2
.end method


.method public shouldOverrideUrlLoading(Landroid/webkit/WebView;Ljava/lang/String;)Z
    .registers 7

    invoke-static {p2}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    # http and https pages of the site stay in the WebView
    invoke-virtual {v0}, Landroid/net/Uri;->getScheme()Ljava/lang/String;

    move-result-object v1

    const-string v2, "http"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z

    move-result v3

    if-nez v3, :web

    const-string v2, "https"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z

    move-result v3

    if-eqz v3, :outside

    :web
    invoke-virtual {v0}, Landroid/net/Uri;->getHost()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/ownerconsole/shell/ShellWebViewClient;->siteHost:Ljava/lang/String;

    invoke-static {v1, v2}, Lcom/ownerconsole/shell/ShellWebViewClient;->isSiteHost(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v3

    if-eqz v3, :outside

    const/4 v3, 0x0

    return v3

    # anything else: new Intent(Intent.ACTION_VIEW, uri), ignored when no app can open it
    :outside
    new-instance v1, Landroid/content/Intent;

    const-string v2, "android.intent.action.VIEW"

    invoke-direct {v1, v2, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;Landroid/net/Uri;)V

    :try_start
    iget-object v2, p0, Lcom/ownerconsole/shell/ShellWebViewClient;->activity:Landroid/app/Activity;

    invoke-virtual {v2, v1}, Landroid/app/Activity;->startActivity(Landroid/content/Intent;)V
    :try_end
    .catch Landroid/content/ActivityNotFoundException; {:try_start .. :try_end} :not_found

    :handled
    const/4 v3, 0x1

    return v3

    :not_found
    move-exception v1

    goto :handled
.end method
