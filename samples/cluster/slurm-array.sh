#!/bin/bash
# A round-robin split over a Slurm job array: task k (1..6) runs shard k of 6.
# Submit from the repository (built with `mvn -q -DskipTests package`): sbatch samples/cluster/slurm-array.sh
# Afterwards: ./arbiter merge results/shard-*.json --pgn results/shard-*.pgn --pgnout results/all.pgn \
#                 --html results/all.html
#SBATCH --job-name=arbiter-rr
#SBATCH --array=1-6
#SBATCH --cpus-per-task=2
#SBATCH --mem=2G
#SBATCH --time=04:00:00
#SBATCH --requeue
#SBATCH --output=results/slurm-%A_%a.out
set -euo pipefail
N=6
I=${SLURM_ARRAY_TASK_ID}
mkdir -p results
STATE=results/shard-$I.state.json
JAR=runner-cli/target/arbiter.jar
# A requeued task continues its shard where it stopped.
if [ -f "$STATE" ]; then
    exec java -jar "$JAR" tournament --resume "$STATE"
fi
exec java -jar "$JAR" tournament --format round-robin --cycles 2 --shard "$I/$N" --seed 7 --concurrency 2 \
    --engine name=Pikafish-dev cmd=/opt/engines/pikafish-dev \
    --engine name=Pikafish-base cmd=/opt/engines/pikafish-base \
    --engine name=Fairy-Stockfish cmd=/usr/games/fairy-stockfish proto=ucci \
    --engine name=Sample cmd=samples/sample-engine/sample-engine \
    --each tc=10+0.1 \
    --pgnout results/shard-$I.pgn --json-out results/shard-$I.json --state "$STATE"
