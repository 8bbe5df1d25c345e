export { thankstohome2 as "thanksToHome" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankstohome2Inputs = {};
/**

* @param {Thankstohome2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const thankstohome2: ((inputs?: Thankstohome2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankstohome2Inputs, {
    locale?: "de";
}, {}>;
