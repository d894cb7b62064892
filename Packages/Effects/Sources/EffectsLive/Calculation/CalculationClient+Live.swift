import Effects

extension CalculationClient: DependencyKey {
  /// One memory of the previous calculation for the whole program.
  public static let liveValue = CalculationClient.live()
}
