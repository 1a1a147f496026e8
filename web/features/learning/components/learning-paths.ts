// Where the learning pages live (web/app/router.tsx).
export const coursePath = (courseId: string) => `/courses/${courseId}`;
export const lessonPath = (courseId: string, lessonId: string) => `/courses/${courseId}/lessons/${lessonId}`;
export const certificatePath = (certificateId: string) => `/certificates/${certificateId}`;
