import Foundation
import Testing
import SwiftUI

/// The defaults of these tests, apart from the process's.
@MainActor
let appStorageTestDefaults = UserDefaults(suiteName: "FlipbookAppStorageTests")!

enum Theme: String { case light, dark }

/// A switch that writes the key, and a label elsewhere that reads it.
struct SoundSettings: View {
    @AppStorage("sound", store: appStorageTestDefaults) var sound = true
    @AppStorage("theme", store: appStorageTestDefaults) var theme = Theme.light
    @AppStorage("volume", store: appStorageTestDefaults) var volume = 5
    var body: some View {
        VStack {
            Button("Toggle") { sound.toggle(); theme = .dark; volume += 1 }.accessibilityIdentifier("toggle")
            SoundLabel()
        }
    }
}

struct SoundLabel: View {
    @AppStorage("sound", store: appStorageTestDefaults) var sound = true
    var body: some View { Text(sound ? "Sound on" : "Sound off").accessibilityIdentifier("label") }
}

@Suite("AppStorage: values in UserDefaults, every view reading a key updated when it is set", .serialized)
@MainActor
struct AppStorageTests {
    @Test("Defaults until set; a tap writes the defaults (false, \"dark\", 6) and the other view reading the key shows it")
    func sharedKey() {
        for key in ["sound", "theme", "volume"] { appStorageTestDefaults.removeObject(forKey: key) }
        var labels: [String?] = []
        let timeline = SoundSettings().record(size: CGSize(width: 200, height: 200), duration: 0.5) { clock in
            labels.append((clock.view(withIdentifier: "label") as? UILabel)?.text)
            clock.tap("toggle")
            clock.wait(0.2)
            labels.append((clock.view(withIdentifier: "label") as? UILabel)?.text)
        }
        #expect(timeline.problems.isEmpty, "\(timeline.problems)")
        #expect(labels == ["Sound on", "Sound off"])
        #expect(appStorageTestDefaults.object(forKey: "sound") as? Bool == false)
        #expect(appStorageTestDefaults.string(forKey: "theme") == "dark" && appStorageTestDefaults.integer(forKey: "volume") == 6)
    }
}
