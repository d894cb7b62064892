import Foundation
import Testing

@testable import Core

/// A child reducer's call site is one word, the address of a record that `ReducerSites`
/// builds once per call site: these pin down that a call site always finds the same record,
/// that distinct sites never share one, and that the record keeps what the issues report.
@Suite struct ReducerSiteTests {
  /// A site built at this function's call site, as `ifLet` builds one on every send.
  private func site(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ReducerSite {
    ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @Test func aCallSiteFindsTheSameRecordEveryTime() {
    let sites = (0..<3).map { _ in site() }
    #expect(sites[0].record.toOpaque() == sites[1].record.toOpaque())
    #expect(sites[1].record.toOpaque() == sites[2].record.toOpaque())
  }

  @Test func theRecordKeepsTheCallSite() {
    let site = site(line: 41_000, column: 7)
    #expect("\(site.fileID)" == "CoreTests/ReducerSiteTests.swift")
    #expect("\(site.filePath)".hasSuffix("Tests/CoreTests/ReducerSiteTests.swift"))
    #expect(site.line == 41_000)
    #expect(site.column == 7)
    #expect(site.description == "CoreTests/ReducerSiteTests.swift:41000")
  }

  @Test func distinctSitesHaveDistinctRecords() {
    let base = site(line: 1, column: 1)
    let others = [
      site(line: 2, column: 1), site(line: 1, column: 2),
      site(fileID: "Other/File.swift", line: 1, column: 1),
      site(filePath: "/elsewhere/File.swift", line: 1, column: 1),
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
    let first = lines.map { site(line: $0, column: 3) }
    let second = lines.map { site(line: $0, column: 3) }
    for (one, other) in zip(first, second) {
      #expect(one.record.toOpaque() == other.record.toOpaque())
    }
    #expect(Set(first.map { $0.record.toOpaque() }).count == lines.count)
    #expect(zip(first, lines).allSatisfy { $0.line == $1 && $0.column == 3 })
  }

  /// A literal of one scalar has no bytes in memory; it is kept and compared by its value.
  @Test func aOneScalarLiteralIsKept() {
    let one = site(fileID: "a", filePath: "b", line: 9, column: 9)
    let again = site(fileID: "a", filePath: "b", line: 9, column: 9)
    let other = site(fileID: "c", filePath: "b", line: 9, column: 9)
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
            UInt(bitPattern: site(line: line, column: 5).record.toOpaque())
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
    let one = site(line: 70_000, column: 1)
    let again = site(line: 70_000, column: 1)
    #expect(one == again)
    #expect(one.hashValue == again.hashValue)
    #expect(one != site(line: 70_001, column: 1))
  }
}
