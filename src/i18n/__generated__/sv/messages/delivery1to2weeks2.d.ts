export { delivery1to2weeks2 as "delivery1To2Weeks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delivery1to2weeks2Inputs = {};
/**

* @param {Delivery1to2weeks2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const delivery1to2weeks2: ((inputs?: Delivery1to2weeks2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delivery1to2weeks2Inputs, {
    locale?: "sv";
}, {}>;
