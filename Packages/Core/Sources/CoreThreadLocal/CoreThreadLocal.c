#include "CoreThreadLocal.h"

__thread void *_Nullable core_reduce_context CORE_THREAD_LOCAL_MODEL = 0;
__thread long core_dependency_writes CORE_THREAD_LOCAL_MODEL = 0;
