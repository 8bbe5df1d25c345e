export { serverrequestrefused2 as "serverRequestRefused" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverrequestrefused2Inputs = {};
/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const serverrequestrefused2: ((inputs?: Serverrequestrefused2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverrequestrefused2Inputs, {
    locale?: "de-CH";
}, {}>;
