export { servermethodnotallowed3 as "serverMethodNotAllowed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Servermethodnotallowed3Inputs = {};
/**

* @param {Servermethodnotallowed3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const servermethodnotallowed3: ((inputs?: Servermethodnotallowed3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Servermethodnotallowed3Inputs, {
    locale?: "sv";
}, {}>;
