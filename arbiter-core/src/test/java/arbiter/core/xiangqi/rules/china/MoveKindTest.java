package arbiter.core.xiangqi.rules.china;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arbiter.core.xiangqi.board.Fen;
import arbiter.core.xiangqi.board.Move;
import arbiter.core.xiangqi.board.Position;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One move called 将, 杀, 捉 or 闲 under the national rules (1999 第28-29条, 第七章), position by position. */
class MoveKindTest {

    /** "CHASE a5", "IDLE", "IDLE pawn" (a pawn's own chase), "CHECK", "KILL". */
    private static String call(String fen, String move) {
        return call(fen, move, Book.Y1999);
    }

    private static String call(String fen, String move, Book book) {
        Position before = Fen.parse(fen).orThrow();
        Move m = Move.parse(move);
        MoveKind k = MoveKind.of(before, m, before.play(m).orThrow(), book);
        String targets = k.chased().stream().map(Object::toString).collect(Collectors.joining(" "));
        return (k.kind() + (targets.isEmpty() ? "" : " " + targets) + (k.pawnChase() ? " pawn" : "")).trim();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a check is 将                                              | 4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1         | a1a9 | CHECK
            a threat to mate by checks is 杀                           | 4k4/R8/9/9/1P7/9/9/9/9/1R1K5 w - - 0 1    | b5c5 | KILL
            a mate threat that stood before the move is no new 杀      | 4k4/R8/9/9/9/9/P8/9/1R7/3K5 w - - 0 1     | a3a4 | IDLE
            threatening an unprotected cannon is 捉                    | 5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1        | i4i5 | CHASE a5
            a cannon protected by a rook is not chased by a rook       | r4k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1       | i4i5 | IDLE
            a protected rook a cannon wins in exchange is chased       | r4k3/9/9/9/r3P4/8C/9/9/9/3K5 w - - 0 1     | i4i5 | CHASE a5
            a protector pinned against its king protects nothing    | 3ak4/3nr4/9/9/9/9/9/9/R3R4/5K3 w - - 0 1   | a1d1 | CHASE d8
            the king's own threat is 闲 (27.1)                          | 4k4/9/9/9/9/9/9/4n4/3K5/9 w - - 0 1        | d1d2 | IDLE
            a pawn's own threat is 闲 unless both attack (27.2)         | 4k4/9/3c5/9/3P5/9/9/9/9/5K3 w - - 0 1      | d5d6 | IDLE pawn
            a threat that stood before the move is no new chase         | 5k3/9/9/9/c7R/9/9/9/9/3K5 w - - 0 1        | i5h5 | IDLE
            a capture that would be mated at once is no chase (29.4)   | r4k3/9/9/9/4c4/R8/9/9/8r/3K5 w - - 0 1     | a4a5 | IDLE
            the same threat with no mate behind it is 捉                | 5k3/9/9/9/4c4/R8/9/9/8r/3K5 w - - 0 1      | a4a5 | CHASE e5
            a capture then mated by three checks is no chase (29.4, 图8) | 1r3k3/2r6/9/9/4c4/R8/9/9/9/3K5 w - - 0 1   | a4a5 | IDLE
            a second rook that needs a quiet move first does not count | 1r3kr2/9/9/6p2/4c4/R8/9/9/9/3K5 w - - 0 1 | a4a5 | CHASE e5
            winning a piece through a check is 捉                       | 9/3k2n2/9/9/9/9/N8/9/R8/5K3 w - - 0 1      | a3c4 | CHASE g8
            """)
    void eachMoveIsCalledByTheHeaviestOfWhatItDoes(String name, String fen, String move, String expected) {
        assertEquals(expected, call(fen, move));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            a knight freed against a cannon the rook attacks: 捉 (参考图24) | 4kab2/4a4/4b4/3C3r1/pnc6/2R3P2/P3P3P/4B1N2/3pA4/3AK1B2 b - - 3 2 | c5c9 | Y2011 | CHASE d6
            1999: the cannon was already won, no new chase (29.2)      | 4kab2/4a4/4b4/3C3r1/pnc6/2R3P2/P3P3P/4B1N2/3pA4/3AK1B2 b - - 3 2 | c5c9 | Y1999 | IDLE
            without the rook the knight's threat is new under 1999 too | 4kab2/4a4/4b4/3C5/pnc6/2R3P2/P3P3P/4B1N2/3pA4/3AK1B2 b - - 3 2   | c5c9 | Y1999 | CHASE d6
            """)
    void in2011AnotherPieceThatNowWinsAPieceAlreadyThreatenedMakesANewChase(String name, String fen, String move,
                                                                           Book book, String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            two attackers, one root, won evenly: 捉少根子 (24.15, 参考图34) | 4k4/9/9/9/1r7/9/9/4B4/n4K3/2B6 b - - 0 1 | b5b0 | Y2011 | CHASE c0
            1999 counts no roots (28.16): an even trade is no gain    | 4k4/9/9/9/1r7/9/9/4B4/n4K3/2B6 b - - 0 1 | b5b0 | Y1999 | IDLE
            two roots against two attackers: no 少根子             | 4k4/9/9/9/1r7/2R6/9/4B4/n4K3/2B6 b - - 0 1 | b5b0 | Y2011 | IDLE
            the root's recapture opens a cannon's rank: 闲 (参考图5) | 4k4/9/9/9/1r7/9/9/p2AB1C2/n4K3/2B6 b - - 0 1 | b5b0 | Y2011 | IDLE
            the cannon had that pawn already: still 捉少根子          | 4k4/9/9/9/1r7/9/9/p3B1C2/n4K3/2B6 b - - 0 1 | b5b0 | Y2011 | CHASE c0
            two rooks against an elephant's one root lose a rook   | 4k4/9/9/9/1rr6/9/9/4BK3/9/2B6 b - - 0 1 | b5b0 | Y2011 | IDLE
            """)
    void in2011APieceWithFewerRootsThanAttackersIsChasedWhenTakenEvenly(String name, String fen, String move,
                                                                       Book book, String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            the hanging knight steps away: the rook's capture is new (参考图18) | 2r2k3/9/9/8c/9/9/2N6/9/9/4K3R w - - 0 1 | c3a2 | Y2011 | CHASE i6
            1999: the capture stood before the move (29.2)              | 2r2k3/9/9/8c/9/9/2N6/9/9/4K3R w - - 0 1 | c3a2 | Y1999 | IDLE
            a move that guards the hanging knight frees nothing (参考图8) | 2r2k3/9/9/8c/6N2/9/2N6/9/9/4K3R w - - 0 1 | g5e4 | Y2011 | IDLE
            a cannon still hangs after the knight steps away            | 2r2k3/9/9/1n6c/9/C8/2N6/9/9/4K3R w - - 0 1 | c3a2 | Y2011 | IDLE
            a hanging pawn worth less than the capture held nothing back | 2r2k3/9/9/2P5c/9/9/9/9/9/4K3R w - - 0 1 | c6b6 | Y2011 | IDLE
            the king steps out of a 杀: the capture it frees stood (参考图31) | 2b3R2/5P3/b3k3n/5np2/2P6/9/1pp6/3CB4/4A4/4KAB1r b - - 1 1 | e7f7 | Y2011 | IDLE
            1999 calls the king's step a new chase (29.2)                 | 2b3R2/5P3/b3k3n/5np2/2P6/9/1pp6/3CB4/4A4/4KAB1r b - - 1 1 | e7f7 | Y1999 | CHASE c5
            a rook that parries a mate frees a new chase (参考图23)        | R1Nk1ab2/3Ca4/8n/p8/8p/P3Pp3/8P/5A3/R3K2c1/2r2nB2 b - - 3 2 | c0c8 | Y2011 | CHASE a1
            """)
    void in2011ACaptureThePieceThatMovedHeldBackIsANewChaseUnlessTheKingParriedAMate(String name, String fen,
                                                                                   String move, Book book,
                                                                                   String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            a pawn that takes after a rook's check: the rook's chase | 2ba3R1/3Pak3/b8/9/9/9/c1pnp4/3AB4/4A4/4K1B2 w - - 2 2 | h9h6 | Y1999 | CHASE d9
            it borrows the check, so 闲 in 2011 (26.7, 参考图9)       | 2ba3R1/3Pak3/b8/9/9/9/c1pnp4/3AB4/4A4/4K1B2 w - - 2 2 | h9h6 | Y2011 | IDLE pawn
            a pawn's capture that uncovers a cannon's check          | 3k4C/4a4/4b3b/p8/5P2P/4c4/5p3/4BA3/4A4/5KB2 b - - 1 1 | e4f4 | Y1999 | IDLE pawn
            it lets another piece check, so 捉 in 2011 (26.7, 参考图14) | 3k4C/4a4/4b3b/p8/5P2P/4c4/5p3/4BA3/4A4/5KB2 b - - 1 1 | e4f4 | Y2011 | CHASE f2
            """)
    void in2011ThePawnThatTakesDecidesWhetherAWinThroughAnotherPiecesCheckIsAChase(String name, String fen,
                                                                                   String move, Book book,
                                                                                   String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            the king's answer to a check uncovers a rook's threat | 3aka3/9/9/9/9/9/9/1n7/c2K4R/9 w - - 0 1 | d1d0 | Y1999 | CHASE a1
            the king's answer to a check is 闲 in 2011 (26.1.2)   | 3aka3/9/9/9/9/9/9/1n7/c2K4R/9 w - - 0 1 | d1d0 | Y2011 | IDLE
            a pawn's own threat is 闲 in 2011 too (26.1)          | 4k4/9/3c5/9/3P5/9/9/9/9/5K3 w - - 0 1  | d5d6 | Y2011 | IDLE pawn
            a pinned cannon's threat is 捉 in 1999 (第七章 4)      | 4k4/9/9/9/9/9/1r7/1cR2A2B/4A2N1/1R3K3 b - - 0 1 | b2b1 | Y1999 | CHASE h1
            it loses its rook behind, so 闲 in 2011 (26.5, 图23)  | 4k4/9/9/9/9/9/1r7/1cR2A2B/4A2N1/1R3K3 b - - 0 1 | b2b1 | Y2011 | IDLE
            """)
    void theBooksDifferInTheKingsAnswerToACheck(String name, String fen, String move, Book book, String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            a protector that would take a crossed pawn and lose a knight is 价值相当 (图22) | 2b1kr3/1r2a4/4ba3/1N1R5/9/7p1/9/9/9/3K5 w - - 0 1 | d6h6 | Y2011 | CHASE h4
            the same pawn on the back rank weighs less: 得不偿失 (图12)                  | 2b1kr3/1r2a4/4ba3/1N1R5/9/9/9/9/9/3K3p1 w - - 0 1 | d6h6 | Y2011 | IDLE
            a pawn that can advance still weighs less than a rook lost                 | 2b1kr3/1r2a4/4ba3/1R1R5/9/7p1/9/9/9/3K5 w - - 0 1 | d6h6 | Y2011 | IDLE
            1999 does not weigh what a protector exposes                               | 2b1kr3/1r2a4/4ba3/1N1R5/9/9/9/9/9/3K3p1 w - - 0 1 | d6h6 | Y1999 | CHASE h0
            """)
    void aCrossedPawnFloatsInTheWeighingOfWhatAProtectorExposes(String name, String fen, String move, Book book,
                                                                String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            a rook that keeps its attack on an unguarded cannon     | 5k3/9/9/9/c7R/9/9/9/9/3K5 w - - 0 1    | i5h5 | Y1999 | IDLE
            is 捉 in 2011: the moved piece can take (24.3)          | 5k3/9/9/9/c7R/9/9/9/9/3K5 w - - 0 1    | i5h5 | Y2011 | CHASE a5
            another piece's move leaves the rook's attack standing | 5k3/9/9/9/c7R/9/9/9/4A4/3K5 w - - 0 1  | e1f2 | Y2011 | IDLE
            a cannon that pins the guard keeps a joint chase (图11) | 1Cbak4/9/4b4/9/4R4/9/9/9/9/5K3 w - - 0 1   | b9a9 | Y2011 | CHASE e7
            the same from chase to chase is 闲 in 1999 (29.2)       | 1Cbak4/9/4b4/9/4R4/9/9/9/9/5K3 w - - 0 1   | b9a9 | Y1999 | IDLE
            """)
    void aThreatThatStoodBeforeTheMoveIsAChaseIn2011OnlyWhenTheMovedPieceTakesPart(String name, String fen,
                                                                                String move, Book book,
                                                                                String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            a block that keeps a mate the check laid open is 闲 (自毙) | 3k1ab2/4a4/4c4/3R4p/3PC4/4r4/8P/9/9/5K3 b - - 0 1 | e8d7 | Y2011 | IDLE
            1999 calls the same block 杀 (28.2)                       | 3k1ab2/4a4/4c4/3R4p/3PC4/4r4/8P/9/9/5K3 b - - 0 1 | e8d7 | Y1999 | KILL
            a block that adds a mate of its own is 杀 (26.3, 图19)   | 5aR2/3ka4/1c2c4/3R5/9/2P3p2/2r6/4B4/4A2n1/2B1KA3 b - - 0 1 | b7d7 | Y2011 | KILL
            a block that lays a mate open by leaving its point is 杀 (参考图46) | 2n1k2R1/r3a3C/5P3/6N2/9/9/9/9/9/3K5 b - - 0 1 | e8f9 | Y2011 | KILL
            the same advisor's return in 1999 (28.2)                  | 2n1k2R1/r3a3C/5P3/6N2/9/9/9/9/9/3K5 b - - 0 1 | e8f9 | Y1999 | KILL
            """)
    void anAnswerToACheckIsAMateThreatOnlyForAMateItAdds(String name, String fen, String move, Book book,
                                                         String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            a guarded rook invited to exchange and then mated: 捉 (26.9) | 4kar1N/4a4/4b4/9/9/6R2/9/3K5/9/3A1A3 w - - 0 1 | g4g8 | Y2011 | CHASE g9
            1999 has no 26.9: the same invitation is 兑, 闲             | 4kar1N/4a4/4b4/9/9/6R2/9/3K5/9/3A1A3 w - - 0 1 | g4g8 | Y1999 | IDLE
            with the red king off the d-file nothing mates: 兑, 闲      | 4kar1N/4a4/4b4/9/9/6R2/9/5K3/9/3A1A3 w - - 0 1 | g4g8 | Y2011 | IDLE
            an invited knight that takes lays its rook open: 捉 (26.9)  | 1nr1k4/9/2n6/9/4P1N2/9/9/9/9/2R1K4 w - - 0 1   | g5e6 | Y2011 | CHASE c7
            without the red rook it lays nothing open: 兑             | 1nr1k4/9/2n6/9/4P1N2/9/9/9/9/4K4 w - - 0 1     | g5e6 | Y2011 | IDLE
            a rook that takes is retaken, then saves its knight: 兑  | 3akab2/9/r8/9/n5N2/9/7R1/9/R8/3K5 w - - 0 1    | h3h7 | Y2011 | IDLE
            without the knight it may take first, like for like: 兑    | 3akab2/9/r8/9/6N2/9/7R1/9/R8/3K5 w - - 0 1     | h3h7 | Y2011 | IDLE
            """)
    void anInvitedExchangeThatHarmsTheInvitedSideIsAChaseIn2011(String name, String fen, String move, Book book,
                                                                 String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a rook chasing an unguarded cannon chases it alone          | 5k3/9/9/9/c8/8R/9/9/9/3K5 w - - 0 1     | i4i5 | true
            a cannon over an enemy screen chases an unguarded knight   | 5k3/9/9/9/n3p4/8C/9/9/9/3K5 w - - 0 1  | i4i5 | true
            a cannon over its own pawn chases a rook by itself (图26)  | r4k3/9/9/9/r3P4/8C/9/9/9/3K5 w - - 0 1 | i4i5 | true
            over its own rook that faces that rook: jointly (参考图36) | r4k3/9/9/9/r3R4/8C/9/9/9/3K5 w - - 0 1 | i4i5 | false
            a cannon over its own rook chases a guarded knight jointly | 5k3/9/9/9/n3R4/8C/9/9/r8/3K5 w - - 0 1  | i4i5 | false
            a cannon pinning an elephant's one guard: joint (图11)     | 1Cbak4/9/4b4/9/4R4/9/9/9/9/5K3 w - - 0 1 | b9a9 | false
            a knight whose guard's line is blocked has no root at all | 4k4/9/9/9/n1P1r4/9/9/9/9/1R1K5 w - - 0 1  | b0a0 | true
            the moved rook's own checks win an advisor (图3)          | 5a3/5k3/4P4/p7p/9/8P/P8/4B4/c1nRA1r2/2BAK4 b - - 3 2 | g1h1 | true
            knights take with the moved cannon's check: joint (参考图38) | 5a3/3c1k3/4b4/2N1NC3/6p1p/2B6/5n2P/2n1B4/3KA4/5A3 b - - 1 1 | d8d7 | false
            the advisor's step lets the rook win by checks: joint (参考图40) | 9/5k3/2c6/p3R4/9/9/9/r5n1B/4AC3/4KA3 w - - 0 1 | e1d0 | false
            the rook that steps to guard the cannon's screen: 车马炮 (参考图37) | 4kab2/4arNC1/4b4/6R2/2p3pc1/5n3/4P3P/4B4/4A4/2BAK4 w - - 2 2 | g6g7 | false
            """)
    void onlyAChaseOfARookOrAnUnguardedPieceByOnePieceIsOne26Point8Point1Names(String name, String fen, String move,
                                                                              boolean named) {
        Position before = Fen.parse(fen).orThrow();
        Move m = Move.parse(move);
        MoveKind k = MoveKind.of(before, m, before.play(m).orThrow(), Book.Y2011);
        assertEquals(MoveKind.Kind.CHASE, k.kind());
        assertEquals(named, k.rookOrUnprotected());
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            an even trade that takes the guard, then the pawn (图4)  | 4k4/4a4/4ba3/9/2nN2b1C/4p2p1/P4n3/4BA3/4A4/2B1K4 w - - 2 2     | d5f6 | Y2011 | CHASE e4
            1999 counts only what the exchange gains (29.1)       | 4k4/4a4/4ba3/9/2nN2b1C/4p2p1/P4n3/4BA3/4A4/2B1K4 w - - 2 2     | d5f6 | Y1999 | IDLE
            a trade that only opens another piece's line (图30)    | 2bakab2/9/2n1c3c/p1p1Nr2p/7n1/2P6/P3P1P1P/1C2C1N2/9/1RBAKAB2 w - - 2 2 | b2b6 | Y2011 | IDLE
            a cannon for an advisor lures its guard (参考图16)     | 3ak1b2/2P1a4/4b4/p7p/9/P1P2R2P/1r6p/3CB4/4A4/2BA1K2c b - - 1 1 | b3d3 | Y2011 | CHASE d2
            1999 has no chase after an exchange (29.1)          | 3ak1b2/2P1a4/4b4/p7p/9/P1P2R2P/1r6p/3CB4/4A4/2BA1K2c b - - 1 1 | b3d3 | Y1999 | IDLE
            """)
    void in2011APieceIsChasedWhenAnExchangeTakesOrLuresItsGuardAndBothGain(String name, String fen, String move,
                                                                       Book book, String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            the front knight takes a guarded elephant and frees the rear knight's leg onto a rook (参考图2) | 3ak1b2/4a4/3cb3n/4p1r1p/1R3N1N1/P7P/4P4/4B4/4A4/2B1KA3 w - - 0 1 | h5f4 | Y2011 | CHASE e7
            1999 weighs the capture on its point (29.1)                    | 3ak1b2/4a4/3cb3n/4p1r1p/1R3N1N1/P7P/4P4/4B4/4A4/2B1KA3 w - - 0 1 | h5f4 | Y1999 | IDLE
            a cannon given for an advisor opens the rook's file onto a knight | 2bak4/4a4/4b1n2/p5N1p/3npr3/1r1Cc1P2/P3R3P/3CB4/4A4/R2K1AB2 w - - 1 22 | e3d3 | Y2011 | CHASE d9
            a rook given for the cannon that pins an elephant, which then takes a rook | 2R3b2/3ck4/3cb4/p4R2p/2p6/4r4/P7P/4C4/9/1rB1K1B2 b - - 2 35 | d8b8 | Y2011 | CHASE e2
            the rook the capture unmasks faces a rook that takes first     | 2b1k4/9/2N1b1c1C/p1p2r1rp/9/2P6/P3P3P/3R4B/4A1pc1/2B1KA1R1 b - - 10 33 | f6d6 | Y2011 | IDLE
            """)
    void in2011ACaptureThatLosesOnItsPointChasesWhenWhatItUnmasksRepaysIt(String name, String fen, String move,
                                                                         Book book, String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    @ParameterizedTest(name = "{0} ({3})")
    @CsvSource(delimiter = '|', textBlock = """
            a rook and a cannon against a cannon that takes the cannon first unharmed (参考图6) | 1rbakabr1/n8/1C2c1n1c/p1p1p2Cp/6p2/9/P1P1P1P1P/2N1B1N2/9/1R1AKABR1 b - - 3 2 | a8c7 | Y2011 | IDLE
            1999's 兑 is like for like alone (28.5)                              | 1rbakabr1/n8/1C2c1n1c/p1p1p2Cp/6p2/9/P1P1P1P1P/2N1B1N2/9/1R1AKABR1 b - - 3 2 | a8c7 | Y1999 | CHASE b7
            a rook and a knight against a knight that takes the knight first (参考图48) | 3akab2/3cn1C2/4b2C1/pN6R/2rn2p2/9/P1p1P1P1P/4B4/9/2BAKA3 b - - 3 2 | c5b5 | Y2011 | IDLE
            a cannon takes part too: 车方增加其他参与子力 (参考图47)                 | 3akab2/3cn1C2/4b2C1/pN6R/2rn2p2/9/P1p1P1P1P/1c2B4/5N3/2BAKA3 b - - 3 2 | c5b5 | Y2011 | CHASE b6
            the knight has no root: the rook's side chases (26.10.1)             | 3akab2/3cn1C2/4b2C1/pN7/2rn2p2/9/P1p1P1P1P/4B4/9/2BAKA3 b - - 3 2 | c5b5 | Y2011 | CHASE b6
            the knight cannot take the knight first: its leg is blocked          | 1n2ka3/P1c1a4/N7R/9/2P1c4/1rP6/9/3n5/1NR1K4/9 b - - 3 2 | b4a4 | Y2011 | CHASE a7
            """)
    void in2011ARookAndALikePieceAgainstAGuardedKnightOrCannonThatCanTakeFirstIsAnExchangeOffer(String name, String fen,
            String move, Book book, String expected) {
        assertEquals(expected, call(fen, move, book));
    }

    /**
     * Calls are kept per thread and reused for the same placement, side, move and book: another position object
     * of that placement (other counters) gets the same call, and another book its own.
     */
    @org.junit.jupiter.api.Test
    void aCallIsReusedOnlyForTheSamePlacementMoveAndBook() {
        String placement = "5k3/9/9/9/c7R/9/9/9/9/3K5 w - - ";
        assertEquals("IDLE", call(placement + "0 1", "i5h5", Book.Y1999));
        assertEquals("CHASE a5", call(placement + "0 1", "i5h5", Book.Y2011));
        assertEquals("IDLE", call(placement + "7 20", "i5h5", Book.Y1999));
        assertEquals("CHASE a5", call(placement + "7 20", "i5h5", Book.Y2011));
        // the same move from another placement (the cannon a file over) is called afresh
        assertEquals("CHASE b5", call("5k3/9/9/9/1c6R/9/9/9/9/3K5 w - - 0 1", "i5h5", Book.Y2011));
    }
}
