export { delivery5to6days2 as "delivery5To6Days" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delivery5to6days2Inputs = {};
/**

* @param {Delivery5to6days2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const delivery5to6days2: ((inputs?: Delivery5to6days2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delivery5to6days2Inputs, {
    locale?: "fr";
}, {}>;
