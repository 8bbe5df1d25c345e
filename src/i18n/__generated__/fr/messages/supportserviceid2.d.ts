export { supportserviceid2 as "supportServiceId" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportserviceid2Inputs = {};
/**

* @param {Supportserviceid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const supportserviceid2: ((inputs?: Supportserviceid2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportserviceid2Inputs, {
    locale?: "fr";
}, {}>;
