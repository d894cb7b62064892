/// The message a screen shows for `error`: the client's error `description` (every client
/// error, such as `NumberFactError` or `CalculationError`, is `CustomStringConvertible`).
func message(for error: any Error) -> String {
  String(describing: error)
}
