extension CalculationClient {
  public static let testValue = CalculationClient(
    calculate: unimplemented("CalculationClient.calculate")
  )

  public static let previewValue = CalculationClient.live()

  public static func constant(_ result: Int) -> CalculationClient {
    CalculationClient { _, _, _ in result }
  }

  public static func failing(_ error: CalculationError) -> CalculationClient {
    CalculationClient { _, _, _ in throw error }
  }
}
