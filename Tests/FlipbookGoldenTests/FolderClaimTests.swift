import Foundation
import Testing
import FlipbookGolden

@Suite("Golden folders: one test each")
struct FolderClaimTests {
    @Test("The first test to use a folder owns it; the same test again is fine; another is named with the owner")
    func claims() throws {
        let folder = "/tmp/__Goldens__/sameName-\(UUID().uuidString)"
        #expect(GoldenFolderClaims.claim(folder, by: "SuiteA/sameName()") == nil)
        #expect(GoldenFolderClaims.claim(folder, by: "SuiteA/sameName()") == nil)
        let clash = try #require(GoldenFolderClaims.claim(folder, by: "SuiteB/sameName()"))
        #expect(clash.contains("SuiteA/sameName()") && clash.contains("SuiteB/sameName()") && clash.contains(folder))
    }
}
