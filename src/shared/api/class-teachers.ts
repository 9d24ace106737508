import { classTeacherInputSchema, classTeachersSchema } from '../schemas/class-teachers.ts';
import { endpoint } from './endpoint.ts';

/** Class teachers (issues 47 and 48). */
export const classTeachersEndpoints = {
  'classTeachers.list': endpoint({
    method: 'GET',
    path: '/api/class-teachers',
    access: 'read:students',
    tags: ['people'],
    summary: "Each class's (or section's) class teacher, and the sections the classes have",
    response: classTeachersSchema,
  }),
  'classTeachers.set': endpoint({
    method: 'PUT',
    path: '/api/class-teachers',
    access: 'manage:accounts',
    tags: ['people'],
    summary: 'Name the class teacher of a class or of one of its sections (null: none)',
    body: classTeacherInputSchema,
    response: classTeachersSchema,
    errors: [404],
  }),
};
