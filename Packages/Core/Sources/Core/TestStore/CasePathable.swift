/// Enum state whose current case a test can change in place with ``modify(_:_:fileID:filePath:line:column:)``.
///
/// Conform an enum state to it (no requirement to implement), then assert inside a case:
///
/// ```swift
/// enum State: Equatable, CasePathable {
///   case login(Login.State)
///   case tabBar(TabBar.State)
///   var login: Login.State? {
///     get { if case let .login(s) = self { s } else { nil } }
///     set { if let newValue { self = .login(newValue) } }
///   }
/// }
///
/// await store.send(.login(.binding(.set(\.username, "ada")))) {
///   $0.modify(\.login) { $0.username = "ada" }
/// }
/// ```
///
/// Modifying a case the value is not in is reported as an issue (it fails the test) and
/// changes nothing.
public protocol CasePathable {}

extension CasePathable {
  /// Changes the payload of the current case, which `casePath` must extract.
  public mutating func modify<Value>(
    _ casePath: AnyCasePath<Self, Value>,
    _ body: (inout Value) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows {
    guard var value = casePath.extract(from: self) else {
      reportNotInCase(Value.self, fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    try body(&value)
    self = casePath.embed(value)
  }

  /// Changes the payload of the current case through its settable case property
  /// (`\.login`), which must not be `nil`.
  public mutating func modify<Value>(
    _ caseProperty: WritableKeyPath<Self, Value?>,
    _ body: (inout Value) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows {
    guard var value = self[keyPath: caseProperty] else {
      reportNotInCase(Value.self, fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    try body(&value)
    self[keyPath: caseProperty] = value
  }

  private func reportNotInCase<Value>(
    _: Value.Type, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    reportIssue(
      """
      Can't modify the "\(dumpTypeName(Value.self))" case of "\(dumpTypeName(Self.self))": \
      it is in another case:

      \(indent(customDump(self)))
      """,
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column
    )
  }
}
