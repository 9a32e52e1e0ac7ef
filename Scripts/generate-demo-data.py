#!/usr/bin/env python3
"""Writes the demo's bundled data files into Sources/DemoScreens/Resources.

The texts were written for this project. The heart-rate samples are synthetic, from a fixed
seed, so the files are reproducible: run this script again and git shows no change.
"""
import json
import plistlib
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Sources" / "DemoScreens" / "Resources"

ANIMALS = [
    ("red-fox", "Red fox", "Vulpes vulpes", 1.5, "A red fox standing in frosted grass",
     ["The red fox lives on every continent of the northern hemisphere and has followed people "
      "into their towns, where it raids bins and dozes on garden sheds.",
      "It hunts by ear: a fox can hear a vole moving under half a metre of snow, then leaps high "
      "and dives nose first through the crust to catch it.",
      "Cubs are born blind in spring and leave the den by autumn, when each young fox sets out "
      "to find a territory of its own."], "Maren Solberg"),
    ("snow-leopard", "Snow leopard", "Panthera uncia", 1.33, "A snow leopard resting on a rocky ledge",
     ["Snow leopards keep to the high mountains of Central Asia, between the tree line and the "
      "glaciers, where few other large predators can follow.",
      "Their long, thick tails are for balance on steep rock and double as a scarf wrapped over "
      "the nose while they sleep.",
      "They cannot roar. Instead they chuff, a soft puffing sound used as a friendly greeting."],
     "Tenzin Dorje"),
    ("axolotl", "Axolotl", "Ambystoma mexicanum", 1.0, "A pink axolotl with feathery gills",
     ["The axolotl is a salamander that never grows up: it keeps its feathery external gills and "
      "stays in the water for its whole life.",
      "It can regrow lost limbs, parts of its heart and even of its brain without scars, which "
      "makes it a favourite of biologists.",
      "In the wild it survives only in the canals of Xochimilco, near Mexico City."],
     "Lucía Ortega"),
    ("puffin", "Atlantic puffin", "Fratercula arctica", 1.25, "A puffin holding small fish in its beak",
     ["Atlantic puffins spend most of the year far out at sea and come ashore only to breed on "
      "cliff tops from Maine to Norway.",
      "A puffin can carry a dozen small fish crosswise in its beak, holding them against spines "
      "on its tongue while it catches more.",
      "Pairs return to the same burrow year after year and share the work of raising a single "
      "chick, called a puffling."], "Eilidh MacLeod"),
    ("pangolin", "Ground pangolin", "Smutsia temminckii", 1.6, "A pangolin curled into a scaly ball",
     ["Pangolins are covered in overlapping scales made of keratin, the same material as our "
      "fingernails, and roll into a tight ball when threatened.",
      "They have no teeth. A sticky tongue longer than the body sweeps up ants and termites, "
      "and swallowed grit grinds the food in the stomach.",
      "All eight species are protected, yet they remain among the most trafficked mammals."],
     "Themba Nkosi"),
    ("octopus", "Common octopus", "Octopus vulgaris", 1.4, "An octopus changing colour on a reef",
     ["An octopus has three hearts, blue blood, and about two thirds of its neurons in its arms, "
      "which can taste what they touch.",
      "It changes colour and texture in a fraction of a second to vanish against rock, sand or "
      "coral, though it is itself colour-blind.",
      "Octopuses solve puzzles, open jars and recognise individual people."], "Nikos Papadakis"),
    ("capybara", "Capybara", "Hydrochoerus hydrochaeris", 1.5, "Capybaras bathing in a river",
     ["The capybara is the largest rodent alive, as heavy as a grown person, and lives in groups "
      "along rivers and marshes of South America.",
      "Webbed feet make it a strong swimmer; it can stay under water for minutes to hide from "
      "jaguars and caimans.",
      "Birds often ride on its back, picking off insects, and it lets them."], "Beatriz Lima"),
    ("kea", "Kea", "Nestor notabilis", 1.2, "A green kea parrot on a snowy car roof",
     ["The kea is the only alpine parrot in the world, living in the mountains of New Zealand's "
      "South Island.",
      "It is famously curious and clever, taking apart car wipers and backpacks to see what is "
      "inside.",
      "Kea play: young birds toss objects, tumble in the snow and invite each other to games with "
      "a special call."], "Aroha Walker"),
    ("narwhal", "Narwhal", "Monodon monoceros", 1.8, "Narwhals surfacing between ice floes",
     ["The narwhal's spiral tusk is a tooth that grows through the upper lip, up to three metres "
      "long, mostly in males.",
      "The tusk is full of nerve endings and may sense changes in the water around it.",
      "Narwhals live year round in the Arctic and dive deeper than a kilometre for halibut and "
      "squid."], "Aputsiaq Berthelsen"),
]

