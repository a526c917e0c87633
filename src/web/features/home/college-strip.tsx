// The marks are our own artwork of invented colleges; the names are those drawn in each mark.
const COLLEGE_NAMES = [
  'Vindhya Ridge Institute of Technology',
  'Konkan Coast College of Engineering',
  'Godavari Lotus College of Science',
  'Aravalli Crest University',
  'Nilgiri Pinewood Institute of Management',
  'Kaveri Delta School of Commerce',
  'Sahyadri Lantern Polytechnic College',
  'Lohit Horizon School of Engineering',
  'Malabar Starfield College of Liberal Arts',
  'Chambal Banyan College of Education',
  'Thar Sunrise Institute of Design',
  'Satpura Vista University',
];
const COLLEGES = COLLEGE_NAMES.map((name, i) => ({
  name,
  src: `/images/colleges/college-${String(i + 1).padStart(2, '0')}.svg`,
}));
const REPEATS = 10;
/** "Speed 8": eight pixels every tenth of a second. */
const PIXELS_PER_SECOND = 80;
const MARK_WIDTH = 180 + 48; // image plus gap

/** Twelve college marks, repeated ten times, gliding past; paused for people who prefer less motion. */
export function CollegeStrip() {
  const style = {
    '--marquee-repeats': REPEATS,
    '--marquee-duration': `${(COLLEGES.length * MARK_WIDTH) / PIXELS_PER_SECOND}s`,
  } as React.CSSProperties;
  return (
    <div className="relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
      <ul
        className="marquee-track flex w-max gap-12"
        style={style}
        aria-label="Colleges our learners come from"
      >
        {Array.from({ length: REPEATS }, (_, r) =>
          COLLEGES.map((college, i) => (
            <li key={`${r}-${i}`} aria-hidden={r > 0 ? true : undefined}>
              <img
                src={college.src}
                alt={r === 0 ? college.name : ''}
                width="180"
                height="64"
                loading="lazy"
                className="opacity-80 grayscale"
              />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
