export { newsletterdataupdated2 as "newsletterDataUpdated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterdataupdated2Inputs = {};
/**

* @param {Newsletterdataupdated2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const newsletterdataupdated2: ((inputs?: Newsletterdataupdated2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterdataupdated2Inputs, {
    locale?: "sv";
}, {}>;
