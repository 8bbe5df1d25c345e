export { trackingreturnreceived2 as "trackingReturnReceived" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturnreceived2Inputs = {};
/**

* @param {Trackingreturnreceived2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const trackingreturnreceived2: ((inputs?: Trackingreturnreceived2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturnreceived2Inputs, {
    locale?: "fr";
}, {}>;
