export { serverrequestrefused2 as "serverRequestRefused" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverrequestrefused2Inputs = {};
/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const serverrequestrefused2: ((inputs?: Serverrequestrefused2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverrequestrefused2Inputs, {
    locale?: "nl";
}, {}>;
