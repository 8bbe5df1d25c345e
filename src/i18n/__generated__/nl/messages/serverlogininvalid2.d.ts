export { serverlogininvalid2 as "serverLoginInvalid" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverlogininvalid2Inputs = {};
/**

* @param {Serverlogininvalid2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const serverlogininvalid2: ((inputs?: Serverlogininvalid2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverlogininvalid2Inputs, {
    locale?: "nl";
}, {}>;
