package arbiter.compat;

/** The help a game manager prints for {@code -help}: what Arbiter's imitation accepts, in the peer's terms. */
public final class GmHelp {
    private GmHelp() {
    }

    /** The help text of a dialect, ending with a line break. */
    public static String text(GmSettings.Dialect dialect) {
        String name = dialect == GmSettings.Dialect.FASTCHESS ? "fastchess" : "cutechess-cli";
        return name + " (arbiter " + name + "): Arbiter's match runner behind " + name + "'s command line and "
                + "output.\nEvery game is judged by Arbiter's rule core; see the README, \"Use with fishtest / "
                + "OpenBench / tuners\",\nfor the options accepted and the few refused (tablebases, " + name
                + "'s own extras).\n\n"
                + (dialect == GmSettings.Dialect.FASTCHESS
                ? "  -engine cmd=CMD name=NAME [dir= args= proto=uci|ucci|xboard tc= st= nodes= plies= depth=\n"
                + "          timemargin= restart=on|off option.NAME=VALUE]   (twice)\n"
                + "  -each KEY=VALUE...       applied to every engine, last\n"
                + "  -rounds N -games 1|2 -repeat -noswap -reverse -concurrency N -force-concurrency -recover\n"
                + "  -openings file= format=epd|pgn order=sequential|random plies= start= policy=round\n"
                + "  -variant standard|fischerandom|xiangqi   -rules NAME (xiangqi: pikafish, china-1999, ...)\n"
                + "  -pgnout file= append= notation=san|uci nodes= seldepth= nps= hashfull= timeleft= pv= min=\n"
                + "          match_line=REGEX   -epdout file= append=   -crc32 pgn=true\n"
                + "  -sprt elo0= elo1= alpha= beta= model=normalized|logistic   -report penta=true|false\n"
                + "  -resign movecount= score= twosided=   -draw movenumber= movecount= score=   -maxmoves N\n"
                + "  -ratinginterval N -scoreinterval N -autosaveinterval N -output format=fastchess|cutechess\n"
                + "  -config file= outname= discard= stats=   -log file= level= engine= append=\n"
                + "  -event NAME -site NAME -srand N -wait MS -use-affinity [CPUS] -testEnv -check-mate-pvs\n"
                + "  -strict -show-latency -startup-ms MS -ucinewgame-ms MS -ping-ms MS -version -help\n"
                : "  -engine cmd=CMD name=NAME [dir= arg= proto=uci|ucci|xboard tc= st= nodes= depth=\n"
                + "          timemargin= restart=auto|on|off option.NAME=VALUE]   (twice)\n"
                + "  -each OPTIONS   -games N -rounds N -repeat -noswap -reverse -concurrency N -recover\n"
                + "  -openings file= format=epd|pgn order=sequential|random plies= start=\n"
                + "  -variant standard|fischerandom|xiangqi   -rules NAME\n"
                + "  -pgnout FILE [min] [fi]   -epdout FILE   -sprt elo0= elo1= alpha= beta=\n"
                + "  -resign movecount= score= twosided=   -draw movenumber= movecount= score=   -maxmoves N\n"
                + "  -ratinginterval N -outcomeinterval N -event NAME -site NAME -srand N -wait MS -debug\n"
                + "  -version -help\n");
    }
}
