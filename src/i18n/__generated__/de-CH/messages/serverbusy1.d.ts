export { serverbusy1 as "serverBusy" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverbusy1Inputs = {};
/**

* @param {Serverbusy1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const serverbusy1: ((inputs?: Serverbusy1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverbusy1Inputs, {
    locale?: "de-CH";
}, {}>;
