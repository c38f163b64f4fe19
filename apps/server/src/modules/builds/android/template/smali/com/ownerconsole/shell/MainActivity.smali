# The app's one screen: a WebView on the owner's website (template/java/.../MainActivity.java is
# the same code in Java, for the Android project download). The address is the string resource
# site_url, read by name so that this code needs no generated R class and is the same for every app.
.class public Lcom/ownerconsole/shell/MainActivity;
.super Landroid/app/Activity;
.source "MainActivity.java"


.field private webView:Landroid/webkit/WebView;


.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9

    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    # v4 = getString(getResources().getIdentifier("site_url", "string", getPackageName()))
    invoke-virtual {p0}, Lcom/ownerconsole/shell/MainActivity;->getResources()Landroid/content/res/Resources;

    move-result-object v0

    const-string v1, "site_url"

    const-string v2, "string"

    invoke-virtual {p0}, Lcom/ownerconsole/shell/MainActivity;->getPackageName()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/res/Resources;->getIdentifier(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/res/Resources;->getString(I)Ljava/lang/String;

    move-result-object v4

    # v0 = new WebView(this), with JavaScript and DOM storage (the ordering website needs both)
    new-instance v0, Landroid/webkit/WebView;

    invoke-direct {v0, p0}, Landroid/webkit/WebView;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/ownerconsole/shell/MainActivity;->webView:Landroid/webkit/WebView;

    invoke-virtual {v0}, Landroid/webkit/WebView;->getSettings()Landroid/webkit/WebSettings;

    move-result-object v1

    const/4 v2, 0x1

    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setJavaScriptEnabled(Z)V

    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setDomStorageEnabled(Z)V

    # the client keeps the site's own pages in the app and hands other links to the system
    new-instance v1, Lcom/ownerconsole/shell/ShellWebViewClient;

    invoke-static {v4}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v2

    invoke-virtual {v2}, Landroid/net/Uri;->getHost()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, p0, v2}, Lcom/ownerconsole/shell/ShellWebViewClient;-><init>(Landroid/app/Activity;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/webkit/WebView;->setWebViewClient(Landroid/webkit/WebViewClient;)V

    # v1 = a frame around the WebView, padded by the system bars (ShellInsetsListener), in the
    # colour the status bar had before Android 15 drew apps under it
    new-instance v1, Landroid/widget/FrameLayout;

    invoke-direct {v1, p0}, Landroid/widget/FrameLayout;-><init>(Landroid/content/Context;)V

    invoke-virtual {p0}, Lcom/ownerconsole/shell/MainActivity;->getResources()Landroid/content/res/Resources;

    move-result-object v2

    const-string v3, "colorPrimaryDark"

    const-string v5, "color"

    invoke-virtual {p0}, Lcom/ownerconsole/shell/MainActivity;->getPackageName()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v2, v3, v5, v6}, Landroid/content/res/Resources;->getIdentifier(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v3

    invoke-virtual {v2, v3}, Landroid/content/res/Resources;->getColor(I)I

    move-result v3

    invoke-virtual {v1, v3}, Landroid/widget/FrameLayout;->setBackgroundColor(I)V

    new-instance v2, Lcom/ownerconsole/shell/ShellInsetsListener;

    invoke-direct {v2}, Lcom/ownerconsole/shell/ShellInsetsListener;-><init>()V

    invoke-virtual {v1, v2}, Landroid/widget/FrameLayout;->setOnApplyWindowInsetsListener(Landroid/view/View$OnApplyWindowInsetsListener;)V

    invoke-virtual {v1, v0}, Landroid/widget/FrameLayout;->addView(Landroid/view/View;)V

    invoke-virtual {p0, v1}, Lcom/ownerconsole/shell/MainActivity;->setContentView(Landroid/view/View;)V

    # on Android 13 and later (SDK_INT >= 33) back reaches the app as ShellBackCallback, registered
    # with the window's dispatcher (PRIORITY_DEFAULT, 0); before, as onBackPressed
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v2, 0x21

    if-lt v1, v2, :restore

    invoke-virtual {p0}, Lcom/ownerconsole/shell/MainActivity;->getOnBackInvokedDispatcher()Landroid/window/OnBackInvokedDispatcher;

    move-result-object v1

    new-instance v2, Lcom/ownerconsole/shell/ShellBackCallback;

    invoke-direct {v2, p0}, Lcom/ownerconsole/shell/ShellBackCallback;-><init>(Landroid/app/Activity;)V

    const/4 v3, 0x0

    invoke-interface {v1, v3, v2}, Landroid/window/OnBackInvokedDispatcher;->registerOnBackInvokedCallback(ILandroid/window/OnBackInvokedCallback;)V

    :restore

    # after the system recreated the screen, its pages and history come back; else the site opens
    if-eqz p1, :load

    invoke-virtual {v0, p1}, Landroid/webkit/WebView;->restoreState(Landroid/os/Bundle;)Landroid/webkit/WebBackForwardList;

    move-result-object v1

    if-nez v1, :done

    :load
    invoke-virtual {v0, v4}, Landroid/webkit/WebView;->loadUrl(Ljava/lang/String;)V

    :done
    return-void
.end method


.method protected onSaveInstanceState(Landroid/os/Bundle;)V
    .registers 3

    invoke-super {p0, p1}, Landroid/app/Activity;->onSaveInstanceState(Landroid/os/Bundle;)V

    iget-object v0, p0, Lcom/ownerconsole/shell/MainActivity;->webView:Landroid/webkit/WebView;

    if-eqz v0, :done

    invoke-virtual {v0, p1}, Landroid/webkit/WebView;->saveState(Landroid/os/Bundle;)Landroid/webkit/WebBackForwardList;

    :done
    return-void
.end method


# Back goes back in the website's history; on its first page it leaves the app as usual. Called by
# the system before Android 13, and by ShellBackCallback from 13 on.
.method public onBackPressed()V
    .registers 3

    iget-object v0, p0, Lcom/ownerconsole/shell/MainActivity;->webView:Landroid/webkit/WebView;

    if-eqz v0, :leave

    invoke-virtual {v0}, Landroid/webkit/WebView;->canGoBack()Z

    move-result v1

    if-eqz v1, :leave

    invoke-virtual {v0}, Landroid/webkit/WebView;->goBack()V

    return-void

    :leave
    invoke-super {p0}, Landroid/app/Activity;->onBackPressed()V

    return-void
.end method
