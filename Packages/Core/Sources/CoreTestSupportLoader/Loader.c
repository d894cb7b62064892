#include <stdbool.h>
#include "CoreTestSupportLoader.h"

// Defined in CoreTestSupport (Swift, @_cdecl).
extern bool core_test_support_record_issue(
  const char *message, const char *fileID, const char *filePath, long line, long column);

// Defined in Core (Swift, @_cdecl): where Core keeps the recorder it reports issues to.
extern void core_install_test_issue_recorder(
  bool (*record)(const char *, const char *, const char *, long, long));

// Runs when the test binary loads, before any test: a test binary that links
// CoreTestSupport reports Core's issues to Swift Testing without any setup in the tests.
__attribute__((constructor)) static void core_test_support_load(void) {
  core_install_test_issue_recorder(core_test_support_record_issue);
}
