#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP socket bound to 127.0.0.1 on a port the system chose; test support only.
///
/// On its own (not listening) it makes its port refuse connections, which is how the tests
/// get a port that certainly has nobody behind it. ``LoopbackHTTPServer`` listens on one.
struct LoopbackSocket: ~Copyable {
  let descriptor: Int32
  let port: UInt16

  struct Failure: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  init() throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      let code = errno
      close(descriptor)
      throw Failure(call: "bind", code: code)
    }
    self.descriptor = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
  }

  /// Hands the descriptor over to the caller, who must close it.
  consuming func takeDescriptor() -> Int32 {
    let descriptor = descriptor
    discard self
    return descriptor
  }

  deinit {
    close(descriptor)
  }
}
