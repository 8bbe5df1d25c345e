export { serverrequestrefused2 as "serverRequestRefused" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverrequestrefused2Inputs = {};
/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const serverrequestrefused2: ((inputs?: Serverrequestrefused2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverrequestrefused2Inputs, {
    locale?: "de";
}, {}>;
