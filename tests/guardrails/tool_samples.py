"""Real tool outputs for blind grounding writers: what the system's own tools return.

The production-shaped corpora (``tests/guardrails/blind/prod_*.jsonl``) were written over these
outputs, not over tool outputs a writer invented: each case's ``evidence`` is, verbatim, what a tool
of ours returned — the embedded providers over the shipped official data (fees, household-waste
rules, bins, recycling centres, the price table, the monthly normals, the gazetteer), the KMA
nowcast adapter over the recorded response body with varied observations, and the Kakao adapter
over the recorded pharmacy documents (``tests/live``).

    python -m tests.guardrails.tool_samples --seed 14 --out outputs.json
    python -m tests.guardrails.tool_samples --seed 15 --out outputs2.json --districts \
        "종로구,서초구,동작구,광진구,중랑구,서울 강서구,부천시,안산시 단원구,의정부시,남양주시,부산 동래구,\
        부산광역시 북구,대구광역시 북구,인천 부평구,광주광역시 서구,대전광역시 서구,울산광역시 중구,청주시 상당구,\
        충주시,아산시,군산시,익산시,구미시,진주시,거제시,양산시,속초시,동해시,광양시,나주시,영주시,통영시,횡성군,\
        보은군,담양군,고창군,울진군,거창군,태안군,연천군"

    python -m tests.guardrails.tool_samples --seed 16 --out outputs3.json --districts \
        "용산구,성동구,성북구,강북구,도봉구,서대문구,영등포구,구로구,금천구,강동구,양천구,서울 중구,\
        안양시 동안구,광명시,시흥시,김포시,하남시,구리시,오산시,이천시,부산 수영구,부산 연제구,부산 기장군,\
        대구 동구,인천 남동구,인천 서구,광주 광산구,대전 중구,울산 동구,제천시,공주시,논산시,정읍시,남원시,\
        김천시,상주시,밀양시,사천시,삼척시,태백시,여주시,포천시,서산시,당진시,영월군,단양군,곡성군,하동군,\
        청송군,옥천군"

    python -m tests.guardrails.tool_samples --seed 17 --out outputs4.json --districts \
        "동대문구,안양시 만안구,군포시,의왕시,안성시,양주시,동두천시,과천시,부산 남구,부산 금정구,부산 사상구,\
        대구 중구,대구 달성군,인천 계양구,인천 미추홀구,광주 남구,대전 대덕구,울산 북구,울산 울주군,청주시 서원구,\
        천안시 동남구,전주시 덕진구,포항시 북구,창원시 마산합포구,경산시,영천시,문경시,김제시,보령시,강화군,홍성군,\
        예산군,영동군,진천군,음성군,화순군,해남군,합천군,봉화군,정선군,평창군,철원군"

    python -m tests.guardrails.tool_samples --seed 18 --out outputs5.json --districts \
        "성남시 수정구,성남시 중원구,고양시 덕양구,용인시 기흥구,용인시 처인구,안산시 상록구,부산 부산진구,부산 동구,\
        부산 영도구,부산 강서구,대구 서구,대구 남구,인천 중구,인천 동구,광주 동구,대전 동구,청주시 청원구,\
        창원시 의창구,창원시 진해구,보성군,장흥군,강진군,영암군,무안군,함평군,영광군,장성군,부안군,순창군,임실군,\
        무주군,진안군,예천군,영덕군,청도군,고령군,성주군,칠곡군,의령군,함안군,창녕군,산청군,함양군,인제군"

    python -m tests.guardrails.tool_samples --seed 19 --out outputs6.json --districts \
        "부산 중구,부산 서구,군위군,옹진군,광주시,화천군,양구군,강원 고성군,양양군,증평군,괴산군,계룡시,금산군,부여군,\
        서천군,청양군,완주군,장수군,구례군,고흥군,진도군,신안군,영양군,울릉군,경남 고성군"

    python -m tests.guardrails.tool_samples --seed 20 --out outputs7.json --districts \
        "종로구,서초구,동작구,부천시,의정부시,부산 동래구,대구광역시 북구,인천 부평구,충주시,군산시,구미시,거제시,\
        속초시,나주시,보은군,담양군,울진군,태안군,성북구,광명시,부산 기장군,제천시,남원시,상주시,영월군"

    python -m tests.guardrails.tool_samples --seed 21 --out outputs8.json --districts \
        "부산 사상구,문경시,평창군,울산 울주군,홍성군,인천 계양구,합천군,영동군,대구 중구,음성군,광주 남구,영천시,\
        동대문구,성남시 수정구,무안군,칠곡군,부안군,용인시 처인구,부산 강서구,광주 동구,산청군,고양시 덕양구,\
        창녕군,장성군,순창군"

    python -m tests.guardrails.tool_samples --seed 22 --out outputs9.json --districts \
        "인천 연수구,포항시 남구,고양시 일산서구,양양군,구례군,청주시 흥덕구,증평군,노원구,천안시 서북구,양평군,장수군,부산 중구,\
        원주시,영양군,마포구,관악구,부여군,울산 남구,광주 북구,진도군,신안군,부산 서구,완도군,부산 사하구,성남시 분당구"

    python -m tests.guardrails.tool_samples --seed 23 --out outputs10.json --districts \
        "구리시,아산시,중랑구,옥천군,고창군,영등포구,강북구,안양시 동안구,용산구,울산광역시 중구,대전 중구,진주시,\
        통영시,구로구,광진구,동해시,이천시,금천구,하동군,광주광역시 서구,부산광역시 북구,양천구,서대문구,삼척시,\
        서울 중구"

    python -m tests.guardrails.tool_samples --seed 24 --out outputs11.json --districts \
        "강진군,화순군,영덕군,인천 중구,대전 대덕구,청주시 서원구,인천 미추홀구,울산 북구,청도군,창원시 진해구,\
        보성군,동두천시,인제군,대구 달성군,영광군,경산시,안양시 만안구,철원군,성남시 중원구,청주시 청원구,\
        부산 남구,군포시,부산 동구,예천군,안산시 상록구"

    python -m tests.guardrails.tool_samples --seed 25 --out outputs12.json --districts \
        "서천군,세종시,제주시,송파구,고흥군,김해시,대구 수성구,안동시,양구군,남해군,춘천시,대전 유성구,파주시,\
        가평군,금산군,청양군,옹진군,홍천군,화천군,괴산군,강원 고성군,강남구,광주시,경남 고성군,울릉군"

    python -m tests.guardrails.tool_samples --seed 26 --out outputs13.json --districts \
        "성동구,도봉구,논산시,포천시,대전광역시 서구,영주시,밀양시,남양주시,거창군,부산 연제구,곡성군,광양시,\
        인천 서구,김천시,인천 남동구,양산시,울산 동구,서울 강서구,대구 동구,정읍시,청주시 상당구,부산 수영구,\
        광주 광산구,시흥시,청송군"

    python -m tests.guardrails.tool_samples --seed 27 --out outputs14.json --districts \
        "진안군,용인시 기흥구,부산 부산진구,예산군,부산 금정구,양주시,창원시 마산합포구,영암군,함안군,보령시,\
        무주군,강화군,성주군,천안시 동남구,포항시 북구,대구 남구,봉화군,함양군,의령군,진천군,정선군,\
        창원시 의창구,의왕시,임실군,대구 서구"

    python -m tests.guardrails.tool_samples --seed 28 --out outputs15.json --districts \
        "부산 해운대구,대구 달서구,전주시 완산구,서귀포시,용인시 수지구,순천시,평택시,창원시 성산구,완주군,의성군,\
        화성시,목포시,수원시,경주시,계룡시,군위군,은평구,강릉시,여수시"

    python -m tests.guardrails.tool_samples --seed 29 --out outputs16.json --districts \
        "공주시,익산시,김포시,사천시,여주시,강동구,당진시,서산시,연천군,하남시,안산시 단원구,태백시,오산시,단양군,횡성군"

    python -m tests.guardrails.tool_samples --seed 30 --out outputs17.json --districts \
        "장흥군,해남군,안성시,김제시,전주시 덕진구,고령군,대전 동구,함평군,인천 동구,부산 영도구,과천시"

    python -m tests.guardrails.tool_samples --seed 31 --out outputs18.json --districts \
        "마포구,완주군,인천 연수구,양구군,세종시,관악구,고양시 일산서구,울릉군,성남시 분당구,경주시,영양군,부산 서구,\
        광주시,구례군,용인시 수지구"

    python -m tests.guardrails.tool_samples --seed 32 --out outputs19.json --districts \
        "부산 동래구,나주시,아산시,성북구,보은군,정읍시,광진구,중랑구,인천 부평구,서대문구,영등포구,의정부시,울진군,\
        금천구,울산 동구"

    python -m tests.guardrails.tool_samples --seed 33 --out outputs20.json --districts \
        "함양군,경산시,진천군,평창군,임실군,칠곡군,성주군,문경시,예천군,용인시 처인구,함안군,무안군,천안시 동남구,\
        순창군,부산 부산진구"

    python -m tests.guardrails.tool_samples --seed 34 --out outputs21.json --districts \
        "파주시,강릉시,군위군,송파구,전주시 완산구,고흥군,순천시,여수시,수원시,양평군,서귀포시,원주시,부산 사하구,\
        진도군,의성군"

    python -m tests.guardrails.tool_samples --seed 35 --out outputs22.json --districts \
        "광명시,영주시,논산시,광주광역시 서구,제천시,청송군,대전광역시 서구,속초시,용산구,거제시,시흥시,서울 강서구,\
        영월군,서울 중구,양산시"

    python -m tests.guardrails.tool_samples --seed 36 --out outputs23.json --districts \
        "보령시,의왕시,안양시 만안구,부안군,장성군,포항시 북구,동두천시,동대문구,성남시 수정구,대구 남구,인천 계양구,\
        울산 북구,청주시 서원구,보성군,인천 중구"

    python -m tests.guardrails.tool_samples --seed 38 --out outputs25.json --districts \
        "인천 남동구,도봉구,구로구,밀양시,김천시,부산광역시 북구,안산시 단원구,연천군,공주시,양천구,여주시,동작구,\
        부산 기장군,광주 광산구,충주시"

    python -m tests.guardrails.tool_samples --seed 37 --out outputs24.json --districts \
        "경남 고성군,대구 달서구,금산군,은평구,평택시,양양군,광주 북구,증평군,홍천군,옹진군,청주시 흥덕구,\
        창원시 성산구,서천군,김해시,제주시"

    python -m tests.guardrails.tool_samples --seed 39 --out outputs26.json --districts \
        "강화군,영동군,고양시 덕양구,양주시,영천시,홍성군,용인시 기흥구,영광군,군포시,산청군,철원군,\
        창원시 마산합포구,의령군,화순군,정선군"

    python -m tests.guardrails.tool_samples --seed 40 --out outputs27.json --districts \
        "삼척시,부천시,거창군,진주시,이천시,구리시,옥천군,청주시 상당구,대구광역시 북구,대구 동구,광양시,구미시,\
        고창군,종로구,태안군"

    python -m tests.guardrails.tool_samples --seed 41 --out outputs28.json --districts \
        "남해군,안동시,포항시 남구,울산 남구,신안군,괴산군,목포시,춘천시,계룡시,완도군,가평군,부산 중구,\
        강원 고성군,강남구,대구 수성구"

    python -m tests.guardrails.tool_samples --seed 42 --out outputs29.json --districts \
        "창원시 의창구,대구 중구,부산 남구,영암군,울산 울주군,대전 대덕구,무주군,대구 달성군,창녕군,대구 서구,\
        부산 사상구,광주 동구,성남시 중원구,부산 금정구,청도군"

    python -m tests.guardrails.tool_samples --seed 43 --out outputs30.json --districts \
        "남양주시,안양시 동안구,동해시,남원시,통영시,부산 수영구,부산 연제구,하동군,성동구,곡성군,대전 중구,서초구,\
        포천시,군산시,담양군"

    python -m tests.guardrails.tool_samples --seed 44 --out outputs31.json --districts \
        "안산시 상록구,부산 강서구,영덕군,강진군,광주 남구,예산군,인제군,음성군,청주시 청원구,인천 미추홀구,\
        창원시 진해구,봉화군,진안군,부산 동구,합천군"

    python -m tests.guardrails.tool_samples --seed 45 --out outputs32.json --districts \
        "화성시,부여군,청양군,상주시,부산 해운대구,울산광역시 중구,대전 유성구,노원구,화천군,천안시 서북구,강북구,\
        인천 서구,장수군"

    python -m tests.guardrails.tool_samples --seed 46 --out outputs33.json --districts \
        "안성시,해남군,군포시,인천 동구,의령군,창원시 마산합포구,장흥군,부산 부산진구,울산 북구,칠곡군,부산 영도구,\
        함안군,안양시 만안구,함양군,강화군"

    python -m tests.guardrails.tool_samples --seed 47 --out outputs34.json --districts \
        "순천시,수원시,파주시,증평군,부산 서구,금산군,여수시,김해시,광주시,양평군,홍천군,은평구,의성군,송파구,군위군"

    python -m tests.guardrails.tool_samples --seed 48 --out outputs35.json --districts \
        "옥천군,강동구,아산시,구로구,여주시,나주시,제천시,양산시,부산광역시 북구,사천시,대구 동구,당진시,서울 중구,\
        안산시 단원구,태안군"

    python -m tests.guardrails.tool_samples --seed 49 --out outputs36.json --districts \
        "과천시,홍성군,정선군,부산 사상구,김제시,임실군,대구 남구,용인시 기흥구,동두천시,함평군,양주시,경산시,대구 달성군,\
        성남시 수정구,장성군"

    python -m tests.guardrails.tool_samples --seed 50 --out outputs37.json --districts \
        "양구군,제주시,안동시,진도군,포항시 남구,옹진군,강릉시,용인시 수지구,괴산군,원주시,전주시 완산구,완주군,인천 연수구,\
        목포시,남해군"

    python -m tests.guardrails.tool_samples --seed 51 --out outputs38.json --districts \
        "거창군,포천시,거제시,청송군,고창군,연천군,부산 연제구,남원시,구리시,김포시,성북구,용산구,양천구,속초시,서대문구"

    python -m tests.guardrails.tool_samples --seed 52 --out outputs39.json --districts \
        "예산군,부산 금정구,무주군,대구 서구,부산 동구,봉화군,성남시 중원구,부산 남구,대전 대덕구,청주시 서원구,영덕군,\
        천안시 동남구,합천군,용인시 처인구,강진군"

    python -m tests.guardrails.tool_samples --seed 53 --out outputs40.json --districts \
        "부산 중구,영양군,대구 수성구,춘천시,가평군,계룡시,경주시,구례군,고흥군,청주시 흥덕구,신안군,강남구,마포구,\
        부산 사하구,강원 고성군"

    python -m tests.guardrails.tool_samples --seed 54 --out outputs41.json --districts \
        "남양주시,성동구,하남시,진주시,영등포구,금천구,횡성군,청주시 상당구,곡성군,광양시,오산시,삼척시,\
        대전광역시 서구,광주광역시 서구,광진구"

    python -m tests.guardrails.tool_samples --seed 55 --out outputs42.json --districts \
        "광주 남구,영동군,영천시,안산시 상록구,인제군,보령시,성주군,고령군,광주 동구,영광군,철원군,산청군,무안군,\
        평창군,영암군"

    python -m tests.guardrails.tool_samples --seed 56 --out outputs43.json --districts \
        "울릉군,서귀포시,관악구,창원시 성산구,평택시,경남 고성군,광주 북구,세종시,울산 남구,성남시 분당구,서천군,\
        고양시 일산서구,대구 달서구,완도군,양양군"

    python -m tests.guardrails.tool_samples --seed 57 --out outputs44.json --districts \
        "동작구,시흥시,서산시,서초구,동해시,논산시,도봉구,울산 동구,담양군,인천 남동구,김천시,부산 기장군,광주 광산구,\
        익산시,종로구"

    python -m tests.guardrails.tool_samples --seed 58 --out outputs45.json --districts \
        "창원시 진해구,전주시 덕진구,청도군,부안군,예천군,의왕시,순창군,인천 중구,고양시 덕양구,화순군,진천군,\
        창원시 의창구,인천 미추홀구,포항시 북구,대전 동구"

    python -m tests.guardrails.tool_samples --seed 59 --out outputs46.json --districts \
        "충주시,부천시,정읍시,안양시 동안구,중랑구,부산 동래구,구미시,밀양시,대전 중구,광명시,보은군,하동군,이천시,\
        군산시,영월군"

    python -m tests.guardrails.tool_samples --seed 60 --out outputs47.json --districts \
        "문경시,창녕군,인천 계양구,진안군,대구 중구,울산 울주군,음성군,보성군,동대문구,청주시 청원구,부산 강서구"

    python -m tests.guardrails.tool_samples --seed 61 --out outputs48.json --districts \
        "부산 수영구,대구광역시 북구,공주시,인천 부평구,울진군,태백시,통영시,영주시,단양군,서울 강서구,의정부시"

    python -m tests.guardrails.tool_samples --seed 62 --out outputs49.json --districts \
        "포항시 남구,고양시 일산서구,여수시,청양군,완도군,부산 서구,부산 해운대구,목포시,부산 사하구,구례군,강남구,\
        대전 유성구,의성군,신안군,성남시 분당구"

    python -m tests.guardrails.tool_samples --seed 63 --out outputs50.json --districts \
        "하남시,거창군,횡성군,부산 연제구,영월군,부산광역시 북구,강동구,부산 동래구,남양주시,양산시,여주시,연천군,삼척시,\
        안산시 단원구,광양시"

    python -m tests.guardrails.tool_samples --seed 64 --out outputs51.json --districts \
        "창원시 진해구,광주 남구,의령군,성주군,부산 강서구,장성군,군포시,문경시,음성군,영천시,산청군,울산 울주군,\
        부산 사상구,대구 남구,광주 동구"

    python -m tests.guardrails.tool_samples --seed 65 --out outputs52.json --districts \
        "양평군,제주시,울릉군,평택시,천안시 서북구,홍천군,남해군,부산 중구,장수군,옹진군,원주시,양양군,가평군,\
        고흥군,관악구"

    python -m tests.guardrails.tool_samples --seed 66 --out outputs53.json --districts \
        "인천 부평구,금천구,대전 중구,용산구,제천시,영등포구,성동구,울산광역시 중구,상주시,나주시,논산시,군산시,\
        공주시,부산 기장군,김포시"

    python -m tests.guardrails.tool_samples --seed 67 --out outputs54.json --districts \
        "대구 중구,울산 북구,강진군,임실군,영암군,철원군,무안군,예천군,용인시 처인구,전주시 덕진구,순창군,영광군,\
        대전 대덕구,부산 부산진구,의왕시"

    python -m tests.guardrails.tool_samples --seed 68 --out outputs55.json --districts \
        "증평군,금산군,대구 달서구,김해시,양구군,괴산군,서귀포시,경주시,창원시 성산구,춘천시,세종시,용인시 수지구,\
        경남 고성군,안동시,군위군"

    python -m tests.guardrails.tool_samples --seed 69 --out outputs56.json --districts \
        "인천 서구,동작구,부천시,태백시,대전광역시 서구,중랑구,오산시,보은군,영주시,사천시,광명시,태안군,도봉구,성북구,\
        시흥시"

    python -m tests.guardrails.tool_samples --seed 70 --out outputs57.json --districts \
        "부산 금정구,강화군,함평군,성남시 수정구,평창군,대구 달성군,예산군,부산 남구,인천 계양구,장흥군,무주군,인천 동구,\
        포항시 북구,보성군,봉화군"

    python -m tests.guardrails.tool_samples --seed 71 --out outputs58.json --districts \
        "전주시 완산구,화천군,부여군,마포구,울산 남구,수원시,인천 연수구,완주군,노원구,은평구,진도군,서천군,청주시 흥덕구,\
        화성시,파주시"

    python -m tests.guardrails.tool_samples --seed 72 --out outputs59.json --districts \
        "의정부시,서산시,구미시,구로구,남원시,당진시,양천구,울진군,충주시,서대문구,속초시,서울 중구,아산시,서초구,\
        곡성군"

    python -m tests.guardrails.tool_samples --seed 73 --out outputs60.json --districts \
        "해남군,청주시 서원구,진안군,창원시 의창구,칠곡군,김제시,청주시 청원구,정선군,동두천시,부안군,보령시,화순군,청도군,\
        인천 미추홀구,영동군"

    python -m tests.guardrails.tool_samples --seed 74 --out outputs61.json --districts \
        "영양군,대구 수성구,광주 북구,송파구,강원 고성군,계룡시,광주시,강릉시,순천시"

    python -m tests.guardrails.tool_samples --seed 75 --out outputs62.json --districts \
        "안양시 동안구,대구 동구,강북구,옥천군,광진구,김천시,이천시,울산 동구,정읍시,구리시,담양군,대구광역시 북구,통영시,서울 강서구,\
        거제시"

    python -m tests.guardrails.tool_samples --seed 76 --out outputs63.json --districts \
        "성남시 중원구,안산시 상록구,고양시 덕양구,창원시 마산합포구,진천군,안양시 만안구,용인시 기흥구,경산시,고령군,대구 서구,\
        함양군,인천 중구,양주시,영덕군,천안시 동남구"

    python -m tests.guardrails.tool_samples --seed 77 --out outputs64.json --districts \
        "단양군,진주시,동해시,익산시,포천시,밀양시,광주광역시 서구,하동군,광주 광산구,부산 수영구,청송군,인천 남동구,종로구,\
        청주시 상당구,고창군"

(the runs the corpora were written over: prod_dev and prod_holdout, then prod_holdout2, then
prod_holdout3, then prod_holdout4, then prod_holdout5 (the last 25 districts of the gazetteer no run had used,
12 of them in the fee file), each run's districts sharing none with the runs before; then prod_holdout6, over
25 districts of the seed-15 and seed-16 runs again — every district had been used once — drawn with a new
seed, so its items, materials, places and dates differ; then prod_holdout7, over 25 districts of the seed-17
and seed-18 runs (13 and 12, drawn with ``random.Random(21)``) with seed 21; then prod_holdout8, over 25
districts of the seed-14 and seed-19 runs (15 and 10, drawn with ``random.Random(22)``) with seed 22; then
prod_holdout9, over 25 districts of the seed-15 and seed-16 runs the seed-20 run did not reuse (drawn with
``random.Random(23)``) with seed 23; then prod_holdout10, over 25 districts of the seed-17 and seed-18 runs
the seed-21 run did not reuse (drawn with ``random.Random(24)``) with seed 24; then prod_holdout11, over 25
districts of the seed-14 and seed-19 runs the seed-22 run did not reuse (13 and 12, drawn with
``random.Random(25)``) with seed 25; then prod_holdout12, over 25 districts of the seed-15 and seed-16 runs
that neither the seed-20 nor the seed-23 run reused (drawn with ``random.Random(26)``) with seed 26; then prod_holdout13, over 25 districts
of the seed-17 and seed-18 runs that neither the seed-21 nor the seed-24 run reused (drawn with
``random.Random(27)``) with seed 27; then prod_holdout14, over the 19 districts of the seed-14 and seed-19 runs
that neither the seed-22 nor the seed-25 run reused (all of them, in the order ``random.Random(28)`` drew them) with
seed 28; then prod_holdout15, over the 15 districts of the seed-15 and seed-16 runs that none of the seed-20,
seed-23 and seed-26 runs reused (in the order ``random.Random(29)`` drew them) with seed 29; then prod_holdout16,
over the 11 districts of the seed-17 and seed-18 runs that none of the seed-21, seed-24 and seed-27 runs reused (in
the order ``random.Random(30)`` drew them) with seed 30 — which used the last district of the first two cycles —
then prod_holdout17, the first of a third cycle, over 15 districts of the seed-14 and seed-19 runs (drawn with
``random.Random(31)``) with seed 31; then prod_holdout18, over 15 districts of the seed-15 and seed-16 runs the
seed-29 run did not use (drawn with ``random.Random(32)``) with seed 32; then prod_holdout19, over 15 districts of
the seed-17 and seed-18 runs the seed-30 run did not use (drawn with ``random.Random(33)``) with seed 33; then
prod_holdout20, over 15 districts of the seed-14 and seed-19 runs the seed-31 run did not use (drawn with
``random.Random(34)``) with seed 34; the dev set prod_dev2, over 15 districts of the seed-15 and seed-16 runs
neither the seed-29 nor the seed-32 run used (drawn with ``random.Random(35)``) with seed 35 (the dev set prod_dev3
was written over new bundles of the same outputs); and prod_holdout21, over 15 districts of the seed-17 and seed-18
runs neither the seed-30 nor the seed-33 run used (drawn with ``random.Random(36)``) with seed 36; prod_holdout22, over 15 districts of the seed-14 and seed-19 runs neither the seed-31 nor the seed-34 run used (drawn with ``random.Random(37)``) with seed 37; the dev set prod_dev4, over 15 districts of the seed-15 and seed-16 runs neither the seed-32 nor the seed-35 run used (drawn with ``random.Random(38)``) with seed 38; prod_holdout23, over 15 districts of the seed-17 and seed-18 runs none of the seed-30, seed-33 and seed-36 runs used (drawn with ``random.Random(39)``) with seed 39; the dev set prod_dev5, over 15 districts of the seed-15 and seed-16 runs none of the seed-29, seed-32, seed-35 and seed-38 runs used (drawn with ``random.Random(40)``) with seed 40; prod_holdout24, over 15 districts of the seed-14 and seed-19 runs none of the seed-31, seed-34 and seed-37 runs used (drawn with ``random.Random(41)``) with seed 41; prod_holdout25, over 15 districts of the seed-17 and seed-18 runs none of the seed-30, seed-33, seed-36 and seed-39 runs used (drawn with ``random.Random(42)``) with seed 42; prod_holdout26, over 15 districts of the seed-15 and seed-16 runs none of the seed-29, seed-32, seed-35, seed-38 and seed-40 runs used (drawn with ``random.Random(43)``) with seed 43; prod_holdout27, over the last 15 districts of the seed-17 and seed-18 runs none of the seed-30, seed-33, seed-36, seed-39 and seed-42 runs used (in the order ``random.Random(44)`` drew them) with seed 44; and prod_holdout28, over the last 9 districts of the seed-14 and seed-19 runs none of the seed-31, seed-34, seed-37 and seed-41 runs used and the last 4 of the seed-15 and seed-16 runs none of the seed-29, seed-32, seed-35, seed-38, seed-40 and seed-43 runs used (13, in the order ``random.Random(45)`` drew them) with seed 45 — which used the last district of the third cycle; then a fourth cycle: prod_holdout29, over 15 districts of the seed-17 and seed-18 runs neither the seed-42 nor the seed-44 run used (drawn with ``random.Random(46)``) with seed 46, prod_holdout30, over 15 districts of the seed-14 and seed-19 runs neither the seed-41 nor the seed-45 run used (drawn with ``random.Random(47)``) with seed 47, prod_holdout31, over 15 districts of the seed-15 and seed-16 runs neither the seed-43 nor the seed-45 run used (drawn with ``random.Random(48)``) with seed 48, prod_holdout32, over 15 districts of the seed-17 and seed-18 runs neither the seed-44 nor the seed-46 run used (drawn with ``random.Random(49)``) with seed 49, prod_holdout33, over 15 districts of the seed-14 and seed-19 runs neither the seed-45 nor the seed-47 run used (drawn with ``random.Random(50)``) with seed 50, prod_holdout34, over 15 districts of the seed-15 and seed-16 runs neither the seed-45 nor the seed-48 run used (drawn with ``random.Random(51)``) with seed 51, prod_holdout35, over 15 districts of the seed-17 and seed-18 runs neither the seed-46 nor the seed-49 run used (drawn with ``random.Random(52)``) with seed 52, prod_holdout36, over 15 districts of the seed-14 and seed-19 runs none of the seed-45, seed-47 and seed-50 runs used (drawn with ``random.Random(53)``) with seed 53, prod_holdout37, over 15 districts of the seed-15 and seed-16 runs none of the seed-45, seed-48 and seed-51 runs used (drawn with ``random.Random(54)``) with seed 54, prod_holdout38, over 15 districts of the seed-17 and seed-18 runs none of the seed-46, seed-49 and seed-52 runs used (drawn with ``random.Random(55)``) with seed 55, prod_holdout39, over the last 15 districts of the seed-14 (``DISTRICTS``) and seed-19 runs none of the seed-45, seed-47, seed-50 and seed-53 runs used (drawn with ``random.Random(56)``) with seed 56, prod_holdout40, over 15 districts of the seed-15 and seed-16 runs none of the seed-45, seed-48, seed-51 and seed-54 runs used (drawn with ``random.Random(57)``) with seed 57, prod_holdout41, over 15 districts of the seed-17 and seed-18 runs none of the seed-46, seed-49, seed-52 and seed-55 runs used (drawn with ``random.Random(58)``) with seed 58, prod_holdout42, over 15 districts of the seed-15 and seed-16 runs none of the seed-45, seed-48, seed-51, seed-54 and seed-57 runs used (drawn with ``random.Random(59)``) with seed 59, prod_holdout43, over the last 11 districts of the seed-17 and seed-18 runs none of the seed-46, seed-49, seed-52, seed-55 and seed-58 runs used (in the order ``random.Random(60)`` drew them) with seed 60, and prod_holdout44, over the last 11 districts of the seed-15 and seed-16 runs none of the seed-45, seed-48, seed-51, seed-54, seed-57 and seed-59 runs used (in the order ``random.Random(61)`` drew them) with seed 61 — which used the last district of the fourth cycle; then a fifth cycle: prod_holdout45, over 15 districts of the seed-14 (``DISTRICTS``) and seed-19 runs (drawn with ``random.Random(62)``) with seed 62, prod_holdout46, over 15 districts of the seed-15 and seed-16 runs (drawn with ``random.Random(63)``) with seed 63, prod_holdout47, over 15 districts of the seed-17 and seed-18 runs (drawn with ``random.Random(64)``) with seed 64, prod_holdout48, over 15 districts of the seed-14 (``DISTRICTS``) and seed-19 runs the seed-62 run did not use (drawn with ``random.Random(65)``) with seed 65, prod_holdout49, over 15 districts of the seed-15 and seed-16 runs the seed-63 run did not use (drawn with ``random.Random(66)``) with seed 66, prod_holdout50, over 15 districts of the seed-17 and seed-18 runs the seed-64 run did not use (drawn with ``random.Random(67)``) with seed 67, prod_holdout51, over 15 districts of the seed-14 (``DISTRICTS``) and seed-19 runs neither the seed-62 nor the seed-65 run used (drawn with ``random.Random(68)``) with seed 68, prod_holdout52, over 15 districts of the seed-15 and seed-16 runs neither the seed-63 nor the seed-66 run used (drawn with ``random.Random(69)``) with seed 69, prod_holdout53, over 15 districts of the seed-17 and seed-18 runs neither the seed-64 nor the seed-67 run used (drawn with ``random.Random(70)``) with seed 70, prod_holdout54, over 15 districts of the seed-14 (``DISTRICTS``) and seed-19 runs none of the seed-62, seed-65 and seed-68 runs used (drawn with ``random.Random(71)``) with seed 71, prod_holdout55, over 15 districts of the seed-15 and seed-16 runs none of the seed-63, seed-66 and seed-69 runs used (drawn with ``random.Random(72)``) with seed 72, prod_holdout56, over 15 districts of the seed-17 and seed-18 runs none of the seed-64, seed-67 and seed-70 runs used (drawn with ``random.Random(73)``) with seed 73, prod_holdout57, over the last 9 districts of the seed-14 (``DISTRICTS``) and seed-19 runs none of the seed-62, seed-65, seed-68 and seed-71 runs used (in the order ``random.Random(74)`` drew them) with seed 74, prod_holdout58, over 15 districts of the seed-15 and seed-16 runs none of the seed-63, seed-66, seed-69 and seed-72 runs used (drawn with ``random.Random(75)``) with seed 75, prod_holdout59, over 15 districts of the seed-17 and seed-18 runs none of the seed-64, seed-67, seed-70 and seed-73 runs used (drawn with ``random.Random(76)``) with seed 76, and prod_holdout60, over the last 15 districts of the seed-15 and seed-16 runs none of the seed-63, seed-66, seed-69, seed-72 and seed-75 runs used (in the order ``random.Random(77)`` drew them) with seed 77; each reproduces its outputs byte for byte, but for the Kakao answer's ``as_of``, which is the day of the call).

The writers' brief is ``tests/guardrails/blind/BRIEF_prod.md``. Bundles (one to three outputs of
one turn) were drawn from these lists, rich outputs first, with some empty ones (a district the fee
file does not cover, no bin nearby) kept for claim-free answers and invented fills; for the third
run by ``tests.guardrails.tool_bundles``, which reproduces them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
from collections.abc import Awaitable
from pathlib import Path
from typing import Any

from specialists.bulk_waste.provider import OfficialBulkWasteProvider
from specialists.collection_point.provider import OfficialCollectionPointProvider
from specialists.errors import ProviderError
from specialists.geocoding import GazetteerGeocoder
from specialists.live.kakao import KakaoPlacesProvider
from specialists.location.provider import OfficialPlacesProvider
from specialists.recyclable_price.provider import EmbeddedPriceProvider
from specialists.tooling import dumps
from specialists.weather.provider import NormalsWeatherProvider
from tests.live import test_kakao as kakao
from tests.live.test_http import Recorder, reply
from tests.live.test_kma import nowcast
from tests.live.test_kma import observe as kma_observe

DISTRICTS = (
    "강남구,마포구,송파구,노원구,은평구,관악구,수원시,성남시 분당구,고양시 일산서구,용인시 수지구,"
    "부산 해운대구,부산 사하구,대구 수성구,대구 달서구,인천 연수구,광주 북구,대전 유성구,울산 남구,세종시,"
    "청주시 흥덕구,천안시 서북구,전주시 완산구,포항시 남구,창원시 성산구,김해시,제주시,서귀포시,춘천시,원주시,"
    "강릉시,여수시,순천시,목포시,안동시,경주시,양평군,가평군,홍천군,남해군,완도군,의성군,파주시,화성시,평택시"
)
ITEMS = (
    "소파,냉장고,매트리스,장롱,책상,의자,침대,피아노,자전거,세탁기,텔레비전,에어컨,식탁,서랍장,책장,화장대,"
    "전자레인지,러닝머신,유모차,싱크대,신발장,거울,카페트,항아리,선풍기,컴퓨터"
).split(",")
MATERIALS = "폐지,신문지,골판지,고철,캔,알루미늄캔,구리,PET,페트병,플라스틱,유리병,헌옷,스티로폼,비닐".split(
    ","
)
CATEGORIES = ("paper", "metal", "plastic", "glass", "종이", "금속", "플라스틱")
KINDS = (
    "battery",
    "fluorescent_lamp",
    "clothes",
    "medicine",
    "small_appliance",
    "pet_compensation",
)
PLACE_QUERIES = ("재활용센터", "recycling_center", "고물상", "중고")
WASTE = (None, "bulky", "paper", "clothes")


async def samples(districts: list[str], seed: int) -> list[dict[str, Any]]:
    """One record per tool call: ``{"group", "tool", "args", "output"}`` (``output`` as the tool
    returns it to the model; a provider error as ``{"error": …}``)."""
    rnd = random.Random(seed)
    fees, bins = OfficialBulkWasteProvider(), OfficialCollectionPointProvider()
    prices, normals = EmbeddedPriceProvider(), NormalsWeatherProvider()
    places, geocoder = OfficialPlacesProvider(), GazetteerGeocoder()
    out: list[dict[str, Any]] = []

    async def add(
        group: str, tool: str, args: dict[str, Any], call: Awaitable[dict[str, Any]]
    ) -> None:
        try:
            result = await call
        except ProviderError as exc:
            result = {"error": str(exc)}
        out.append({"group": group, "tool": tool, "args": args, "output": dumps(result)})

    for d in districts:
        for item in rnd.sample(ITEMS, 3):
            await add("fees", "search_fee", {"district": d, "item_name": item},
                      fees.search_fee(d, item))  # fmt: skip
        await add("fees", "get_collection_info", {"district": d},
                  fees.collection_info(d))  # fmt: skip
        geo = await geocoder.geocode(d)
        out.append(
            {"group": "geo", "tool": "geocode", "args": {"place_name": d}, "output": dumps(geo)}
        )
        lat, lon = geo["latitude"], geo["longitude"]
        waste = rnd.choice(WASTE)
        await add("weather", "get_weather", {"place": d},
                  normals.weather(lat, lon, waste))  # fmt: skip
        query, radius = rnd.choice(PLACE_QUERIES), rnd.choice([1000, 2000, 5000])
        await add("places", "search_places", {"query": query, "place": d},
                  places.search_places(query, lat, lon, radius))  # fmt: skip
        for kind in rnd.sample(KINDS, 2):
            km = rnd.choice([0.5, 1.0, 2.0])
            await add("bins", "get_nearby_collection_points", {"place": d, "item_type": kind},
                      bins.nearby(lat, lon, km, kind))  # fmt: skip
        kind = rnd.sample(KINDS, 1)[0]
        await add("bins", "search_collection_points", {"address_keyword": d, "item_type": kind},
                  bins.search(d, kind))  # fmt: skip
    for material in MATERIALS:
        for region in (None, rnd.choice(["서울", "부산", "경기", "대구", "광주"])):
            await add("prices", "search_price", {"item_name": material, "region": region},
                      prices.search_price(material, region))  # fmt: skip
    for category in CATEGORIES:
        await add("prices", "get_category_prices", {"category": category},
                  prices.category_prices(category, None))  # fmt: skip
    for _ in range(12):  # the KMA nowcast adapter over the recorded body, values varied
        values = {"T1H": f"{rnd.uniform(-12, 33):.1f}", "REH": str(rnd.randint(20, 95)),
                  "WSD": f"{rnd.uniform(0, 9):.1f}", "PTY": rnd.choice("0001234")}  # fmt: skip
        values["RN1"] = "강수없음" if values["PTY"] == "0" else rnd.choice(["0.5", "2", "7"])
        result = await kma_observe(
            Recorder(reply(200, nowcast(**values))), rnd.choice(WASTE), hour=rnd.randint(6, 22)
        )
        out.append({"group": "weather_live", "tool": "get_weather",
                    "args": {"place": "서울 (KMA nowcast)"}, "output": dumps(result)})  # fmt: skip
    recorder = Recorder(reply(200, kakao.answer(kakao.PHARMACY_DOCS)))
    async with recorder.client() as client:
        found = await KakaoPlacesProvider(client, kakao.KEY).search_category(
            "PHARMACY", *kakao.ILSAN, 2000
        )
    out.append({"group": "places_live", "tool": "search_category",
                "args": {"category": "PHARMACY", "place": "일산 대화동"}, "output": dumps(found)})  # fmt: skip
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--districts", default=DISTRICTS, help="comma-separated 시군구 names")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    districts = [d.strip() for d in args.districts.split(",") if d.strip()]
    records = asyncio.run(samples(districts, args.seed))
    args.out.write_text(json.dumps(records, ensure_ascii=False, indent=0), encoding="utf-8")
    print(f"{len(records)} tool outputs → {args.out}")


if __name__ == "__main__":
    main()
