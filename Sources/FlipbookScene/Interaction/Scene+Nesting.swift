extension Scene {
    /// Runs `body` one level deeper in `chain` (scripts running scripts, states entering
    /// states: work that nests without time passing). Past the script depth limit it records
    /// one error, `problem` followed by the chain's last links and the limit, and skips `body`:
    /// a chain that calls itself would otherwise recurse until the stack overflows.
    ///
    /// Chains are kept by kind in the scene (not passed `inout`, which a nested call would
    /// access again while the outer one still holds it).
    func nest(_ name: String, chain kind: String, problem: String, advice: String, levels: String,
              _ body: () -> Void) {
        nestingChains[kind, default: []].append(name)
        defer { nestingChains[kind]?.removeLast() }
        let chain = nestingChains[kind] ?? []
        let limit = SceneLimits.current.maximumScriptDepth
        guard chain.count <= limit else {
            if !hasSimulationError {
                simulationErrors.append("\(problem): " + chain.suffix(6).joined(separator: " → ")
                    + " → … at t=\(DecimalText.sixDecimals(now)) s; \(advice) (\(limit) \(levels) "
                    + "is the limit; raise it with FLIPBOOK_MAX_SCRIPT_DEPTH)")
            }
            return
        }
        body()
    }
}
