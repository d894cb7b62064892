import Effects

extension CalculationClient: DependencyKey {
  /// The live calculator, with one memory of the previous calculation for the whole program.
  public static let liveValue = CalculationClient.live()
}
