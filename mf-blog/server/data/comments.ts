import type { BlogComment, BlogComments } from '../../src/lib/blog-types';
import { AUTHORS } from './authors';
import type { PostSeed } from './post-seed';

const READERS = [
  'Daniel Carter',
  'Priya Nair',
  'Marcus Webb',
  'Elena Petrova',
  'Chris Donovan',
  'Aisha Bello',
  'Liam O’Connor',
  'Sofia Rossi',
  'Hiro Tanaka',
  'Grace Mitchell',
];

/** What readers write, with the author's answer where the comment calls for one. */
const READER_COMMENTS: readonly { text: string; reply?: string }[] = [
  {
    text: 'Did this on my 2014 Civic last weekend following your steps. Took me a bit longer than promised, but it worked first time. Thanks!',
    reply: 'Thanks for reading! Well done on doing it yourself, and let us know how it holds up.',
  },
  {
    text: 'Great write-up. The tip about checking the old part number before ordering saved me a second trip.',
  },
  { text: 'Clear and to the point. I wish the manual of my car explained it this well.' },
  {
    text: 'Which torque wrench would you recommend for someone who only does a few jobs a year?',
    reply:
      'A click-type wrench covering 20–100 Nm handles most jobs on a car. Store it at its lowest setting so the spring keeps its calibration.',
  },
  { text: 'I always wondered why the shop kept recommending this. Now it makes sense.' },
  { text: 'Printed this out and taped it to the garage wall. Very handy checklist.' },
  { text: 'Good advice about not mixing types. I learned that one the expensive way.' },
  {
    text: 'Could you do a follow-up for diesel engines? Some of this is different on my Golf TDI.',
    reply: 'Good idea: a diesel edition is on our list for the coming months.',
  },
  {
    text: 'Ordered the parts on Monday and they arrived on Tuesday, so the job was done before the weekend.',
  },
  {
    text: 'Is this something a complete beginner can do, or should I leave it to a garage?',
    reply:
      'With the basic toolkit from our garage-toolkit post and an afternoon of patience, yes. If anything feels wrong, stop and ask a professional.',
  },
  { text: 'Useful for beginners and a good reminder for the rest of us.' },
  { text: 'My mechanic quoted three hours for this. Happy to have saved the money.' },
];

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo discussion under a post (what the seed writes), derived from the post's id so every
 * seeded schema holds the same comments: zero to four readers, questions answered by the post's
 * author.
 */
export function commentsOf(seed: PostSeed): BlogComments {
  const count = (seed.id * 7) % 5;
  const items: BlogComment[] = Array.from({ length: count }, (_, i) => {
    const id = seed.id * 100 + i * 2 + 1;
    const date = addDays(seed.date, i * 3 + 1);
    const comment = READER_COMMENTS[(seed.id * 5 + i * 7) % READER_COMMENTS.length]!;
    const replies: BlogComment[] = comment.reply
      ? [
          {
            id: id + 1,
            author: AUTHORS[seed.author].name,
            date: addDays(date, 1),
            content: comment.reply,
            byAuthor: true,
            replies: [],
          },
        ]
      : [];
    return {
      id,
      author: READERS[(seed.id * 3 + i) % READERS.length]!,
      date,
      content: comment.text,
      byAuthor: false,
      replies,
    };
  });
  const total = items.reduce((sum, comment) => sum + 1 + comment.replies.length, 0);
  return { items, total };
}