USERS = ["scribe_org", "tundra.tales", "fieldnotes", "mika_draws", "harbourlight", "oakandash",
         "numbat_fan", "quietpaths", "zoe.pixels", "lunar_moth"]
CAPTIONS = [
    "Morning light over the harbour",
    "Found this little one on the trail today 🦔",
    "First snow of the year ❄️ and the dog has opinions",
    "Sketchbook page 41: foxes again",
    "Trying out the new lens. Thoughts?",
    "Sunday market haul 🍅🥬",
    "The view that made the 6 a.m. alarm worth it",
    "Tide pools are tiny universes",
    "Rainy café, good book, no plans",
    "Kites over the dunes — wind was perfect",
    "Grandma's recipe, my kitchen, 2 hours of patience",
    "Night train north. Wake me at the fjords.",
]


def write_animals():
    records = [dict(id=i, name=n, latinName=l, photo=f"{i}.png", photoAspectRatio=r, photoAlt=a,
                    text=t, author=w) for (i, n, l, r, a, t, w) in ANIMALS]
    with open(OUT / "Animals.plist", "wb") as f:
        plistlib.dump(records, f, sort_keys=True)


# Posts are newest first: ages only grow down the feed. Each cycle of the ages below starts
# after the oldest age of the cycle before (two weeks), so the feed stays in time order.
AGE_CYCLE = 1_300_000


def write_feed():
    rnd = random.Random(3)
    ages = [30, 60, 119, 120, 3599, 3600, 7200, 86399, 86400, 259200, 604800, 1209600]
    assert AGE_CYCLE > max(ages)
    number = 0
    for page in range(1, 4):
        posts = []
        for _ in range(6):
            user = USERS[number % len(USERS)]
            posts.append(dict(
                id=f"post-{number + 1}", username=user, imageAlt=f"Photo by {user}",
                imageAspectRatio=rnd.choice([1.0, 1.25, 0.8, 1.5]),
                likes=rnd.choice([0, 1, 2, 17, 348, 1203]),
                caption=CAPTIONS[number % len(CAPTIONS)],
                comments=rnd.choice([0, 1, 3, 12, 87]),
                age=ages[number % len(ages)] + (number // len(ages)) * AGE_CYCLE))
            number += 1
        body = dict(posts=posts)
        if page == 2:
            body["failsFirstAttempt"] = True
        with open(OUT / f"feed-{page}.json", "w") as f:
            json.dump(body, f, indent=2, ensure_ascii=False)
            f.write("\n")


def write_heart_rate():
    rnd = random.Random(4)
    lines = ["date,time,bpm,activity"]
    for day in range(1, 16):
        date = f"2026-11-{day:02d}"
        workout = {3: ("run", 7 * 60), 5: ("cycle", 18 * 60), 8: ("walk", 12 * 60),
                   10: ("run", 6 * 60 + 30), 12: ("walk", 17 * 60), 15: ("cycle", 8 * 60)}.get(day)
        no_sleep = day in (6, 13)  # a night without a tracker: the Sleep child hides
        for slot in range(48):
            minute = slot * 30
            if minute < 7 * 60 and not no_sleep:
                activity, bpm = "sleep", rnd.randint(48, 60)
            elif minute < 7 * 60:
                continue
            else:
                activity, bpm = "rest", rnd.randint(60, 84)
            if workout and workout[1] <= minute < workout[1] + 90:
                kind = workout[0]
                activity = kind
                bpm = {"walk": rnd.randint(95, 115), "run": rnd.randint(140, 175),
                       "cycle": rnd.randint(120, 150)}[kind]
            lines.append(f"{date},{minute // 60:02d}:{minute % 60:02d},{bpm},{activity}")
    (OUT / "heart-rate.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    write_animals()
    write_feed()
    write_heart_rate()


def png(width, height, pixel):
    """A small RGB PNG written with zlib only (no imaging library)."""
    import struct
    import zlib
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width))
                    for y in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9))
            + chunk(b"IEND", b""))


def write_images():
    """One small picture per animal and per post: a two-colour gradient keyed by its name."""
    names = [a[0] for a in ANIMALS] + [f"post-{n}" for n in range(1, 19)]
    for name in names:
        seed = sum(name.encode())
        base = ((seed * 37) % 200, (seed * 91) % 200, (seed * 53) % 200)
        image = png(48, 32, lambda x, y: (min(255, base[0] + x * 2), min(255, base[1] + y * 3),
                                          min(255, base[2] + (x + y))))
        (OUT / "images").mkdir(exist_ok=True)
        (OUT / "images" / f"{name}.png").write_bytes(image)


if __name__ == "__main__":
    write_images()
