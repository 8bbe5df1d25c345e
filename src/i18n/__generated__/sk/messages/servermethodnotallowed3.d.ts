export { servermethodnotallowed3 as "serverMethodNotAllowed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Servermethodnotallowed3Inputs = {};
/**

* @param {Servermethodnotallowed3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const servermethodnotallowed3: ((inputs?: Servermethodnotallowed3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Servermethodnotallowed3Inputs, {
    locale?: "sk";
}, {}>;
