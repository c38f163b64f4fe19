import SwiftUI

/// The app's settings, written into config.json when the project was generated.
struct AppConfig: Decodable {
    let name: String
    let siteUrl: URL

    enum CodingKeys: String, CodingKey {
        case name
        case siteUrl = "site_url"
    }

    static let shared: AppConfig = {
        guard
            let file = Bundle.main.url(forResource: "config", withExtension: "json"),
            let data = try? Data(contentsOf: file),
            let config = try? JSONDecoder().decode(AppConfig.self, from: data)
        else {
            fatalError("config.json is missing from the app or cannot be read")
        }
        return config
    }()
}

@main
struct BrandedApp: App {
    var body: some Scene {
        WindowGroup {
            WebView(url: AppConfig.shared.siteUrl)
                .ignoresSafeArea(edges: .bottom)
        }
    }
}
