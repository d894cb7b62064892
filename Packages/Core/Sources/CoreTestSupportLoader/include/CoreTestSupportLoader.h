// Hands CoreTestSupport's Swift Testing recorder to Core when a test binary loads.
// Nothing to call: the work happens in a load-time constructor.
#pragma once
