// Meeting-room booking (会议室预约, spec 03-portal §2 /v-boardroomapply; the calls are ours, see
// docs/meeting-rooms.md): the rooms, a day's occupancy, the caller's bookings and the reviewers' calls, all on
// the portal host.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

export type BookingStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface MeetingRoom {
  id: string;
  name: string;
  location: string;
  capacity: number;
  equipment: string;
  sn: number;
}

/** A booking that holds a room on the asked day (pending or approved). */
export interface RoomOccupancy {
  id: string;
  roomId: string;
  subject: string;
  /** 'HH:mm' */
  startTime: string;
  endTime: string;
  status: BookingStatus;
  applicantName: string;
}

export interface RoomBooking {
  id: string;
  roomId: string;
  roomName: string;
  roomLocation: string;
  subject: string;
  /** 'yyyy-MM-dd' */
  day: string;
  /** 'HH:mm' */
  startTime: string;
  endTime: string;
  attendees: string;
  remark: string;
  status: BookingStatus;
  reviewOpinion: string;
  reviewerName: string;
  applicantName: string;
  /** 'yyyy-MM-dd HH:mm:ss' */
  createTime: string;
  /** '' until reviewed */
  reviewTime: string;
  /** the applicant may still withdraw it (holds the room, not started) */
  cancellable: boolean;
}

export interface BookingInput {
  roomId: string;
  subject: string;
  day: string;
  startTime: string;
  endTime: string;
  attendees?: string;
  remark?: string;
}

export interface ReviewInput {
  id: string;
  approve: boolean;
  opinion?: string;
}

/** GET ${portal}/portal/meetingRoom/v1/list → the tenant's rooms by sn (bare array). */
export function listMeetingRooms(options?: CallOptions): Promise<ApiResult<MeetingRoom[]>> {
  return request<MeetingRoom[]>({ url: '${portal}/portal/meetingRoom/v1/list', ...options });
}

/** GET ${portal}/portal/meetingRoomAppointment/v1/occupancy?day → the day's pending and approved bookings (bare array). */
export function getRoomOccupancy(day: string, options?: CallOptions): Promise<ApiResult<RoomOccupancy[]>> {
  return request<RoomOccupancy[]>({ url: '${portal}/portal/meetingRoomAppointment/v1/occupancy', params: { day }, ...options });
}

/** POST ${portal}/portal/meetingRoomAppointment/v1/myList — the caller's bookings, latest day first. */
export function listMyBookings(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<RoomBooking>>> {
  return request<PageList<RoomBooking>>({ url: '${portal}/portal/meetingRoomAppointment/v1/myList', method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** POST ${portal}/portal/meetingRoomAppointment/v1/save → CommonResult whose value is the new booking's id. */
export function saveBooking(input: BookingInput, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${portal}/portal/meetingRoomAppointment/v1/save', method: 'POST', data: input, ...options });
}

/** POST ${portal}/portal/meetingRoomAppointment/v1/cancel?id — the applicant withdraws a booking. */
export function cancelBooking(id: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${portal}/portal/meetingRoomAppointment/v1/cancel', method: 'POST', params: { id }, ...options });
}

/** POST ${portal}/portal/meetingRoomAppointment/v1/reviewList — bookings to review (pending unless querys name a status); 403 for non-reviewers. */
export function listBookingsToReview(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<RoomBooking>>> {
  return request<PageList<RoomBooking>>({ url: '${portal}/portal/meetingRoomAppointment/v1/reviewList', method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** POST ${portal}/portal/meetingRoomAppointment/v1/review — approve, or reject with an opinion, a pending booking. */
export function reviewBooking(input: ReviewInput, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${portal}/portal/meetingRoomAppointment/v1/review', method: 'POST', data: input, ...options });
}
