package arbiter.core.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import arbiter.core.xiangqi.board.Move;
import arbiter.core.game.Parsed;
import arbiter.core.xiangqi.board.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rulebook's Chinese text and the WXF text for moves of every kind, each read back as the same move. FEN rows
 * are built so that only the pieces in question stand on the board besides the two kings.
 */
class WrittenMovesTest {

    @ParameterizedTest(name = "{0}: {4} / {5}")
    @CsvSource(delimiter = '|', textBlock = """
            Red central cannon               | START | -                | h2e2 | 炮二平五 | C2.5
            Black's knight answer            | START | h2e2             | h9g7 | 马8进7   | H8+7
            Red's left knight                | START | -                | b0c2 | 马八进七 | H8+7
            Red pawn advance                 | START | -                | c3c4 | 兵七进一 | P7+1
            Red rook out sideways            | START | h0g2 h9g7        | i0h0 | 车一平二 | R1.2
            Red advisor                      | START | -                | f0e1 | 仕四进五 | A4+5
            Red bishop                       | START | -                | g0e2 | 相三进五 | E3+5
            Black bishop                     | START | h2e2             | c9e7 | 象3进5   | E3+5
            Black advisor                    | START | h2e2             | d9e8 | 士4进5   | A4+5
            Red king advance                 | START | -                | e0e1 | 帅五进一 | K5+1
            Black king advance               | START | h2e2             | e9e8 | 将5进1   | K5+1
            Red cannon takes the knight      | START | -                | h2h9 | 炮二进七 | C2+7
            Black cannon sideways            | START | h2e2             | b7e7 | 炮2平5   | C2.5
            Black knight retreat             | START | h2e2 h9g7 h0g2   | g7h9 | 马7退8   | H7-8
            Red rook retreat                 | 3k5/9/9/9/7R1/9/9/9/9/4K4 w   | - | h5h2 | 车二退三 | R2-3
            Black rook retreat               | 4k4/9/9/9/9/1r7/9/9/9/3K5 b   | - | b4b7 | 车2退3   | R2-3
            Red king sideways                | 3k5/9/9/9/9/9/9/9/4K4/9 w     | - | e1f1 | 帅五平四 | K5.4
            Red front rook advance           | 3k5/9/9/7R1/9/9/7R1/9/9/4K4 w | - | h6h7 | 前车进一 | R++1
            Red rear rook advance            | 3k5/9/9/7R1/9/9/7R1/9/9/4K4 w | - | h3h4 | 后车进一 | R-+1
            Red rear rook retreat            | 3k5/9/9/7R1/9/9/7R1/9/9/4K4 w | - | h3h1 | 后车退二 | R--2
            Red front rook sideways          | 3k5/9/9/7R1/9/9/7R1/9/9/4K4 w | - | h6e6 | 前车平五 | R+.5
            Black front rook is the lower one | 3k5/9/1r7/9/9/1r7/9/9/9/4K4 b | - | b4b3 | 前车进1 | R++1
            Black rear rook advance          | 3k5/9/1r7/9/9/1r7/9/9/9/4K4 b | - | b7b6 | 后车进1   | R-+1
            Black rear rook retreat          | 3k5/9/1r7/9/9/1r7/9/9/9/4K4 b | - | b7b8 | 后车退1   | R--1
            Black front rook sideways        | 3k5/9/1r7/9/9/1r7/9/9/9/4K4 b | - | b4e4 | 前车平5   | R+.5
            Red rear knight retreat          | 3k5/9/9/9/9/6N2/9/6N2/9/4K4 w | - | g2h0 | 后马退二 | H--2
            Red front knight advance         | 3k5/9/9/9/9/6N2/9/6N2/9/4K4 w | - | g4h6 | 前马进二 | H++2
            Red front knight retreat         | 3k5/9/9/9/9/6N2/9/6N2/9/4K4 w | - | g4f2 | 前马退四 | H+-4
            Black front knight advance       | 4k4/9/2n6/9/2n6/9/9/9/9/3K5 b | - | c5d3 | 前马进4   | H++4
            Black rear knight retreat        | 4k4/9/2n6/9/2n6/9/9/9/9/3K5 b | - | c7b9 | 后马退2   | H--2
            Black rear knight advance        | 4k4/9/2n6/9/2n6/9/9/9/9/3K5 b | - | c7d5 | 后马进4   | H-+4
            Red front cannon                 | 3k5/9/9/9/9/7C1/9/7C1/9/4K4 w | - | h4e4 | 前炮平五 | C+.5
            Red rear cannon                  | 3k5/9/9/9/9/7C1/9/7C1/9/4K4 w | - | h2e2 | 后炮平五 | C-.5
            Black front cannon               | 4k4/9/1c7/9/1c7/9/9/9/9/3K5 b | - | b5e5 | 前炮平5   | C+.5
            Black rear cannon                | 4k4/9/1c7/9/1c7/9/9/9/9/3K5 b | - | b7e7 | 后炮平5   | C-.5
            Red advisor up from a shared file   | 3k5/9/9/9/9/9/9/3A5/9/3AK4 w | - | d0e1 | 仕六进五 | A6+5
            Red advisor down from a shared file | 3k5/9/9/9/9/9/9/3A5/9/3AK4 w | - | d2e1 | 仕六退五 | A6-5
            Red bishop up from a shared file    | 3k5/9/9/9/9/2B6/9/9/9/2B1K4 w | - | c0e2 | 相七进五 | E7+5
            Red bishop down from a shared file  | 3k5/9/9/9/9/2B6/9/9/9/2B1K4 w | - | c4e2 | 相七退五 | E7-5
            Red bishop down to the edge         | 3k5/9/9/9/9/2B6/9/9/9/2B1K4 w | - | c4a2 | 相七退九 | E7-9
            middle of three Red pawns        | 3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w | - | e6f6 | 中兵平四 | P5.4
            front of three Red pawns         | 3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w | - | e7f7 | 前兵平四 | P+.4
            front of three Red pawns advances | 3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w | - | e7e8 | 前兵进一 | P++1
            rear of three Red pawns          | 3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w | - | e5d5 | 后兵平六 | P-.6
            middle of three Black pawns      | 4k4/9/9/9/9/2p6/2p6/2p6/9/3K5 b | - | c3d3 | 中卒平4 | P3.4
            front of three Black pawns is the lower one | 4k4/9/9/9/9/2p6/2p6/2p6/9/3K5 b | - | c2d2 | 前卒平4 | P+.4
            rear of three Black pawns        | 4k4/9/9/9/9/2p6/2p6/2p6/9/3K5 b | - | c4b4 | 后卒平2 | P-.2
            two Red pawn files, front on three  | 3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w | - | g6f6 | 前三平四 | 3+.4
            two Red pawn files, rear on three   | 3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w | - | g5f5 | 后三平四 | 3-.4
            two Red pawn files, front on seven  | 3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w | - | c6d6 | 前七平六 | 7+.6
            two Red pawn files, front advances  | 3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w | - | c6c7 | 前七进一 | 7++1
            two Red pawn files, rear on seven   | 3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w | - | c5b5 | 后七平八 | 7-.8
            three and two Red pawns, middle     | 3k5/9/5P3/2P2P3/2P2P3/9/9/9/9/4K4 w | - | f6e6 | 中四平五 | 44.5
            three and two Red pawns, front      | 3k5/9/5P3/2P2P3/2P2P3/9/9/9/9/4K4 w | - | f7e7 | 前四平五 | 4+.5
            three and two Red pawns, rear       | 3k5/9/5P3/2P2P3/2P2P3/9/9/9/9/4K4 w | - | f5e5 | 后四平五 | 4-.5
            three and two Red pawns, the pair   | 3k5/9/5P3/2P2P3/2P2P3/9/9/9/9/4K4 w | - | c6c7 | 前七进一 | 7++1
            two Black pawn files, front         | 5k3/9/9/9/9/3p2p2/3p2p2/9/9/4K4 b | - | d3e3 | 前4平5 | 4+.5
            two Black pawn files, rear          | 5k3/9/9/9/9/3p2p2/3p2p2/9/9/4K4 b | - | d4e4 | 后4平5 | 4-.5
            two Black pawn files, front advances | 5k3/9/9/9/9/3p2p2/3p2p2/9/9/4K4 b | - | g3g2 | 前7进1 | 7++1
            two Black pawn files, rear sideways | 5k3/9/9/9/9/3p2p2/3p2p2/9/9/4K4 b | - | g4h4 | 后7平8 | 7-.8
            four Red pawns, front               | P3k4/P8/P8/P8/9/9/9/9/9/3K5 w | - | a9b9 | 前兵平八 | ++.8
            four Red pawns, second              | P3k4/P8/P8/P8/9/9/9/9/9/3K5 w | - | a8b8 | 二兵平八 | P+.8
            four Red pawns, third               | P3k4/P8/P8/P8/9/9/9/9/9/3K5 w | - | a7b7 | 三兵平八 | P-.8
            four Red pawns, rear                | P3k4/P8/P8/P8/9/9/9/9/9/3K5 w | - | a6b6 | 后兵平八 | --.8
            five Red pawns, front               | P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w | - | a9b9 | 前兵平八 | ++.8
            five Red pawns, second              | P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w | - | a8b8 | 二兵平八 | P+.8
            five Red pawns, third is the middle | P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w | - | a7b7 | 三兵平八 | P9.8
            five Red pawns, fourth              | P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w | - | a6b6 | 四兵平八 | P-.8
            five Red pawns, rear                | P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w | - | a5b5 | 后兵平八 | --.8
            five Black pawns, front is the lowest | 4k4/9/9/9/9/8p/8p/8p/8p/3K4p b | - | i0h0 | 前卒平8 | ++.8
            five Black pawns, second            | 4k4/9/9/9/9/8p/8p/8p/8p/3K4p b | - | i1h1 | 二卒平8 | P+.8
            five Black pawns, third             | 4k4/9/9/9/9/8p/8p/8p/8p/3K4p b | - | i2h2 | 三卒平8 | P9.8
            five Black pawns, fourth            | 4k4/9/9/9/9/8p/8p/8p/8p/3K4p b | - | i3h3 | 四卒平8 | P-.8
            five Black pawns, rear              | 4k4/9/9/9/9/8p/8p/8p/8p/3K4p b | - | i4h4 | 后卒平8 | --.8
            """)
    void aMoveIsWrittenAsTheRulebookAndTheWxfSayAndReadBack(String name, String fen, String before, String move,
                                                            String chinese, String wxf) {
        Position p = Boards.at(fen, before);
        Move m = Boards.move(move);
        assertEquals(chinese, ChineseNotation.write(p, m));
        assertEquals(wxf, WxfNotation.write(p, m));
        assertEquals(new Parsed.Ok<>(m), ChineseNotation.read(p, chinese));
        assertEquals(new Parsed.Ok<>(m), WxfNotation.read(p, wxf));
    }
}
