import Effects
import Foundation

// The code block of docs/effects.md, a new client written the way Effects' clients are, in
// code that compiles: the page names this file (`<!-- from: … -->`), and
// Scripts/checks/doc-snippets.sh fails when the block is no longer found here. Change the
// block here first, then copy it to the page. In a real package each part below is a file
// of its own, as its first comment says.

/// What ``WeatherClient`` answers.
public enum Forecast: Equatable, Sendable { case sunny, rainy }

private func fetchForecast(_ city: String) async throws -> Forecast { .rainy }

// WeatherClient.swift
/// Tells the weather. Read it with `@Dependency(\.weather)`; call ``forecast(city:)``.
public struct WeatherClient: Sendable {
  /// The endpoint behind ``forecast(city:)``. Set it to override the client in a test.
  public var forecast: @Sendable (_ city: String) async throws -> Forecast

  /// Creates a client from its endpoints.
  public init(forecast: @escaping @Sendable (_ city: String) async throws -> Forecast) {
    self.forecast = forecast
  }

  /// The forecast for `city`. Throws a ``WeatherError``.
  public func forecast(city: String) async throws -> Forecast {
    try await self.forecast(city)
  }
}

/// The test key: ``testValue`` and ``previewValue`` are in `WeatherClient+Test.swift`.
extension WeatherClient: TestDependencyKey {}

extension DependencyValues {
  /// The client that tells the weather. See ``WeatherClient``.
  public var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

// WeatherClient+Live.swift
extension WeatherClient: DependencyKey {
  /// The weather service.
  public static let liveValue = WeatherClient { city in try await fetchForecast(city) }
}

// WeatherClient+Test.swift
extension WeatherClient {
  /// Fails the test on every endpoint.
  public static let testValue = WeatherClient(forecast: unimplemented("WeatherClient.forecast"))

  /// Always sunny.
  public static let previewValue = WeatherClient { _ in .sunny }

  /// A client whose every call throws `error`.
  public static func failing(_ error: WeatherError) -> WeatherClient {
    WeatherClient { _ in throw error }
  }
}

// WeatherError.swift
/// Why there is no forecast, with a message a person can act on.
public enum WeatherError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// No city has this name.
  case unknownCity(String)

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case let .unknownCity(city):
      return "There is no city named \"\(city)\". Check the spelling of the city."
    }
  }

  /// The same as ``description``, so that `localizedDescription` reads well too.
  public var errorDescription: String? { description }
}
