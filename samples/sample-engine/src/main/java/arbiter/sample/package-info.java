/**
 * The bundled sample engine: a small UCI/UCCI xiangqi engine on top of the rule core, with fault switches for
 * testing a match runner against misbehaving engines. Entry point {@link arbiter.sample.SampleEngine}; the
 * command loop is {@link arbiter.sample.ProtocolLoop}.
 */
package arbiter.sample;
