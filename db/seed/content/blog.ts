import type { SeedBlogCategory, SeedBlogPost } from "./types.ts";

/**
 * Blog seed content: categories and published articles for Florida pool buyers.
 * Post HTML uses only p, h2, h3, ul, ol, li, strong, em, a (relative links), blockquote and tables.
 * Every post ends with a short paragraph linking to /estimate.
 */
export const blogCategories: SeedBlogCategory[] = [
  {
    name: "Buying Guides",
    nameEs: "Guías de compra",
    slug: "buying-guides",
    description: "Straight answers for choosing the right pool, size, finish and equipment for a Florida home.",
  },
  {
    name: "Installation",
    nameEs: "Instalación",
    slug: "installation",
    description: "What happens before, during and after a fiberglass pool installation, step by step.",
  },
  {
    name: "Maintenance & Care",
    nameEs: "Mantenimiento y cuidado",
    slug: "maintenance-care",
    description: "Keeping your pool clean, balanced and storm-ready through every Florida season.",
  },
  {
    name: "Costs & Financing",
    nameEs: "Costos y financiamiento",
    slug: "costs-financing",
    description: "Budgets, what is included, payment schedules and how to finance a new pool.",
  },
  {
    name: "Permits & Safety",
    nameEs: "Permisos y seguridad",
    slug: "permits-safety",
    description: "Permits, HOA approval and the safety rules that apply to residential pools in Florida.",
  },
];

