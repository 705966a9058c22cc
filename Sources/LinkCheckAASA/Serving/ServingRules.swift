import LinkCheckCore
import LinkCheckRoutes

/// The findings of `aasa --fetch` about how a file is served, beside the lint rules of its content.
extension AASARule {
    static let tlsFailure = AASARule("tls-failure", .error, "the HTTPS connection failed (untrusted certificate, wrong name, expired); iOS accepts no custom roots")
    static let timeout = AASARule("timeout", .error, "no complete answer within --timeout")
    static let noAnswer = AASARule("no-answer", .error, "the server closed the connection without a complete HTTP answer")
    static let unreachable = AASARule("unreachable", .error, "the host could not be resolved or connected to; the run is not judged (exit 2)")
    static let httpStatus = AASARule("http-status", .error, "an HTTP status other than 200 (a 403 often means the site blocks unknown user agents)")
    static let redirect = AASARule("redirect", .error, "a redirect; iOS and Apple's CDN never follow one for this file")
    static let contentType = AASARule("content-type", .warning, "a Content-Type other than application/json, or none")
    static let emptyBody = AASARule("empty-body", .error, "an empty body")
    static let htmlBody = AASARule("html-body", .error, "an HTML (or other markup) page instead of JSON")
    static let legacyLocation = AASARule("legacy-location", .warning, "served only at the legacy /apple-app-site-association, which Apple calls deprecated")
    static let cdnMissing = AASARule("cdn-missing", .warning, "Apple's CDN has no copy of the domain's file yet")
    static let cdnFetchFailed = AASARule("cdn-fetch-failed", .error, "Apple's CDN reports (Apple-Failure-Reason) that its own fetch from the site failed, so devices get no file")
    static let cdnFailure = AASARule("cdn-failure", .warning, "Apple's CDN could not be read (an answer other than 200 or 404, or no answer)")
    static let cdnStale = AASARule("cdn-stale", .error, "Apple's CDN serves a copy on which some URLs get another answer; a warning when no URL the site opens is lost")

    /// Every serving rule, in the order the catalogue lists them; `file-too-large` is shared.
    public static let serving: [AASARule] = [
        tlsFailure, timeout, noAnswer, unreachable, httpStatus, redirect, contentType, emptyBody, htmlBody,
        fileTooLarge, legacyLocation, cdnMissing, cdnFetchFailed, cdnFailure, cdnStale,
    ]
}
