export { trackingordernumber2 as "trackingOrderNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingordernumber2Inputs = {};
/**

* @param {Trackingordernumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const trackingordernumber2: ((inputs?: Trackingordernumber2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingordernumber2Inputs, {
    locale?: "sv";
}, {}>;
