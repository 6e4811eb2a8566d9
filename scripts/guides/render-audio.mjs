// Renders the audio guides' chapters (data/guides/audioguides/*.json) to Opus files in
// data/guides/audio/, and writes where each sentence starts (data/guides/audio/timings.json).
// Each sentence is spoken on its own by espeak-ng, the pieces joined with a short pause, so the
// transcript knows its sentence timings. Needs `espeak-ng` and `opusenc` (opus-tools):
//   apt-get install -y espeak-ng opus-tools && node scripts/guides/render-audio.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../data/guides/', import.meta.url).pathname;
const voices = { ru: 'ru', en: 'en-gb' };
/** espeak-ng's output: mono 16-bit samples at 22,050 Hz. */
const rate = 22050;
const pauseSeconds = 0.6;

/** A WAV file's samples (after its `data` chunk header). */
function samplesOf(wav) {
  const data = wav.indexOf('data', 12);
  return wav.subarray(data + 8);
}

function wavOf(pcm) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

const work = mkdtempSync(join(tmpdir(), 'guides-audio-'));
const timings = {};
try {
  for (const name of readdirSync(join(root, 'audioguides')).sort()) {
    const guide = JSON.parse(readFileSync(join(root, 'audioguides', name), 'utf8'));
    for (const language of Object.keys(voices)) {
      for (const chapter of guide.chapters) {
        const pieces = [];
        const starts = [];
        let offset = 0;
        for (const sentence of chapter.sentences[language]) {
          const wav = join(work, 'sentence.wav');
          execFileSync('espeak-ng', ['-v', voices[language], '-s', '150', '-w', wav, sentence]);
          const pcm = samplesOf(readFileSync(wav));
          const seconds = pcm.length / 2 / rate;
          starts.push(Math.round(offset * 100) / 100);
          pieces.push(pcm, Buffer.alloc(Math.round(pauseSeconds * rate) * 2));
          offset += seconds + pauseSeconds;
        }
        const file = `${guide.iata.toLowerCase()}-${guide.slug}.${language}.${chapter.id}.opus`;
        const wav = join(work, 'chapter.wav');
        const pcm = Buffer.concat(pieces);
        writeFileSync(wav, wavOf(pcm));
        execFileSync('opusenc', [
          '--quiet',
          '--bitrate',
          '12',
          '--downmix-mono',
          '--comp',
          '10',
          '--speech',
          '--discard-comments',
          wav,
          join(root, 'audio', file),
        ]);
        const duration = Math.round((pcm.length / 2 / rate) * 100) / 100;
        timings[file] = { file, bytes: statSync(join(root, 'audio', file)).size, duration, starts };
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(join(root, 'audio', 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
console.log(`${Object.keys(timings).length} chapters rendered`);
