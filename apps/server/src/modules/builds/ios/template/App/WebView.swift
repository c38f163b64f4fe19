import SwiftUI
import UIKit
import WebKit

/// The website in a WKWebView. Pages of the site's own host open inside the app; any other link
/// (phone, maps, mail, another site) opens in the app the system chooses for it.
struct WebView: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator {
        Coordinator(host: url.host)
    }

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.uiDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {}

    final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
        private let host: String?

        init(host: String?) {
            self.host = host?.lowercased()
        }

        private func isInside(_ target: URL) -> Bool {
            let scheme = target.scheme?.lowercased()
            return (scheme == "https" || scheme == "http") && target.host?.lowercased() == host
        }

        func webView(
            _ webView: WKWebView,
            decidePolicyFor navigationAction: WKNavigationAction,
            decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
        ) {
            guard let target = navigationAction.request.url else {
                decisionHandler(.cancel)
                return
            }
            let scheme = target.scheme?.lowercased() ?? ""
            // The site's pages, its frames (payment forms, maps) and in-page data stay inside.
            if isInside(target) || ["about", "data", "blob"].contains(scheme)
                || navigationAction.targetFrame?.isMainFrame == false {
                decisionHandler(.allow)
                return
            }
            UIApplication.shared.open(target)
            decisionHandler(.cancel)
        }

        // Links that ask for a new window (target="_blank").
        func webView(
            _ webView: WKWebView,
            createWebViewWith configuration: WKWebViewConfiguration,
            for navigationAction: WKNavigationAction,
            windowFeatures: WKWindowFeatures
        ) -> WKWebView? {
            if let target = navigationAction.request.url {
                if isInside(target) {
                    webView.load(navigationAction.request)
                } else {
                    UIApplication.shared.open(target)
                }
            }
            return nil
        }
    }
}
