/**
 * The Contact page in Korean: the reference every other locale fills.
 * Figures come from the site settings' firm facts and contact details from src/data/company.ts; `{n}`, `{hours}`,
 * `{opens}`, `{closes}` are filled in by the components in the locale's notation.
 */
import type { ContactContent } from './index.ts';

export const ko: ContactContent = {
  hero: {
    badge: '상담 문의',
    title: '인도네시아 진출,\n무엇이든 물어보세요',
    description: '법인 설립, 비자, 노무, 부동산, 마케팅까지 궁금한 점을 남겨 주세요.\n분야별 전문 컨설턴트가 직접 답변드립니다.',
    response: '{hours}시간 이내 답변',
    free: '초기 상담 무료',
  },
  details: {
    title: '연락처',
    intro: '전화, 이메일, 상담 신청서 중 편한 방법으로 연락해 주세요.',
    phoneTitle: '전화',
    officePhone: '대표 전화',
    mobilePhone: '휴대전화',
    emailTitle: '이메일',
    emailNote: '검토가 필요한 서류를 첨부해 보내 주셔도 됩니다.',
    hoursTitle: '업무 시간',
    weekdays: '월요일–금요일',
    weekdayHours: '{opens}–{closes}',
    weekend: '토요일·일요일',
    closed: '휴무',
    timezone: '모든 시간은 인도네시아 서부 표준시(WIB, UTC+7) 기준이며, 한국 시간보다 2시간 늦습니다.',
    emergencyTitle: '긴급 연락',
    emergencyText: '업무 시간 외에 입국 심사, 체류 허가, 산업재해 등 긴급한 문제가 생기면 24시간 휴대전화로 연락해 주세요. 담당 컨설턴트가 바로 대응합니다.',
    emergencyCall: '긴급 전화',
  },
  form: {
    title: '상담 신청',
    note: '아래 양식을 남겨 주시면 분야별 담당 컨설턴트가 {hours}시간 이내에 연락드립니다.',
    consultation: '상담은 한국어, 영어, 인도네시아어, 중국어, 일본어로 가능하며, 방문·화상·전화 상담 중 편한 방식을 선택하실 수 있습니다. 초기 상담은 무료이며 상담 내용은 비밀로 관리됩니다.',
  },
  office: {
    title: '오시는 길',
    intro: '방문 상담은 사전 예약제로 운영됩니다. 방문 전에 전화나 이메일로 일정을 알려 주세요.',
    addressTitle: '본사 주소',
    lobbyNote: '건물 1층 로비의 안내 데스크에서 방문 등록을 해 주시면 담당 직원이 안내해 드립니다.',
    mapAlt: '본사 위치를 표시한 지도 일러스트 (실제 지도가 아닌 그림)',
    showMap: '지도 보기',
    mapNotice: '‘지도 보기’를 누르면 Google 지도를 불러옵니다.',
    mapTitle: '본사 위치 (Google 지도)',
    openInMaps: 'Google 지도에서 열기',
    newWindow: '새 창에서 열림',
  },
  why: {
    title: '누산타라 브릿지를 선택하는 이유',
    intro: '현지에서 쌓은 경험과 실적, 그리고 사람이 다릅니다.',
    items: {
      experience: {
        value: '{n}년',
        label: '인도네시아 현지 경험',
        text: '{year}년부터 쌓아 온 경험으로 바뀌는 법령과 제도에 먼저 대비합니다.',
      },
      projects: {
        value: '{n}+',
        label: '지원 기업·프로젝트',
        text: '제조, 유통, IT, 식품 등 다양한 업종의 진출을 성공적으로 이끌었습니다.',
      },
      employees: {
        value: '{n}+',
        label: '임직원',
        text: '현지 법령과 언어에 능통한 전문가가 분야별로 직접 담당합니다.',
      },
    },
  },
};
