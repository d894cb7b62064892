import Foundation
import Testing

@testable import Core

/// A child reducer's call site is one word, the address of a record that `ReducerSites`
/// builds once per call site: these pin down that a call site always finds the same record,
/// that distinct sites never share one, and that the record keeps what the issues report.
@Suite struct ReducerSiteTests {
  @Test func aCallSiteFindsTheSameRecordEveryTime() {
    let sites = (0..<3).map { _ in reducerSite() }
    #expect(sites[0].record.toOpaque() == sites[1].record.toOpaque())
    #expect(sites[1].record.toOpaque() == sites[2].record.toOpaque())
  }

  @Test func theRecordKeepsTheCallSite() {
    let site = reducerSite(line: 41_000, column: 7)
    #expect("\(site.fileID)" == "CoreTests/ReducerSiteTests.swift")
    #expect("\(site.filePath)".hasSuffix("Tests/CoreTests/ReducerSiteTests.swift"))
    #expect(site.line == 41_000)
    #expect(site.column == 7)
    #expect(site.description == "CoreTests/ReducerSiteTests.swift:41000")
  }

  @Test func distinctSitesHaveDistinctRecords() {
    let base = reducerSite(line: 1, column: 1)
    let others = [
      reducerSite(line: 2, column: 1), reducerSite(line: 1, column: 2),
      reducerSite(fileID: "Other/File.swift", line: 1, column: 1),
      reducerSite(filePath: "/elsewhere/File.swift", line: 1, column: 1),
    ]
    for other in others {
      #expect(other.record.toOpaque() != base.record.toOpaque())
    }
    // Equality is by place: the line, the column and the file's path.
    #expect(base != others[0])
    #expect(base != others[1])
    #expect(base == others[2])
    #expect(base != others[3])
  }

  /// Many more sites than the table has buckets: each still finds its own record.
  @Test func sitesSharingABucketKeepTheirOwnRecords() {
    let lines: [UInt] = Array(50_000..<53_000)
    let first = lines.map { reducerSite(line: $0, column: 3) }
    let second = lines.map { reducerSite(line: $0, column: 3) }
    for (one, other) in zip(first, second) {
      #expect(one.record.toOpaque() == other.record.toOpaque())
    }
    #expect(Set(first.map { $0.record.toOpaque() }).count == lines.count)
    #expect(zip(first, lines).allSatisfy { $0.line == $1 && $0.column == 3 })
  }

  /// A literal of one scalar has no bytes in memory; it is kept and compared by its value.
  @Test func aOneScalarLiteralIsKept() {
    let one = reducerSite(fileID: "a", filePath: "b", line: 9, column: 9)
    let again = reducerSite(fileID: "a", filePath: "b", line: 9, column: 9)
    let other = reducerSite(fileID: "c", filePath: "b", line: 9, column: 9)
    #expect(one.record.toOpaque() == again.record.toOpaque())
    #expect(one.record.toOpaque() != other.record.toOpaque())
    #expect("\(one.fileID)" == "a")
    #expect("\(one.filePath)" == "b")
  }

  /// Threads that reach a new call site at once all get the one record.
  @Test func threadsRacingToANewSiteShareOneRecord() async {
    let records = await withTaskGroup(of: [UInt].self) { group in
      for _ in 0..<8 {
        group.addTask {
          (60_000..<60_200).map { line in
            UInt(bitPattern: reducerSite(line: line, column: 5).record.toOpaque())
          }
        }
      }
      return await group.reduce(into: [[UInt]]()) { $0.append($1) }
    }
    for other in records.dropFirst() {
      #expect(other == records[0])
    }
  }

  /// Equal and hashed alike by place, so a child that `ifCaseLet` identifies by its site
  /// is the same child on every send.
  @Test func equalityAndHashFollowThePlace() {
    let one = reducerSite(line: 70_000, column: 1)
    let again = reducerSite(line: 70_000, column: 1)
    #expect(one == again)
    #expect(one.hashValue == again.hashValue)
    #expect(one != reducerSite(line: 70_001, column: 1))
  }
}
