export { serverinternalerror2 as "serverInternalError" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverinternalerror2Inputs = {};
/**

* @param {Serverinternalerror2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const serverinternalerror2: ((inputs?: Serverinternalerror2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverinternalerror2Inputs, {
    locale?: "de";
}, {}>;
