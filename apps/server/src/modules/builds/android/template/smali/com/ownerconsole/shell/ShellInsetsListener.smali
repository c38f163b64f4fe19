# Pads the view it is set on (the frame around the WebView) by the system bars: from Android 15
# (target API 35) apps are drawn edge to edge, under the status and navigation bars, and the
# website's header and buttons would be hidden behind them. Before 15 the window already leaves the
# bars out and the insets are 0. The insets include the keyboard's, so that the field being typed
# in stays above it. template/java/.../ShellInsetsListener.java is the same in Java.
.class public final Lcom/ownerconsole/shell/ShellInsetsListener;
.super Ljava/lang/Object;
.source "ShellInsetsListener.java"

# interfaces
.implements Landroid/view/View$OnApplyWindowInsetsListener;


.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


.method public onApplyWindowInsets(Landroid/view/View;Landroid/view/WindowInsets;)Landroid/view/WindowInsets;
    .registers 7

    invoke-virtual {p2}, Landroid/view/WindowInsets;->getSystemWindowInsetLeft()I

    move-result v0

    invoke-virtual {p2}, Landroid/view/WindowInsets;->getSystemWindowInsetTop()I

    move-result v1

    invoke-virtual {p2}, Landroid/view/WindowInsets;->getSystemWindowInsetRight()I

    move-result v2

    invoke-virtual {p2}, Landroid/view/WindowInsets;->getSystemWindowInsetBottom()I

    move-result v3

    invoke-virtual {p1, v0, v1, v2, v3}, Landroid/view/View;->setPadding(IIII)V

    invoke-virtual {p2}, Landroid/view/WindowInsets;->consumeSystemWindowInsets()Landroid/view/WindowInsets;

    move-result-object v0

    return-object v0
.end method
