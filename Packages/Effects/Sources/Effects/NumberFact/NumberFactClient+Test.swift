extension NumberFactClient {
  public static let testValue = NumberFactClient(
    fact: unimplemented("NumberFactClient.fact")
  )

  /// Always a number's first fact, so previews look the same every time.
  public static let previewValue = NumberFactClient.catalogue(pick: { _, _ in 0 })

  public static func failing(_ error: NumberFactError) -> NumberFactClient {
    NumberFactClient { _ in throw error }
  }

  public static func constant(_ fact: String) -> NumberFactClient {
    NumberFactClient { _ in fact }
  }
}
