import AppCommand
import Testing

/// The line `--stats` prints, and the peak memory read from `/proc/self/status`.
@Suite struct RunStatsTests {
  @Test func theLineGivesStoresMembersAndPeakMemoryInMebibytes() {
    #expect(
      RunStats(liveStores: 3, trackedMembers: 12, cacheFallbacks: 0, peakMemoryBytes: 15_099_494)
        .line == "stats: 3 live stores, 12 tracked members, 0 cache fallbacks, peak memory 14.4 MiB"
    )
    #expect(
      RunStats(liveStores: 1, trackedMembers: 0, cacheFallbacks: 2, peakMemoryBytes: nil).line
        == "stats: 1 live stores, 0 tracked members, 2 cache fallbacks, peak memory unknown")
  }

  @Test func thePeakIsTheVmHWMLineInBytes() {
    let status = "Name:\tApp\nVmPeak:\t  300000 kB\nVmHWM:\t   14746 kB\nVmRSS:\t   12000 kB\n"
    #expect(RunStats.peakResidentBytes(procStatus: status) == 14_746 * 1024)
  }

  @Test(arguments: ["Name:\tApp\n", "VmHWM:\t lots kB\n", "VmHWM:\t 12 MB\n"])
  func aMissingOrMalformedPeakIsUnknown(status: String) {
    #expect(RunStats.peakResidentBytes(procStatus: status) == nil)
  }

  @Test func thisProcessHasAPeak() {
    #expect((RunStats.now().peakMemoryBytes ?? 0) > 0)
  }
}
