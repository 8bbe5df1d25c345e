export { tiledelivery1to2weeks3 as "tileDelivery1To2Weeks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledelivery1to2weeks3Inputs = {};
/**

* @param {Tiledelivery1to2weeks3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tiledelivery1to2weeks3: ((inputs?: Tiledelivery1to2weeks3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledelivery1to2weeks3Inputs, {
    locale?: "sv";
}, {}>;
