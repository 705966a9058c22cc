import LinkCheckCore

/// The substitution variables every AASA file can use without defining them (Apple's
/// "applinks.SubstitutionVariables": alpha, upper, lower, alnum, digit, xdigit, region, lang).
///
/// A file's own `substitutionVariables` entry with one of these names replaces the predefined one:
/// Apple does not say which wins, and letting the file's definition win means a file always matches
/// what it spells out. The linter warns about such a shadowing definition.
public enum AASAVariables {
    /// The predefined names, in Apple's documentation order.
    public static let predefinedNames: [String] = ["alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang"]

    /// The values of a predefined variable, or `nil` for any other name. Class variables have
    /// one-character values (`$(digit)` is `0` … `9`); `region` and `lang` have whole codes.
    public static func predefinedValues(_ name: String) -> [String]? {
        switch name {
        case "alpha": return upperLetters + lowerLetters
        case "upper": return upperLetters
        case "lower": return lowerLetters
        case "alnum": return upperLetters + lowerLetters + digits
        case "digit": return digits
        case "xdigit": return digits + scalars(0x41...0x46) + scalars(0x61...0x66)
        case "region": return regionCodes
        case "lang": return languageCodes
        default: return nil
        }
    }

    private static let upperLetters = scalars(0x41...0x5A)
    private static let lowerLetters = scalars(0x61...0x7A)
    private static let digits = scalars(0x30...0x39)

    private static func scalars(_ range: ClosedRange<UInt32>) -> [String] {
        range.compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
    }

    /// `$(region)`: Apple defines it as Foundation's `Locale.isoRegionCodes`. This mirrors that list
    /// as macOS 27.0 (26A5388g) returns it, captured by the third-party `blazingly-aasa` project
    /// (`src/iso_tables.rs`): the ISO 3166-1 alpha-2 codes plus CLDR's exceptionally reserved ones
    /// (AC, CP, CQ, DG, EA, IC, TA, XK). `GB`, not `UK` (`swcutil` rejects `UK`). Fixed here
    /// because Linux Foundation/ICU may return a different list.
    static let regionCodes: [String] = """
        AC AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD
        BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC
        CD CF CG CH CI CK CL CM CN CO CP CQ CR CU CV CW CX CY CZ DE
        DG DJ DK DM DO DZ EA EC EE EG EH ER ES ET FI FJ FK FM FO FR
        GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK
        HM HN HR HT HU IC ID IE IL IM IN IO IQ IR IS IT JE JM JO JP
        KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU
        LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU
        MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE
        PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB
        SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TA
        TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US
        UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

    /// `$(lang)`: the 183 ISO 639-1 two-letter codes. Foundation's
    /// `Locale.isoLanguageCodes` on macOS 27.0 also lists about 450 three-letter codes and has
    /// `fil` in place of `tl`; the two-letter list is the documented, stable core.
    static let languageCodes: [String] = """
        aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br
        bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et
        eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht
        hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk
        kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg
        mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny
        oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se
        sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk
        tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo
        za zh zu
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
}
