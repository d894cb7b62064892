import Effects

extension NumberFactClient: DependencyKey {
  /// The built-in catalogue, so facts work offline. Asking about the same number again gives
  /// its next fact.
  public static let liveValue = NumberFactClient.catalogue()
}
