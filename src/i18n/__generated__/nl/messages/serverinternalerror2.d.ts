export { serverinternalerror2 as "serverInternalError" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverinternalerror2Inputs = {};
/**

* @param {Serverinternalerror2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const serverinternalerror2: ((inputs?: Serverinternalerror2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverinternalerror2Inputs, {
    locale?: "nl";
}, {}>;
