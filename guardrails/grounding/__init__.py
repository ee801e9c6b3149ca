"""Deterministic claim-vs-evidence grounding check (hallucination guard, pure stdlib).

The specialists answer from tool outputs (JSON strings).  ``check`` extracts every checkable
claim of an answer, normalises it, and reports the claims no tool output supports, **or that a
tool output supports only for another subject**.  Raw strings are never compared: ``1만5천원``
in the answer is supported by ``"fee": 15000`` in the evidence.

Usage::

    places = PlaceVocabulary.from_names(names)  # from the caller's gazetteer
    evidence = Evidence.from_texts(tool_outputs, places=places, user=user_text)  # once per stage
    verdict = check(answer, evidence)  # for every answer / sentence
    for claim in verdict.unsupported:
        log(claim.text, claim.kind, claim.why)

Design (see ``/work/shared/reference/pii-and-grounding.md`` sections 6-8):

* **Claims** (:mod:`.extract`, :mod:`.statements`, :mod:`.count_statements`,
  :mod:`.free_statements`): amounts, unit prices, temperatures, %, mm,
  distances, wind speed (``초속 2.7m``), coordinates (``북위 35.1도``), phones (incl. U+2010 hyphens,
  full-width digits, zero-width spaces, ``. ``-split and foreign numbers, ``1588번``), dates (also
  month-day without a year, ``pay by March 15``), times, URLs and e-mails (bare and short
  domains), places (incl. 동 lot numbers), quantities, counts (``세 곳``, ``7단계``, ``Two
  options``), free/paid (``무료``, ``돈 안 들어``), weekdays (also ``주말``/``평일``), sky conditions
  and days of rain or snow (:mod:`.weather`), durations (``3일 이내``) and pickup days (``다음 날
  수거``), ``24시간``, trends against an earlier survey, discounts, foreign-currency amounts; at
  check time, evidence text values restated in the answer (departments, disposal places, accepted
  items), channels against a how-to text and "nearest" statements.
* **Evidence as records** (:mod:`.records`): every JSON object is a record; each value keeps its
  record, whose tokens are the words of its label fields plus its ancestors' and descendants'
  (closed over the record tree once every output is walked: :mod:`.record_tokens`).
  A listed row named by a string its record also holds (a bin named by its address) is that
  row where the answer lists it by that name (:mod:`.own_names`).
  What a key says is worked out once per distinct key, the facts of a text value once per
  distinct text (:mod:`.textfacts`, cached: tool outputs repeat across stages and runs).
* **Subjects** (:mod:`.subjects`; the words before a value: :mod:`.backward`): a claim's subject
  is read from the words before it (its own noun phrase first, then its clause, then the
  sentence; the clause after it for ``₩70/kg in 영남``; else the previous sentence), mapped to
  evidence tokens (with gazetteer forms: ``Busan`` → 부산) and qualifier words (``최고`` → max,
  ``지금`` → nowcast, ``전달`` → prev).
  A claim is supported only by a fact with a matching value whose record carries those words.
* **Only tool outputs are evidence.** The user's words (``user=``) support only
  :data:`USER_KINDS` (quantities, counts, dates, places) — never fees, prices, contact points.
* Tolerances follow the precision written in the answer: ``3.4°C`` ±0.05, ``3도`` ±0.5,
  ``1.2km`` ±50 m.  Money, phones, dates, times and URLs compare exactly.  A difference of two
  evidence values next to a comparison word (``4.4도 낮고``) and a total of amounts stated before
  it (``합쳐서 1만 9천원``) are accepted (:mod:`.derived_values`), and so are a mean, a percentage
  between two stated amounts and a sum of price × quantity worked out from the answer's own
  values (:mod:`.arithmetic`, :mod:`.worked`; the quantities an answer states or supposes:
  :mod:`.stated_quantities`).
* Values restated in another unit (:mod:`.conversions`): ``27.7°F``, ``11 km/h``, ``7 mph``,
  ``톤당 6만원`` (and the amounts listed after it), ``10kg당 600원``, bare metres after a wind
  speed; each is read as the claim of its kind in the tools' unit and bound like one.
* Superlatives over the rows an answer narrows them to (:mod:`.extremes`): a category it names
  (``마트 중에서는``, ``가장 가까운 마트는``, ``of the marts,``) or a range of values it states
  (``58원에서 108원 사이``); the extreme is checked over those rows (:mod:`.ordinal`), among the
  rivals of the subject it names (:mod:`.superlative_subjects`); a place of a stated rank
  (``두 번째로 가까운 곳은 X``) holds it in the distance order (:mod:`.distance_ranks`).
* Order claims in other words (:mod:`.orders`): ``가장 싸게 쳐주는 건 X``, ``최고가``, ``the lowest``,
  ``pays the most`` among the rows of the subject's scope (``압축품 중에서``, ``compressed PET``), and
  comparatives (``A는 B보다 비싸요``, ``B보다 A가 싸요``, ``A is closer than B``) between the records
  the two names pick; a ratio between two named rows (``압축 PET의 약 두 배``, ``about twice as much
  as``) is their values' ratio (:mod:`.multiples`).
* Channels (where a sticker is bought, a report made: ``편의점에서도 살 수 있어요``) are claims
  when the evidence has a how-to text, compared by class (:mod:`.channels`); a place to pay the fee
  or buy its sticker is also a claim where no tool output speaks of paying (:mod:`.venues`).

* Prose conditions (:mod:`.conditions`): schedules (:mod:`.schedule_conditions`; every day said
  of a place open some days, :mod:`.every_day`), accepted and
  given goods, ``only`` / ``any`` against a restricting row (:mod:`.universal_conditions`),
  exchange rules and rule texts of another tool output's subject, each bound to the JSON object
  its words name (:mod:`.units`); an option added to a list the answer
  quotes (:mod:`.listed`), an excluded good called fine (:mod:`.excluded`), where a fee is paid
  or a thing handed out in English word order and the way to report (:mod:`.venues`).
* Exchange ratios held against the ratios the tool outputs state (:mod:`.ratios`); figures of an
  attribute no tool output measures, a UV index or fine dust (:mod:`.unmeasured`).
* The scope a sentence gives a figure must be its tool output's: a nationwide price said to be a
  region's (:mod:`.scopes`), a fee, phone, department or weather figure said of another output's
  district, a weather station named by another place (:mod:`.districts`), bins put in the searched
  place they are not in (:mod:`.whereabouts`), a way of applying given to another district
  (:mod:`.howto_swaps`), a radius no search covered (:mod:`.radius`), a dataset's date given to
  another or to a contact cited with another (:mod:`.dated`), a coverage count or the districts
  with data of one dataset given to another or to a 시도, the searched place said to have data
  (:mod:`.coverage`; a nationwide count given to one place: :mod:`.national_coverage`, a covered
  district no output names: :mod:`.covered_districts`); one site's listed item said to be taken by another site of the same
  search (:mod:`.taken`), another site's place detail (:mod:`.site_details`); one binding rule
  over the three levels of record (round 20): a
  phone, department, road address, way of applying or date one district, listed place, office
  or dataset holds, said of another holder of the same kind named nearest before it — in its
  sentence, carried from the sentences before, a dataset from its line or heading
  (:mod:`.holdings` reads the holders and what names them, :mod:`.bound` the binding; a
  department named in English is the district department it translates, :mod:`.departments`); a value
  under a list line's holder where every other word is weak is the holder's (:mod:`.line_heads`),
  a date in a bracket citing one dataset is that dataset's (:mod:`.cited_dates`), a date in a
  source line (``출처: … / …``) the dataset's its part names, never an earlier subject's
  (:mod:`.source_lines`); a row's qualified twin's fee said of the row (:mod:`.qualified_rows`).
* Round 21's class tests: a good a site is said to take, against its own goods record
  (:mod:`.taken`, the records in :mod:`.goods_records`, the goods and their kinds in :mod:`.kinds`); a total against the terms the
  answer states (:mod:`.stated_totals`); a size given to a fee row against the row's name
  (:mod:`.specs`); a price × a quantity against the named material's price (:mod:`.products`);
  an amenity no output names (:mod:`.amenities`).
* Round 22's class tests: a value said of a named holder (a list row, a holder prose writes
  before its phone, a district) — in any form the answer writes it, Latin spellings and road
  addresses too (:mod:`.holder_forms`) — against that holder's own record (:mod:`.own_records`;
  the holders and their records: :mod:`.holder_records`; the values and the test:
  :mod:`.holder_values`);
  a paper step of a procedure said at another kind of place than the how-to's
  (:mod:`.step_places`).
* Round 22 (r22b): which rows a term of a worked-out figure may stand for — one row per item,
  the lowest or highest where a bound word says so (:mod:`.alternatives`), read by the totals
  over alternative rows (:mod:`.row_totals`), a difference of bounded fees (:mod:`.fee_bounds`)
  and a fee picked by rank (:mod:`.twins`).
* Round 22 (r22e): a named public facility no output names (:mod:`.facilities`); a member of a list
  of the outputs' items that none of them lists (:mod:`.listed_items`); :mod:`.taken` is the one
  reading of a good a site takes.
* Rules no tool output states: a note's free service said of a thing the output only prices
  (:mod:`.free_service`), a rule reported as a district's own over general guidance and a waste
  class no output names (:mod:`.invented_rules`), a price comparison the answer's own figures
  contradict (:mod:`.contradicted`); a means of paying no output names (:mod:`.venues`).
* Prose schedules (:mod:`.schedules`): a day or week of the month a subject is served on, hours
  stated for a day, a service day where no tool output states any day or hours.
* What a fee includes (:mod:`.inclusions`): ``X 포함`` where a label says ``X 별도`` (and the
  reverse), ``추가 요금 없이`` for a thing charged apart, an inclusion no tool output names.
* Bounds of an item's fees (:mod:`.fee_bounds`): ``가장 비싼 경우도``, ``최대``, ``at most`` before an
  amount must be the highest (lowest) fee of the rows it is a fee of.
* English ratios and halves (:mod:`.times`): ``about 10 times as valuable``, ``절반 가격`` must come
  out of two amounts the answer states before it.
* Price × quantity for a named material (:mod:`.priced`): ``골판지로 12,000원`` must use the price
  stated for 골판지, not another material's.
* Forecasts (:mod:`.forecast`): a forecast (``비 소식이 있어요``, ``강수확률 30%``) over weather
  outputs whose kind carries none (observations, model analyses, monthly normals).
* Round 24's: a fee or price is the value of the row its item's words name best
  (:mod:`.row_names`); a rule, exemption or condition whose terms no output carries
  (:mod:`.rule_terms`, the frames that state a rule in :mod:`.rule_frames`, the rows a fee is said
  of in :mod:`.rule_rows`).
* Round 25's: a total is the sum or fee × stated count of the rows the answer's words select
  (:mod:`.row_totals`); the user's own place named as a search's centre is no claim
  (:mod:`.centres`), nor a common place noun (:mod:`.common_places`); a qualified superlative ranks
  only the rows its qualifier selects (:mod:`.qualified`); a row is told apart only by words or
  measures its record carries — a size against a row's bound (:mod:`.sides`), a descriptor given to
  one of twin rows (:mod:`.twins`, the words read in :mod:`.twin_words`, English in
  :mod:`.twins_english`), a condition with a measure no output writes (:mod:`.provisos`), an
  extra charge (:mod:`.surcharges`); places said to lie in a district they are not in
  (:mod:`.whereabouts`).
* Round 26's (r26d): goods listed bare beside a place are checked against that place's own goods
  (:mod:`.place_goods`); a holder's hours, rewritten or not (:mod:`.opening_hours`), are its own
  record's (:mod:`.holder_values`); a service's number is no department's phone
  (:mod:`.service_phones`).

* Round 26 (r26a): a figure worked out over the materials an answer's words select with stated
  quantities (:mod:`.material_sums`), a base fee plus per-step fees for a stated size
  (:mod:`.stepped`); a value said of "A와 B" / "A and B" is said of each (:mod:`.coordinated`).
  Round 41 (r41d): a quantity split in equal shares between the materials its clause names
  (``half newspaper and half cardboard``, ``반반``) is each share at its material's price
  (:mod:`.shares`).

* Round 26 (r26e): a value is supported only within the scope its output states — a day, time of
  day or place of putting waste out is a fact of the how-to record that states one, also after a
  sentence that says the data lacks the method (:mod:`.put_out`); one district's way, or its
  absence of one, given to another (:mod:`.howto_swaps`, :mod:`.bound`); a likelihood of the
  weather to come is a forecast (:mod:`.forecast`).

* Round 26's (r26c): one of twin rows named by its rank or a descriptor after its fee and given a
  kind (:mod:`.twin_ranks`); a deduction from a price no output carries (:mod:`.deductions`).

* Round 26 (r26b): words that state no fact — a statement that the data holds no fee
  (:mod:`.absences`, flagged only where every output holds one), a 구 the user named beside an
  output's 시 that holds it (:mod:`.wards`).

Where each vocabulary lives (round 24: one owner for each, its readers import it):

* facility words — what ``행정복지센터``, ``구청``, ``보건소`` … mean (their class) and the English
  names an answer gives them, the kinds of place a name ends in (``약국``, ``아파트``), the offices
  an area holds: :mod:`.facility_words` (read by :mod:`.romanized`, :mod:`.holder_forms`,
  :mod:`.facilities`, :mod:`.holdings`); the Latin spelling of an administrative suffix
  (``-dong``, ``-gu``): ``romanized.SUFFIX``;
* goods: the caller's names of goods (``PlaceVocabulary.goods``, read by :mod:`.goods` for
  :mod:`.conditions`) and the closed goods-and-kinds vocabulary of a site's record (:mod:`.kinds`,
  for :mod:`.taken`); the verbs of taking: ``taken.TAKES_KO``/``TAKES_EN``; the words that refuse
  or negate a taking: ``hedges.REFUSED``;
* the week (``WEEK``, ``EN_DAYS``, ``WEEK_PARTS``): :mod:`.weekdays`; English months:
  ``datetimes.EN_MONTHS``; afternoon markers: ``datetimes.PM``;
* numbers in words (``NATIVE``, ``EN_NUMBERS``, ``EN_FACTORS``, ``DAY_COUNTS``): :mod:`.numbers`;
  approximation words: ``approx.ABOUT``; the nouns a count of places is counted by:
  ``tallies.PLACE_NOUN``; ``각각``/``respectively``: ``subjects.RESPECTIVELY``;
* where a sentence ends: ``claims.SENTENCE_END`` (and the sentences themselves:
  ``units.sentences``); a road address: ``holder_forms.ROAD``.

Not checked (documented for reviewers): prose-only statements (procedures, eligibility, methods:
"신고 완료 문자를 받으면"), an English paraphrase of a Korean spec (``with drawers`` for
``서랍 포함``), arithmetic beyond one difference or a total, and names the evidence spells
differently (``Itaewon 2-dong`` for ``이태원2동``).
"""

from __future__ import annotations

from guardrails.grounding.check import Verdict, check
from guardrails.grounding.claims import Claim, ClaimKind
from guardrails.grounding.evidence import USER_KINDS, Evidence
from guardrails.grounding.extract import extract_claims
from guardrails.grounding.numbers import korean_number
from guardrails.grounding.score import score
from guardrails.grounding.vocabulary import PlaceVocabulary
from guardrails.metrics import Counts

__all__ = [
    "Claim",
    "ClaimKind",
    "Counts",
    "Evidence",
    "PlaceVocabulary",
    "USER_KINDS",
    "Verdict",
    "check",
    "extract_claims",
    "korean_number",
    "score",
]