export const blogPosts: SeedBlogPost[] = [
  {
    title: "Fiberglass vs. Concrete Pools in Florida's Climate",
    slug: "fiberglass-vs-concrete-pools-florida",
    excerpt:
      "Heat, humidity, sandy soil and year-round swimming put pools to the test. Here is how fiberglass and concrete compare for Florida homeowners.",
    category: "Buying Guides",
    tags: ["fiberglass", "concrete", "buying guide", "florida"],
    author: "Editorial Team",
    publishedAt: "2026-01-12T14:00:00.000Z",
    metaTitle: "Fiberglass vs. Concrete Pools in Florida",
    metaDescription:
      "Compare fiberglass and concrete pools for Florida's heat, humidity and sandy soil: installation time, upkeep, chemical use, lifetime cost and design freedom.",
    content: `<p>Most Florida homeowners who start shopping for an in-ground pool end up choosing between two materials: a fiberglass shell made in a factory, or a concrete (gunite or shotcrete) pool built by hand in the yard. Both can give you a beautiful pool. But Florida's climate, soil and swimming habits tilt the comparison in ways that are easy to miss if you are reading advice written for colder states.</p>
<h2>How Florida Changes the Comparison</h2>
<p>In much of the country a pool is open for four or five months a year. Here it runs twelve months, the water is warm for most of them, and the sun is strong enough to burn off chlorine in an afternoon. That means the surface of your pool, and how much effort it takes to keep clean, matters more than almost anything else.</p>
<h3>Algae and the pool surface</h3>
<p>Concrete pools are finished with plaster, pebble or quartz aggregate. These finishes are porous: under a magnifying glass they are full of tiny pits where algae spores settle and grow, which is why concrete pools need frequent brushing and extra chlorine in July and August. A fiberglass pool has a smooth, nonporous gelcoat surface. Algae has very little to hold on to, so most fiberglass owners brush less and use up to 50% fewer chemicals over a year.</p>
<h3>Water chemistry</h3>
<p>Fresh plaster keeps pushing the pH up for months as it cures, and the alkaline surface continues to affect the water for years. Fiberglass is chemically inert, so once your water is balanced it tends to stay that way. That is a real time saver when summer thunderstorms dump inches of rain into the pool every week.</p>
<h3>Sandy soil and high groundwater</h3>
<p>A lot of Florida sits on loose sand over a shallow water table. A rigid concrete shell can crack if the ground shifts. A fiberglass shell has a little flex, which lets it move with the soil instead of fighting it. It still has to be installed correctly, on a compacted base and backfilled in even layers, but the material itself is well suited to our ground.</p>
<h2>Installation Time and Disruption</h2>
<p>A concrete pool is built in stages: dig, steel, plumbing, shooting the shell, a curing period, tile, coping and finally the interior finish. In a rainy Florida summer, that can stretch to several months of mud and trucks in your yard. A fiberglass shell arrives finished and is set by crane. Most fiberglass pools are installed in <strong>7-14 days</strong>, and compact pools in <strong>3-5 days</strong>. The main wait is for permits and shell delivery, not construction.</p>
<h2>Cost Over the Life of the Pool</h2>
<p>The purchase price of a fiberglass pool and a comparable concrete pool is often closer than people expect. Our pools start at $42k, and most complete projects land between about $45,000 and $75,000 depending on size and options. The bigger difference shows up later:</p>
<table>
<thead><tr><th>Long-term factor</th><th>Fiberglass</th><th>Concrete</th></tr></thead>
<tbody>
<tr><td>Interior resurfacing</td><td>Rarely needed; gelcoat lasts many years with balanced water</td><td>Replaster or refinish roughly every 10-15 years</td></tr>
<tr><td>Chemical use</td><td>Up to 50% less</td><td>Higher, especially in summer</td></tr>
<tr><td>Acid washing</td><td>Not needed</td><td>Periodic</td></tr>
<tr><td>Heat retention</td><td>Shell insulates well, so heaters run less</td><td>Concrete draws heat into the ground</td></tr>
<tr><td>Structural warranty</td><td>25+ years on the shell (terms differ by manufacturer)</td><td>Varies widely by builder</td></tr>
</tbody>
</table>
<h2>Where Concrete Still Wins</h2>
<p>Concrete is the right choice in a few situations. Fiberglass shells travel on trucks, so their width is limited to roughly 16 feet, and the models are set shapes. If you want a very large pool, a shape that follows an unusual lot line, or a deep diving well, concrete can do it; most fiberglass pools are non-diving unless a model says otherwise. You should also know that shell dimensions can vary by up to 3% from the published size, which matters only if a design is planned to the inch.</p>
<p>For the great majority of Florida families who want a relaxing, easy-care pool for swimming, lounging and entertaining, fiberglass is the better fit. You can compare dozens of shapes and sizes in our <a href="/pools">pool collection</a>, or read <a href="/blog/fiberglass-pool-installation-day-by-day">what a fiberglass installation looks like day by day</a>.</p>
<p>Ready to see what fiberglass would cost in your yard? <a href="/estimate">Request a free estimate</a> and a specialist will get back to you within 24 hours.</p>`,
  },
  {
    title: "What a Fiberglass Pool Installation Looks Like, Day by Day",
    slug: "fiberglass-pool-installation-day-by-day",
    excerpt:
      "From the first shovel to the first swim in about two weeks. Here is what happens on each day of a typical fiberglass pool installation in Florida.",
    category: "Installation",
    tags: ["installation", "timeline", "fiberglass", "crane"],
    author: "Installation Team",
    publishedAt: "2026-01-26T14:00:00.000Z",
    metaTitle: "Fiberglass Pool Installation Day by Day",
    metaDescription:
      "See what happens each day of a fiberglass pool installation in Florida, from excavation and crane day to backfill, decking and start-up, in about two weeks.",
    content: `<p>One of the best things about a fiberglass pool is how quickly it goes in. Most installations take <strong>7-14 days</strong> from excavation to start-up, and compact pools can be done in <strong>3-5 days</strong>. Knowing what happens each day makes the process far less stressful, so here is a walk through a typical Florida installation.</p>
<h2>Before the Crew Arrives</h2>
<p>The work in your yard is the short part. Before it starts, a few things have to be in place:</p>
<ul>
<li><strong>Technical visit.</strong> A specialist measures the yard, checks the access path, looks at drainage and utilities and confirms where the equipment pad and electrical run will go. The visit is usually free; a fee may apply in remote locations.</li>
<li><strong>Approvals.</strong> Your HOA (if you have one) approves the design, and we submit the permit package to your city or county.</li>
<li><strong>Shell delivery.</strong> The manufacturer builds and ships your shell.</li>
</ul>
<p>Installation is scheduled from about 45 days after permit approval and shell delivery. In the meantime, underground utilities are located and marked through Florida's free utility-locate service, and you can prepare the yard: move outdoor furniture, mark sprinkler heads and plan where pets will stay. The crane needs an access path at least 8 feet wide, or room to lift the shell over the house.</p>
<h2>The Installation, Step by Step</h2>
<h3>Day 1: Layout and excavation</h3>
<p>The crew paints the pool outline on the ground, checks it against the approved site plan and digs the hole, slightly larger than the shell. Soil is either spread on site or hauled away, depending on your plan. If the water table is high, pumps are set up to keep the hole dry.</p>
<h3>Day 2: Base preparation</h3>
<p>The bottom of the excavation is shaped to match the shell and covered with a compacted bed of crushed stone or sand, laser-leveled so the pool will sit perfectly flat. Plumbing lines to the equipment pad are trenched.</p>
<h3>Day 3: Crane day</h3>
<p>This is the day everyone takes pictures. The shell arrives on a trailer, and a crane lifts it over the house or through the side yard and lowers it into place. The crew checks the level in every direction and adjusts the base until it is right.</p>
<h3>Days 3 to 5: Plumbing and backfill</h3>
<p>Returns, skimmers, drains and lights are connected and pressure-tested. Then the crew backfills around the shell in <strong>6-inch lifts</strong>, compacting each layer while the pool is filled with water at the same pace. Keeping the water level and backfill level together balances the pressure on both sides of the shell walls.</p>
<h3>Days 5 to 8: Equipment, electrical and inspections</h3>
<p>The pump, filter, sanitizer and any heater are mounted on the equipment pad. Our packages include a 40 ft electrical hookup from your panel to the equipment. The bonding grid is installed around the pool, and the inspections your permit requires are scheduled.</p>
<h3>Days 8 to 12: Collar and decking</h3>
<p>A concrete collar, or bond beam, is poured around the top of the shell to lock it in place. Then the coping and deck go in, whether you chose pavers, travertine or a concrete finish.</p>
<h3>Days 12 to 14: Start-up and walkthrough</h3>
<p>The equipment is started, the water is balanced and the crew walks you through how everything works: the pump schedule, the sanitizer, cleaning and what to test each week.</p>
<h2>After the Pool Is In</h2>
<p>Landscaping, a screen enclosure or fencing usually follow the installation and can take anywhere from 3 to 30 days depending on the scope. Your final inspection confirms the pool's safety barrier meets Florida requirements, and then the pool is officially yours to enjoy.</p>
<p>Weather is the biggest variable. A week of heavy summer storms can pause excavation or concrete work, and the crew will not set a shell in lightning or high wind. On our package schedule the installation itself runs 4-15 days for that reason. You can see the full timeline on our <a href="/installation">installation page</a>, and our post on <a href="/blog/florida-pool-permits-and-hoa-approval">permits and HOA approval</a> covers the paperwork side.</p>
<p>Curious how soon you could be swimming? <a href="/estimate">Get a free estimate</a> and we will map out a timeline for your property.</p>`,
  },
  {
    title: "Pool Permits and HOA Approval in Florida: A Homeowner's Guide",
    slug: "florida-pool-permits-and-hoa-approval",
    excerpt:
      "Every in-ground pool in Florida needs a permit, and many need HOA approval first. Here is what to expect, what documents you will need and how long it takes.",
    category: "Permits & Safety",
    tags: ["permits", "hoa", "inspections", "timeline"],
    author: "Editorial Team",
    publishedAt: "2026-02-09T14:00:00.000Z",
    metaTitle: "Florida Pool Permits and HOA Approval Guide",
    metaDescription:
      "How pool permits and HOA approval work in Florida counties: the documents you need, setbacks, inspections and realistic timelines before installation day.",
    content: `<p>Paperwork is the least exciting part of getting a pool, but it sets the pace for everything else. In Florida, every in-ground pool needs a building permit, and if you live in one of the state's many deed-restricted communities, you will need your homeowners association's approval as well. Here is how the process usually works and how to keep it moving.</p>
<h2>Step One: HOA Architectural Approval</h2>
<p>If your home is in an HOA, start here. Most associations have an architectural review committee (sometimes called an ARC or ARB) that must approve exterior changes before work begins, and many building departments expect that approval to be settled before a permit is issued. Committees often meet monthly, so a submission that just misses a meeting can add weeks.</p>
<p>A typical HOA packet includes:</p>
<ul>
<li>A property survey or site plan showing the pool, deck and equipment location</li>
<li>The pool model, dimensions and finish color</li>
<li>Deck material and color samples</li>
<li>Fence, gate or screen enclosure details</li>
<li>Landscaping changes and how the yard will drain</li>
<li>The contractor's license and insurance certificates</li>
</ul>
<p>Read your community's guidelines before you choose a layout. Some limit how close a pool can be to the rear property line, require equipment to be screened from view, restrict enclosure colors or ban certain fence styles. We prepare the drawings and product information for you, and our <a href="/blog/pool-screen-enclosures-lanais-florida">guide to screen enclosures</a> covers the questions HOAs most often ask about cages.</p>
<h2>Step Two: The Building Permit</h2>
<p>Which office issues your permit depends on where you live. Homes inside city limits usually go through the city's building department; homes in unincorporated areas go through the county. Either way, a licensed contractor normally applies on your behalf. The permit package generally includes:</p>
<ul>
<li><strong>Site plan.</strong> The pool's position with distances to property lines, the house, easements and, on properties with septic systems, the drain field.</li>
<li><strong>Pool specifications.</strong> The engineered drawings for the shell and the installation details.</li>
<li><strong>Electrical and plumbing details.</strong> The equipment, the circuit and the bonding plan.</li>
<li><strong>Safety barrier plan.</strong> How the pool will meet Florida's residential pool safety requirements, covered in our post on <a href="/blog/florida-pool-safety-barrier-law">pool safety law</a>.</li>
</ul>
<p>Properties in flood zones, on the coast, or near wetlands and lakes may need extra review. A Notice of Commencement is also typically recorded for a project of this size, which protects you and the contractor under Florida's construction lien rules.</p>
<h3>Setbacks and easements</h3>
<p>Setbacks are the minimum distances a pool and deck must keep from property lines and structures. They vary by jurisdiction and sometimes by zoning district. Utility and drainage easements matter too: you generally cannot place a pool inside one. This is why the technical visit and the survey come first; they tell us which models will actually fit.</p>
<h2>Inspections and Timing</h2>
<p>Once the permit is issued, inspectors visit at set points during construction. Common checks cover the bonding grid and electrical work, plumbing pressure tests and the final inspection, which includes the safety barrier. We schedule these and meet the inspector on site.</p>
<p>How long does it all take? It depends on your HOA's meeting calendar, your building department's workload and whether any revisions are requested. Some permits come back in a couple of weeks; busy jurisdictions can take considerably longer in peak season. Installation is scheduled from about 45 days after permit approval and shell delivery, and once work starts, most fiberglass pools are installed in 7-14 days.</p>
<h3>How to keep things moving</h3>
<ol>
<li>Find your survey early. If you cannot locate it, ordering a new one can take time.</li>
<li>Submit to your HOA as soon as you choose a pool, and ask about their meeting dates.</li>
<li>Respond quickly if the building department asks for revisions.</li>
<li>Keep your HOA approval letter handy; some permit offices ask for it.</li>
</ol>
<p>Our downloadable HOA approval packet checklist on the resources page lists every document in one place.</p>
<p>Want us to handle the paperwork for you? <a href="/estimate">Request a free estimate</a> and we will walk you through what your county and community require.</p>`,
  },
  {
    title: "Choosing a Pool Size for a Small Backyard: Plunge and Compact Pools",
    slug: "choosing-pool-size-small-backyard-plunge-pools",
    excerpt:
      "A small yard does not rule out a real pool. How to measure your space, what fits, and why plunge and compact fiberglass pools are so popular in Florida.",
    category: "Buying Guides",
    tags: ["plunge pool", "small backyard", "pool size", "compact"],
    author: "Editorial Team",
    publishedAt: "2026-02-23T14:00:00.000Z",
    metaTitle: "Pool Sizes for Small Backyards: Plunge Pools",
    metaDescription:
      "How to pick the right pool size for a small Florida backyard: measuring setbacks and deck space, plunge versus compact pools, and what they cost to run.",
    content: `<p>Newer Florida neighborhoods tend to have smaller lots, and many older homes already give much of the backyard to a patio or lanai. If you have assumed your yard is too small for a pool, it may be worth a second look. Fiberglass plunge and compact pools are designed for exactly this situation, and they can be installed in as little as 3-5 days.</p>
<h2>Start With the Space You Really Have</h2>
<p>The pool is only part of the footprint. Before falling in love with a model, measure what is usable once the rules and practical needs are accounted for:</p>
<ul>
<li><strong>Setbacks.</strong> Your city or county sets minimum distances from property lines and the house. These often trim several feet off each side of the yard.</li>
<li><strong>Easements.</strong> Utility and drainage easements along the back or side of the lot usually cannot hold a pool.</li>
<li><strong>Deck space.</strong> Plan on at least 3 to 4 feet of deck around the pool for walking and safety, and more on the side where you want chairs.</li>
<li><strong>Equipment pad.</strong> The pump, filter and any heater need a spot, usually beside the house, with a clear path for service.</li>
<li><strong>Access for installation.</strong> The crane needs an access path at least 8 feet wide, or enough room to lift the shell over the house.</li>
</ul>
<p>A quick way to test a layout is to mark the pool outline on the lawn with a hose or spray paint, then add the deck around it. Stand where your chairs would go. It is surprising how much a few feet changes the feel.</p>
<h2>Plunge, Small or Medium?</h2>
<p>Fiberglass pools come in set sizes, which makes planning simple. As a rough guide:</p>
<table>
<thead><tr><th>Size group</th><th>Typical dimensions</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>Plunge</td><td>About 8 x 12 to 8 x 14 ft</td><td>Cooling off, soaking, courtyards and townhome yards</td></tr>
<tr><td>Compact</td><td>Around 10 x 20 ft</td><td>Couples and small families who want room to move</td></tr>
<tr><td>Small</td><td>About 12 x 24 ft</td><td>Families with young kids, casual laps</td></tr>
<tr><td>Medium</td><td>Around 14 x 28 to 16 x 32 ft</td><td>Entertaining and active families</td></tr>
</tbody>
</table>
<p>Published sizes can vary by up to 3%, so we always confirm exact dimensions for the model you choose.</p>
<h3>Why plunge pools work so well in Florida</h3>
<p>A plunge pool is not a tiny version of a big pool; it is built for a different way of swimming. Most people in Florida use their pool to cool off, float and talk, not to swim laps. Plunge models are typically full of seating: wide steps, benches and sometimes a tanning ledge. Both Latham and San Juan offer plunge designs starting around 8 x 14 feet. Less water also means lower running costs. A smaller heat pump can keep a plunge pool spa-warm in winter, chemicals last longer, and a cover is easy to handle.</p>
<h3>When to size up</h3>
<p>If you have kids who will be doing cannonballs and pool games for the next ten years, or you entertain large groups, a compact or small pool gives you more open water for not much more yard. It is also worth thinking about resale: in some neighborhoods buyers expect a family-size pool. Your budget matters too; larger pools cost more up front and to heat, which our <a href="/blog/fiberglass-pool-cost-florida-budget-guide">budgeting guide</a> explains.</p>
<h2>Making a Small Pool Feel Bigger</h2>
<ul>
<li>Choose a lighter finish, such as Pearl White, for bright water that makes the pool look larger and more open.</li>
<li>Place the pool where it can be seen from inside the house, so it becomes part of the view.</li>
<li>Keep the deck material consistent with your patio so the space reads as one area.</li>
<li>Add lighting and a bubbler or deck jet; at night, a small pool becomes a focal point.</li>
<li>Consider a screen enclosure that covers the pool and patio together.</li>
</ul>
<p>Browse our <a href="/pools">full pool collection</a> and filter by size to see what fits, or look at the plunge models on our <a href="/latham-pools">Latham</a> and <a href="/san-juan-pools">San Juan</a> pages.</p>
<p>Not sure what will fit? <a href="/estimate">Request a free estimate</a> and a specialist will measure your yard and suggest models that work.</p>`,
  },
  {
    title: "How Much Does a Fiberglass Pool Cost in Florida? A Budgeting Guide",
    slug: "fiberglass-pool-cost-florida-budget-guide",
    excerpt:
      "What a fiberglass pool really costs in Florida, what an all-inclusive package covers, which extras add up, and how payments are spread across the project.",
    category: "Costs & Financing",
    tags: ["cost", "budget", "package", "payment"],
    author: "Editorial Team",
    publishedAt: "2026-03-09T14:00:00.000Z",
    metaTitle: "Fiberglass Pool Cost in Florida: Budget Guide",
    metaDescription:
      "Plan your Florida fiberglass pool budget: starting prices, what an all-inclusive package covers, common extras, site costs and the milestone payment schedule.",
    content: `<p>"How much does a pool cost?" is the first question almost everyone asks, and the honest answer is that it depends on the pool, the yard and the extras you want. That said, a fiberglass pool is one of the more predictable home projects you can take on, because the biggest piece, the shell, has a fixed price. This guide explains how a budget comes together so you can plan with confidence.</p>
<h2>The Starting Point</h2>
<p>Our pools start at $42k for a complete installed package, and most finished projects in Florida fall somewhere between about <strong>$45,000 and $75,000 or more</strong>. Where you land in that range depends mostly on three things: the size of the pool, the amount of decking and hardscape, and the upgrades you add.</p>
<h3>What an all-inclusive package covers</h3>
<p>Comparing quotes is much easier when you know what is in them. Our all-inclusive package includes:</p>
<ul>
<li>The fiberglass shell from Latham or San Juan, with your choice of finish color</li>
<li>Delivery and the crane to set the shell</li>
<li>Excavation, base preparation and backfill</li>
<li>Plumbing, the pump and the filtration system</li>
<li>A <strong>40 ft electrical hookup</strong> from your panel to the equipment</li>
<li>Permit paperwork and inspections</li>
<li>Start-up, water balancing and an owner walkthrough</li>
<li>A <strong>30-year limited warranty</strong></li>
</ul>
<p>When another quote looks lower, check whether it leaves out items like the electrical run, permits or the concrete collar. Those tend to reappear later as change orders.</p>
<h2>What Adds to the Price</h2>
<table>
<thead><tr><th>Item</th><th>Why it varies</th></tr></thead>
<tbody>
<tr><td>Pool size and model</td><td>Larger shells cost more to build, ship and set, and need more water and chemicals.</td></tr>
<tr><td>Decking</td><td>Pavers, travertine and concrete finishes differ in cost, and the area grows quickly around larger pools.</td></tr>
<tr><td>Screen enclosure or fence</td><td>Most Florida pools need one or the other, for comfort and to meet safety requirements.</td></tr>
<tr><td>Heating</td><td>A heat pump or solar system extends your season; see our <a href="/blog/pool-heat-pump-vs-solar-florida">heating comparison</a>.</td></tr>
<tr><td>Features</td><td>LED lighting, bubblers, a tanning ledge, a spa, a salt system or automation.</td></tr>
<tr><td>Site conditions</td><td>Longer electrical runs than 40 ft, a high water table, slopes, tight access or hauling away soil.</td></tr>
<tr><td>Landscaping</td><td>Restoring sod, new planting and irrigation changes after the install.</td></tr>
</tbody>
</table>
<p>The technical visit identifies site conditions before you sign, so you are not surprised later. The visit is usually free, although a fee may apply for remote locations.</p>
<h3>Costs after installation</h3>
<p>Budget for running costs too: electricity for the pump and any heater, chemicals, occasional equipment maintenance and slightly higher homeowners insurance. Fiberglass helps here. Owners typically use up to 50% fewer chemicals than with a plaster pool, and the gelcoat does not need the periodic replastering concrete pools require.</p>
<h2>How the Payments Work</h2>
<p>You never pay for the whole pool up front. Payments are tied to milestones you can see:</p>
<table>
<thead><tr><th>Milestone</th><th>Payment</th></tr></thead>
<tbody>
<tr><td>Initial payment</td><td>10%</td></tr>
<tr><td>Pre-construction</td><td>35%</td></tr>
<tr><td>Installation</td><td>35%</td></tr>
<tr><td>Finishing</td><td>15%</td></tr>
<tr><td>Final completion</td><td>5%</td></tr>
</tbody>
</table>
<p>We accept check, bank transfer and Zelle. We do not accept cash or cryptocurrency. If you would rather spread the cost over time, our lending partners offer pool loans starting at 6.99% APR; our post on <a href="/blog/how-to-finance-a-pool-florida">financing a pool</a> explains the options, and you can compare partners on the <a href="/financing">financing page</a>.</p>
<h3>A simple way to set your budget</h3>
<ol>
<li>Decide on a pool size and shape range that fits your yard.</li>
<li>Add decking and an enclosure or fence.</li>
<li>Choose the two or three upgrades that matter most to you; you can add others later.</li>
<li>Keep a small contingency for site surprises and landscaping.</li>
</ol>
<p>You can also see every package detail on our <a href="/packages">packages page</a>.</p>
<p>The fastest way to a real number is a site-specific quote. <a href="/estimate">Request your free estimate</a> and we will price the pool, the options and the site work in writing.</p>`,
  },
  {
    title: "Heat Pump vs. Solar Pool Heating in Florida",
    slug: "pool-heat-pump-vs-solar-florida",
    excerpt:
      "Florida pools get chilly from December to March. Compare heat pumps, solar panels and gas heaters to find the right way to stretch your swimming season.",
    category: "Buying Guides",
    tags: ["heat", "heat pump", "solar", "heating"],
    author: "Editorial Team",
    publishedAt: "2026-03-23T14:00:00.000Z",
    metaTitle: "Heat Pump vs. Solar Pool Heating in Florida",
    metaDescription:
      "Heat pump, solar or gas? Compare pool heating for Florida homes by running cost, speed, roof needs and climate, from North Florida to the Treasure Coast.",
    content: `<p>It surprises many new pool owners, but even in Florida an unheated pool can feel cold for a good part of the year. Between roughly December and March, water temperatures in Central and North Florida can drop into the 60s, which is too cool for most people to enjoy. The right heater turns your pool into a year-round feature. The two most popular options here are electric heat pumps and solar systems, with gas heaters filling a specific role.</p>
<h2>How Each Option Works</h2>
<h3>Heat pumps</h3>
<p>A pool heat pump works like an air conditioner in reverse. A fan pulls warm outdoor air across a coil, a compressor concentrates that heat and passes it into the pool water. Because it moves heat rather than making it, a heat pump delivers several units of heat for every unit of electricity it uses. It works best when the air is above about 50°F, which describes most Florida days, even in winter.</p>
<h3>Solar heating</h3>
<p>Solar pool heating circulates pool water through collector panels, usually on a south- or west-facing roof, where the sun warms it before it returns to the pool. There is no fuel cost: the existing pool pump does the work. A common rule of thumb is that the collector area should equal somewhere between half and all of the pool's surface area, depending on your location, roof orientation and how warm you want the water.</p>
<h3>Gas heaters</h3>
<p>Natural gas or propane heaters burn fuel to heat water quickly, whatever the weather. They cost the most to run, so in Florida they make sense mainly for spas, for pools that are only heated occasionally, or as a backup for cold snaps.</p>
<h2>Side by Side</h2>
<table>
<thead><tr><th></th><th>Heat pump</th><th>Solar</th><th>Gas</th></tr></thead>
<tbody>
<tr><td>Running cost</td><td>Moderate, efficient</td><td>Very low</td><td>Highest</td></tr>
<tr><td>Heating speed</td><td>Steady, slower</td><td>Depends on sun</td><td>Fast</td></tr>
<tr><td>Works on cloudy or cold days</td><td>Yes, above about 50°F</td><td>Limited</td><td>Yes</td></tr>
<tr><td>Space needed</td><td>A spot on the equipment pad</td><td>Large roof area with good sun</td><td>Equipment pad and a gas line</td></tr>
<tr><td>Best for</td><td>Most Florida homes, consistent warmth</td><td>Extending the season cheaply</td><td>Spas and quick, occasional heat</td></tr>
</tbody>
</table>
<h2>Which Is Right for Your Region and Roof?</h2>
<p><strong>North and North Central Florida</strong> (Jacksonville, Gainesville, Ocala): winter nights regularly drop into the 30s and 40s. A properly sized heat pump is usually the best primary heater, and solar can help in spring and fall. If you want to swim on the coldest January days, a heat pump with a cover is the reliable answer.</p>
<p><strong>Central Florida</strong> (Orlando, The Villages, Clermont): a heat pump gives you swimming most of the year. Solar alone works well for many families who are happy to swim from March to November.</p>
<p><strong>Southeast Florida</strong> (Port St. Lucie, Stuart, Jupiter, Wellington): milder winters mean solar often does much of the job, and a modest heat pump covers the cooler weeks.</p>
<p>Your roof matters for solar. Shade from big oaks, a roof facing the wrong way, or an HOA that restricts visible panels can rule it out. Heat pumps need airflow and a little space beside the equipment, and their fans make a steady hum, so place them away from bedroom windows.</p>
<h3>Two ways to spend less on heating</h3>
<ul>
<li><strong>Use a solar cover.</strong> Most heat loss happens at the surface, especially on windy nights. A cover keeps heat and water in, and the savings are often dramatic.</li>
<li><strong>Choose fiberglass.</strong> The shell insulates better than concrete, so less of your heat soaks into the ground. Darker finishes such as Night Sky can also help the water absorb a little more sun.</li>
</ul>
<p>Smaller pools are cheaper to heat, too. If a warm pool in January is a priority, a plunge or compact model with a heat pump can feel like a spa for a fraction of the running cost. Read more in our guide to <a href="/blog/choosing-pool-size-small-backyard-plunge-pools">choosing a pool size</a>.</p>
<p>We size heaters to your pool, your region and how you swim. <a href="/estimate">Request a free estimate</a> and ask us to include heating options in your quote.</p>`,
  },
  {
    title: "Screen Enclosures and Lanais: Planning Your Florida Pool Cage",
    slug: "pool-screen-enclosures-lanais-florida",
    excerpt:
      "Bugs, leaves and afternoon sun make screen enclosures a Florida staple. What to know about cage styles, screen types, wind ratings and installation order.",
    category: "Buying Guides",
    tags: ["screen enclosure", "lanai", "pool cage", "design"],
    author: "Editorial Team",
    publishedAt: "2026-04-13T14:00:00.000Z",
    metaTitle: "Pool Screen Enclosures and Lanais in Florida",
    metaDescription:
      "Plan a pool screen enclosure for your Florida home: why cages matter, roof styles, screen mesh choices, wind ratings, permits and when to build it.",
    content: `<p>Drive through almost any Florida neighborhood and you will see them: aluminum-framed screen cages over pools and patios. They are so common here that many buyers treat a pool without one as unfinished. An enclosure is not required for every pool, but for most Florida homes it makes the pool more comfortable and easier to care for. Here is how to plan one alongside your new fiberglass pool.</p>
<h2>Why Floridians Screen Their Pools</h2>
<ul>
<li><strong>Insects.</strong> Mosquitoes and tiny biting no-see-ums are at their worst at dusk, exactly when many people want to be outside. A screen keeps them out.</li>
<li><strong>Leaves and debris.</strong> Oak leaves, pine needles and pollen end up in uncovered pools by the bucketful. Less debris means cleaner water, fewer chemicals and less time emptying baskets.</li>
<li><strong>Sun and heat.</strong> Screen mesh cuts some of the sun's intensity on the deck and the water, making midday more bearable.</li>
<li><strong>Living space.</strong> A screened pool and patio become an outdoor room, often called the lanai, that families use year-round.</li>
<li><strong>Safety.</strong> A properly built enclosure can be part of your pool barrier. Read our post on <a href="/blog/florida-pool-safety-barrier-law">Florida pool safety law</a> for how that works.</li>
</ul>
<p>There are trade-offs. Screens slightly reduce the sun that warms the water, need rescreening every so often and can be damaged in major storms. For most homeowners the comfort and lower maintenance are worth it.</p>
<h2>Choosing the Enclosure</h2>
<h3>Roof styles</h3>
<p>The shape of the cage changes how it looks from the yard and how it handles wind and rain. Common styles include the <strong>mansard</strong> (a flat top with sloped sides, a clean and popular look), the <strong>dome</strong> (rounded and open above the pool), <strong>gable</strong> and <strong>hip</strong> roofs that echo the lines of the house, and low <strong>flat</strong> roofs for one-story homes. The right choice usually follows the architecture of your home and any HOA guidelines.</p>
<h3>Screen types</h3>
<ul>
<li><strong>Standard pool screen</strong> is the usual choice for walls and roof.</li>
<li><strong>Fine-mesh screen</strong> blocks no-see-ums, at the cost of a little airflow and visibility.</li>
<li><strong>Heavy-duty screen</strong> along the bottom panels resists pets and lawn equipment.</li>
<li><strong>Privacy screen</strong> on selected walls blocks the view from neighbors.</li>
</ul>
<h3>Frame, color and wind rating</h3>
<p>Frames are aluminum, typically in white or bronze. Florida's building code requires enclosures to be engineered for the wind speeds in your area, which are higher near the coast. Ask your enclosure contractor about the design wind speed and make sure the enclosure is permitted; it is usually a separate permit from the pool.</p>
<h2>Getting the Order Right</h2>
<p>Building the pool and enclosure in the right sequence saves money and headaches.</p>
<ol>
<li><strong>Plan both together.</strong> The enclosure's footprint affects where the pool and deck can go, and your HOA will usually want to see both.</li>
<li><strong>Install the pool first.</strong> The crane needs open air to set the shell. Most fiberglass pools are then finished in 7-14 days.</li>
<li><strong>Build the deck with the enclosure in mind.</strong> The cage posts sit on a footer or a thickened deck edge that has to be designed for them.</li>
<li><strong>Add the enclosure last.</strong> The enclosure team measures the finished deck and builds to fit.</li>
</ol>
<h3>Already have a cage?</h3>
<p>Many homeowners add a pool inside an existing screened area. That is usually possible. The crane can often lift the shell over the house, and removing one section of screen or a panel gives access. An access path at least 8 feet wide is ideal. During the technical visit we check the footing under the existing cage and whether the deck needs to be rebuilt around the new pool.</p>
<h3>Before and after a storm</h3>
<p>Keep screens in good repair and trim overhanging branches before hurricane season. After a big storm, check the frame and fasteners as well as the screen. Our <a href="/blog/hurricane-season-pool-preparation-fiberglass">hurricane season guide</a> covers the pool side of storm prep.</p>
<p>Planning a pool and enclosure together? <a href="/estimate">Get a free estimate</a> and we will help you lay out the pool, deck and cage as one project.</p>`,
  },
  {
    title: "How to Finance a Pool in Florida: Loans, Terms and Smart Questions",
    slug: "how-to-finance-a-pool-florida",
    excerpt:
      "Most pool owners finance at least part of the project. Here is how pool loans work, what affects your rate and monthly payment, and how to compare offers.",
    category: "Costs & Financing",
    tags: ["financing", "payment", "loans", "cost"],
    author: "Financing Desk",
    publishedAt: "2026-04-27T14:00:00.000Z",
    metaTitle: "How to Finance a Pool in Florida",
    metaDescription:
      "Learn how pool financing works in Florida: loan types, APR and term, sample monthly payments, credit tips and how loan funds fit a milestone payment schedule.",
    content: `<p>A new pool is a major purchase, and most families pay for at least part of it with a loan. Financing lets you start enjoying the pool this season instead of saving for years, and it keeps your savings available for emergencies. The key is to understand how the options work so you choose a payment you are comfortable with for the long run.</p>
<h2>Your Main Options</h2>
<h3>Unsecured pool or home improvement loans</h3>
<p>These are personal loans used for home projects. They do not put a lien on your house, approval is usually quick, and you get a fixed rate and fixed monthly payment. Rates depend heavily on your credit. Our lending partners offer pool loans starting at <strong>6.99% APR</strong>, with terms up to 15 years depending on the lender, and checking your options does not affect your credit score. You can compare them on our <a href="/financing">financing page</a>.</p>
<h3>Home equity loans and lines of credit</h3>
<p>If you have significant equity, a home equity loan or line of credit can offer a lower rate because your home secures the debt. The trade-offs are a longer approval process, closing costs in some cases, and the fact that your house is collateral. Lines of credit often have variable rates.</p>
<h3>Cash-out refinancing</h3>
<p>Refinancing your mortgage for more than you owe can fund a pool, but it only makes sense if the new mortgage rate and costs work in your favor. Ask your mortgage lender to run the numbers both ways.</p>
<p>One note: we are not a lender. We refer customers to lending partners, and rates, terms and approval are decided by each lender.</p>
<h2>Understanding Your Monthly Payment</h2>
<p>Three things set your payment: the amount you borrow, the APR and the term. A longer term lowers the monthly payment but increases the total interest you pay. Here are examples at a 6.99% APR:</p>
<table>
<thead><tr><th>Amount financed</th><th>Term</th><th>Monthly payment</th><th>Total paid</th></tr></thead>
<tbody>
<tr><td>$40,000</td><td>10 years</td><td>about $464</td><td>about $55,700</td></tr>
<tr><td>$50,000</td><td>10 years</td><td>about $580</td><td>about $69,600</td></tr>
<tr><td>$50,000</td><td>12 years</td><td>about $514</td><td>about $74,000</td></tr>
</tbody>
</table>
<p>These are illustrations only; your actual rate depends on your credit and the lender. Try your own numbers with our <a href="/calculator">pool financing calculator</a>.</p>
<h3>Tips for a better rate</h3>
<ul>
<li>Check your credit report for errors a few months before you apply.</li>
<li>Pay down credit card balances to lower your utilization.</li>
<li>Consider a larger down payment to reduce the amount financed.</li>
<li>Compare the APR, not just the interest rate, since the APR includes certain fees.</li>
<li>Ask whether there is a prepayment penalty, so you can pay the loan off early if you want.</li>
</ul>
<h2>Fitting a Loan to the Project Schedule</h2>
<p>Our payments follow project milestones: 10% initial, 35% at pre-construction, 35% at installation, 15% at finishing and 5% at final completion. Many unsecured loans pay the full amount to you at once, which makes the schedule simple: you hold the funds and pay each milestone as it comes due. Home equity lines let you draw funds as needed. Either way, ask your lender how and when funds are released so they line up with the schedule. We accept check, bank transfer and Zelle for each payment; we do not accept cash or cryptocurrency.</p>
<h3>Questions to ask before you sign</h3>
<ol>
<li>What is the APR, and is it fixed or variable?</li>
<li>What is the total amount I will repay over the full term?</li>
<li>Are there origination fees or prepayment penalties?</li>
<li>How quickly are funds available after approval?</li>
<li>What happens if I want to pay extra each month?</li>
</ol>
<p>Need a budget first? Our <a href="/blog/fiberglass-pool-cost-florida-budget-guide">pool budgeting guide</a> explains what a complete project includes.</p>
<p>The best first step is knowing your project cost. <a href="/estimate">Request a free estimate</a>, then compare financing offers with a real number in hand.</p>`,
  },
  {
    title: "Florida Pool Safety Rules: What the Residential Swimming Pool Safety Act Means for You",
    slug: "florida-pool-safety-barrier-law",
    excerpt:
      "New residential pools in Florida must include approved safety features before they pass final inspection. Here is a plain-language overview and practical layers of protection.",
    category: "Permits & Safety",
    tags: ["safety", "barrier", "permits", "children"],
    author: "Editorial Team",
    publishedAt: "2026-05-11T14:00:00.000Z",
    metaTitle: "Florida Pool Safety and Barrier Rules Explained",
    metaDescription:
      "A plain-language overview of Florida's Residential Swimming Pool Safety Act: barriers, covers, alarms and door latches, plus layers of protection for families.",
    content: `<p>A pool is one of the best things you can add to a Florida home, and it comes with a responsibility. Drowning is a leading cause of accidental death for young children in Florida, and most of these tragedies happen at home, in a familiar pool, during a short lapse in supervision. Florida law requires new residential pools to include safety features, and good planning makes them part of a design you will love. This article is a general overview, not legal advice; your building department has the final word on what your pool needs.</p>
<h2>What the Law Requires</h2>
<p>Florida's <strong>Residential Swimming Pool Safety Act</strong> applies to new residential pools. To pass the final inspection, a new pool must have at least one approved safety feature. The options include:</p>
<ul>
<li><strong>A pool barrier</strong>, such as a fence, wall or screen enclosure, that meets the law's requirements.</li>
<li><strong>An approved safety cover</strong> that meets the recognized safety standard.</li>
<li><strong>Exit alarms</strong> on all doors and windows that give direct access from the house to the pool area.</li>
<li><strong>Self-closing, self-latching devices</strong> on all doors that open directly to the pool, with the release mounted high enough that small children cannot reach it.</li>
</ul>
<p>Other features recognized by the law or by local code may also qualify. Cities and counties apply the Florida Building Code and can have additional local requirements, which is why we confirm the plan with your building department as part of the permit.</p>
<h3>Barrier basics in general terms</h3>
<p>When a barrier is the chosen feature, it generally must be at least 4 feet high measured on the outside, and it cannot have gaps, openings or footholds that would let a young child crawl under, squeeze through or climb over. Gates should open outward, away from the pool, and close and latch on their own. The barrier surrounds the pool itself, and when the wall of the house forms one side, the doors and windows in that wall need their own protection, such as alarms or self-latching hardware. Your permit drawings show exactly how your pool will comply.</p>
<h3>Screen enclosures as barriers</h3>
<p>Many Florida pools meet the barrier requirement with a screen enclosure, provided it is built to the required height, has a self-closing, self-latching screen door and has no openings a child could get through. Because the house usually forms one side of the enclosure, the doors from the house into the lanai still need protection. Our post on <a href="/blog/pool-screen-enclosures-lanais-florida">screen enclosures and lanais</a> covers planning the cage itself.</p>
<h2>Layers of Protection Beyond the Minimum</h2>
<p>The law requires one feature, but safety experts recommend layers, so that if one fails another is there. For families with young children or grandchildren who visit, we suggest:</p>
<ol>
<li><strong>Active supervision.</strong> Name a "water watcher" whenever kids are in or near the pool, someone who is not reading, cooking or on their phone. Rotate the job every 15 minutes or so.</li>
<li><strong>A barrier and door alarms together.</strong> A fence or enclosure plus alarms on the house doors covers the most common way children reach a pool: slipping out of the house.</li>
<li><strong>Swim lessons.</strong> Age-appropriate lessons, including water-survival skills for toddlers, add an important layer.</li>
<li><strong>CPR training.</strong> Adults in the household should know CPR. Community organizations in every Florida county offer classes.</li>
<li><strong>Clear the deck.</strong> Put toys away after swimming so children are not drawn back to the water, and keep chairs away from fences.</li>
<li><strong>Safe equipment.</strong> Drain covers must meet current anti-entrapment standards, and a safety ring or reaching pole should be kept near the pool.</li>
</ol>
<h2>Planning Safety Into Your Design</h2>
<p>Safety features work best when they are planned from the start rather than added at the end. Decide early whether you will use a fence, an enclosure, a safety cover, door alarms or a combination, because it affects the deck layout, the permit drawings and your HOA submission. We include the safety plan in your permit package and make sure it is in place for the final inspection. Our <a href="/blog/florida-pool-permits-and-hoa-approval">permits and HOA guide</a> explains where safety fits in the approval process.</p>
<p>Have questions about the right safety setup for your family? <a href="/estimate">Request a free estimate</a> and we will include the safety features your pool needs in your plan.</p>`,
  },
  {
    title: "Hurricane Season and Your Pool: Why You Should Never Drain a Fiberglass Pool",
    slug: "hurricane-season-pool-preparation-fiberglass",
    excerpt:
      "Hurricane season runs from June through November. Here is how to prepare your pool before a storm, what to do afterward, and why draining it is the worst thing you can do.",
    category: "Maintenance & Care",
    tags: ["hurricane", "storm prep", "maintenance", "draining"],
    author: "Service & Care Team",
    publishedAt: "2026-05-26T14:00:00.000Z",
    metaTitle: "Hurricane Prep for Pools: Never Drain Fiberglass",
    metaDescription:
      "How to get your Florida pool ready for a hurricane and clean up afterward, and why you should never drain a fiberglass pool before or after a storm.",
    content: `<p>Every Florida homeowner learns the rhythm of hurricane season, which runs from June 1 to November 30. When a storm is headed your way, the pool is one more thing on the checklist. The good news is that a pool is one of the sturdier parts of your property, as long as you prepare it the right way. The most important rule is also the simplest: <strong>keep the water in the pool.</strong></p>
<h2>Never Drain a Fiberglass Pool</h2>
<p>It can seem logical to lower or empty the pool so it does not overflow. Do not do it. A fiberglass shell sits in the ground like a boat in water. The weight of the pool water holds it down against the groundwater pushing up from below. Florida's water table is often only a few feet below the surface, and a hurricane's rainfall can raise it quickly. If the pool is empty, or even much lower than normal, that upward pressure can shift the shell, crack it or lift it partly out of the ground.</p>
<p>The damage from an empty shell is far more expensive than any overflow, and improper draining can also void the manufacturer's warranty. A full pool is heavy and stable. If you think your pool truly needs water removed for any reason, call us first.</p>
<h3>What about overflow?</h3>
<p>Pools are built to handle heavy rain. Excess water flows over the edge and away through your deck drains and yard grading. Keep deck drains clear before the storm. After the rain, if the water is well above the skimmer, you can bring it back down to the normal level, and no lower.</p>
<h2>Before the Storm: A Checklist</h2>
<ol>
<li><strong>Clear the deck.</strong> Bring patio furniture, umbrellas, toys, grills and planters indoors or into the garage. In high winds these become projectiles. Do not throw furniture into the pool; it can scratch or chip the gelcoat and stain the water.</li>
<li><strong>Boost the sanitizer.</strong> Shock the pool a day or two ahead so the water starts with extra chlorine to fight the debris and rain that are coming.</li>
<li><strong>Remove the solar cover.</strong> Store soft and solar covers; they can be torn loose in high winds. Properly anchored safety covers may stay on if the manufacturer says so, but check.</li>
<li><strong>Turn off the power.</strong> Switch off the pump, heater, lights and salt system at the breaker. Running equipment during flooding or power surges is a common way to damage it.</li>
<li><strong>Protect the equipment.</strong> If your equipment pad is in a low spot that floods, ask us about securing or elevating it. Avoid wrapping motors tightly in plastic, which traps moisture.</li>
<li><strong>Trim trees and check the enclosure.</strong> Early in the season, cut back branches over the pool and screen cage and repair loose screens.</li>
</ol>
<h2>After the Storm: Getting Back to Normal</h2>
<p>Once it is safe to go outside, stay well clear of any downed power lines, and do not touch pool equipment that has been under water until it has been checked.</p>
<ol>
<li><strong>Inspect the equipment.</strong> Look for flood damage, loose wiring or debris around the pump and heater. If the equipment was submerged, have it checked before you restore power.</li>
<li><strong>Remove the big debris.</strong> Use a leaf rake or net to pull out branches and leaves before running the pump, so nothing clogs the lines.</li>
<li><strong>Empty the baskets.</strong> Clean the skimmer and pump baskets, then restore power and run the filtration around the clock until the water clears.</li>
<li><strong>Clean the filter.</strong> Storm debris loads a filter fast. Backwash or clean it as the pressure rises.</li>
<li><strong>Test and balance.</strong> Rainwater dilutes chlorine and can push the pH and alkalinity out of range. Test, adjust and shock as needed. Brush the walls and floor.</li>
<li><strong>Check the shell and deck.</strong> Look for new cracks in the deck or coping or any change in how the pool sits, and call us if anything looks different.</li>
</ol>
<p>With a smooth gelcoat surface, fiberglass pools usually recover quickly: algae has a harder time taking hold, so the water tends to clear faster than in a plaster pool. For a full-year routine, see our <a href="/blog/florida-pool-maintenance-calendar">Florida pool maintenance calendar</a>.</p>
<p>Thinking about a pool built for Florida weather? <a href="/estimate">Request a free estimate</a> and talk to a specialist about what goes into a storm-ready installation.</p>`,
  },
  {
    title: "Salt Systems and Fiberglass Pools: How to Cut Your Chemical Use",
    slug: "salt-water-pool-systems-fiberglass",
    excerpt:
      "A salt chlorine generator and a fiberglass shell make a low-effort combination. How salt systems work, what they still need, and where the chemical savings come from.",
    category: "Maintenance & Care",
    tags: ["salt", "chemicals", "maintenance", "water care"],
    author: "Service & Care Team",
    publishedAt: "2026-06-15T14:00:00.000Z",
    metaTitle: "Salt Water Systems for Fiberglass Pools",
    metaDescription:
      "How salt chlorine generators work with fiberglass pools in Florida, what maintenance they still need, and how owners use up to 50% fewer chemicals.",
    content: `<p>Ask Florida pool owners what they would do differently, and many will say they wish they had gone with salt sooner. A salt chlorine generator takes most of the daily chlorine chores off your plate, and paired with a fiberglass shell it makes one of the easiest pools to live with. Here is how it works and what to expect.</p>
<h2>How a Salt System Works</h2>
<p>A salt pool is still a chlorine pool. The difference is where the chlorine comes from. You add ordinary pool salt to the water until it reaches a low concentration, roughly a tenth of the saltiness of seawater. As water flows through the generator's cell, a low electric current converts some of the salt into chlorine, which sanitizes the pool. When the chlorine does its job it turns back into salt, so the salt is used over and over and only needs topping up after heavy rain, splash-out or backwashing.</p>
<p>The result is a steady, even chlorine level instead of the peaks and dips of adding tablets or liquid chlorine by hand. Many owners also find the water feels softer and is gentler on eyes and skin.</p>
<h3>Sizing the system</h3>
<p>Salt generators are rated by the pool volume they can handle. In Florida it pays to choose a cell rated for more than your pool's actual volume, because heat, sun and heavy summer use all raise chlorine demand. A larger cell can run at a lower setting most of the year, which is easier on the cell, and still keep up in August. Most systems let you adjust the output and include a boost mode for busy weekends.</p>
<h3>Why salt and fiberglass go together</h3>
<p>Salt water can be hard on some materials. Over time it can etch certain plaster finishes and corrode metal parts. A fiberglass shell's gelcoat is not attacked by salt, which makes fiberglass one of the best surfaces you can choose for a salt system.</p>
<h2>Where the Chemical Savings Come From</h2>
<p>Fiberglass owners typically use <strong>up to 50% fewer chemicals</strong> than owners of plaster pools. Two things drive that:</p>
<ul>
<li><strong>The surface.</strong> Plaster is porous, so algae finds places to grow and the surface keeps nudging the pH upward. Fiberglass gelcoat is smooth and chemically inert, so algae has little to hold on to and the water stays balanced longer.</li>
<li><strong>Steady sanitizing.</strong> A salt system produces chlorine continuously, which keeps algae from getting a foothold during hot weeks and reduces the need for emergency shocks.</li>
</ul>
<p>You will still buy a few things, mainly pool salt, an acid to lower pH, and stabilizer (cyanuric acid), which shields chlorine from Florida's strong sun. But you will stop hauling jugs of liquid chlorine or buckets of tablets home every week.</p>
<h2>What a Salt Pool Still Needs</h2>
<h3>Weekly</h3>
<ul>
<li>Test free chlorine and pH. Salt systems tend to push the pH up, so expect to add a little acid regularly.</li>
<li>Empty the skimmer and pump baskets and brush or run the cleaner.</li>
</ul>
<h3>Monthly</h3>
<ul>
<li>Test salt level, total alkalinity, calcium hardness and stabilizer, and adjust to the ranges your generator and pool manufacturer recommend.</li>
<li>Check the filter pressure and clean the filter when it rises.</li>
</ul>
<h3>A few times a year</h3>
<ul>
<li>Inspect the cell for white scale. If your water is hard, as it often is on well water in Central Florida, the cell may need a gentle cleaning.</li>
<li>After heavy summer rain, re-test salt; rainwater dilutes it.</li>
</ul>
<p>Cells wear out eventually and need replacing after several years, depending on use and water chemistry. Keeping the pH and hardness in range is the best way to make a cell last.</p>
<h3>Protect the surroundings</h3>
<p>Salty splash-out can affect some natural stone and unsealed pavers over time. Sealing the coping and deck, and rinsing furniture and fixtures now and then, keeps everything looking new.</p>
<p>For a full-year routine, see our <a href="/blog/florida-pool-maintenance-calendar">Florida pool maintenance calendar</a>, and read <a href="/blog/fiberglass-vs-concrete-pools-florida">how fiberglass compares with concrete</a>.</p>
<p>Want a salt system on your new pool? <a href="/estimate">Request a free estimate</a> and ask us to include salt chlorination in your quote.</p>`,
  },
  {
    title: "A Florida Pool Maintenance Calendar: Month by Month",
    slug: "florida-pool-maintenance-calendar",
    excerpt:
      "Florida pools run all year, but each season brings its own chores. A simple weekly routine plus a month-by-month guide to pollen, storms, heat and cold snaps.",
    category: "Maintenance & Care",
    tags: ["maintenance", "calendar", "water care", "seasonal"],
    author: "Service & Care Team",
    publishedAt: "2026-09-14T14:00:00.000Z",
    metaTitle: "Florida Pool Maintenance Calendar by Month",
    metaDescription:
      "A month-by-month pool care calendar for Florida homeowners: weekly basics, spring pollen, summer storms, hurricane season and winter heating, made simple.",
    content: `<p>Pools in colder states get opened in spring and closed in fall. In Florida there is no closing: the pump runs every day of the year, and the work changes with the seasons rather than stopping. A fiberglass pool makes the routine lighter, since its smooth gelcoat resists algae and owners typically use up to 50% fewer chemicals, but a little regular attention still keeps the water clear and the equipment healthy. Here is a calendar you can follow.</p>
<h2>Every Week, All Year</h2>
<ul>
<li><strong>Test the water.</strong> Check free chlorine and pH at least once a week, and twice a week in summer. Keep pH in the range your pool manufacturer recommends, typically between 7.2 and 7.8.</li>
<li><strong>Skim and empty baskets.</strong> Clear the skimmer and pump baskets so water flows freely.</li>
<li><strong>Brush or run the cleaner.</strong> Fiberglass needs less brushing than plaster, but a quick pass over steps, benches and the waterline helps. Use a soft brush, never a wire brush, on gelcoat.</li>
<li><strong>Check the water level.</strong> Keep it around the middle of the skimmer opening. Top up after dry spells; never let it drop well below normal, and never drain the pool.</li>
</ul>
<p>Once a month, also test total alkalinity, calcium hardness, stabilizer and, for salt pools, salt. Note the filter pressure gauge reading when the filter is clean; when it climbs noticeably above that, it is time to clean or backwash.</p>
<h2>Season by Season</h2>
<h3>January and February: cold snaps and heating</h3>
<p>Water temperatures drop, especially in Central and North Florida. Algae grows more slowly, so chlorine demand is lower. If you have a heat pump, use a solar cover at night to hold the heat. Make sure freeze protection is set so the pump runs when a rare frost arrives, protecting the plumbing.</p>
<h3>March and April: pollen and spring cleaning</h3>
<p>Oak and pine pollen coats everything, including the water. Skim often, clean the filter more frequently and consider a filter cleaning treatment. This is a good time to service the heater, check the pump for leaks or noises and replace worn O-rings on lids. Rebalance the water as temperatures rise and swimming starts in earnest.</p>
<h3>May: get ahead of summer</h3>
<p>Before the rainy season, review your hurricane plan. Trim branches over the pool and enclosure, clear deck drains and make sure you know where the equipment breaker is. Our <a href="/blog/hurricane-season-pool-preparation-fiberglass">hurricane season guide</a> has the full checklist.</p>
<h3>June through September: heat, heavy use and storms</h3>
<p>These are the demanding months. Warm water, strong sun and daily thunderstorms all use up chlorine. Test twice a week, shock after big storms or pool parties, and run the pump long enough each day to turn over the water fully. Rain dilutes the water and can shift pH and alkalinity, so test after heavy downpours. Keep everyone out of the pool when thunder is heard; Florida's summer lightning is not to be taken lightly.</p>
<h3>October and November: the season winds down</h3>
<p>Hurricane season continues until November 30, so keep your storm plan ready. Leaves begin to fall in many areas; skim and empty baskets more often. If you heat the pool, check the heater before the first cool evenings.</p>
<h3>December: holidays and guests</h3>
<p>A heated pool is a treat for visiting family. Rebalance the water before guests arrive, and remind everyone of your pool safety rules, especially around young children.</p>
<h2>Once a Year</h2>
<ul>
<li>Have the equipment inspected: pump seals, heater, salt cell, timers and automation.</li>
<li>Check lights, handrails, ladders and drain covers for wear.</li>
<li>Inspect the deck, coping and screen enclosure for cracks or loose screens.</li>
<li>Review the warranty paperwork for your pool and equipment, and keep receipts for any service.</li>
</ul>
<p>For the salt side of water care, read our guide to <a href="/blog/salt-water-pool-systems-fiberglass">salt systems and fiberglass</a>. If your current pool is past the point where maintenance helps, our post on <a href="/blog/resurfacing-an-old-pool-florida">resurfacing an old pool</a> explains the options.</p>
<p>Thinking about a new, easier-to-maintain pool? <a href="/estimate">Get a free estimate</a> for a fiberglass pool designed for Florida living.</p>`,
  },
  {
    title: "Resurfacing an Old Pool: Signs, Options and What to Expect",
    slug: "resurfacing-an-old-pool-florida",
    excerpt:
      "A rough, faded or blistered pool does not have to be replaced. How to tell when it is time to resurface, epoxy versus gelcoat, and how the work is done in about a week.",
    category: "Maintenance & Care",
    tags: ["resurfacing", "repair", "epoxy", "gelcoat"],
    author: "Service & Care Team",
    publishedAt: "2026-10-19T14:00:00.000Z",
    metaTitle: "Resurfacing an Old Pool in Florida",
    metaDescription:
      "Signs your Florida pool needs resurfacing, epoxy versus gelcoat finishes, crack and blister repair, and how a 5-7 day resurfacing project works.",
    content: `<p>Florida is full of pools built decades ago, and many of them are still structurally sound underneath a worn-out surface. If your pool scrapes feet, stains no matter what you do, or simply looks tired, resurfacing can make it look and feel new for a fraction of the cost of a replacement. Most resurfacing projects take <strong>5-7 days</strong>, and a quality new finish can last <strong>15-20 years</strong>.</p>
<h2>Signs It Is Time to Resurface</h2>
<ul>
<li><strong>Rough texture.</strong> Plaster that has etched over time feels like sandpaper and can snag swimsuits and scrape skin.</li>
<li><strong>Chalking and fading.</strong> On older fiberglass pools, a gelcoat that leaves a powdery residue on your hand or has lost its color is worn.</li>
<li><strong>Blisters.</strong> Small raised bubbles in a fiberglass finish often mean moisture has worked into the layers behind the gelcoat.</li>
<li><strong>Cracks.</strong> Fine surface cracks, often in a spider-web pattern, let water and stains in and tend to spread.</li>
<li><strong>Persistent stains and algae.</strong> When stains return right after treatment, or algae keeps growing in the same spots, the surface has become too porous to protect.</li>
<li><strong>Rising chemical use.</strong> A deteriorating surface makes the water harder to balance and consumes more chlorine.</li>
</ul>
<p>Hard well water, common in parts of Central Florida, and long periods of unbalanced water speed up all of these problems. Our <a href="/blog/florida-pool-maintenance-calendar">maintenance calendar</a> helps a new surface last.</p>
<h2>Your Options: Epoxy, Gelcoat or Targeted Repair</h2>
<table>
<thead><tr><th></th><th>Epoxy resurfacing</th><th>Complete (gelcoat) resurfacing</th><th>Crack and blister repair</th></tr></thead>
<tbody>
<tr><td>Best for</td><td>Sound pools that need a fresh, smooth surface at a lower cost</td><td>Pools with widespread wear, or owners wanting a new color and the longest-lasting result</td><td>Localized damage on an otherwise good surface</td></tr>
<tr><td>What is done</td><td>Surface prepared and coated with a high-build epoxy</td><td>Old finish ground away, substrate repaired, new gelcoat system applied</td><td>Damaged areas opened, filled and refinished</td></tr>
<tr><td>Coverage</td><td>1-year workmanship guarantee</td><td>10-year warranty</td><td>Structural repairs up to 10 years</td></tr>
</tbody>
</table>
<p>Complete resurfacing is our most popular service because it addresses the cause of the problem instead of covering it, and it gives you the widest choice of finish colors. Epoxy is a good value for a pool that is basically healthy. Targeted repairs make sense when the damage is limited and caught early.</p>
<h3>Choosing a new finish color</h3>
<p>Resurfacing is a chance to change the whole look of your backyard. Lighter finishes make the water a bright, tropical aqua, while darker finishes give a deep blue and hold a little more of the sun's warmth. Colors look different under water and in strong Florida sun, so ask to see samples outdoors before you decide.</p>
<h3>Resurface or replace?</h3>
<p>If the structure itself has failed, with major cracks through the shell, serious settling or a pool that no longer holds water, resurfacing will not fix it. In that case, replacing an old pool with a new fiberglass shell can be the better long-term investment. We will tell you honestly which situation you are in.</p>
<h2>How a Resurfacing Project Works</h2>
<ol>
<li><strong>Inspection and estimate.</strong> We assess the surface, structure and fittings and give you a written estimate within 24 hours.</li>
<li><strong>Controlled draining and preparation.</strong> Resurfacing is one of the few times a pool is emptied, and it has to be done carefully. We check groundwater conditions first and watch the weather, because an empty pool can be pushed up by a high water table. Never drain a pool yourself. The old surface is then cleaned, sanded or ground, and repairs are made.</li>
<li><strong>Application.</strong> The new finish is applied in layers to the prepared surface, with attention to steps, benches and waterline details.</li>
<li><strong>Cure, refill and start-up.</strong> After curing, the pool is refilled, the water is balanced and we show you how to care for the new surface.</li>
</ol>
<p>Our crews have resurfaced more than 500 pools, with 98% customer satisfaction. See the services in detail on our <a href="/resurfacing">resurfacing page</a>.</p>
<p>Is your pool showing its age? <a href="/estimate">Request a free estimate</a> and we will recommend the right fix for your surface.</p>`,
  },
];
