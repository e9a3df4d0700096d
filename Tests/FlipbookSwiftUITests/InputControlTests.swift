import Foundation
import Testing
import FlipbookGoldenTesting
import SwiftUI

/// A sign-up screen as apps write one.
struct SignUp: View {
    @State private var name = ""
    @State private var password = ""
    @State private var volume = 0.5
    @State private var plan = "Free"

    var body: some View {
        VStack(spacing: 16) {
            TextField("Name", text: $name).textFieldStyle(.roundedBorder).accessibilityIdentifier("name")
            SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
            Slider(value: $volume, in: 0...1).accessibilityIdentifier("volume")
            Picker("Plan", selection: $plan) {
                Text("Free").tag("Free")
                Text("Pro").tag("Pro")
                Text("Team").tag("Team")
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("plan")
            Text("\(name.isEmpty ? "Nobody" : name) on \(plan), volume \(Int(volume * 100))").accessibilityIdentifier("summary")
        }
        .padding()
    }
}

@Suite("SwiftUI input controls: TextField, SecureField, Slider and a segmented Picker over UIKit's controls", .expectsProblems)
@MainActor
struct InputControlTests {
    @Test("Typing writes the text field's binding at each character; a segment's tap writes the picker's selection; the slider shows its value")
    func signUp() throws {
        var summary: String?
        var sliderValue: Float?
        let timeline = SignUp().record(size: CGSize(width: 390, height: 400), duration: 2) { clock in
            let field = try! #require(clock.view(withIdentifier: "name").flatMap { allViews($0).compactMap { $0 as? UITextField }.first })
            #expect(field.bounds.width == 358 && field.borderStyle == .roundedRect)
            clock.type("Ada", into: field)
            let segments = try! #require(clock.view(withIdentifier: "plan").flatMap { allViews($0).compactMap { $0 as? UISegmentedControl }.first })
            clock.tap(segments, at: CGPoint(x: segments.bounds.width * 5 / 6, y: segments.bounds.midY))
            clock.wait(0.3)
            summary = (clock.view(withIdentifier: "summary") as? UILabel)?.text
            sliderValue = clock.view(withIdentifier: "volume").flatMap { allViews($0).compactMap { $0 as? UISlider }.first }?.value
        }
        #expect(timeline.problems.allSatisfy { $0.hasPrefix("warning:") }, "\(timeline.problems)")
        #expect(summary == "Ada on Team, volume 50")
        #expect(sliderValue == 0.5)
        assertFrames(of: timeline, at: .times([2]), scale: 2)
    }
}
