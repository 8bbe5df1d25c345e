export { delivery5to6days2 as "delivery5To6Days" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delivery5to6days2Inputs = {};
/**

* @param {Delivery5to6days2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const delivery5to6days2: ((inputs?: Delivery5to6days2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delivery5to6days2Inputs, {
    locale?: "nl";
}, {}>;
