export { newslettervoucher1 as "newsletterVoucher" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettervoucher1Inputs = {};
/**

* @param {Newslettervoucher1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newslettervoucher1: ((inputs?: Newslettervoucher1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettervoucher1Inputs, {
    locale?: "fr";
}, {}>;
