import Foundation

/// Starts a layout worker process with `posix_spawn`: its standard input and output are one end
/// each of two new socket pairs, its standard error `/dev/null`.
///
/// The worker starts with no signal blocked and every signal at its default action: the thread
/// that starts it may be a Dispatch worker thread, which blocks most signals, and a worker
/// inheriting that mask would not die of an abort it raises through `kill`, nor of `SIGPIPE` when
/// its parent goes away. Every descriptor made here is close-on-exec, so workers started by
/// other threads never inherit another worker's pipes; the child gets its own through `dup2`,
/// and on Linux every other descriptor above 2 is closed in the child (all of them from glibc 2.34,
/// those open when it starts before that).
enum WorkerSpawn {
    /// The worker's process id and the parent's ends: the socket to write jobs to
    /// (non-blocking, no `SIGPIPE` on writes) and the one to read replies from (non-blocking).
    static func start(executable: String, arguments: [String], environment: [String: String]) -> Result<(pid_t, Int32, Int32), LayoutWorkerError> {
        func failure(_ reason: String) -> Result<(pid_t, Int32, Int32), LayoutWorkerError> {
            .failure(.cannotStart(executable: executable, reason: reason))
        }
        var sockets: [Int32] = [-1, -1], pipes: [Int32] = [-1, -1]
        // Close-on-exec from the start where the system allows it (Linux), so a process another
        // thread starts meanwhile cannot inherit them either. Both are socket pairs (Linux has
        // no portable close-on-exec pipe).
        #if os(Linux)
        let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, streamType, 0, &pipes) == 0 else {
            return failure("no socket for its output: \(String(cString: strerror(errno)))")
        }
        guard socketpair(AF_UNIX, streamType, 0, &sockets) == 0 else {
            pipes.forEach { close($0) }
            return failure("no socket for its input: \(String(cString: strerror(errno)))")
        }
        sockets = sockets.map(aboveStandardStreams)
        pipes = pipes.map(aboveStandardStreams)
        guard (sockets + pipes).allSatisfy({ $0 > 2 }) else {
            (sockets + pipes).forEach { close($0) }
            return failure("no descriptor above the standard streams: \(String(cString: strerror(errno)))")
        }
        for descriptor in sockets + pipes { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        for descriptor in [sockets[0], pipes[0]] { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
        #if !os(Linux)
        var one: Int32 = 1
        setsockopt(sockets[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif

        let status = spawn(executable, arguments: arguments, environment: environment, input: sockets[1], output: pipes[1])
        close(sockets[1])
        close(pipes[1])
        switch status {
        case .success(let processID):
            return .success((processID, sockets[0], pipes[0]))
        case .failure(let error):
            close(sockets[0])
            close(pipes[0])
            return failure(String(cString: strerror(error.code)))
        }
    }

    /// `descriptor`, moved to a number of 3 or more when it is 0, 1 or 2 (a parent started with
    /// its standard input or output closed gets its sockets there): the child's `dup2` onto 0 and
    /// 1 would otherwise overwrite one socket with the other, or keep one close-on-exec.
    private static func aboveStandardStreams(_ descriptor: Int32) -> Int32 {
        guard descriptor >= 0, descriptor <= 2 else { return descriptor }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard moved >= 0 else { return descriptor }
        close(descriptor)
        return moved
    }

    /// The signals a worker gets back at their default action.
    private static let defaultSignals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGCHLD]

    private struct SpawnError: Error { var code: Int32 }

    #if os(Linux)
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not show; looked up once, `nil` on an older C library.
    /// The descriptors this process has open (`/proc/self/fd`).
    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }

    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()
    #endif

    /// `posix_spawn` of `executable` with `input` and `output` as its standard input and output.
    private static func spawn(_ executable: String, arguments: [String], environment: [String: String], input: Int32, output: Int32) -> Result<pid_t, SpawnError> {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        #if os(Linux)
        // Nothing else the parent holds open reaches the worker: a descriptor another part of
        // the process made without close-on-exec (a pipe to some other child) would otherwise
        // stay open in a long-lived worker, and whoever waits for that pipe's end would wait
        // as long as the worker lives.
        if let closeFrom = Self.closeFrom {
            _ = closeFrom(&actions, 3)
        } else {
            // A C library before glibc 2.34: each descriptor open now, by name.
            for descriptor in Self.openDescriptors() where descriptor > 2 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var processID: pid_t = 0
        let code = posix_spawn(&processID, executable, &actions, &attributes, argv, envp)
        return code == 0 ? .success(processID) : .failure(SpawnError(code: code))
    }
}
