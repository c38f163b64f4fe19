# Back on Android 13 and later, where the app declares enableOnBackInvokedCallback (the predictive
# back gesture): the system no longer calls onBackPressed, it calls this callback, which MainActivity
# registers only on those versions (the class is never loaded before them). It does what back did
# before: back in the website's history, or out of the app on its first page.
# template/java/.../ShellBackCallback.java is the same in Java.
.class public final Lcom/ownerconsole/shell/ShellBackCallback;
.super Ljava/lang/Object;
.source "ShellBackCallback.java"

# interfaces
.implements Landroid/window/OnBackInvokedCallback;


.field private final activity:Landroid/app/Activity;


.method public constructor <init>(Landroid/app/Activity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/ownerconsole/shell/ShellBackCallback;->activity:Landroid/app/Activity;

    return-void
.end method


.method public onBackInvoked()V
    .registers 2

    iget-object v0, p0, Lcom/ownerconsole/shell/ShellBackCallback;->activity:Landroid/app/Activity;

    invoke-virtual {v0}, Landroid/app/Activity;->onBackPressed()V

    return-void
.end method
