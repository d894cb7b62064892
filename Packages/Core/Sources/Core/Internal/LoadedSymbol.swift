#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The address of `name` in any image loaded in the process, or `nil` if none exports it.
///
/// Core reaches test frameworks and runtime hooks this way, so that it never links them.
func loadedSymbol(_ name: String) -> UnsafeMutableRawPointer? {
  #if canImport(Darwin)
    return dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)  // RTLD_DEFAULT
  #else
    guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
    return dlsym(handle, name)
  #endif
}
