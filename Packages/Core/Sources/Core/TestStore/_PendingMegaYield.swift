extension Task where Success == Never, Failure == Never {
  public static func megaYield(count: Int = 20) async { for _ in 0..<count { await Task<Never, Never>.yield() } }
}
