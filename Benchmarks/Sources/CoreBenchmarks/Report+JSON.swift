import Foundation

extension Report {
  /// One scenario's figures in the `--json` output. Times are nanoseconds per operation.
  struct Figure: Encodable {
    let name: String
    let medianNs: Double
    let minNs: Double
    let maxNs: Double
    let baselineNs: Double?
    let ratio: Double?
    let iterations: Int
    let runs: Int
    let allocationsPerOp: Double?
    let bytesPerOp: Double?
    let baselineAllocationsPerOp: Double?

    init(_ result: ScenarioResult) {
      name = result.name
      medianNs = Self.rounded(result.timing.median)
      minNs = Self.rounded(result.timing.min)
      maxNs = Self.rounded(result.timing.max)
      baselineNs = result.baseline.map { Self.rounded($0.median) }
      ratio = result.ratio.map { Self.rounded($0, places: 3) }
      iterations = result.timing.iterations
      runs = result.timing.samples.count
      allocationsPerOp = result.allocations.map { Self.rounded($0.callsPerOperation, places: 3) }
      bytesPerOp = result.allocations.map { Self.rounded($0.bytesPerOperation) }
      baselineAllocationsPerOp = result.baselineAllocations.map {
        Self.rounded($0.callsPerOperation, places: 3)
      }
    }

    private static func rounded(_ value: Double, places: Int = 1) -> Double {
      let scale = pow(10, Double(places))
      return (value * scale).rounded() / scale
    }
  }

  /// The figures as a JSON array, one object per scenario; absent fields are omitted.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Encoding plain numbers and strings cannot fail.
    let data = try! encoder.encode(results.map(Figure.init))
    return String(decoding: data, as: UTF8.self)
  }
}
